import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { BusEvent, ChannelAuthorizer, EventBus } from '../../ports';


const PG_CHANNEL = 'indexa_events';

/**
 * Live updates. In-process on PGlite; over PostgreSQL every instance LISTENs so an event
 * published on one reaches the browsers connected to all of them.
 */
export class PgEventBus implements EventBus {
  private emitter = new EventEmitter();
  private authorizers = new Map<string, ChannelAuthorizer>();
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
  registerChannel(prefix: string, authorize: ChannelAuthorizer): void {
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
