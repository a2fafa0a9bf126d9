import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';

export const healthRoutes = (deps: AppDeps): FastifyPluginAsync => async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: { public: true, gate: false }, passiveSession: true },
      schema: {
        tags: ['sistema'],
        summary: 'Saúde do serviço (ida e volta ao banco de dados)',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('indisponivel'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await deps.database.ping();
        return { status: 'ok' as const, database: deps.database.kind };
      } catch {
        return reply.status(503).send({
          status: 'indisponivel' as const,
          message: 'Não foi possível conectar ao banco de dados.',
        });
      }
    },
  );
};
