import { randomUUID } from 'node:crypto';
import { refundableCents, refundablePaymentStatuses, type PaymentStatus, type RefundOrigin } from '../../../domain/checkout';
import { messages } from '../../../domain/messages';
import { formatBRL } from '../../../domain/money';
import { plural } from '../../../domain/text';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { cancelLiveBookingsOfOrder } from '../../modules/bookings/bookings.service';
import * as checkout from '../../modules/checkout/steps';
import type { OrderRow, RefundRow } from '../../modules/checkout/steps';
import { postOrderPartialRefund, reverseOrderRevenue } from '../../modules/finance/finance.service';
import { recordAudit, type AuditActor } from '../../modules/identity/audit.service';
import { composeMail, enqueueMail } from '../../modules/mail/outbox.service';
import { releaseSlotsOfBookings } from '../../modules/media/media.service';
import type { Effects } from './effects';

/**
 * The refund's state machine (ADR 0025): the ONLY writers of `payment_refunds`. Like the order
 * transitions, each runs inside the caller's transaction and starts by locking the order row, so
 * two refunds of one payment (or a refund and a notification) never interleave.
 *
 *   openRefund ──▶ requested ──completeRefund──▶ done   (provider confirmed)
 *                          └──failRefund──────▶ failed (provider refused)
 *   settleRefundsFromProvider ─────────────────▶ done   (confirmed, or made in the provider's panel, on re-read)
 *
 * A `requested` row holds its amount: the sum of requested and done refunds never passes the
 * payment. When the done refunds reach the whole amount, `markReversed` moves the payment (and a
 * paid order) to refunded and reverses the rest of the revenue; a partial refund books its own
 * negative revenue entry.
 */

export interface OpenRefundInput {
  paymentId: string;
  /** Undefined: everything still refundable. */
  amountCents?: number;
  reason: string;
  origin: RefundOrigin;
  /** End the order's bookings when this refund completes (only honoured for the last part). */
  endBookings: boolean;
  /** The staff screen's own key: the same request twice finds the first refund. */
  requestId?: string;
  actor: AuditActor;
  now: Date;
}

export async function openRefund(tx: DbOrTx, input: OpenRefundInput): Promise<{ refund: RefundRow; created: boolean }> {
  const p0 = await checkout.findPayment(tx, input.paymentId);
  if (!p0) throw notFound(messages.paymentNotFound);
  await checkout.lockOrder(tx, p0.orderId);
  const payment = (await checkout.lockPayment(tx, p0.id))!;
  if (input.requestId) {
    const known = await checkout.findRefundByRequest(tx, payment.id, input.requestId);
    if (known) {
      const same = input.amountCents === undefined || input.amountCents === known.amountCents;
      if (!same) throw conflict(messages.refundRequestReused, 'refund_request_reused');
      return { refund: known, created: false };
    }
  }
  if (!(refundablePaymentStatuses as readonly string[]).includes(payment.status) || !payment.providerPaymentId) {
    throw conflict(messages.paymentNotRefundable, 'payment_not_refundable');
  }
  const left = refundableCents(payment.amountCents, await checkout.refundsOfPayment(tx, payment.id));
  if (left <= 0) throw conflict(messages.paymentNotRefundable, 'payment_not_refundable');
  const amountCents = input.amountCents ?? left;
  if (amountCents > left) throw conflict(messages.refundAmountTooLarge(formatBRL(left)), 'refund_too_large');
  // Money that could not pay its order goes back whole.
  if (payment.status === 'refund_needed' && amountCents !== left) throw conflict(messages.refundMustBeWhole, 'refund_must_be_whole');
  const id = randomUUID();
  const refund = await checkout.openRefundRow(tx, {
    id,
    paymentId: payment.id,
    orderId: payment.orderId,
    amountCents,
    reason: input.reason,
    origin: input.origin,
    status: 'requested',
    endBookings: input.endBookings && amountCents === left,
    requestId: input.requestId ?? null,
    idempotencyKey: `refund:${id}`,
    requestedBy: input.actor.userId ?? null,
    createdAt: input.now,
  });
  if (!refund) throw conflict(messages.refundRequestReused, 'refund_request_reused');
  await recordAudit(tx, input.actor, {
    category: 'payments',
    action: 'refund_requested',
    details: `Estorno de ${formatBRL(amountCents)} pedido para o pagamento ${payment.id}: ${input.reason}`,
    metadata: { paymentId: payment.id, orderId: payment.orderId, refundId: id, amountCents },
  });
  return { refund, created: true };
}

