import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { announcePromotionBoundaries } from '../../modules/pricing/promotions.service';
import { registerIntervalJob } from './interval-job';
import { clock } from '../../lib/clock';

const EVERY_MS = 60_000;

/** Once a minute: promotions that began or ended since the last look reprice open store pages. */
export function registerPromotionClock(app: FastifyInstance, deps: AppDeps): void {
  let since = clock.now();
  registerIntervalJob(app, {
    name: 'promotion-clock',
    everyMs: EVERY_MS,
    run: async () => {
      const now = clock.now();
      await announcePromotionBoundaries({ db: deps.db, events: deps.events, log: app.log }, since, now);
      since = now;
    },
  });
}
