import type { FastifyBaseLogger } from 'fastify';
import { bookingEnd, type OrderStatus, type PaymentStatus } from '../../../domain/checkout';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Config } from '../../config';
import { insertBookings, lockPlaces } from '../bookings/bookings.service';
import { countCouponUse, releaseCouponUse } from '../coupons/coupons.service';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { ensureClientAccount } from '../identity/client-accounts.service';
import { composeMail, enqueueMail } from '../mail/outbox.service';
import type { ProviderPayment } from '../payments/provider';
import * as repo from './checkout.repository';
import type { OrderRow, PaymentRow } from './checkout.repository';
import { publishOrderEvent, type OrderEventType } from './events';
import { postOrderRevenue, reverseOrderRevenue } from '../finance/finance.service';
import { announceSlotsChanged } from '../media/media.service';
import { notifyStaff } from '../notifications/notifications.service';
import type { NotificationFacts } from '../../../domain/notifications';
import { publishAdvertisersUpdated } from '../buildings/buildings.events';
import { plural } from '../../../domain/text';

/**
 * The checkout's state machine (ADR 0013, docs/checkout-states.md). These named transitions are
 * the ONLY writers of `orders.status` and `payments.status`. Each runs inside the caller's
 * transaction, starts by locking the order row (so two transitions of one order never interleave),
 * and queues what must happen after the commit (live events, mails, provider cancellations) in
 * `Effects`, which `runInTransaction` performs once the transaction has committed.
 */
export class Effects {
  /** The site's configured address, the base of every link in the mails a transition queues. */
  constructor(readonly site: Pick<Config, 'PUBLIC_URL' | 'PORT'>) {}
  readonly events: Array<[string, OrderEventType]> = [];
  readonly mails: string[] = [];
  /** Provider charges to cancel after the commit (a replaced PIX). */
  readonly cancels: PaymentRow[] = [];
  /** Clients whose slots changed (bookings ended): their open pages are told after the commit. */
  readonly slotOwners = new Set<string>();
  /** Staff notifications (order paid, payment to refund), written after the commit (ADR 0017). */
  readonly staff: NotificationFacts[] = [];
  /** Buildings whose advertiser count changed (bookings made or ended): the store is told after the commit. */
  readonly bookedBuildings = new Set<string>();
  event(orderId: string, type: OrderEventType) {
    this.events.push([orderId, type]);
  }
}

export type CheckoutDeps = Pick<AppDeps, 'db' | 'secret' | 'events' | 'mailer' | 'config' | 'payments'> & Partial<Pick<AppDeps, 'metrics'>>;

/** Runs `fn` in one transaction, then its effects (events, mails, cancellations), never before. */
export async function runInTransaction<T>(
  deps: CheckoutDeps,
  fn: (tx: DbOrTx, fx: Effects) => Promise<T>,
  log?: FastifyBaseLogger,
): Promise<T> {
  const fx = new Effects(deps.config);
  const result = await (deps.db as Db).transaction((tx) => fn(tx, fx));
  for (const id of fx.mails) {
    try {
      await deps.mailer.dispatch(id);
    } catch (err) {
      // The state change is committed; a failed mail is recorded in the outbox and logged.
      log?.error({ err, mailId: id }, 'order mail failed');
    }
  }
  for (const p of fx.cancels) {
    if (!p.providerPaymentId) continue;
    try {
      await deps.payments.cancel(p.providerPaymentId, `cancel:${p.id}`);
    } catch (err) {
      // The PIX also expires by itself; a payment that still arrives becomes refund_needed.
      log?.warn({ err, paymentId: p.id }, 'provider cancel failed');
    }
  }
  for (const [orderId, type] of fx.events) await publishOrderEvent(deps, orderId, type);
  for (const facts of fx.staff) await notifyStaff(deps, facts, log);
  for (const userId of fx.slotOwners) {
    await announceSlotsChanged(deps, userId).catch((err: unknown) => log?.warn({ err, userId }, 'slots event not published'));
  }
  if (fx.bookedBuildings.size) await publishAdvertisersUpdated({ events: deps.events, log }, [...fx.bookedBuildings]);
  return result;
}


const SETTLED: readonly PaymentStatus[] = ['approved', 'refund_needed', 'refunded', 'charged_back'];
/** States from which money received still counts (a PIX we cancelled or expired can be paid). */
const RECEIVABLE: readonly PaymentStatus[] = ['pending', 'expired', 'error', 'cancelled', 'rejected'];

