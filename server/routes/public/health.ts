import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';

const alive = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const down = z.object({ status: z.literal('indisponivel'), message: z.string() });

/**
 * Liveness (`/api/health`, `/api/health/live`): the process answers, without touching the
 * database, so a load balancer's frequent polling costs nothing and a slow database does not get
 * a live process restarted. Readiness (`/api/health/ready`): a round trip to the database, for
 * taking an instance out of rotation while its database is unreachable.
 */
export const healthRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: { public: true, gate: false }, passiveSession: true } as const;
  // Liveness does not even read the session (a database query); readiness reads it without sliding it.
  const live = { ...config, noSession: true } as const;
  for (const url of ['/api/health', '/api/health/live']) {
    app.get(
      url,
      {
        config: live,
        // A few bytes: never worth compressing.
        compress: false,
        schema: { tags: ['sistema'], summary: 'Vivacidade do processo (sem consultar o banco de dados)', response: { 200: alive } },
      },
      async () => ({ status: 'ok' as const, database: deps.database.kind }),
    );
  }
  app.get(
    '/api/health/ready',
    {
      config,
      schema: {
        tags: ['sistema'],
        summary: 'Prontidão: ida e volta ao banco de dados',
        response: { 200: alive, 503: down },
      },
    },
    async (_request, reply) => {
      try {
        await deps.database.ping();
        return { status: 'ok' as const, database: deps.database.kind };
      } catch {
        return reply.status(503).send({ status: 'indisponivel' as const, message: 'Não foi possível conectar ao banco de dados.' });
      }
    },
  );
};
