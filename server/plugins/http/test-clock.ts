import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advanceClock, clock } from '../../lib/clock';
import { safeEqual } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { messages } from '../../../domain/messages';

const MAX_MINUTES = 400 * 24 * 60;

/**
 * The journeys' clock (ADR 0049), registered only when TEST_CLOCK_TOKEN is set (never with a real
 * payment provider: config.ts refuses it). `POST /api/test-clock {"minutes": n}` moves the
 * server's clock n minutes forward, then runs each interval job whose next run is now due, one
 * after the other, and answers when they are done: a journey sees the month's jobs as they would
 * have run. Without the token (or with a wrong one) the route answers 404, as if it did not exist.
 * The offset lives in this process: with several instances, each is moved on its own.
 */
export function registerTestClock(app: FastifyInstance, token: string): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test-clock',
    {
      schema: {
        hide: true,
        body: z.object({ minutes: z.number().int().min(0).max(MAX_MINUTES) }),
      },
      config: { access: { public: true, gate: false } },
    },
    async (req) => {
      const given = req.headers['x-test-clock-token'];
      if (typeof given !== 'string' || !safeEqual(given, token)) throw new AppError(404, messages.routeNotFound, 'not_found');
      advanceClock(req.body.minutes * 60_000);
      const checked: string[] = [];
      for (const job of app.intervalJobs ?? []) {
        await job.runIfDue();
        checked.push(job.name);
      }
      req.log.warn({ offsetMs: clock.offsetMs() }, 'relógio de teste adiantado');
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs(), checkedJobs: checked };
    },
  );
}
