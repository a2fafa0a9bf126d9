import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { reconcileOrderRevenue } from '../../modules/finance/finance.service';
import { registerIntervalJob } from './interval-job';

/**
 * Once a minute, paid store orders without their revenue entry get it, and refunded orders get
 * the reversal. The grant posts the revenue in its own transaction; this job makes a crash (or an
 * older path that did not post) harmless. Orders are claimed with FOR UPDATE SKIP LOCKED.
 */
export function registerFinanceRevenueJob(app: FastifyInstance, deps: Pick<AppDeps, 'db'>): void {
  registerIntervalJob(app, {
    name: 'finance-order-revenue',
    everyMs: 60_000,
    run: async () => {
      const done = await reconcileOrderRevenue(deps.db);
      if (done.posted || done.reversed) app.log.info(done, 'finance: order revenue reconciled');
    },
  });
}
