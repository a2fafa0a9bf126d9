import type { FastifyBaseLogger } from 'fastify';
import { NEVER_REACHED_PROVIDER } from '../../../domain/checkout';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import * as checkout from '../../modules/checkout/steps';
import type { PaymentRow } from '../../modules/checkout/steps';
import type { ProviderPayment } from '../../modules/payments/provider';
import { closeOrder } from './close-order';
import { runInTransaction, type CheckoutDeps, type Effects } from './effects';
import { isReceivable, markPaid, markPaymentFailed, type ApprovalOutcome } from './pay';
import { markReversed, settleRefundsFromProvider } from './refund-moves';
import { clock } from '../../lib/clock';

/**
 * What the provider says about our payments, applied through the transitions: notifications,
 * the answer to our own calls, and reconciliation all come through here.
 */

/** An attempt without the provider's answer after this long was left by a crash (PAYMENT_STALE_SECONDS). */
export const staleMs = (deps: Pick<CheckoutDeps, 'config'>) => deps.config.PAYMENT_STALE_SECONDS * 1000;

export type UpdateOutcome = ApprovalOutcome | 'unknown' | 'pending' | 'failed' | 'reversed';

/**
 * Applies what the provider says about one of our payments, in ONE transaction: its facts (id,
 * raw answer) and the state change. Used by the card answer, notifications, the sandbox's
 * approve/decline and reconciliation: the same facts always lead to the same writes, and running
 * it again changes nothing.
 */
export async function applyProviderPayment(
  deps: CheckoutDeps,
  paymentId: string,
  remote: ProviderPayment,
  log?: FastifyBaseLogger,
  /** Written first in the same transaction (the card answer's provider id, the order's hold). */
  before?: (tx: DbOrTx) => Promise<void>,
): Promise<UpdateOutcome> {
  const outcome = await runInTransaction(deps, (tx, fx) => applyInTransaction(tx, fx, deps, paymentId, remote, before), log);
  deps.metrics?.paymentOutcome(deps.config.PAYMENT_PROVIDER, outcome);
  if (remote.status === 'expired') {
    // An expired charge may end its order now (when the order's own hold is over too).
    const p = await checkout.findPayment(deps.db, paymentId);
    if (p) {
      await runInTransaction(deps, async (tx, fx) => {
        const [due] = await checkout.lockDueOrders(tx, clock.now(), { id: p.orderId, limit: 1, skipLocked: true });
        if (due) await closeOrder(tx, fx, due, 'expired', clock.now());
      });
    }
  }
  return outcome;
}

async function applyInTransaction(
  tx: DbOrTx,
  fx: Effects,
  deps: CheckoutDeps,
  paymentId: string,
  remote: ProviderPayment,
  before?: (tx: DbOrTx) => Promise<void>,
): Promise<UpdateOutcome> {
  const now = clock.now();
  await before?.(tx);
  switch (remote.status) {
    case 'approved': {
      const outcome = await markPaid(tx, fx, deps, paymentId, remote, now);
      // A partial refund keeps the payment approved: what went back is recorded (once), and
      // staff see the provider's latest detail ('partially_refunded').
      if (remote.refundedCents > 0) {
        await settleRefundsFromProvider(tx, fx, paymentId, remote.refundedCents, now);
        if (outcome === 'noop') await checkout.recordProviderFacts(tx, paymentId, { raw: remote.raw, statusDetail: remote.statusDetail, checkedAt: now }, now);
      }
      return outcome;
    }
    case 'rejected':
    case 'cancelled':
    case 'error':
    case 'expired':
      await markPaymentFailed(tx, fx, paymentId, remote.status, remote.statusDetail, now, remote.raw);
      return 'failed';
    case 'refunded':
    case 'charged_back': {
      const p = await checkout.findPayment(tx, paymentId);
      if (p && isReceivable(p.status)) {
        // Approved then reversed before we ever saw the approval (pending here, or closed by us
        // meanwhile: cancelled, expired, retired): it was received. markPaid pays the order or
        // flags the money, then the reversal follows, so the books show both.
        const approved = await markPaid(tx, fx, deps, paymentId, { ...remote, status: 'approved' }, now);
        if (approved === 'noop') return 'noop';
      }
      // A refund made in the provider's panel is listed like ours (a chargeback is not a refund).
      if (remote.status === 'refunded') await settleRefundsFromProvider(tx, fx, paymentId, remote.refundedCents || remote.amountCents, now);
      return (await markReversed(tx, fx, paymentId, remote.status, now)) ? 'reversed' : 'noop';
    }
    default: {
      const p = await checkout.findPayment(tx, paymentId);
      await checkout.recordProviderFacts(
        tx,
        paymentId,
        { providerPaymentId: p?.providerPaymentId ?? remote.providerPaymentId, raw: remote.raw, statusDetail: remote.statusDetail, checkedAt: now },
        now,
      );
      return 'pending';
    }
  }
}

/** Our payment row for a provider payment: by its id, or by the external reference (our id). */
async function ourPaymentFor(deps: CheckoutDeps, remote: ProviderPayment): Promise<PaymentRow | undefined> {
  const byId = await checkout.findPaymentOfProvider(deps.db, deps.payments.name, remote.providerPaymentId);
  if (byId) return byId;
  if (remote.externalReference && isUuid(remote.externalReference)) {
    const byRef = await checkout.findPayment(deps.db, remote.externalReference);
    // Our write of the provider's id was lost (crash after the provider answered): it is repaired
    // by the apply, which records the id.
    if (byRef && byRef.provider === deps.payments.name && !byRef.providerPaymentId) return byRef;
  }
  return undefined;
}

/**
 * A notification only says "look at payment X". The payment is re-read from the provider and
 * only then believed. An id we do not know changes nothing.
 */
export async function handlePaymentNotification(deps: CheckoutDeps, providerPaymentId: string, log?: FastifyBaseLogger): Promise<UpdateOutcome> {
  const remote = await deps.payments.getPayment(providerPaymentId);
  if (!remote) return 'unknown';
  const payment = await ourPaymentFor(deps, remote);
  if (!payment) return 'unknown';
  return applyProviderPayment(deps, payment.id, remote, log);
}

/**
 * Compares one of our payments with the provider (reconciliation, the expiry's last look, and the
 * order's next payment attempt). A row without the provider's id is looked up by its reference
 * (our payment id, sent as external_reference) first. An attempt the provider does not know is
 * retired as soon as it is PAYMENT_STALE_SECONDS old (issue 27: it used to wait 10 × that, which
 * kept the order from being paid for 10 minutes); a charge that still shows up later is found by
 * the late look of the reconciliation (checkout.repository `lockPaymentsToCheck`) or by its
 * notification, and applied like any other (the order paid, or the money flagged for refund).
 */
export async function recheckPayment(deps: CheckoutDeps, payment: PaymentRow, log?: FastifyBaseLogger, now = clock.now()): Promise<UpdateOutcome> {
  const remote = payment.providerPaymentId
    ? await deps.payments.getPayment(payment.providerPaymentId)
    : await deps.payments.findByReference(payment.id);
  if (!remote) {
    if (payment.status === 'pending' && !payment.providerPaymentId && now.getTime() - payment.createdAt.getTime() >= staleMs(deps)) {
      const retired = await runInTransaction(deps, (tx, fx) => markPaymentFailed(tx, fx, payment.id, 'error', NEVER_REACHED_PROVIDER, now), log);
      return retired ? 'failed' : 'noop';
    }
    return 'unknown';
  }
  return applyProviderPayment(deps, payment.id, remote, log);
}
