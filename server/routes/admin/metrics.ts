import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps';

/**
 * Prometheus scrape target: this instance's counters (requests, latencies, event-stream clients,
 * uploads, jobs, payment outcomes, process). A scraper sends METRICS_TOKEN as a bearer token;
 * staff may read it with their session.
 */
export const metricsRoutes = (deps: AppDeps): FastifyPluginAsync => async (app) => {
  app.get(
    '/api/metrics',
    {
      config: { access: { bearerToken: 'METRICS_TOKEN', permission: 'read:metrics' } },
      schema: { tags: ['operação'], summary: 'Métricas no formato do Prometheus', hide: false },
    },
    async (_request, reply) => {
      reply.header('content-type', deps.metrics.contentType).header('cache-control', 'no-store');
      return deps.metrics.text();
    },
  );
};
