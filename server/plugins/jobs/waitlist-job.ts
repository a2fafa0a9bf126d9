import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { notifyWaitlists } from '../../flows/waitlist';
import { clock } from '../../lib/clock';
import { catalogEvents } from '../../modules/buildings/buildings.events';
import { registerIntervalJob } from './interval-job';

/**
 * The waitlists of full buildings (ADR 0051). Every minute, once across instances: a place freed by
 * a booking's end (time passing it), or by anything the runs before missed (a crash), reaches the
 * first people waiting. Besides, bookings made or ended (a paid order, a refund that ends them: the
 * catalogue's ADVERTISERS_UPDATED) check those buildings at once, so a refund tells the list in
 * seconds; every instance hears it, and the building's row lock makes the checks take turns and
 * tell each person once.
 */
export function registerWaitlistJob(app: FastifyInstance, deps: AppDeps): void {
  registerIntervalJob(app, {
    name: 'waitlist',
    everyMs: 60_000,
    run: () => notifyWaitlists(deps, clock.now(), app.log),
  });

  let closing = false;
  let chain: Promise<unknown> = Promise.resolve();
  const unsubscribe = deps.events.subscribe(['catalog'], (e) => {
    if (closing || e.type !== catalogEvents.advertisersUpdated) return;
    const ids =
      (e.payload.buildingIds as unknown[] | undefined)?.filter((x): x is string => typeof x === 'string') ?? [];
    if (!ids.length) return;
    chain = chain
      .then(() => notifyWaitlists(deps, clock.now(), app.log, ids))
      .catch((err: unknown) =>
        app.log.error({ err, buildingIds: ids }, 'waitlist check after bookings changed failed'),
      );
  });
  app.addHook('preClose', async () => {
    closing = true;
    unsubscribe();
    await chain;
  });
}
