import type { FastifyInstance } from 'fastify';

/**
 * In-process scheduler: runs `run` every `everyMs` once the app is ready (and once right away
 * with `runAtStart`), never two runs of the same job at once, and waits for a running one on
 * close. Jobs must be safe with N instances (claim rows with FOR UPDATE SKIP LOCKED, or be
 * idempotent deletes).
 */
export function registerIntervalJob(
  app: FastifyInstance,
  job: { name: string; everyMs: number; run: () => Promise<unknown>; runAtStart?: boolean },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closing = false;
  const tick = () => {
    if (closing) return;
    running ??= job
      .run()
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err, job: job.name }, 'scheduled job failed'))
      .finally(() => {
        running = null;
      });
  };
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
