import type { DbOrTx } from '../../db/client';
import { hitRateLimit, readRateLimit } from './operations.repository';
import { clock } from '../../lib/clock';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Result) => void;
interface RouteOptions {
  routeInfo: { method: string; url: string };
}

/**
 * A store for @fastify/rate-limit over PostgreSQL (one upsert per request), so every instance
 * counts the same hits when there is no Redis (ADR 0022). Its constructor takes what the plugin
 * passes; the database comes from the closure.
 */
export function postgresRateLimitStore(db: DbOrTx) {
  return class PostgresRateLimitStore {
    constructor(
      _params?: unknown,
      private prefix = 'rl:',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      hitRateLimit(db, this.prefix + key, timeWindow).then(
        (r) => cb(null, { current: r.count, ttl: Math.max(0, r.resetAt.getTime() - clock.ms()) }),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback): void {
      readRateLimit(db, this.prefix + key).then(
        (r) => cb(null, r ? { current: r.count, ttl: Math.max(0, r.resetAt.getTime() - clock.ms()) } : { current: 0, ttl: 0 }),
        (err: Error) => cb(err),
      );
    }

    // The plugin passes the route's options with `routeInfo` (missing from its published type).
    child(options: object): PostgresRateLimitStore {
      const route = options as RouteOptions;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${route.routeInfo.method}${route.routeInfo.url}-`);
    }
  };
}
