import type { FastifyBaseLogger } from 'fastify';
import { refundablePaymentStatuses, refundReasonLabels, type RefundStatus } from '../../../domain/checkout';
import { messages } from '../../../domain/messages';
import { formatBRL } from '../../../domain/money';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import * as checkout from '../../modules/checkout/steps';
import type { RefundRow } from '../../modules/checkout/steps';
import type { AuditActor } from '../../modules/identity/audit.service';
import { ProviderError, type ProviderRefund } from '../../modules/payments/provider';
import { runInTransaction, type CheckoutDeps } from './effects';
import { applyProviderPayment, staleMs } from './provider-sync';
import { completeRefund, endOrderBookings, failRefund, openRefund } from './refund-moves';
import { clock } from '../../lib/clock';

export interface RefundInput {
  /** Undefined: everything still refundable. */
  amountCents?: number;
  reason?: string;
  endBookings?: boolean;
  requestId?: string;
}

/**
 * Staff give money back from /admin/payments (ADR 0025): a payment that paid its order, whole or
 * in parts (with a reason), or a payment flagged refund_needed (whole). The request is written
 * first with its idempotency key, then the provider is called with that key, then the answer is
 * recorded. A crash or a provider that does not answer leaves the request `requested`: the
 * reconciliation job asks again with the same key (it never refunds twice). A replay of the same
 * screen request (`requestId`) finds the first one.
 */
export async function refundPayment(deps: CheckoutDeps, paymentId: string, input: RefundInput, actor: AuditActor, log?: FastifyBaseLogger) {
  if (!isUuid(paymentId)) throw notFound(messages.paymentNotFound);
  const p = await checkout.findPayment(deps.db, paymentId);
  if (!p) throw notFound(messages.paymentNotFound);
  // Nothing to give back comes first (a replay of a finished refund gets this, not a form error).
  if (!(refundablePaymentStatuses as readonly string[]).includes(p.status) && !input.requestId) {
    throw conflict(messages.paymentNotRefundable, 'payment_not_refundable');
  }
  const reason = input.reason?.trim() || (p.status === 'refund_needed' ? (refundReasonLabels[p.refundReason ?? ''] ?? p.refundReason ?? 'Estorno necessário') : '');
  if (!reason) throw badRequest(messages.refundReasonRequired, 'refund_reason_required');
  const { refund } = await runInTransaction(
    deps,
    (tx) =>
      openRefund(tx, {
        paymentId,
        amountCents: input.amountCents,
        reason,
        origin: 'staff',
        endBookings: input.endBookings ?? false,
        requestId: input.requestId,
        actor,
        now: clock.now(),
      }),
    log,
  );
  if (refund.status === 'failed') throw new AppError(502, messages.paymentRefundError, 'refund_error');
  const status = refund.status === 'done' ? 'done' : await sendRefund(deps, refund, actor, log);
  if (status === 'failed') throw new AppError(502, messages.paymentRefundError, 'refund_error');
  const message =
    status === 'requested'
      ? messages.refundInProgress
      : refund.amountCents < p.amountCents && !(await isWhollyRefunded(deps, p.id))
        ? messages.refundPartialDone(formatBRL(refund.amountCents))
        : messages.paymentRefunded;
  return { message, refundId: refund.id, status };
}

/**
 * Asks the provider for a requested refund (its own key) and records the answer. A refusal fails
 * it; no answer leaves it requested for the reconciliation job. Returns the refund's state.
 */
async function sendRefund(deps: CheckoutDeps, refund: RefundRow, actor: AuditActor, log?: FastifyBaseLogger): Promise<RefundStatus> {
  const payment = (await checkout.findPayment(deps.db, refund.paymentId))!;
  let answer: ProviderRefund;
  try {
    answer = await deps.payments.refund(payment.providerPaymentId ?? '', refund.idempotencyKey, refund.amountCents);
  } catch (err) {
    log?.error({ err, refundId: refund.id, paymentId: payment.id }, 'provider refund failed');
    const refused = err instanceof ProviderError && !err.retryable;
    if (!refused) return 'requested';
    await runInTransaction(deps, (tx) => failRefund(tx, refund.id, err.message, clock.now(), actor), log);
    return 'failed';
  }
  // In process at the provider: confirmed when the payment, re-read, shows it given back.
  if (answer.status === 'pending') return 'requested';
  await runInTransaction(deps, (tx, fx) => completeRefund(tx, fx, refund.id, answer.refundId, clock.now(), actor), log);
  return 'done';
}

async function isWhollyRefunded(deps: CheckoutDeps, paymentId: string): Promise<boolean> {
  return (await checkout.findPayment(deps.db, paymentId))?.status === 'refunded';
}

/**
 * The reconciliation job's step for refunds: requests left in flight longer than
 * PAYMENT_STALE_SECONDS (a crash between the request and the answer, or no answer) are sent again
 * with their own key — the provider answers the refund it already made, or makes it now.
 */
export async function retryStaleRefunds(deps: CheckoutDeps, log?: FastifyBaseLogger, now = clock.now()): Promise<number> {
  const before = new Date(now.getTime() - staleMs(deps));
  const claimed = await deps.db.transaction((tx) => checkout.claimRefundsToRetry(tx, before, 20, now));
  let settled = 0;
  for (const r of claimed) {
    try {
      // First what the provider already did (a refund it answered 'in process' may be done now)...
      const payment = await checkout.findPayment(deps.db, r.paymentId);
      const remote = payment?.providerPaymentId ? await deps.payments.getPayment(payment.providerPaymentId) : null;
      if (remote) await applyProviderPayment(deps, r.paymentId, remote, log);
      // ...then, if still open, the same request again with its own key.
      const still = await checkout.findRefund(deps.db, r.id);
      const status = still?.status === 'requested' ? await sendRefund(deps, still, {}, log) : still?.status;
      if (status && status !== 'requested') settled++;
    } catch (err) {
      log?.warn({ err, refundId: r.id }, 'reconciliation: refund retry failed');
    }
  }
  return settled;
}

/** Staff end the bookings of an order whose money went back (refunded whole or charged back). */
export async function endBookingsOfOrder(deps: CheckoutDeps, orderId: string, actor: AuditActor, log?: FastifyBaseLogger) {
  if (!isUuid(orderId)) throw notFound(messages.orderNotFound);
  const ended = await runInTransaction(deps, (tx, fx) => endOrderBookings(tx, fx, orderId, clock.now(), actor), log);
  return { message: messages.bookingsEnded(ended), ended };
}
