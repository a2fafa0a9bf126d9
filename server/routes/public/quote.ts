import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quoteInput, quoteResponse } from '../../../domain/schemas/store';
import type { AppDeps } from '../../deps';
import { quoteCart } from '../../modules/pricing/pricing.service';

export const quoteRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/store/quote',
    {
      config: { access: { public: true }, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['loja'],
        summary: 'Orçamento do carrinho calculado pelo servidor',
        body: quoteInput,
        response: { 200: quoteResponse },
      },
    },
    async (request) => {
      const { quote, buildings, missing } = await quoteCart(deps.db, request.body);
      return {
        quote,
        unavailable: [
          ...missing.map((buildingId) => ({ buildingId, reason: 'not_found' as const })),
          ...buildings.filter((b) => b.status !== 'active').map((b) => ({ buildingId: b.id, reason: 'not_active' as const })),
        ],
      };
    },
  );
};
