import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../domain/messages';
import { couponCreateInput, couponView } from '../../../domain/schemas/coupons';
import type { AppDeps } from '../../deps';
import { badRequest, conflict } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { createCoupon, CouponInputError } from '../../modules/coupons/coupons.service';
import { recordAudit } from '../../modules/identity/audit.service';

export const adminCouponRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/coupons',
    {
      config: { access: { permission: 'manage:coupon' } },
      schema: { tags: ['admin'], summary: 'Cria um cupom', body: couponCreateInput, response: { 201: couponView } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      let row;
      try {
        row = await createCoupon(deps.db, request.body, request.user!.id);
      } catch (err) {
        if (err instanceof CouponInputError) {
          await recordAudit(deps.db, actor, { category: 'coupons', action: 'create_error', details: `${messages.couponCreateError}: ${err.message}` });
          throw badRequest(err.message, 'coupon_invalid', { field: err.field });
        }
        throw err;
      }
      if (!row) throw conflict(messages.couponCodeTaken, 'coupon_code_taken');
      await recordAudit(deps.db, actor, {
        category: 'coupons',
        action: 'create_success',
        details: `Cupom ${row.code} criado`,
        metadata: { couponId: row.id, type: row.type, value: row.value, maxUses: row.maxUses },
      });
      reply.status(201);
      return {
        id: row.id,
        code: row.code,
        type: row.type,
        value: row.value,
        noExpiry: row.noExpiry,
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
        status: row.status,
        buildingIds: row.buildingIds,
        maxUses: row.maxUses,
        currentUses: row.currentUses,
      };
    },
  );
};
