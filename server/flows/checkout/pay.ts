import { bookingEnd, type PaymentStatus } from '../../../domain/checkout';
import { plural } from '../../../domain/text';
import type { DbOrTx } from '../../db/client';
import { claimPlaces, insertBookings } from '../../modules/bookings/bookings.service';
import { carryVideoToRenewal } from '../../modules/media/media.service';
import { renewalStartsAt } from '../../../domain/renewals';
import * as checkout from '../../modules/checkout/steps';
import type { OrderRow, PaymentRow } from '../../modules/checkout/steps';
import { countCouponUse, releaseCouponUse } from '../../modules/coupons/coupons.service';
import { postOrderRevenue } from '../../modules/finance/finance.service';
import { recordAudit } from '../../modules/identity/audit.service';
import { ensureClientAccount } from '../../modules/identity/client-accounts.service';
import { composeMail, enqueueMail } from '../../modules/mail/outbox.service';
import type { ProviderPayment } from '../../modules/payments/provider';
import type { CheckoutDeps, Effects } from './effects';

/**
 * The pay workflow: money the provider says was received pays its order (markPaid: payment and
 * order moves of the checkout module, places of bookings, the coupon's use, the client account of
 * identity, the revenue of finance, the mail), or is flagged for refund (markRefundNeeded); and the
 * moves of a payment that was not received (markPaymentFailed, supersedePayment).
 */

const SETTLED: readonly PaymentStatus[] = ['approved', 'refund_needed', 'refunded', 'charged_back'];
/** States from which money received still counts (a PIX we cancelled or expired can be paid). */
const RECEIVABLE: readonly PaymentStatus[] = ['pending', 'expired', 'error', 'cancelled', 'rejected'];

export type ApprovalOutcome = 'paid' | 'refund_needed' | 'noop';

/**
 * Money the provider says it received (or received and gave back) still has to go through markPaid
 * from this state: a refund or chargeback read for such a payment is booked as revenue first, then
 * reversed (issue 35: a reversal alone, or nothing, left the books wrong).
 */
export const isReceivable = (status: PaymentStatus): boolean => RECEIVABLE.includes(status);

/**
 * markPaid: the provider says the money of `paymentId` was received. In this one transaction the
 * payment becomes `approved`, the order `paid`, the places are claimed under row locks, the
 * client account and its set-password link are made, the bookings and the discount log written,
 * and the confirmation mail queued. When the payment cannot pay its order (already paid by
 * another payment, expired, cancelled, a different amount, a building full) it becomes
 * `refund_needed` instead (markRefundNeeded). Running it again changes nothing.
 */
