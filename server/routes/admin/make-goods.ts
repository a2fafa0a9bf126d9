import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dismissMakeGoodInput, makeGoodView } from '../../../domain/schemas/make-goods';
import type { AppDeps } from '../../deps';
import { grantMakeGoodCredit } from '../../flows/make-goods';
import { dismissCredit } from '../../modules/make-goods/make-goods.service';
import { actorOf } from '../../plugins/http/access';
import { clock } from '../../lib/clock';

const idParams = z.object({ id: z.string().max(64) });
const tags = ['anunciantes'];

/**
 * A make-good's offered credit (ADR 0047), decided once from the advertiser detail: granted (a
 * coupon for the client) or dismissed with a reason. Whoever manages coupons decides.
 */
export const adminMakeGoodRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/admin/make-goods/:id/grant',
      {
        config: { access: { permission: 'manage:coupon' } },
        schema: {
          tags,
          summary: 'Concede o crédito de uma compensação: um cupom de uso único para o cliente, avisado por e-mail',
          params: idParams,
          response: { 200: makeGoodView },
        },
      },
      async (request) => grantMakeGoodCredit(deps, actorOf(request), request.params.id, clock.now(), fastify.log),
    );

    app.post(
      '/api/admin/make-goods/:id/dismiss',
      {
        config: { access: { permission: 'manage:coupon' } },
        schema: {
          tags,
          summary: 'Dispensa o crédito de uma compensação, com o motivo',
          params: idParams,
          body: dismissMakeGoodInput,
          response: { 200: makeGoodView },
        },
      },
      async (request) => dismissCredit(deps.db, actorOf(request), request.params.id, request.body.reason),
    );
  };
