import type { FastifyInstance } from 'fastify';
import type { BusEvent } from '../../server/ports';

/**
 * Records what the app publishes on some channels. On PostgreSQL events travel through
 * LISTEN/NOTIFY, so `waitFor` polls for a while instead of expecting them synchronously.
 */
export function collectEvents(app: FastifyInstance, channels: string[]) {
  const events: BusEvent[] = [];
  const stop = app.deps.events.subscribe(channels, (e) => events.push(e));
  return {
    events,
    stop,
    async waitFor(pred: (e: BusEvent) => boolean, timeoutMs = 3000): Promise<BusEvent> {
      const start = Date.now();
      for (;;) {
        const hit = events.find(pred);
        if (hit) return hit;
        if (Date.now() - start > timeoutMs) throw new Error(`event not received; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}