/** The provider confirmed the refund: it is done, and the books, the payment and the order follow. */
export async function completeRefund(
  tx: DbOrTx,
  fx: Effects,
  refundId: string,
  providerRefundId: string,
  now: Date,
  actor: AuditActor = {},
): Promise<'done' | 'noop'> {
  const r0 = await checkout.findRefund(tx, refundId);
  if (!r0) return 'noop';
  const order = (await checkout.lockOrder(tx, r0.orderId))!;
  const refund = await checkout.moveRefund(tx, refundId, ['requested'], 'done', { providerRefundId: providerRefundId || null, completedAt: now });
  if (!refund) return 'noop';
  const payment = (await checkout.findPayment(tx, refund.paymentId))!;
  const done = (await checkout.refundsOfPayment(tx, payment.id)).filter((r) => r.status === 'done').reduce((sum, r) => sum + r.amountCents, 0);
  const whole = done >= payment.amountCents;
  if (whole) await markReversed(tx, fx, payment.id, 'refunded', now, actor);
  else if (payment.status === 'approved') await postOrderPartialRefund(tx, refund, now);
  const ended = refund.endBookings ? await endBookingsOf(tx, fx, order, now, actor) : 0;
  await recordAudit(tx, actor, {
    category: 'payments',
    action: 'refund_done',
    details: `Estorno de ${formatBRL(refund.amountCents)} confirmado pelo provedor (pagamento ${payment.id})`,
    metadata: { paymentId: payment.id, orderId: order.id, refundId, amountCents: refund.amountCents, whole, bookingsEnded: ended },
  });
  const mailId = await enqueueMail(tx, {
    to: order.buyerEmail,
    ...composeMail(fx.site, 'refundDone', { order, amountCents: refund.amountCents, whole, method: payment.method, bookingsEnded: ended > 0 }),
    dedupeKey: `refund-done:${refund.id}`,
  });
  if (mailId) fx.mails.push(mailId);
  fx.event(order.id, 'order_refunded');
  return 'done';
}

/** The provider refused the refund: nothing was given back; the amount is refundable again. */
export async function failRefund(tx: DbOrTx, refundId: string, error: string, now: Date, actor: AuditActor = {}): Promise<boolean> {
  const r0 = await checkout.findRefund(tx, refundId);
  if (!r0) return false;
  await checkout.lockOrder(tx, r0.orderId);
  const moved = await checkout.moveRefund(tx, refundId, ['requested'], 'failed', { error: error.slice(0, 300), completedAt: now });
  if (!moved) return false;
  await recordAudit(tx, actor, {
    category: 'payments',
    action: 'refund_failed',
    details: `Estorno de ${formatBRL(moved.amountCents)} recusado pelo provedor (pagamento ${moved.paymentId})`,
    metadata: { paymentId: moved.paymentId, orderId: moved.orderId, refundId },
  });
  return true;
}

/**
 * The provider says how much of a payment it has given back so far (re-reading the payment after a
 * notification or during reconciliation). Our requests that this amount covers are confirmed
 * (oldest first: a refund the provider answered 'in process' ends here); anything beyond what we
 * know was refunded in the provider's own panel and is recorded as a done refund of origin
 * 'provider', once (its key is the running total), with its partial revenue entry when it does
 * not complete the payment. The caller moves the payment when the provider says all of it went back.
 */
export async function settleRefundsFromProvider(tx: DbOrTx, fx: Effects, paymentId: string, refundedCents: number, now: Date): Promise<boolean> {
  const p0 = await checkout.findPayment(tx, paymentId);
  if (!p0 || refundedCents <= 0) return false;
  await checkout.lockOrder(tx, p0.orderId);
  const payment = (await checkout.lockPayment(tx, p0.id))!;
  const target = Math.min(refundedCents, payment.amountCents);
  const rows = await checkout.refundsOfPayment(tx, payment.id);
  let confirmed = rows.filter((r) => r.status === 'done').reduce((sum, r) => sum + r.amountCents, 0);
  let changed = false;
  for (const r of rows.filter((x) => x.status === 'requested')) {
    if (confirmed + r.amountCents > target) break;
    if ((await completeRefund(tx, fx, r.id, r.providerRefundId ?? '', now)) === 'done') {
      confirmed += r.amountCents;
      changed = true;
    }
  }
  // Requests still in flight count as known: their own confirmation will book them.
  const known = payment.amountCents - refundableCents(payment.amountCents, await checkout.refundsOfPayment(tx, payment.id));
  const diff = target - known;
  if (diff <= 0) return changed;
  const id = randomUUID();
  const refund = await checkout.openRefundRow(tx, {
    id,
    paymentId: payment.id,
    orderId: payment.orderId,
    amountCents: diff,
    reason: 'provider_panel',
    origin: 'provider',
    status: 'done',
    idempotencyKey: `provider-refund:${payment.id}:${target}`,
    createdAt: now,
    completedAt: now,
  });
  if (!refund) return changed;
  if (target < payment.amountCents && payment.status === 'approved') await postOrderPartialRefund(tx, refund, now);
  await recordAudit(tx, {}, {
    category: 'payments',
    action: 'refund_recorded',
    details: `Estorno de ${formatBRL(diff)} feito no painel do provedor (pagamento ${payment.id})`,
    metadata: { paymentId: payment.id, orderId: payment.orderId, refundId: id, amountCents: diff },
  });
  return true;
}

