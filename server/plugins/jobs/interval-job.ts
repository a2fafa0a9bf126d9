import type { FastifyInstance } from 'fastify';
import { claimScheduledRun } from '../../modules/operations/jobs.service';

/**
 * In-process scheduler: every `everyMs` (and once right away with `runAtStart`) it claims the
 * tick in the database, so across N instances one runs it (ADR 0022); never two runs of the same
 * job in one process, and a running one is waited for on close. The work itself stays safe when
 * a slow run overlaps the next tick elsewhere (rows claimed with FOR UPDATE SKIP LOCKED, or
 * idempotent deletes).
 */
export function registerIntervalJob(
  app: FastifyInstance,
  job: { name: string; everyMs: number; run: () => Promise<unknown>; runAtStart?: boolean },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closing = false;
  const attempt = async () => {
    if (!(await claimScheduledRun(app.deps.db, job.name, job.everyMs))) return;
    const stop = app.metrics?.jobStarted(job.name);
    try {
      await job.run();
      stop?.('ok');
    } catch (err) {
      stop?.('error');
      throw err;
    }
  };
  const tick = () => {
    if (closing) return;
    running ??= attempt()
      .catch((err: unknown) => app.log.error({ err, job: job.name }, 'scheduled job failed'))
      .finally(() => {
        running = null;
      });
  };
  // The test clock (ADR 0049) runs every job whose tick is due right after it moves time.
  app.intervalJobs?.push({
    name: job.name,
    runIfDue: async () => {
      tick();
      await running;
    },
  });
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.everyMs);
    timer.unref();
    if (job.runAtStart) setImmediate(tick);
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await running;
  });
}

/** A registered job, as the test clock sees it: run it now if its next run is due. */
export interface IntervalJobHandle {
  name: string;
  runIfDue: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every interval job of the app, in registration order (the root's list, shared by plugins). */
    intervalJobs?: IntervalJobHandle[];
  }
}
