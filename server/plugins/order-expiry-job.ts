import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { expireDueOrders, logJobError } from '../flows/expire-orders';

const EVERY_MS = 60_000;

/**
 * In-process scheduler: once a minute, pending orders past their hold (30 min, or the PIX's
 * expiry) become 'expired' and give back their coupon use. Safe with N instances (rows are
 * claimed with FOR UPDATE SKIP LOCKED); reads also expire lazily, so a late tick changes nothing.
 */
export function registerOrderExpiryJob(app: FastifyInstance, deps: AppDeps): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= expireDueOrders(deps)
      .then(() => undefined)
      .catch((err: unknown) => logJobError(app.log, err))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
