import type { OrderStatus } from '../../../domain/checkout';
import type { DbOrTx } from '../../db/client';
import * as checkout from '../../modules/checkout/steps';
import type { OrderRow } from '../../modules/checkout/steps';
import { releaseCouponUse } from '../../modules/coupons/coupons.service';
import { recordAudit, type AuditActor } from '../../modules/identity/audit.service';
import type { Effects } from './effects';

/**
 * expire / cancel: a pending order ends without payment and gives back what it held (its coupon
 * use; its pending charges are cancelled at the provider after the commit). A payment that still
 * arrives becomes refund_needed.
 */
export async function closeOrder(
  tx: DbOrTx,
  fx: Effects,
  order: OrderRow,
  to: Extract<OrderStatus, 'expired' | 'cancelled'>,
  now: Date,
  actor: AuditActor = {},
): Promise<boolean> {
  const moved = await checkout.moveOrder(tx, order.id, ['pending'], to, { couponClaimed: false }, now);
  if (!moved) return false;
  if (order.couponId && order.couponClaimed) await releaseCouponUse(tx, order.couponId, now);
  for (const p of await checkout.pendingPaymentsOf(tx, order.id)) {
    const done = await checkout.movePayment(tx, p.id, ['pending'], to === 'expired' ? 'expired' : 'cancelled', { statusDetail: `order_${to}` }, now);
    if (done) fx.cancels.push(done);
  }
  await recordAudit(tx, actor, {
    category: 'orders',
    action: to,
    details: to === 'expired' ? `Pedido ${order.id} expirou sem pagamento` : `Pedido ${order.id} cancelado pelo comprador`,
    metadata: { orderId: order.id },
  });
  fx.event(order.id, 'order_expired');
  return true;
}
