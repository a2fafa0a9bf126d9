import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { messages } from '../../domain/messages';
import { tooMany } from '../lib/errors';

export interface BusEvent {
  channel: string;
  type: string;
  payload: Record<string, unknown>;
}

type Authorizer = (request: FastifyRequest, channel: string) => boolean | Promise<boolean>;

const PG_CHANNEL = 'indexa_events';

/**
 * Live updates. In-process on PGlite; over PostgreSQL every instance LISTENs so an event
 * published on one reaches the browsers connected to all of them.
 */
export class EventBus {
  private emitter = new EventEmitter();
  private authorizers = new Map<string, Authorizer>();
  private listenClient?: pg.PoolClient;
  /** Marks this instance's notifications: it hears them at once, not when PostgreSQL echoes them. */
  private readonly origin = randomUUID();

  constructor(private pool?: pg.Pool) {
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (!this.pool) return;
    this.listenClient = await this.pool.connect();
    // A dropped LISTEN connection must not crash the process (errors surface on the next query).
    this.listenClient.on('error', () => {});
    this.listenClient.on('notification', (msg) => {
      if (msg.channel !== PG_CHANNEL || !msg.payload) return;
      try {
        const { origin, ...event } = JSON.parse(msg.payload) as BusEvent & { origin?: string };
        if (origin === this.origin) return;
        this.emitLocal(event);
      } catch {
        /* a malformed notification is dropped */
      }
    });
    await this.listenClient.query(`LISTEN ${PG_CHANNEL}`);
  }

  async stop(): Promise<void> {
    if (this.listenClient) {
      await this.listenClient.query(`UNLISTEN ${PG_CHANNEL}`).catch(() => {});
      // Destroyed rather than returned: a connection that LISTENed is not reused.
      this.listenClient.release(true);
      this.listenClient = undefined;
    }
    this.emitter.removeAllListeners();
  }

  /** Channels are `prefix` or `prefix:rest`; the prefix's authorizer decides who may listen. */
  registerChannel(prefix: string, authorize: Authorizer): void {
    this.authorizers.set(prefix, authorize);
  }

  async canListen(request: FastifyRequest, channel: string): Promise<boolean> {
    const prefix = channel.split(':')[0] ?? '';
    const auth = this.authorizers.get(prefix);
    return auth ? await auth(request, channel) : false;
  }

  async publish(event: BusEvent): Promise<void> {
    if (this.pool) {
      await this.pool.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ ...event, origin: this.origin })]);
    }
    // Listeners of this instance (open pages, the store's catalogue) hear it before publish()
    // returns, so the answer to the request that made the change is never followed by stale reads here.
    this.emitLocal(event);
  }

  subscribe(channels: string[], fn: (e: BusEvent) => void): () => void {
    const handlers = channels.map((c) => {
      const h = (e: BusEvent) => fn(e);
      this.emitter.on(c, h);
      return [c, h] as const;
    });
    return () => handlers.forEach(([c, h]) => this.emitter.off(c, h));
  }

  private emitLocal(event: BusEvent): void {
    this.emitter.emit(event.channel, event);
  }
}

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
