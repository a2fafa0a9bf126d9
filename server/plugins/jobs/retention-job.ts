import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { applyRetention } from '../../flows/retention';
import { clock } from '../../lib/clock';
import { registerIntervalJob } from './interval-job';

/**
 * Retention by rule (ADR 0055): hourly, once across instances, through the server's clock (the
 * journeys' test clock moves it). It also deletes the stored files a deletion recorded and a crash
 * left behind.
 */
export function registerRetentionJob(app: FastifyInstance, deps: AppDeps): void {
  registerIntervalJob(app, {
    name: 'retention',
    everyMs: 60 * 60_000,
    run: () => applyRetention(deps, clock.now(), app.log),
  });
}
