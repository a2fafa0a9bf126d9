import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../ports';

/** Counts every answered request by its route pattern (never the raw URL: ids would explode the labels). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics?: Metrics;
  }
}
