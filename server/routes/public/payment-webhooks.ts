import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import type { AppDeps } from '../../deps';
import { unauthorized } from '../../lib/errors';
import { handlePaymentNotification } from '../../modules/checkout/payments.service';
import { claimNotification, releaseNotification } from '../../modules/checkout/notifications.service';
import { verifyMercadoPagoSignature } from '../../modules/payments/mercadopago-signature';
import { MP_WEBHOOK_PATH } from '../../modules/payments/payments.service';

const ok = z.object({ received: z.literal(true) });
/** A signature older (or newer) than this is refused (replays of captured requests). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const paymentWebhookRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Mercado Pago notifications. The signature is checked before anything else (at most 5 minutes
   * old, each x-request-id once); the body is then used only for "which payment": the payment
   * itself is re-read from Mercado Pago.
   */
  app.post(
    MP_WEBHOOK_PATH,
    {
      config: { access: { public: true, gate: false }, inputGuard: false, rateLimit: { max: 300, timeWindow: '1 minute' } },
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
        toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
      });
      const requestId = String(request.headers['x-request-id'] ?? '').slice(0, 200);
      if (check.ok && (!requestId || !(await claimNotification(deps.db, `mercadopago:${requestId}`)))) {
        request.log.warn({ requestId, ip: request.ip }, 'mercadopago webhook replayed');
        throw unauthorized(messages.webhookSignatureInvalid, 'replayed');
      }
      if (!check.ok) {
        // Logged, not written: a flood of forged notifications must not fill any table.
        request.log.warn({ reason: check.reason, requestId, ip: request.ip }, 'mercadopago webhook refused');
        throw unauthorized(messages.webhookSignatureInvalid, 'invalid_signature');
      }
      const type = request.query.type ?? request.body?.type;
      if (deps.config.PAYMENT_PROVIDER === 'mercadopago' && type === 'payment' && dataId) {
        try {
          await handlePaymentNotification(deps, dataId, request.log);
        } catch (err) {
          // Not handled: Mercado Pago's retry (same x-request-id) must be accepted.
          await releaseNotification(deps.db, `mercadopago:${requestId}`);
          throw err;
        }
      }
      return { received: true as const };
    },
  );
};
