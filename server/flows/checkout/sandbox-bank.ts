import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import { can, type Role } from '../../../domain/permissions';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { accessTokenMatches } from '../../modules/checkout/order-access';
import { sandboxBank } from '../../modules/checkout/sandbox.service';
import * as checkout from '../../modules/checkout/steps';
import type { ProviderPayment } from '../../modules/payments/provider';
import { sandboxFaultsOf, type FaultySandboxProvider } from '../../modules/payments/sandbox-faults';
import type { CheckoutDeps } from './effects';
import { handlePaymentNotification, type UpdateOutcome } from './provider-sync';
import { clock } from '../../lib/clock';

/**
 * The sandbox bank approves or declines a charge, then delivers the notification. Only the
 * order's own access token (the buyer's page) or staff with `simulate:payment` may ask.
 */
export async function simulateBank(
  deps: CheckoutDeps,
  paymentId: string,
  action: 'approve' | 'decline',
  who: { token: string | undefined; role: Role | null | undefined },
  log?: FastifyBaseLogger,
): Promise<UpdateOutcome> {
  const staff = can(who.role, 'simulate:payment');
  const payment = isUuid(paymentId) ? await checkout.findPayment(deps.db, paymentId) : undefined;
  const order = payment ? await checkout.findOrder(deps.db, payment.orderId) : undefined;
  const owner = Boolean(order && accessTokenMatches(order.accessTokenHash, who.token));
  if (!staff && !owner) throw forbidden(messages.sandboxPaymentForbidden, 'not_order_owner');
  if (!payment || payment.provider !== 'sandbox' || !payment.providerPaymentId) throw notFound(messages.paymentNotFound);
  const allowed = action === 'approve' ? ['pending', 'approved'] : ['pending'];
  if (!allowed.includes(payment.status)) throw conflict(messages.orderNotPending, 'payment_not_pending');
  if (payment.status === 'pending' && payment.expiresAt && payment.expiresAt.getTime() <= clock.ms()) {
    throw conflict(messages.pixExpired, 'pix_expired');
  }
  const faulty = sandboxFaultsOf(deps.payments);
  const before = faulty && action === 'approve' ? await faulty.inner.getPayment(payment.providerPaymentId) : null;
  // The bank pays (or declines) only a charge it still holds open.
  await sandboxBank(deps.db).setStatus(payment.providerPaymentId, action === 'approve' ? 'approved' : 'rejected', ['pending']);
  if (!faulty || action !== 'approve') return handlePaymentNotification(deps, payment.providerPaymentId, log);
  return misbehave(deps, faulty, payment.providerPaymentId, order?.buyerEmail ?? payment.id, before, log);
}

/**
 * The crash test's misbehaving bank (SANDBOX_FAULT_SEED only, ADR 0053): the approval's
 * notification is lost, repeated at once and later, preceded by a refund made in the bank's
 * panel, followed by a stale "pending", or joined by one for a payment nobody recorded. A
 * delivery planned for later dies with the process, as a provider's retry might never come.
 */
async function misbehave(
  deps: CheckoutDeps,
  faulty: FaultySandboxProvider,
  providerPaymentId: string,
  about: string,
  before: ProviderPayment | null,
  log?: FastifyBaseLogger,
): Promise<UpdateOutcome> {
  const plan = faulty.faults.plan(providerPaymentId, about);
  const deliver = () => handlePaymentNotification(deps, providerPaymentId, log);
  const later = (ms: number, run: () => Promise<unknown>) =>
    setTimeout(() => void run().catch((err: unknown) => log?.warn({ err, providerPaymentId }, 'sandbox fault: late notification failed')), ms).unref();
  if (plan.unknown) later(0, () => handlePaymentNotification(deps, `CAOS${providerPaymentId.slice(0, 20)}X`, log));
  const approved = plan.panelRefund ? await faulty.inner.getPayment(providerPaymentId) : null;
  // (Only a charge the bank did approve: a PIX cancelled a moment before cannot be refunded.)
  if (approved && (approved.status === 'approved' || approved.status === 'refunded')) {
    await faulty.inner.refund(providerPaymentId, `panel:${providerPaymentId}`).catch(() => null);
    // "refunded" first (the fresh read), then the approval arrives late with its own snapshot.
    const first = await deliver();
    if (approved.status === 'approved') {
      later(200, async () => {
        faulty.faults.serveStale(providerPaymentId, approved);
        await deliver();
      });
    }
    return first;
  }
  if (plan.latePending && before) {
    later(300, async () => {
      faulty.faults.serveStale(providerPaymentId, before);
      await deliver();
    });
  }
  const [now, ...rest] = plan.deliveries;
  if (now === undefined) return 'pending';
  const outcomes = await Promise.all([deliver(), ...rest.filter((ms) => ms === 0).map(deliver)]);
  for (const ms of rest.filter((x) => x > 0)) later(ms, deliver);
  return outcomes[0]!;
}