/**
 * Staff end the places of an order whose money went back (refunded whole, or charged back): the
 * bookings stop counting, their videos leave the screens at the next loop and the slots leave the
 * client's area. Refused while a payment still pays the order.
 */
export async function endOrderBookings(tx: DbOrTx, fx: Effects, orderId: string, now: Date, actor: AuditActor): Promise<number> {
  const order = await checkout.lockOrder(tx, orderId);
  if (!order) throw notFound(messages.orderNotFound);
  const pays = await checkout.paymentsOfOrder(tx, orderId);
  const reversed = pays.some((p) => p.status === 'refunded' || p.status === 'charged_back');
  if (!reversed || pays.some((p) => p.status === 'approved')) throw conflict(messages.bookingsNotEndable, 'bookings_not_endable');
  const ended = await endBookingsOf(tx, fx, order, now, actor);
  if (ended === 0) throw conflict(messages.bookingsNoneActive, 'no_active_bookings');
  return ended;
}

async function endBookingsOf(tx: DbOrTx, fx: Effects, order: OrderRow, now: Date, actor: AuditActor): Promise<number> {
  const ended = await cancelLiveBookingsOfOrder(tx, order.id, now);
  if (ended.length === 0) return 0;
  await releaseSlotsOfBookings(
    tx,
    ended.map((b) => b.id),
  );
  for (const b of ended) {
    if (b.userId) fx.slotOwners.add(b.userId);
    fx.bookedBuildings.add(b.buildingId);
  }
  await recordAudit(tx, actor, {
    category: 'orders',
    action: 'bookings_ended',
    details: `${plural(ended.length, 'reserva encerrada', 'reservas encerradas')} após o estorno do pedido ${order.id}`,
    metadata: { orderId: order.id, bookingIds: ended.map((b) => b.id) },
  });
  return ended.length;
}

/**
 * After approval the provider may say the money went back: refunded (all of it, by staff here or
 * in the provider's panel) or charged back by the card holder. The payment records it and the
 * rest of the order's revenue leaves the books; a paid order whose money all went back becomes
 * `refunded`. The bookings stay until staff end them (a chargeback is disputed in the provider's
 * panel, a refund may be a goodwill gesture): `endOrderBookings` above.
 */
export async function markReversed(
  tx: DbOrTx,
  fx: Effects,
  paymentId: string,
  status: 'refunded' | 'charged_back',
  now: Date,
  actor: AuditActor = {},
): Promise<boolean> {
  const p0 = await checkout.findPayment(tx, paymentId);
  if (!p0) return false;
  const order = (await checkout.lockOrder(tx, p0.orderId))!;
  const from: PaymentStatus[] = status === 'refunded' ? ['approved', 'refund_needed', 'charged_back'] : ['approved', 'refund_needed', 'refunded'];
  const moved = await checkout.movePayment(tx, paymentId, from, status, status === 'refunded' ? { refundedAt: now } : {}, now);
  if (!moved) return false;
  // Money that had paid its order leaves the books too (a refund_needed payment was never posted).
  if (p0.status === 'approved') await reverseOrderRevenue(tx, order.id, now);
  if (order.status === 'refund_needed') {
    const left = (await checkout.paymentsOfOrder(tx, order.id)).some((p) => p.status === 'refund_needed');
    if (!left) await checkout.moveOrder(tx, order.id, ['refund_needed'], 'refunded', {}, now);
  } else if (order.status === 'paid' && p0.status === 'approved' && status === 'refunded') {
    await checkout.moveOrder(tx, order.id, ['paid'], 'refunded', { statusReason: 'refunded_after_payment' }, now);
  }
  await recordAudit(tx, actor, {
    category: 'payments',
    action: status,
    details: status === 'refunded' ? `Pagamento ${paymentId} estornado` : `Pagamento ${paymentId} contestado pelo titular (chargeback)`,
    metadata: { paymentId, orderId: order.id },
  });
  fx.event(order.id, 'order_refunded');
  return true;
}
