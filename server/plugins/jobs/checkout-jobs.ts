import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { reconcilePayments } from '../../flows/checkout/reconcile';
import { registerIntervalJob } from './interval-job';

/**
 * The checkout's reconciliation (ADR 0013): at start and every minute it asks the provider about
 * pending payments, applies the ones paid without a notification or left half-made by a crash,
 * expires due orders after one last look, and sends mails a crash left queued. Rows are claimed
 * with FOR UPDATE SKIP LOCKED, so N instances can run it together.
 */
export function registerCheckoutJobs(app: FastifyInstance, deps: AppDeps, everyMs = deps.config.RECONCILE_EVERY_SECONDS * 1000): void {
  registerIntervalJob(app, { name: 'checkout-reconcile', everyMs, runAtStart: true, run: () => reconcilePayments(deps, app.log) });
}
