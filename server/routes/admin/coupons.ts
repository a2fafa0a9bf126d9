import type { FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { couponInput, couponListResponse, couponView } from '../../../domain/schemas/coupons';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { createCoupon, deleteCoupon, listCouponViews, updateCoupon } from '../../modules/coupons/coupons.service';
import { recordAudit } from '../../modules/identity/audit.service';
import { actorOf } from '../../plugins/http/access';

const idParams = z.object({ id: z.string().max(64) });
const tags = ['descontos'];

/** A refused body is a failed attempt too: audited with the spec's error action. */
const auditOnInvalid: Record<string, [string, string]> = {
  'POST /api/admin/coupons': ['create_error', messages.couponCreateError],
  'PUT /api/admin/coupons/:id': ['update_error', messages.couponUpdateError],
};

export const adminCouponRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = { db: deps.db, events: deps.events, log: fastify.log };
  const checkId = (id: string) => {
    if (!isUuid(id)) throw notFound(messages.couponNotFound, 'coupon_not_found');
    return id;
  };

  fastify.addHook('onError', async (request, _reply, error) => {
    const entry = auditOnInvalid[`${request.method} ${request.routeOptions.url}`];
    if (!entry || !hasZodFastifySchemaValidationErrors(error)) return;
    await recordAudit(deps.db, actorOf(request), {
      category: 'coupons',
      action: entry[0],
      details: `${entry[1]}: ${error.validation[0]?.message ?? messages.invalidInput}`,
    });
  });

  app.get(
    '/api/admin/coupons',
    {
      config: { access: { permission: 'manage:coupon' } },
      schema: { tags, summary: 'Lista os cupons (mais novos primeiro)', response: { 200: couponListResponse } },
    },
    async () => ({ coupons: await listCouponViews(deps.db) }),
  );

  app.post(
    '/api/admin/coupons',
    {
      config: { access: { permission: 'manage:coupon' } },
      schema: {
        tags,
        summary: 'Cria um cupom (valueBp em pontos-base para porcentagem, valueCents para valor fixo)',
        body: couponInput,
        response: { 201: couponView },
      },
    },
    async (request, reply) => {
      const view = await createCoupon(ctx, actorOf(request), request.body);
      reply.status(201);
      return view;
    },
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      config: { access: { permission: 'manage:coupon' } },
      schema: { tags, summary: 'Atualiza um cupom (o limite de usos nunca abaixo dos usos atuais)', params: idParams, body: couponInput, response: { 200: couponView } },
    },
    async (request) => updateCoupon(ctx, actorOf(request), checkId(request.params.id), request.body),
  );

  app.delete(
    '/api/admin/coupons/:id',
    {
      config: { access: { permission: 'manage:coupon' } },
      schema: { tags, summary: 'Exclui um cupom (pedidos já feitos não mudam)', params: idParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await deleteCoupon(ctx, actorOf(request), checkId(request.params.id));
      return { message: messages.couponDeleted };
    },
  );
};