export async function markPaid(
  tx: DbOrTx,
  fx: Effects,
  deps: CheckoutDeps,
  paymentId: string,
  remote: ProviderPayment,
  now: Date,
): Promise<ApprovalOutcome> {
  const p0 = await checkout.findPayment(tx, paymentId);
  if (!p0) return 'noop';
  const order = (await checkout.lockOrder(tx, p0.orderId))!;
  const payment = (await checkout.lockPayment(tx, paymentId))!;
  if (SETTLED.includes(payment.status)) return 'noop';
  await checkout.recordProviderFacts(
    tx,
    payment.id,
    { providerPaymentId: payment.providerPaymentId ?? remote.providerPaymentId, raw: remote.raw, statusDetail: remote.statusDetail, checkedAt: now },
    now,
  );

  if (remote.amountCents !== payment.amountCents) return markRefundNeeded(tx, fx, deps, order, payment, 'amount_mismatch', now);
  if (order.status !== 'pending') {
    return markRefundNeeded(tx, fx, deps, order, payment, order.status === 'paid' ? 'order_already_paid' : `order_${order.status}`, now);
  }

  const lines = await checkout.orderLines(tx, order.id);
  // A renewal's line continues its booking (ADR 0052) when that booking (or the last renewal of
  // it) is still active and belongs to the buyer's account: its place is the renewal's place.
  const continuing = new Map(lines.flatMap((l) => (l.renewsBookingId ? [[l.buildingId, l.renewsBookingId] as const] : [])));
  const { full: fullIds, continues } = await claimPlaces(
    tx,
    lines.map((l) => l.buildingId),
    now,
    continuing,
    (last) => last.status === 'active' && last.userId !== null && last.userEmail?.toLowerCase() === order.buyerEmail.toLowerCase(),
  );
  const full = lines.filter((l) => fullIds.has(l.buildingId));
  if (full.length > 0) {
    return markRefundNeeded(tx, fx, deps, order, payment, 'building_full', now, full.map((l) => l.buildingName).join(', '));
  }
  // The coupon's use is counted here, by the payment (ADR 0007, amended in issue 27). The buyer
  // was quoted the discount while a use was left and has paid that price: when payments already
  // under way took the last uses meanwhile, the discount is honoured and the use counted past the
  // limit (audited for staff). New orders and new payments are refused once paid uses reach it.
  // (An order made before issue 27 already holds its use: couponClaimed.)
  if (order.couponId && !order.couponClaimed) {
    const counted = await countCouponUse(tx, order.couponId, now);
    if (counted && counted.currentUses > counted.maxUses) {
      await recordAudit(tx, {}, {
        category: 'coupons',
        action: 'over_limit_honoured',
        details: `Cupom ${order.couponCode} usado além do limite (${counted.currentUses}/${counted.maxUses}) pelo pedido ${order.id}: pagamento iniciado antes de o último uso ser pago`,
        metadata: { couponId: order.couponId, orderId: order.id, paymentId: payment.id, currentUses: counted.currentUses, maxUses: counted.maxUses },
      });
    }
  }
  const couponHeld = Boolean(order.couponId);

  const account = await ensureClientAccount(tx, { name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone }, now);
  const pixDiscountCents = payment.method === 'pix' ? Math.max(0, order.baseTotalCents - payment.amountCents) : 0;
  await checkout.movePayment(tx, payment.id, RECEIVABLE, 'approved', {}, now);
  const paid = (await checkout.moveOrder(
    tx,
    order.id,
    ['pending'],
    'paid',
    {
      method: payment.method,
      installments: payment.installments,
      totalCents: payment.amountCents,
      pixDiscountCents,
      userId: account.clientId,
      couponClaimed: couponHeld,
      paidAt: now,
      statusReason: null,
    },
    now,
  ))!;
  const endsAt = bookingEnd(now, order.months);
  for (const l of lines) fx.bookedBuildings.add(l.buildingId);
  // A renewal paid before the old booking leaves the screens starts at the midnight after its last
  // day, with its video already approved: no gap, no new approval (ADR 0052).
  const grants = lines.map((l) => {
    const previous = continues.get(l.buildingId);
    const startsAt = previous && previous.userId === account.clientId ? renewalStartsAt(previous.endsAt, now) : now;
    return { line: l, previous: previous?.userId === account.clientId ? previous : undefined, startsAt, endsAt: bookingEnd(startsAt, order.months) };
  });
  const granted = await insertBookings(
    tx,
    grants.map((g) => ({
      orderId: order.id,
      buildingId: g.line.buildingId,
      userId: account.clientId,
      startsAt: g.startsAt,
      endsAt: g.endsAt,
      renewsBookingId: g.previous?.id ?? null,
    })),
  );
  for (const b of granted) if (b.renewsBookingId) await carryVideoToRenewal(tx, b.renewsBookingId, b.id);
  await checkout.logOrderDiscount(tx, order.id, Math.max(0, order.subtotalCents - payment.amountCents), now);
  const renewed = grants.filter((g) => g.previous);
  await recordAudit(tx, {}, {
    category: 'orders',
    action: 'paid',
    details: `Pedido ${order.id} pago: ${plural(lines.length, 'reserva criada', 'reservas criadas')}${
      renewed.length > 0 ? ` (${plural(renewed.length, 'renovação', 'renovações')})` : ''
    }`,
    metadata: {
      orderId: order.id,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      userId: account.clientId,
      ...(renewed.length > 0 ? { renewedBookingIds: renewed.map((g) => g.previous!.id) } : {}),
    },
  });
  const mailLines = grants.map((g) => ({
    buildingName: g.line.buildingName,
    lineCents: g.line.lineCents,
    renewal: g.previous ? { startsAt: g.startsAt, endsAt: g.endsAt } : null,
  }));
  const mailId = await enqueueMail(tx, {
    to: order.buyerEmail,
    ...composeMail(fx.site, 'orderPaid', { order: paid, lines: mailLines, startsAt: now, endsAt, passwordToken: account.passwordToken }),
    dedupeKey: `order-paid:${order.id}`,
  });
  if (mailId) fx.mails.push(mailId);

  // ── Cross-module hook: "when an order is paid". Anything another context must do with the
  //    payment (finance posting the revenue, ...) is called HERE, with `tx`, so it commits or
  //    rolls back together with the grant and runs exactly once per paid order.
  await onOrderPaid(tx, { order: paid, payment: { ...payment, status: 'approved' }, now });

  fx.event(order.id, 'order_paid');
  fx.staff.push({ kind: 'order_paid', orderId: order.id, buyerName: order.buyerName, totalCents: payment.amountCents });
  return 'paid';
}

/** The single place for other modules' reactions to a paid order (see markPaid). */
async function onOrderPaid(tx: DbOrTx, paid: { order: OrderRow; payment: PaymentRow; now: Date }): Promise<void> {
  // The books get the money actually received (a PIX carries its discount), once per order.
  await postOrderRevenue(
    tx,
    { id: paid.order.id, totalCents: paid.payment.amountCents, paidAt: paid.now, buyerName: paid.order.buyerName },
    paid.now,
  );
}

/**
 * markRefundNeeded: money was received that cannot pay its order. The payment is flagged
 * (`refund_needed`, with the reason) and staff refund it from /admin/payments. A pending order
 * moves to refund_needed and gives back its coupon; an expired/cancelled one too (the buyer's
 * money must go back); a paid order stays paid (its other payment paid it).
 */
