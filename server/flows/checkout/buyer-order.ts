import { messages } from '../../../domain/messages';
import type { PublicOrder } from '../../../domain/schemas/checkout';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { accessTokenMatches } from '../../modules/checkout/order-access';
import { publicOrderOf } from '../../modules/checkout/orders.service';
import * as checkout from '../../modules/checkout/steps';
import type { OrderRow } from '../../modules/checkout/steps';
import type { AuditActor } from '../../modules/identity/audit.service';
import { closeOrder } from './close-order';
import { runInTransaction, type CheckoutDeps } from './effects';
import { expireOrderIfDue } from './expire';
import { clock } from '../../lib/clock';

type Deps = CheckoutDeps;

/** The order as its buyer sees it; expires it first when its time is up. */
export async function getBuyerOrder(deps: Deps, id: string, token: string | undefined): Promise<PublicOrder> {
  const order = await loadBuyerOrder(deps, id, token);
  return publicOrderOf(deps, order);
}

/** Unknown id and wrong token answer the same 404, so ids cannot be probed. */
export async function loadBuyerOrder(deps: Deps, id: string, token: string | undefined): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound(messages.orderNotFound);
  let order = await checkout.findOrder(deps.db, id);
  if (!order || !accessTokenMatches(order.accessTokenHash, token)) throw notFound(messages.orderNotFound);
  if (order.status === 'pending' && order.expiresAt.getTime() < clock.ms()) {
    await expireOrderIfDue(deps, id);
    order = (await checkout.findOrder(deps.db, id))!;
  }
  return order;
}

/** POST /api/checkout/orders/:id/cancel: only a pending order, only with its token. */
export async function cancelBuyerOrder(deps: CheckoutDeps, id: string, token: string | undefined, actor: AuditActor = {}): Promise<PublicOrder> {
  const order = await loadBuyerOrder(deps, id, token);
  if (order.status !== 'pending') throw conflict(messages.orderNotPending, 'order_not_pending');
  await runInTransaction(deps, async (tx, fx) => {
    const locked = await checkout.lockOrder(tx, id);
    if (locked?.status === 'pending') await closeOrder(tx, fx, locked, 'cancelled', clock.now(), actor);
  });
  return publicOrderOf(deps, (await checkout.findOrder(deps.db, id))!);
}
