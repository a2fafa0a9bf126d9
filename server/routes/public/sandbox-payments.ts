import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { can } from '../../../domain/permissions';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { findOrderById, findPaymentById, sandboxLedger } from '../../modules/checkout/checkout.repository';
import { accessTokenMatches } from '../../modules/checkout/order-access';
import { handlePaymentNotification } from '../../modules/checkout/payments.service';
import { tokenOf } from './checkout';

const result = z.object({ paymentId: z.string(), outcome: z.string() });

/**
 * The sandbox's stand-in for the bank: approving or declining a charge and then delivering the
 * same notification the real webhook delivers. Registered only when PAYMENT_PROVIDER=sandbox
 * (404 otherwise), and only the order's own access token (the buyer's page) or a staff member
 * with `simulate:payment` may call them: nobody else can mark someone's payment paid.
 */
export const sandboxPaymentRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  if (deps.config.PAYMENT_PROVIDER !== 'sandbox') return;
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
          querystring: z.object({ token: z.string().max(200).optional() }),
          response: { 200: result },
        },
      },
      async (request) => {
        const { paymentId } = request.params;
        if (!isUuid(paymentId)) throw notFound(messages.paymentNotFound);
        const payment = await findPaymentById(deps.db, paymentId);
        const order = payment ? await findOrderById(deps.db, payment.orderId) : undefined;
        const staff = can(request.user?.role, 'simulate:payment');
        const owner = Boolean(order && accessTokenMatches(order.accessTokenHash, tokenOf(request, request.query)));
        if (!payment || !order) throw staff ? notFound(messages.paymentNotFound) : forbidden(messages.sandboxPaymentForbidden, 'not_order_owner');
        if (!staff && !owner) throw forbidden(messages.sandboxPaymentForbidden, 'not_order_owner');
        if (payment.provider !== 'sandbox' || !payment.providerPaymentId) throw notFound(messages.paymentNotFound);
        const allowed = action === 'approve' ? ['pending', 'approved'] : ['pending'];
        if (!allowed.includes(payment.status)) throw conflict(messages.orderNotPending, 'payment_not_pending');
        if (payment.status === 'pending' && payment.expiresAt && payment.expiresAt.getTime() <= Date.now()) {
          throw conflict(messages.pixExpired, 'pix_expired');
        }
        await sandboxLedger(deps.db).setStatus(payment.providerPaymentId, action === 'approve' ? 'approved' : 'rejected');
        const outcome = await handlePaymentNotification(deps, payment.providerPaymentId, request.log);
        return { paymentId, outcome };
      },
    );
  }
};
