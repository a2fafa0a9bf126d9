import type { FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import {
  bulkApplyInput,
  bulkApplyResponse,
  discountInput,
  discountListResponse,
  discountStats,
  discountView,
  periodDiscountListResponse,
  periodDiscountsInput,
} from '../../../domain/schemas/discounts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { recordAudit } from '../../modules/identity/audit.service';
import {
  bulkApply,
  createDiscount,
  deleteDiscount,
  getStats,
  listDiscounts,
  listPeriods,
  savePeriods,
  updateDiscount,
} from '../../modules/pricing/promotions.service';
import { actorOf } from '../../plugins/http/access';

const idParams = z.object({ id: z.string().max(64) });
const tags = ['descontos'];

const auditOnInvalid: Record<string, [string, string]> = {
  'POST /api/admin/discounts': ['create_error', messages.discountCreateError],
  'PUT /api/admin/discounts/:id': ['update_error', messages.discountUpdateError],
  'PUT /api/admin/period-discounts': ['update_error', messages.periodDiscountsUpdateError],
  'POST /api/admin/discounts/bulk-apply': ['bulk_apply_error', messages.discountsApplyError],
};

export const adminDiscountRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = { db: deps.db, events: deps.events, log: fastify.log };
  const checkId = (id: string) => {
    if (!isUuid(id)) throw notFound(messages.discountNotFound, 'discount_not_found');
    return id;
  };

  fastify.addHook('onError', async (request, _reply, error) => {
    const entry = auditOnInvalid[`${request.method} ${request.routeOptions.url}`];
    if (!entry || !hasZodFastifySchemaValidationErrors(error)) return;
    await recordAudit(deps.db, actorOf(request), {
      category: 'discounts',
      action: entry[0],
      details: `${entry[1]}: ${error.validation[0]?.message ?? messages.invalidInput}`,
    });
  });

  app.get(
    '/api/admin/discounts',
    {
      config: { access: { permission: 'manage:discount' } },
      schema: { tags, summary: 'Lista os descontos de prédios (mais novos primeiro)', response: { 200: discountListResponse } },
    },
    async () => ({ discounts: await listDiscounts(deps.db) }),
  );

  app.get(
    '/api/admin/discounts/stats',
    {
      config: { access: { permission: 'manage:discount' } },
      schema: { tags, summary: 'Estatísticas de descontos (ADR 0011)', response: { 200: discountStats } },
    },
    async () => getStats(deps.db),
  );

  app.post(
    '/api/admin/discounts',
    {
      config: { access: { permission: 'manage:discount' } },
      schema: { tags, summary: 'Cria um desconto de prédios (valueBp ou valueCents)', body: discountInput, response: { 201: discountView } },
    },
    async (request, reply) => {
      const view = await createDiscount(ctx, actorOf(request), request.body);
      reply.status(201);
      return view;
    },
  );

  app.put(
    '/api/admin/discounts/:id',
    {
      config: { access: { permission: 'manage:discount' } },
      schema: { tags, summary: 'Atualiza ou encerra um desconto', params: idParams, body: discountInput, response: { 200: discountView } },
    },
    async (request) => updateDiscount(ctx, actorOf(request), checkId(request.params.id), request.body),
  );

  app.delete(
    '/api/admin/discounts/:id',
    {
      config: { access: { permission: 'manage:discount' } },
      schema: { tags, summary: 'Exclui um desconto (pedidos já feitos não mudam)', params: idParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await deleteDiscount(ctx, actorOf(request), checkId(request.params.id));
      return { message: messages.discountDeleted };
    },
  );

  app.post(
    '/api/admin/discounts/bulk-apply',
    {
      config: { access: { permission: 'manage:discount' } },
      schema: { tags, summary: 'Aplica um desconto por período a vários prédios ativos (ADR 0011)', body: bulkApplyInput, response: { 201: bulkApplyResponse } },
    },
    async (request, reply) => {
      const out = await bulkApply(ctx, actorOf(request), request.body);
      reply.status(201);
      return out;
    },
  );

  app.get(
    '/api/admin/period-discounts',
    {
      config: { access: { permission: 'manage:period_discount' } },
      schema: { tags, summary: 'Descontos por período (1, 3, 6, 12 meses)', response: { 200: periodDiscountListResponse } },
    },
    async () => ({ periods: await listPeriods(deps.db) }),
  );

  app.put(
    '/api/admin/period-discounts',
    {
      config: { access: { permission: 'manage:period_discount' } },
      schema: { tags, summary: 'Salva os descontos por período (percentBp em pontos-base)', body: periodDiscountsInput, response: { 200: periodDiscountListResponse } },
    },
    async (request) => ({ periods: await savePeriods(ctx, actorOf(request), request.body) }),
  );
};
