import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import { can, type Role } from '../../../domain/permissions';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { accessTokenMatches } from '../../modules/checkout/order-access';
import { sandboxBank } from '../../modules/checkout/sandbox.service';
import * as checkout from '../../modules/checkout/steps';
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
  // The bank pays (or declines) only a charge it still holds open.
  await sandboxBank(deps.db).setStatus(payment.providerPaymentId, action === 'approve' ? 'approved' : 'rejected', ['pending']);
  return handlePaymentNotification(deps, payment.providerPaymentId, log);
}
