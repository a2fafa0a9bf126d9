import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storePanelsQuery, storePanelsResponse } from '../../../domain/schemas/store';
import type { AppDeps } from '../../deps';
import { listStorePanels } from '../../modules/store/store.service';

export const storeRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/store/panels',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['loja'],
          summary: 'Painéis da loja: página, mapa, bairros e descontos por período (uma consulta SQL)',
          querystring: storePanelsQuery,
          response: { 200: storePanelsResponse },
        },
      },
      async (request) => listStorePanels(deps.db, request.query),
    );
  };
