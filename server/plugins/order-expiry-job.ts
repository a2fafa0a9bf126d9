import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { expireDueOrders } from '../flows/expire-orders';
import { registerIntervalJob } from './interval-job';

/**
 * Once a minute, pending orders past their hold (30 min, or the PIX's expiry) become 'expired'
 * and give back their coupon use. Rows are claimed with FOR UPDATE SKIP LOCKED; reads also expire
 * lazily, so a late tick changes nothing.
 */
export function registerOrderExpiryJob(app: FastifyInstance, deps: AppDeps): void {
  registerIntervalJob(app, { name: 'order-expiry', everyMs: 60_000, run: () => expireDueOrders(deps) });
}
