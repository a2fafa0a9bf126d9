import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import type { AppDeps } from '../../deps';
import { handlePaymentNotification } from '../../flows/payment-updates';
import { unauthorized } from '../../lib/errors';
import { verifyMercadoPagoSignature } from '../../modules/payments/mercadopago-signature';
import { MP_WEBHOOK_PATH } from '../../modules/payments/payments.service';

const ok = z.object({ received: z.literal(true) });

export const paymentWebhookRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Mercado Pago notifications. The signature is checked before anything else; the body is then
   * used only for "which payment": the payment itself is re-read from Mercado Pago.
   */
  app.post(
    MP_WEBHOOK_PATH,
    {
      config: { access: { public: true, gate: false }, rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['pagamentos'],
        summary: 'Notificação (webhook) do Mercado Pago, com assinatura x-signature',
        querystring: z.looseObject({ 'data.id': z.string().max(64).optional(), type: z.string().max(40).optional() }),
        body: z.looseObject({ type: z.string().max(40).optional(), action: z.string().max(60).optional() }).optional(),
        response: { 200: ok },
      },
    },
    async (request) => {
      const dataId = request.query['data.id'];
      const check = verifyMercadoPagoSignature({
        xSignature: request.headers['x-signature'],
        xRequestId: request.headers['x-request-id'],
        dataId,
        secret: deps.config.MERCADOPAGO_WEBHOOK_SECRET,
      });
      if (!check.ok) {
        // Logged, not written: a flood of forged notifications must not fill any table.
        request.log.warn({ reason: check.reason, requestId: request.headers['x-request-id'], ip: request.ip }, 'mercadopago webhook refused');
        throw unauthorized(messages.webhookSignatureInvalid, 'invalid_signature');
      }
      const type = request.query.type ?? request.body?.type;
      if (deps.config.PAYMENT_PROVIDER === 'mercadopago' && type === 'payment' && dataId) {
        await handlePaymentNotification(deps, dataId, request.log);
      }
      return { received: true as const };
    },
  );
};
