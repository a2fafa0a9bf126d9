import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutConfig,
  couponValidateInput,
  couponValidateResponse,
  createOrderInput,
  createOrderResponse,
  createPaymentInput,
  createPaymentResponse,
  idempotencyKeyField,
  publicOrder,
} from '../../../domain/schemas/checkout';
import type { AppDeps } from '../../deps';
import { createOrder } from '../../modules/checkout/orders.service';
import { cancelBuyerOrder, getBuyerOrder } from '../../flows/checkout/buyer-order';
import { startPayment } from '../../flows/checkout/start-payment';
import { actorOf } from '../../plugins/http/access';
import { validateCouponForCart } from '../../modules/coupons/coupons.service';
import { orderChannelAllowed } from '../../modules/checkout/order-access';
import { checkoutConfigOf } from '../../modules/payments/provider-setup.service';

const orderParams = z.object({ id: z.string().max(64) });
/** The order's access token: header `x-order-token` (preferred) or query `token`. */
const tokenQuery = z.object({ token: z.string().max(200).optional() });
export const tokenOf = (request: FastifyRequest, query: { token?: string }): string | undefined => {
  const h = request.headers['x-order-token'];
  return (Array.isArray(h) ? h[0] : h) ?? query.token;
};

export const checkoutRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The buyer's page hears its own order's changes (see order-access.ts for the channel key).
  deps.events.registerChannel('order', (_request, channel) => orderChannelAllowed(deps.secret, channel));

  app.get(
    '/api/checkout/config',
    {
      config: { access: { public: true } },
      schema: { tags: ['checkout'], summary: 'Provedor de pagamento em uso', response: { 200: checkoutConfig } },
    },
    async () => checkoutConfigOf(deps.config),
  );

  app.post(
    '/api/checkout/coupon/validate',
    {
      config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'Aplica um cupom ao carrinho (regras na ordem da especificação)',
        body: couponValidateInput,
        response: { 200: couponValidateResponse },
      },
    },
    async (request) => validateCouponForCart(deps.db, request.body),
  );

  app.post(
    '/api/checkout/orders',
    {
      config: { access: { public: true }, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'Cria o pedido (o servidor recalcula o preço; Idempotency-Key evita pedidos duplicados)',
        body: createOrderInput,
        headers: z.object({ 'idempotency-key': idempotencyKeyField.optional() }),
        response: { 200: createOrderResponse, 201: createOrderResponse },
      },
    },
    async (request, reply) => {
      const result = await createOrder(
        deps,
        {
          ...request.body,
          idempotencyKey: request.headers['idempotency-key'] ?? request.body.idempotencyKey ?? null,
          requester: request.user ? { id: request.user.id, role: request.user.role } : null,
        },
        actorOf(request),
      );
      reply.status(result.created ? 201 : 200);
      return { order: result.order, accessToken: result.accessToken };
    },
  );

  app.get(
    '/api/checkout/orders/:id',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['checkout'],
        summary: 'O pedido, para quem tem o token de acesso (página de sucesso, PIX)',
        params: orderParams,
        querystring: tokenQuery,
        response: { 200: publicOrder },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getBuyerOrder(deps, request.params.id, tokenOf(request, request.query));
    },
  );

  app.post(
    '/api/checkout/orders/:id/payments',
    {
      config: { access: { public: true }, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'Paga o pedido: PIX (QR code) ou cartão (token dos campos seguros)',
        params: orderParams,
        querystring: tokenQuery,
        body: createPaymentInput,
        response: { 200: createPaymentResponse },
      },
    },
    async (request) =>
      startPayment(deps, request.params.id, tokenOf(request, request.query), request.body, {
        actor: actorOf(request),
        log: request.log,
      }),
  );

  app.post(
    '/api/checkout/orders/:id/cancel',
    {
      config: { access: { public: true }, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'Cancela um pedido pendente (o comprador volta para alterar os dados)',
        params: orderParams,
        querystring: tokenQuery,
        body: z.object({}).optional(),
        response: { 200: publicOrder },
      },
    },
    async (request) => cancelBuyerOrder(deps, request.params.id, tokenOf(request, request.query), actorOf(request)),
  );
};
