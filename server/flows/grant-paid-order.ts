import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { bookingEnd, PASSWORD_LINK_HOURS } from '../../domain/checkout';
import type { DbOrTx } from '../db/client';
import { discountSelectionLogs, passwordResets, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { randomToken, sha256 } from '../lib/crypto';
import { insertBookings, lockPlaces } from '../modules/bookings/bookings.service';
import { claimCouponUse, releaseCouponUse } from '../modules/coupons/coupons.service';
import { recordAudit } from '../modules/identity/audit.service';
import { findOrderLines, markOrderPaidIfOpen, updateOrder, type OrderLineRow, type OrderRow } from '../modules/orders/orders.service';
import { findPaymentById } from '../modules/payments/payments.service';
import { orderPaidMail, orderRefundMail } from './order-mails';
import { publishOrderEvent } from './order-events';

type Deps = Pick<AppDeps, 'db' | 'secret' | 'events' | 'mailer' | 'config'>;

export type GrantOutcome = 'paid' | 'refund_needed' | 'noop';

/** PUBLIC_URL when configured; otherwise the origin of the buyer's own checkout request. */
function siteUrlOf(deps: Deps, order: OrderRow): string {
  return (deps.config.PUBLIC_URL ?? order.siteUrl ?? '').replace(/\/+$/, '');
}

type TxResult =
  | { outcome: 'noop' }
  | { outcome: 'refund_needed'; order: OrderRow; reason: string }
  | { outcome: 'paid'; order: OrderRow; lines: OrderLineRow[]; startsAt: Date; endsAt: Date; passwordToken: string | null };

/**
 * Finds the buyer's client account by e-mail or creates it (role client, no password). The
 * insert cannot fail on a concurrent twin: ON CONFLICT DO NOTHING, then read.
 */
async function findOrCreateClient(tx: DbOrTx, order: OrderRow) {
  const [created] = await tx
    .insert(users)
    .values({ name: order.buyerName, email: order.buyerEmail.toLowerCase(), phone: order.buyerPhone, role: 'client' })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [found] = await tx.select().from(users).where(sql`lower(${users.email}) = lower(${order.buyerEmail})`).limit(1);
  return found!;
}

async function markRefundNeeded(tx: DbOrTx, order: OrderRow, reason: string, couponHeld: boolean, now: Date): Promise<TxResult> {
  if (couponHeld && order.couponId) await releaseCouponUse(tx, order.couponId, now);
  await updateOrder(tx, order.id, { status: 'refund_needed', statusReason: reason, couponClaimed: false, paidAt: now });
  await recordAudit(tx, {}, {
    category: 'payments',
    action: 'refund_needed',
    details: `Pedido ${order.id} pago mas não concedido: ${reason}`,
    metadata: { orderId: order.id, reason },
  });
  return { outcome: 'refund_needed', order: { ...order, status: 'refund_needed', statusReason: reason }, reason };
}

/**
 * What a paid order grants, exactly once, in one transaction: the order leaves 'pending' with a
 * conditional update (a second, third... notification finds nothing to do), the coupon use it
 * holds is kept (or claimed again if the order had expired meanwhile), each building's place is
 * claimed under a row lock on the building (the 11th advertiser is refused and the order is
 * marked for refund), the client account is found or created, the bookings are written, and the
 * discount-selection log gets its row. The e-mail (deduplicated by key) and the live event go
 * out after the commit.
 */
export async function grantPaidOrder(
  deps: Deps,
  args: { orderId: string; paymentId: string },
  log?: FastifyBaseLogger,
): Promise<GrantOutcome> {
  const result = await deps.db.transaction(async (tx): Promise<TxResult> => {
    const now = new Date();
    const payment = await findPaymentById(tx, args.paymentId);
    if (!payment || payment.orderId !== args.orderId) return { outcome: 'noop' };
    const order = await markOrderPaidIfOpen(tx, args.orderId, now, {
      method: payment.method,
      installments: payment.installments,
      totalCents: payment.amountCents,
    });
    if (!order) return { outcome: 'noop' };
    const pixDiscountCents = payment.method === 'pix' ? Math.max(0, order.baseTotalCents - payment.amountCents) : 0;

    let couponHeld = order.couponClaimed;
    if (order.couponId && !couponHeld) {
      // The order had expired and given its use back; it needs one again to keep its discount.
      if (!(await claimCouponUse(tx, order.couponId, now))) return markRefundNeeded(tx, order, 'coupon_exhausted', false, now);
      couponHeld = true;
    }

    const lines = await findOrderLines(tx, order.id);
    const ids = lines.map((l) => l.buildingId);
    const fullIds = await lockPlaces(tx, ids, now);
    const full = lines.filter((l) => fullIds.has(l.buildingId));
    if (full.length > 0) {
      return markRefundNeeded(tx, order, `building_full: ${full.map((l) => l.buildingName).join(', ')}`, couponHeld, now);
    }

    const user = await findOrCreateClient(tx, order);
    // Only client accounts own slots; a staff e-mail is left for staff to sort out.
    const clientId = user.role === 'client' ? user.id : null;
    const endsAt = bookingEnd(now, order.months);
    await insertBookings(
      tx,
      lines.map((l) => ({ orderId: order.id, buildingId: l.buildingId, userId: clientId, startsAt: now, endsAt })),
    );
    await updateOrder(tx, order.id, { userId: clientId, couponClaimed: couponHeld, pixDiscountCents });
    await tx
      .insert(discountSelectionLogs)
      .values({ orderId: order.id, totalDiscountCents: Math.max(0, order.subtotalCents - payment.amountCents), selectedAt: now })
      .onConflictDoNothing();

    let passwordToken: string | null = null;
    if (clientId && !user.passwordHash) {
      passwordToken = randomToken(32);
      await tx.insert(passwordResets).values({
        id: sha256(passwordToken),
        userId: clientId,
        expiresAt: new Date(now.getTime() + PASSWORD_LINK_HOURS * 3600_000),
      });
    }
    await recordAudit(tx, {}, {
      category: 'orders',
      action: 'paid',
      details: `Pedido ${order.id} pago: ${lines.length} reserva(s) criada(s)`,
      metadata: { orderId: order.id, paymentId: payment.id, amountCents: payment.amountCents, userId: clientId },
    });
    return {
      outcome: 'paid',
      order: { ...order, userId: clientId, pixDiscountCents },
      lines,
      startsAt: now,
      endsAt,
      passwordToken,
    };
  });

  if (result.outcome === 'noop') return 'noop';
  const { order } = result;
  try {
    if (result.outcome === 'paid') {
      await deps.mailer.send({
        to: order.buyerEmail,
        ...orderPaidMail({ order, lines: result.lines, startsAt: result.startsAt, endsAt: result.endsAt, baseUrl: siteUrlOf(deps, order), passwordToken: result.passwordToken }),
        dedupeKey: `order-paid:${order.id}`,
      });
    } else {
      await deps.mailer.send({ to: order.buyerEmail, ...orderRefundMail(order), dedupeKey: `order-refund:${order.id}` });
    }
  } catch (err) {
    // The grant is committed; a mail failure is recorded in the outbox and logged, not undone.
    log?.error({ err, orderId: order.id }, 'order mail failed');
  }
  await publishOrderEvent(deps, order.id, result.outcome === 'paid' ? 'order_paid' : 'order_refund_needed');
  return result.outcome;
}
