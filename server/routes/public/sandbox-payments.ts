import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import type { AppDeps } from '../../deps';
import { handlePaymentNotification } from '../../flows/payment-updates';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { findPaymentById, setSandboxBankStatus } from '../../modules/payments/payments.service';

const result = z.object({ paymentId: z.string(), outcome: z.string() });

/**
 * The sandbox's stand-in for the bank: approving or declining a charge and then delivering the
 * same notification the real webhook delivers. These routes exist only when
 * PAYMENT_PROVIDER=sandbox (registered conditionally, so they are 404 otherwise).
 */
export const sandboxPaymentRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  if (deps.config.PAYMENT_PROVIDER !== 'sandbox') return;
  if (deps.config.NODE_ENV === 'production') {
    fastify.log.warn('PAYMENT_PROVIDER=sandbox em produção: os pagamentos são simulados (configure o Mercado Pago)');
  }
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const action of ['approve', 'decline'] as const) {
    app.post(
      `/api/sandbox/payments/:paymentId/${action}`,
      {
        config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['pagamentos'],
          summary: action === 'approve' ? 'Sandbox: o banco aprova o pagamento' : 'Sandbox: o banco recusa o pagamento',
          params: z.object({ paymentId: z.string().max(64) }),
          response: { 200: result },
        },
      },
      async (request) => {
        const { paymentId } = request.params;
        if (!isUuid(paymentId)) throw notFound(messages.notFound);
        const payment = await findPaymentById(deps.db, paymentId);
        if (!payment || payment.provider !== 'sandbox' || !payment.providerPaymentId) throw notFound(messages.notFound);
        const allowed = action === 'approve' ? ['pending', 'approved'] : ['pending'];
        if (!allowed.includes(payment.status)) throw conflict(messages.orderNotPending, 'payment_not_pending');
        if (payment.status === 'pending' && payment.expiresAt && payment.expiresAt.getTime() <= Date.now()) {
          throw conflict(messages.pixExpired, 'pix_expired');
        }
        await setSandboxBankStatus(deps.db, paymentId, action === 'approve' ? 'approved' : 'rejected');
        const outcome = await handlePaymentNotification(deps, payment.providerPaymentId, request.log);
        return { paymentId, outcome };
      },
    );
  }
};
