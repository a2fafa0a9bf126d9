import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import { can, type Role } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { SandboxLedger } from '../payments/sandbox.provider';
import { findOrderById, findPaymentById, sandboxLedger } from './checkout.repository';
import { accessTokenMatches } from './order-access';
import { handlePaymentNotification, type UpdateOutcome } from './payment-attempts.service';
import type { CheckoutDeps } from './transitions';

/** The sandbox bank's memory (kept on our payment rows, written apart from our state). */
export function sandboxBank(db: DbOrTx): SandboxLedger {
  return sandboxLedger(db);
}

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
  const payment = isUuid(paymentId) ? await findPaymentById(deps.db, paymentId) : undefined;
  const order = payment ? await findOrderById(deps.db, payment.orderId) : undefined;
  const owner = Boolean(order && accessTokenMatches(order.accessTokenHash, who.token));
  if (!staff && !owner) throw forbidden(messages.sandboxPaymentForbidden, 'not_order_owner');
  if (!payment || payment.provider !== 'sandbox' || !payment.providerPaymentId) throw notFound(messages.paymentNotFound);
  const allowed = action === 'approve' ? ['pending', 'approved'] : ['pending'];
  if (!allowed.includes(payment.status)) throw conflict(messages.orderNotPending, 'payment_not_pending');
  if (payment.status === 'pending' && payment.expiresAt && payment.expiresAt.getTime() <= Date.now()) {
    throw conflict(messages.pixExpired, 'pix_expired');
  }
  // The bank pays (or declines) only a charge it still holds open.
  await sandboxLedger(deps.db).setStatus(payment.providerPaymentId, action === 'approve' ? 'approved' : 'rejected', ['pending']);
  return handlePaymentNotification(deps, payment.providerPaymentId, log);
}
