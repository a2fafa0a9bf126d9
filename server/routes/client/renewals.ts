import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renewalOffer, renewalParams } from '../../../domain/schemas/renewals';
import type { AppDeps } from '../../deps';
import { clock } from '../../lib/clock';
import { renewalOffer as buildRenewalOffer } from '../../modules/renewals/renewals.service';

/**
 * The renewal link (issue 33, ADR 0052): /clientes/renovar/{orderId} asks here what to put in the
 * cart. Only the order's own client; anyone else's order answers 404, like an unknown one.
 */
export const clientRenewalRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/client/renewals/:orderId',
      {
        config: { access: { permission: 'read:order:own' } },
        schema: {
          tags: ['área do cliente'],
          summary:
            'Renovação de um pedido: os prédios ainda renováveis, o mesmo período, os preços de hoje e os dados do comprador',
          params: renewalParams,
          response: { 200: renewalOffer },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return buildRenewalOffer(deps.db, request.user!.id, request.params.orderId, clock.now());
      },
    );
  };
