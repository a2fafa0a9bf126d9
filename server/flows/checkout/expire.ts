import type { FastifyBaseLogger } from 'fastify';
import * as checkout from '../../modules/checkout/steps';
import type { OrderRow } from '../../modules/checkout/steps';
import { closeOrder } from './close-order';
import { runInTransaction, type CheckoutDeps } from './effects';
import { recheckPayment } from './provider-sync';
import { clock } from '../../lib/clock';

/** The expire workflow: a pending order past its hold ends, after one last look at the provider. */

/**
 * Before a pending order expires, its pending payments are re-read from the provider (a PIX paid
 * whose notification never arrived is applied instead of expired). Then the order is locked and,
 * if it is still pending and due, expired.
 */
async function expireOne(deps: CheckoutDeps, order: OrderRow, now: Date, log?: FastifyBaseLogger): Promise<boolean> {
  for (const p of (await checkout.paymentsOfOrder(deps.db, order.id)).filter((x) => x.status === 'pending')) {
    try {
      await recheckPayment(deps, p, log, now);
    } catch (err) {
      // The provider is unreachable: do not expire on a guess; the next run tries again.
      log?.warn({ err, paymentId: p.id }, 'provider re-read before expiry failed');
      return false;
    }
  }
  return runInTransaction(
    deps,
    async (tx, fx) => {
      const [due] = await checkout.lockDueOrders(tx, now, { id: order.id, limit: 1, skipLocked: true });
      return due ? closeOrder(tx, fx, due, 'expired', now) : false;
    },
    log,
  );
}

/** The background step: due pending orders, each claimed with FOR UPDATE SKIP LOCKED. */
export async function expireDueOrders(deps: CheckoutDeps, now = clock.now(), limit = 50, log?: FastifyBaseLogger): Promise<string[]> {
  const due = await deps.db.transaction((tx) => checkout.lockDueOrders(tx, now, { limit, skipLocked: true }));
  const expired: string[] = [];
  for (const o of due) if (await expireOne(deps, o, now, log)) expired.push(o.id);
  return expired;
}

/** Lazy expiry when an order is read or paid for: the job may not have run yet. */
export async function expireOrderIfDue(deps: CheckoutDeps, orderId: string, now = clock.now()): Promise<boolean> {
  const order = await checkout.findOrder(deps.db, orderId);
  if (!order || order.status !== 'pending' || order.expiresAt.getTime() >= now.getTime()) return false;
  return expireOne(deps, order, now);
}
