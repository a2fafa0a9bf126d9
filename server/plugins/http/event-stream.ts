import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { tooMany } from '../../lib/errors';
import type { EventBus } from '../../ports';

/** At most this many open streams per session, and per address (several people may share one). */
export const MAX_STREAMS_PER_SESSION = 4;
export const MAX_STREAMS_PER_ADDRESS = 12;

export function registerEventStream(app: FastifyInstance, bus: EventBus): void {
  const open = new Set<() => void>();
  const perKey = new Map<string, number>();
  const take = (key: string) => perKey.set(key, (perKey.get(key) ?? 0) + 1);
  const give = (key: string) => {
    const n = (perKey.get(key) ?? 1) - 1;
    if (n <= 0) perKey.delete(key);
    else perKey.set(key, n);
  };
  // Streams never end by themselves: close them first so a graceful shutdown is not held up.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get(
    '/api/events',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['eventos'],
        summary: 'Fluxo de eventos (Server-Sent Events)',
        querystring: z.object({ channels: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => {
      const keys = [`ip:${request.ip}`, ...(request.sessionId ? [`sid:${request.sessionId}`] : [])];
      if ((perKey.get(keys[0]!) ?? 0) >= MAX_STREAMS_PER_ADDRESS || (keys[1] && (perKey.get(keys[1]) ?? 0) >= MAX_STREAMS_PER_SESSION)) {
        throw tooMany(messages.eventStreamsTooMany, 'too_many_streams');
      }
      const raw = (request.query as { channels?: string }).channels ?? 'catalog';
      const wanted = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))].slice(0, 10);
      const allowed: string[] = [];
      for (const c of wanted) if (await bus.canListen(request, c)) allowed.push(c);
      reply.hijack();
      for (const k of keys) take(k);
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ channels: allowed })}\n\n`);
      const unsubscribe = bus.subscribe(allowed, (e) => {
        res.write(`event: ${e.type}\ndata: ${JSON.stringify({ channel: e.channel, ...e.payload })}\n\n`);
      });
      const ping = setInterval(() => res.write(': ping\n\n'), 25_000);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(ping);
        unsubscribe();
        open.delete(end);
        for (const k of keys) give(k);
        app.metrics?.streamClosed();
      };
      const end = () => {
        close();
        res.end();
      };
      open.add(end);
      app.metrics?.streamOpened();
      request.raw.on('close', close);
    },
  );
}
