import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { simulateBank } from '../../flows/checkout/sandbox-bank';
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
        const outcome = await simulateBank(deps, paymentId, action, { token: tokenOf(request, request.query), role: request.user?.role }, request.log);
        return { paymentId, outcome };
      },
    );
  }
};
