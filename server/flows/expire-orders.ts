import type { AppDeps } from '../deps';
import type { DbOrTx } from '../db/client';
import { releaseCouponUse } from '../modules/coupons/coupons.service';
import { recordAudit } from '../modules/identity/audit.service';
import { lockDueOrders, markOrderExpired } from '../modules/orders/orders.service';
import { expirePendingPayments } from '../modules/payments/payments.service';
import { publishOrderEvent } from './order-events';

type Due = { id: string; couponId: string | null; couponClaimed: boolean };

async function expireLocked(tx: DbOrTx, due: Due[], now: Date, status: 'expired' | 'cancelled' = 'expired'): Promise<string[]> {
  const done: string[] = [];
  for (const o of due) {
    if (!(await markOrderExpired(tx, o.id, now, status))) continue;
    // The order gives back what it held: its coupon use, and its unpaid charges.
    if (o.couponId && o.couponClaimed) await releaseCouponUse(tx, o.couponId, now);
    await expirePendingPayments(tx, o.id);
    await recordAudit(tx, {}, {
      category: 'orders',
      action: status,
      details: status === 'expired' ? `Pedido ${o.id} expirou sem pagamento` : `Pedido ${o.id} cancelado pelo comprador`,
      metadata: { orderId: o.id },
    });
    done.push(o.id);
  }
  return done;
}

/**
 * The background job's step: claims due pending orders with FOR UPDATE SKIP LOCKED, so several
 * instances can run it at once without touching the same order twice.
 */
export async function expireDueOrders(deps: Pick<AppDeps, 'db' | 'events' | 'secret'>, now = new Date(), limit = 50): Promise<string[]> {
  const expired = await deps.db.transaction(async (tx) => expireLocked(tx, await lockDueOrders(tx, now, { limit, skipLocked: true }), now));
  for (const id of expired) await publishOrderEvent(deps, id, 'order_expired');
  return expired;
}

/** Lazy expiry when an order is read or paid for: the job may not have run yet. */
export async function expireOrderIfDue(deps: Pick<AppDeps, 'db' | 'events' | 'secret'>, orderId: string, now = new Date()): Promise<boolean> {
  const expired = await deps.db.transaction(async (tx) =>
    expireLocked(tx, await lockDueOrders(tx, now, { id: orderId, limit: 1, skipLocked: false }), now),
  );
  for (const id of expired) await publishOrderEvent(deps, id, 'order_expired');
  return expired.length > 0;
}

/**
 * The buyer goes back to change their data: the pending order is cancelled and gives back what
 * it held, so the new order can take the same coupon. A payment that still arrives is applied.
 */
export async function cancelPendingOrder(deps: Pick<AppDeps, 'db' | 'events' | 'secret'>, orderId: string, now = new Date()): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) =>
    expireLocked(tx, await lockDueOrders(tx, now, { id: orderId, limit: 1, skipLocked: false, anyTime: true }), now, 'cancelled'),
  );
  for (const id of done) await publishOrderEvent(deps, id, 'order_expired');
  return done.length > 0;
}
