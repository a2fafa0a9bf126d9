import { messages } from '../../../domain/messages';
import type { StorePanel } from '../../../domain/schemas/store';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { EventBus } from '../../ports';
import { loadCatalogRows } from './store.repository';
import { CatalogSnapshot, type StoreAnswer, type StoreMapQuery, type StoreQuery } from './store.snapshot';
import { clock } from '../../lib/clock';

export type { StoreAnswer, StoreMapQuery, StoreQuery } from './store.snapshot';

/** After a catalogue event, the next snapshot is built this long after, unless a visitor asks first. */
const REBUILD_AFTER_MS = 100;

/**
 * The store listing's source (ADR 0010, ADR 0020): a catalogue snapshot held in memory, built from
 * the database on first use and again after every event on the public 'catalog' channel. Every
 * writer of what the listing shows (buildings, photos, discounts, period discounts, bookings)
 * publishes such an event after its commit, and the EventBus carries it to every instance
 * (LISTEN/NOTIFY on PostgreSQL), so each instance drops its snapshot. The database stays the
 * truth: a snapshot is only ever read while no event has come since it was read.
 */
export class StoreCatalog {
  private current?: Promise<CatalogSnapshot>;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;

  constructor(private readonly db: Db) {}

  /** Drops the snapshot on every catalogue event; rebuilds it shortly after, in the background. */
  listen(events: EventBus): void {
    this.unsubscribe = events.subscribe(['catalog'], () => this.invalidate());
  }

  invalidate(): void {
    this.current = undefined;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.snapshot().catch(() => {}), REBUILD_AFTER_MS);
    this.timer.unref();
  }

  /** Builds the first snapshot without making anyone wait for it (start-up). */
  warm(): void {
    void this.snapshot().catch(() => {});
  }

  stop(): void {
    clearTimeout(this.timer);
    this.unsubscribe?.();
  }

  snapshot(): Promise<CatalogSnapshot> {
    if (!this.current) {
      const building = loadCatalogRows(this.db, clock.now()).then((rows) => new CatalogSnapshot(rows));
      this.current = building;
      // A failed read is not kept: the next request tries again.
      building.catch(() => {
        if (this.current === building) this.current = undefined;
      });
    }
    return this.current;
  }
}

/** One page of the store (and, with `summary`, the filter's count, neighbourhoods and map), priced at `now`. */
export async function listStorePanels(catalog: StoreCatalog, query: StoreQuery, now = clock.now()): Promise<StoreAnswer> {
  return (await catalog.snapshot()).answer(query, now);
}

/** What one view of the store map shows, clustered on the server (ADR 0033), at `now`. */
export async function storeMapView(catalog: StoreCatalog, query: StoreMapQuery, now = clock.now()): Promise<StoreAnswer> {
  return (await catalog.snapshot()).mapView(query, now);
}

/** One panel of the store as its card shows it (the map's info window), priced at `now`; 404 when not sellable. */
export async function getStorePanel(catalog: StoreCatalog, id: string, now = clock.now()): Promise<StorePanel> {
  const panel = (await catalog.snapshot()).panel(id, now);
  if (!panel) throw notFound(messages.storePanelNotFound);
  return panel;
}
