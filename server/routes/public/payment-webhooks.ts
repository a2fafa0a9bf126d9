import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import type { AppDeps } from '../../deps';
import { unauthorized } from '../../lib/errors';
import { claimNotification, isOurPendingMercadoPagoPayment, releaseNotification } from '../../modules/checkout/payment-notices.service';
import { handlePaymentNotification } from '../../flows/checkout/provider-sync';
import { verifyMercadoPagoSignature } from '../../modules/payments/mercadopago-signature';
import { MP_WEBHOOK_PATH } from '../../modules/payments/provider-setup.service';

const ok = z.object({ received: z.literal(true) });
/** A signature older (or newer) than this is refused (replays of captured requests). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** Mercado Pago retries a delivery not answered in about 22 s: answer well before. */
const ANSWER_WITHIN_MS = 3_000;

export const paymentWebhookRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const inFlight = new Set<Promise<unknown>>();
  fastify.addHook('preClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  /**
   * Mercado Pago notifications, in both formats: Webhooks (`?data.id=…&type=payment`, signed with
   * x-signature) and IPN (`?id=…&topic=payment`, unsigned). A notification is only a hint ("look at
   * payment X"): the payment is always re-read from Mercado Pago with our access token.
   *  - signed: the signature must be valid, at most 5 minutes old and not replayed (else 401);
   *  - unsigned (IPN, or a panel without a secret): only an id of one of OUR pending payments is
   *    looked up, so a forged flood cannot make us call the API for arbitrary ids;
   *  - an unknown id is a 200 with nothing done. The answer comes within 3 s; a slow re-read goes on
   *    after it (and reconciliation catches anything that fails).
   */
  app.post(
    MP_WEBHOOK_PATH,
    {
      config: { access: { public: true, gate: false }, inputGuard: false, rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['pagamentos'],
        summary: 'Notificação do Mercado Pago (Webhooks assinados com x-signature, ou IPN ?id=&topic=)',
        querystring: z.looseObject({
          'data.id': z.string().max(64).optional(),
          type: z.string().max(40).optional(),
          id: z.string().max(64).optional(),
          topic: z.string().max(40).optional(),
        }),
        body: z
          .looseObject({
            type: z.string().max(40).optional(),
            action: z.string().max(60).optional(),
            data: z.looseObject({ id: z.union([z.string().max(64), z.number()]).optional() }).optional(),
          })
          .nullish(),
        response: { 200: ok },
      },
    },
    async (request) => {
      const q = request.query;
      const signed = request.headers['x-signature'] !== undefined;
      const topic = q.type ?? q.topic ?? request.body?.type;
      const bodyId = request.body?.data?.id;
      const paymentId = q['data.id'] ?? (q.topic ? q.id : undefined) ?? (bodyId !== undefined ? String(bodyId) : undefined);
      const requestId = String(request.headers['x-request-id'] ?? '').slice(0, 200);

      if (signed) {
        const check = verifyMercadoPagoSignature({
          xSignature: request.headers['x-signature'],
          xRequestId: request.headers['x-request-id'],
          dataId: q['data.id'],
          secret: deps.config.MERCADOPAGO_WEBHOOK_SECRET,
          toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
        });
        if (!check.ok) {
          // Logged, not written: a flood of forged notifications must not fill any table.
          request.log.warn({ reason: check.reason, requestId, ip: request.ip }, 'mercadopago webhook refused');
          throw unauthorized(messages.webhookSignatureInvalid, 'invalid_signature');
        }
        if (!requestId || !(await claimNotification(deps.db, `mercadopago:${requestId}`))) {
          request.log.warn({ requestId, ip: request.ip }, 'mercadopago webhook replayed');
          throw unauthorized(messages.webhookSignatureInvalid, 'replayed');
        }
      }
      if (deps.config.PAYMENT_PROVIDER !== 'mercadopago' || topic !== 'payment' || !paymentId || !/^\d{1,20}$/.test(paymentId)) {
        return { received: true as const };
      }
      if (!signed && !(await isOurPendingMercadoPagoPayment(deps.db, paymentId))) {
        request.log.info({ paymentId }, 'unsigned notification for a payment we do not wait for: ignored');
        return { received: true as const };
      }
      const work = handlePaymentNotification(deps, paymentId, request.log).catch(async (err: unknown) => {
        request.log.error({ err, paymentId }, 'notification re-read failed (reconciliation will retry)');
        // Not handled: Mercado Pago's retry (same x-request-id) must be accepted.
        if (signed) await releaseNotification(deps.db, `mercadopago:${requestId}`);
      });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
      await Promise.race([work, new Promise((r) => setTimeout(r, ANSWER_WITHIN_MS).unref())]);
      return { received: true as const };
    },
  );
};
