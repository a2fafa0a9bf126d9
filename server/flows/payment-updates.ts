import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { isUuid } from '../lib/uuid';
import { recordAudit } from '../modules/identity/audit.service';
import { findOrderById, updateOrder } from '../modules/orders/orders.service';
import {
  findPaymentById,
  findPaymentByProviderId,
  settlePendingPayment,
  updatePayment,
  type PaymentRow,
} from '../modules/payments/payments.service';
import type { PaymentProvider, ProviderPayment } from '../modules/payments/provider';
import { expireOrderIfDue } from './expire-orders';
import { grantPaidOrder, type GrantOutcome } from './grant-paid-order';
import { publishOrderEvent } from './order-events';

type Deps = Pick<AppDeps, 'db' | 'secret' | 'events' | 'mailer' | 'config'>;

export type UpdateOutcome = GrantOutcome | 'unknown' | 'pending' | 'failed' | 'expired' | 'amount_mismatch';

/**
 * Applies what the provider says about one of our payments. Used by the card answer, the
 * Mercado Pago webhook and the sandbox's approve/decline: one path, so the same facts always
 * lead to the same writes, and running it again changes nothing.
 */
export async function applyProviderPayment(
  deps: Deps,
  payment: PaymentRow,
  remote: ProviderPayment,
  log?: FastifyBaseLogger,
): Promise<UpdateOutcome> {
  switch (remote.status) {
    case 'approved': {
      if (remote.amountCents !== payment.amountCents) {
        // Never grant on a different amount: staff reconcile it.
        await settlePendingPayment(deps.db, payment.id, 'error', { statusDetail: 'amount_mismatch', raw: remote.raw });
        const order = await findOrderById(deps.db, payment.orderId);
        if (order && (order.status === 'pending' || order.status === 'expired')) {
          await updateOrder(deps.db, order.id, { status: 'refund_needed', statusReason: 'amount_mismatch' });
          await recordAudit(deps.db, {}, {
            category: 'payments',
            action: 'amount_mismatch',
            details: `Pagamento ${payment.id}: valor recebido ${remote.amountCents} diferente de ${payment.amountCents}`,
            metadata: { paymentId: payment.id, orderId: order.id },
          });
          await publishOrderEvent(deps, order.id, 'order_refund_needed');
        }
        return 'amount_mismatch';
      }
      // A PIX paid just after our clock expired it is still money received: it is applied.
      const moved = await settlePendingPayment(
        deps.db,
        payment.id,
        'approved',
        { statusDetail: remote.statusDetail, raw: remote.raw },
        ['pending', 'expired', 'error'],
      );
      if (moved) {
        await recordAudit(deps.db, {}, {
          category: 'payments',
          action: 'approved',
          details: `Pagamento ${payment.id} aprovado (${payment.method})`,
          metadata: { paymentId: payment.id, orderId: payment.orderId, provider: payment.provider },
        });
      }
      // Granting is idempotent by itself; it is attempted even when the payment row was already
      // approved, so a crash between the two steps is repaired by the next notification.
      return grantPaidOrder(deps, { orderId: payment.orderId, paymentId: payment.id }, log);
    }
    case 'rejected':
    case 'cancelled':
    case 'error': {
      const status = remote.status === 'error' ? 'error' : remote.status === 'rejected' ? 'rejected' : 'cancelled';
      if (await settlePendingPayment(deps.db, payment.id, status, { statusDetail: remote.statusDetail, raw: remote.raw })) {
        await recordAudit(deps.db, {}, {
          category: 'payments',
          action: 'payment_failed',
          details: `Pagamento ${payment.id} ${status}: ${remote.statusDetail ?? ''}`,
          metadata: { paymentId: payment.id, orderId: payment.orderId },
        });
        await publishOrderEvent(deps, payment.orderId, 'payment_failed');
      }
      return 'failed';
    }
    case 'expired': {
      await settlePendingPayment(deps.db, payment.id, 'expired', { statusDetail: remote.statusDetail, raw: remote.raw });
      await expireOrderIfDue(deps, payment.orderId);
      return 'expired';
    }
    default:
      await updatePayment(deps.db, payment.id, { raw: remote.raw });
      return 'pending';
  }
}

/**
 * A notification only says "look at payment X". The payment is re-read from the provider and
 * only then believed.
 */
export async function handlePaymentNotification(
  deps: Deps & { payments: PaymentProvider },
  providerPaymentId: string,
  log?: FastifyBaseLogger,
): Promise<UpdateOutcome> {
  const provider = deps.payments;
  const remote = await provider.getPayment(providerPaymentId);
  if (!remote) return 'unknown';
  let payment = await findPaymentByProviderId(deps.db, provider.name, remote.providerPaymentId);
  if (!payment && remote.externalReference && isUuid(remote.externalReference)) {
    const byRef = await findPaymentById(deps.db, remote.externalReference);
    if (byRef && byRef.provider === provider.name && !byRef.providerPaymentId) {
      // Our write of the provider's id was lost (crash after the provider answered): repair it.
      payment = (await updatePayment(deps.db, byRef.id, { providerPaymentId: remote.providerPaymentId })) ?? byRef;
    }
  }
  if (!payment) return 'unknown';
  return applyProviderPayment(deps, payment, remote, log);
}