export async function markRefundNeeded(
  tx: DbOrTx,
  fx: Effects,
  deps: CheckoutDeps,
  order: OrderRow,
  payment: PaymentRow,
  reason: string,
  now: Date,
  detail?: string,
): Promise<'refund_needed'> {
  await checkout.movePayment(tx, payment.id, RECEIVABLE, 'refund_needed', { refundReason: reason }, now);
  const statusReason = detail ? `${reason}: ${detail}` : reason;
  let moved: OrderRow | undefined;
  if (order.status === 'pending') {
    if (order.couponId && order.couponClaimed) await releaseCouponUse(tx, order.couponId, now);
    moved = await checkout.moveOrder(tx, order.id, ['pending'], 'refund_needed', { statusReason, couponClaimed: false }, now);
    await cancelPendingPayments(tx, fx, order.id, now, 'order_closed');
  } else if (order.status !== 'paid') {
    moved = await checkout.moveOrder(tx, order.id, [order.status], 'refund_needed', { statusReason }, now);
  }
  await recordAudit(tx, {}, {
    category: 'payments',
    action: 'refund_needed',
    details: `Pagamento ${payment.id} recebido para o pedido ${order.id} precisa de estorno: ${statusReason}`,
    metadata: { orderId: order.id, paymentId: payment.id, reason, amountCents: payment.amountCents },
  });
  const mailId = await enqueueMail(tx, {
    to: order.buyerEmail,
    ...composeMail(fx.site, 'orderRefundPending', { order: { ...order, totalCents: payment.amountCents }, reason }),
    dedupeKey: `payment-refund:${payment.id}`,
  });
  if (mailId) fx.mails.push(mailId);
  if (moved) fx.event(order.id, 'order_refund_needed');
  fx.staff.push({ kind: 'payment_refund_needed', paymentId: payment.id, orderId: order.id, buyerName: order.buyerName, amountCents: payment.amountCents });
  void deps;
  return 'refund_needed';
}

/**
 * The reconciliation's repair of an approved payment whose order is not paid (the two writes were
 * apart before they shared a transaction): back to pending, then applied by markPaid like any
 * notification, in the caller's transaction. Running it again changes nothing.
 */
export async function repairApprovedPayment(tx: DbOrTx, fx: Effects, deps: CheckoutDeps, p: PaymentRow, now: Date): Promise<ApprovalOutcome> {
  const moved = await checkout.movePayment(tx, p.id, ['approved'], 'pending', {}, now);
  if (!moved) return 'noop';
  return markPaid(
    tx,
    fx,
    deps,
    p.id,
    { providerPaymentId: p.providerPaymentId ?? '', status: 'approved', statusDetail: p.statusDetail, amountCents: p.amountCents, refundedCents: 0, externalReference: p.id, raw: {} },
    now,
  );
}

/** The provider refused, cancelled or failed a payment that had not been received. */
export async function markPaymentFailed(
  tx: DbOrTx,
  fx: Effects,
  paymentId: string,
  status: Extract<PaymentStatus, 'rejected' | 'cancelled' | 'error' | 'expired'>,
  detail: string | null,
  now: Date,
  raw?: Record<string, unknown>,
): Promise<boolean> {
  const p0 = await checkout.findPayment(tx, paymentId);
  if (!p0) return false;
  await checkout.lockOrder(tx, p0.orderId);
  const moved = await checkout.movePayment(tx, paymentId, ['pending'], status, { statusDetail: detail?.slice(0, 300) ?? null, checkedAt: now, ...(raw ? {} : {}) }, now);
  if (raw) await checkout.recordProviderFacts(tx, paymentId, { raw }, now);
  if (!moved) return false;
  await recordAudit(tx, {}, {
    category: 'payments',
    action: status === 'error' ? 'create_error' : 'payment_failed',
    details: `Pagamento ${paymentId} ${status}${detail ? `: ${detail}` : ''}`,
    metadata: { paymentId, orderId: p0.orderId },
  });
  fx.event(p0.orderId, 'payment_failed');
  return true;
}

async function cancelPendingPayments(tx: DbOrTx, fx: Effects, orderId: string, now: Date, detail: string): Promise<void> {
  for (const p of await checkout.pendingPaymentsOf(tx, orderId)) {
    const moved = await checkout.movePayment(tx, p.id, ['pending'], 'cancelled', { statusDetail: detail }, now);
    if (moved) fx.cancels.push(moved);
  }
}

/** A pending payment is replaced by a new attempt of the buyer (its charge is cancelled). */
export async function supersedePayment(tx: DbOrTx, fx: Effects, payment: PaymentRow, reason: string, now: Date): Promise<void> {
  const moved = await checkout.movePayment(tx, payment.id, ['pending'], payment.pixPayload || payment.providerPaymentId ? 'cancelled' : 'error', { statusDetail: reason }, now);
  if (moved?.providerPaymentId) fx.cancels.push(moved);
}