export type ApprovalOutcome = 'paid' | 'refund_needed' | 'noop';

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
  const p0 = await repo.findPaymentById(tx, paymentId);
  if (!p0) return 'noop';
  const order = (await repo.lockOrder(tx, p0.orderId))!;
  const payment = (await repo.lockPayment(tx, paymentId))!;
  if (SETTLED.includes(payment.status)) return 'noop';
  await repo.recordProviderFacts(
    tx,
    payment.id,
    { providerPaymentId: payment.providerPaymentId ?? remote.providerPaymentId, raw: remote.raw, statusDetail: remote.statusDetail, checkedAt: now },
    now,
  );

  if (remote.amountCents !== payment.amountCents) return markRefundNeeded(tx, fx, deps, order, payment, 'amount_mismatch', now);
  if (order.status !== 'pending') {
    return markRefundNeeded(tx, fx, deps, order, payment, order.status === 'paid' ? 'order_already_paid' : `order_${order.status}`, now);
  }

  const lines = await repo.findOrderLines(tx, order.id);
  const fullIds = await lockPlaces(
    tx,
    lines.map((l) => l.buildingId),
    now,
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
  await repo.movePayment(tx, payment.id, RECEIVABLE, 'approved', {}, now);
  const paid = (await repo.moveOrder(
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
  await insertBookings(
    tx,
    lines.map((l) => ({ orderId: order.id, buildingId: l.buildingId, userId: account.clientId, startsAt: now, endsAt })),
  );
  await repo.insertDiscountLog(tx, order.id, Math.max(0, order.subtotalCents - payment.amountCents), now);
  await recordAudit(tx, {}, {
    category: 'orders',
    action: 'paid',
    details: `Pedido ${order.id} pago: ${plural(lines.length, 'reserva criada', 'reservas criadas')}`,
    metadata: { orderId: order.id, paymentId: payment.id, amountCents: payment.amountCents, userId: account.clientId },
  });
  const mailId = await enqueueMail(tx, {
    to: order.buyerEmail,
    ...composeMail(fx.site, 'orderPaid', { order: paid, lines, startsAt: now, endsAt, passwordToken: account.passwordToken }),
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
  await repo.movePayment(tx, payment.id, RECEIVABLE, 'refund_needed', { refundReason: reason }, now);
  const statusReason = detail ? `${reason}: ${detail}` : reason;
  let moved: OrderRow | undefined;
  if (order.status === 'pending') {
    if (order.couponId && order.couponClaimed) await releaseCouponUse(tx, order.couponId, now);
    moved = await repo.moveOrder(tx, order.id, ['pending'], 'refund_needed', { statusReason, couponClaimed: false }, now);
    await cancelPendingPayments(tx, fx, order.id, now, 'order_closed');
  } else if (order.status !== 'paid') {
    moved = await repo.moveOrder(tx, order.id, [order.status], 'refund_needed', { statusReason }, now);
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
  const moved = await repo.movePayment(tx, p.id, ['approved'], 'pending', {}, now);
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
  const p0 = await repo.findPaymentById(tx, paymentId);
  if (!p0) return false;
  await repo.lockOrder(tx, p0.orderId);
  const moved = await repo.movePayment(tx, paymentId, ['pending'], status, { statusDetail: detail?.slice(0, 300) ?? null, checkedAt: now, ...(raw ? {} : {}) }, now);
  if (raw) await repo.recordProviderFacts(tx, paymentId, { raw }, now);
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

/**
 * After approval the provider may say the money went back: refunded (all of it, by staff here or
 * in the provider's panel) or charged back by the card holder. The payment records it and the
 * rest of the order's revenue leaves the books; a paid order whose money all went back becomes
 * `refunded`. The bookings stay until staff end them (a chargeback is disputed in the provider's
 * panel, a refund may be a goodwill gesture): `endOrderBookings` in refund-transitions.ts.
 */
export async function markReversed(
  tx: DbOrTx,
  fx: Effects,
  paymentId: string,
  status: 'refunded' | 'charged_back',
  now: Date,
  actor: AuditActor = {},
): Promise<boolean> {
  const p0 = await repo.findPaymentById(tx, paymentId);
  if (!p0) return false;
  const order = (await repo.lockOrder(tx, p0.orderId))!;
  const from: PaymentStatus[] = status === 'refunded' ? ['approved', 'refund_needed', 'charged_back'] : ['approved', 'refund_needed', 'refunded'];
  const moved = await repo.movePayment(tx, paymentId, from, status, status === 'refunded' ? { refundedAt: now } : {}, now);
  if (!moved) return false;
  // Money that had paid its order leaves the books too (a refund_needed payment was never posted).
  if (p0.status === 'approved') await reverseOrderRevenue(tx, order.id, now);
  if (order.status === 'refund_needed') {
    const left = (await repo.paymentsOfOrder(tx, order.id)).some((p) => p.status === 'refund_needed');
    if (!left) await repo.moveOrder(tx, order.id, ['refund_needed'], 'refunded', {}, now);
  } else if (order.status === 'paid' && p0.status === 'approved' && status === 'refunded') {
    await repo.moveOrder(tx, order.id, ['paid'], 'refunded', { statusReason: 'refunded_after_payment' }, now);
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

async function cancelPendingPayments(tx: DbOrTx, fx: Effects, orderId: string, now: Date, detail: string): Promise<void> {
  for (const p of await repo.pendingPaymentsOf(tx, orderId)) {
    const moved = await repo.movePayment(tx, p.id, ['pending'], 'cancelled', { statusDetail: detail }, now);
    if (moved) fx.cancels.push(moved);
  }
}

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
  const moved = await repo.moveOrder(tx, order.id, ['pending'], to, { couponClaimed: false }, now);
  if (!moved) return false;
  if (order.couponId && order.couponClaimed) await releaseCouponUse(tx, order.couponId, now);
  for (const p of await repo.pendingPaymentsOf(tx, order.id)) {
    const done = await repo.movePayment(tx, p.id, ['pending'], to === 'expired' ? 'expired' : 'cancelled', { statusDetail: `order_${to}` }, now);
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

/** A pending payment is replaced by a new attempt of the buyer (its charge is cancelled). */
export async function supersedePayment(tx: DbOrTx, fx: Effects, payment: PaymentRow, reason: string, now: Date): Promise<void> {
  const moved = await repo.movePayment(tx, payment.id, ['pending'], payment.pixPayload || payment.providerPaymentId ? 'cancelled' : 'error', { statusDetail: reason }, now);
  if (moved?.providerPaymentId) fx.cancels.push(moved);
}
