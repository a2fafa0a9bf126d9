import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { foldText, mergeNeighborhoods } from '../../../domain/neighborhoods';
import { monthlyViewsEstimate, STORE_PAGE_SIZE } from '../../../domain/panels';
import { priceCart, toBuildingDiscount, type BuildingDiscount, type PricingBuilding } from '../../../domain/pricing';
import { boundsOf, clusterView, round5, viewCells, worldPoint, type ClusterInput, type MapView } from '../../../domain/map-clusters';
import type { MapPin, StoreMapResponse, StorePanel, StorePanelsResponse, StoreSummary } from '../../../domain/schemas/store';
import { photoUrlsOf } from '../buildings/buildings.service';
import type { CatalogBuildingRow, CatalogRows } from './store.repository';

type CatalogBuilding = CatalogBuildingRow;

export interface StoreQuery {
  search?: string;
  neighborhood?: string;
  page: number;
  summary: boolean;
}

/** A view of the store map (ADR 0033): the listing's filters, a zoom and a bounding box. */
export interface StoreMapQuery extends MapView {
  search?: string;
  neighborhood?: string;
}

/** One answer of the listing, as sent: the JSON text, its ETag, and its gzip (made once, on first ask). */
export interface StoreAnswer {
  body: string;
  etag: string;
  gzipped(): Buffer;
}

interface CachedAnswer extends StoreAnswer {
  /** The answer holds for requests at `from <= now < until` (no discount, booking or period boundary inside). */
  from: number;
  until: number;
}

const MAX_FILTERS = 200;
const MAX_ANSWERS = 1000;

/**
 * The store's catalogue as read at one moment (ADR 0010's listing, served from memory): the sellable
 * buildings in store order, the discounts and advertiser bookings indexed by building, the period
 * discounts. Nothing here depends on the time of the request; `answer(query, now)` prices with the
 * domain engine at `now` (discount windows, bookings ending) and caches each answer only until the
 * next time boundary in the data, so a window that opens or closes is seen to the millisecond.
 */
export class CatalogSnapshot {
  private readonly buildings: CatalogBuilding[];
  private readonly byId: Map<string, CatalogBuilding>;
  private readonly discountsByBuilding = new Map<string, BuildingDiscount[]>();
  /** Per building, when each advertiser booking holds its place: [from, end) (a renewal from its old booking's end). */
  private readonly bookingSpans = new Map<string, { from: number; end: number }[]>();
  private readonly periodDiscounts: { months: number; percentBp: number; from: number; to: number }[];
  private readonly neighborhoods: string[];
  /** Every instant at which some price, advertiser count or period label may change, sorted. */
  private readonly boundaries: number[];
  private readonly filtered = new Map<string, CatalogBuilding[]>();
  private readonly filteredPoints = new Map<string, ClusterInput<CatalogBuilding>[]>();
  private readonly answers = new Map<string, CachedAnswer>();
  private readonly mapAnswers = new Map<string, CachedAnswer>();

  constructor(rows: CatalogRows) {
    this.buildings = rows.buildings;
    this.byId = new Map(rows.buildings.map((b) => [b.id, b]));
    const edges = new Set<number>();
    // A window [start, end] is closed at both ends in the engine: the state changes at `start` and
    // just after `end`, so both instants and the next millisecond are boundaries.
    const edge = (t: number) => {
      edges.add(t);
      edges.add(t + 1);
    };
    for (const row of rows.discounts) {
      const d = toBuildingDiscount(row);
      edge(d.startsAt.getTime());
      edge(d.endsAt.getTime());
      for (const id of new Set([d.buildingId, ...(d.buildingIds ?? [])])) {
        if (!id) continue;
        const list = this.discountsByBuilding.get(id) ?? [];
        list.push(d);
        this.discountsByBuilding.set(id, list);
      }
    }
    for (const b of rows.bookings) {
      const end = new Date(b.endsAt).getTime();
      edge(end);
      const from = b.countsFrom ? new Date(b.countsFrom).getTime() : -Infinity;
      if (b.countsFrom) edge(from);
      const list = this.bookingSpans.get(b.buildingId) ?? [];
      list.push({ from, end });
      this.bookingSpans.set(b.buildingId, list);
    }
    this.periodDiscounts = rows.periodDiscounts.map((p) => {
      const from = p.startsAt ? new Date(p.startsAt).getTime() : -Infinity;
      const to = p.endsAt ? new Date(p.endsAt).getTime() : Infinity;
      if (p.startsAt) edge(from);
      if (p.endsAt) edge(to);
      return { months: p.months, percentBp: p.percentBp, from, to };
    });
    this.boundaries = [...edges].sort((a, b) => a - b);
    const stored = [...new Set(rows.buildings.map((b) => b.neighborhood))].sort();
    const fromAddress = [...new Set(rows.buildings.map((b) => b.addressNeighborhood).filter((x): x is string => !!x))].sort();
    this.neighborhoods = mergeNeighborhoods(stored, fromAddress);
  }

  answer(q: StoreQuery, now: Date): StoreAnswer {
    const t = now.getTime();
    const search = q.search?.trim() ? foldText(q.search.trim()) : '';
    const nb = q.neighborhood?.trim() ? foldText(q.neighborhood.trim()) : '';
    const key = `${search}\u0000${nb}\u0000${q.page}\u0000${q.summary ? 1 : 0}`;
    const hit = this.answers.get(key);
    if (hit && hit.from <= t && t < hit.until) return hit;

    const matching = this.matching(search, nb);
    const offset = (q.page - 1) * STORE_PAGE_SIZE;
    const items: StorePanel[] = matching.slice(offset, offset + STORE_PAGE_SIZE).map((b) => this.card(b, now));
    const summary: StoreSummary | null = q.summary
      ? {
          total: matching.length,
          totalSellable: this.buildings.length,
          neighborhoods: this.neighborhoods,
          // The map fits these bounds and asks for its view (ADR 0033): no pin travels with the listing.
          bounds: this.boundsOf(search, nb, matching),
          periodDiscounts: this.periodDiscounts
            .filter((p) => p.from <= t && t <= p.to)
            .map((p) => ({ months: p.months, percentBp: p.percentBp })),
        }
      : null;
    const response: StorePanelsResponse = { page: q.page, pageSize: STORE_PAGE_SIZE, items, summary };
    return this.remember(this.answers, key, JSON.stringify(response), t);
  }

  /**
   * What one view of the store map shows (ADR 0033): the filter's buildings in the view's cells,
   * clustered by domain/map-clusters.ts. Cached by the cells the view covers (not its exact
   * edges), so views that differ by less than a cell share one answer, until the next boundary.
   */
  mapView(q: StoreMapQuery, now: Date): StoreAnswer {
    const t = now.getTime();
    const search = q.search?.trim() ? foldText(q.search.trim()) : '';
    const nb = q.neighborhood?.trim() ? foldText(q.neighborhood.trim()) : '';
    const view: MapView = { zoom: q.zoom, west: q.west, south: q.south, east: q.east, north: q.north };
    // Two views over the same cells give the same answer: the key is the cells, not the edges.
    const key = `${search}\u0000${nb}\u0000${q.zoom}\u0000${viewCells(view).join(',')}`;
    const hit = this.mapAnswers.get(key);
    if (hit && hit.from <= t && t < hit.until) return hit;
    const points = this.pointsOf(search, nb);
    const grid = clusterView(points, view, (b) => b.id);
    const response: StoreMapResponse = {
      zoom: q.zoom,
      total: points.length,
      inView: grid.inView,
      clusters: grid.clusters,
      // Compact pins (ADR 0021): the info window asks for the rest on click.
      pins: grid.pins.map((b): MapPin => [b.id, round5(b.latitude), round5(b.longitude), b.status, this.advertisers(b.id, t)]),
    };
    return this.remember(this.mapAnswers, key, JSON.stringify(response), t);
  }

  private remember(cache: Map<string, CachedAnswer>, key: string, body: string, t: number): StoreAnswer {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const { from, until } = this.interval(t);
    if (cache.size >= MAX_ANSWERS) cache.clear();
    let gz: Buffer | undefined;
    // Compressed once per answer: every browser asks for gzip, so compressing per request would
    // cost more than building it.
    const gzipped = () => (gz ??= gzipSync(body, { level: 6 }));
    const answer = { body, etag, gzipped, from, until };
    cache.set(key, answer);
    return answer;
  }

  /** One sellable panel as its card shows it (the map's info window), priced at `now`; null when not in the store. */
  panel(id: string, now: Date): StorePanel | null {
    const b = this.byId.get(id);
    return b ? this.card(b, now) : null;
  }

  private card(b: CatalogBuilding, now: Date): StorePanel {
    const p = this.price(b, now);
    return {
      id: b.id,
      name: b.name,
      address: b.address,
      neighborhood: b.neighborhood,
      status: b.status,
      screens: b.screens,
      residents: b.residents,
      monthlyViews: monthlyViewsEstimate(b.residents),
      priceCents: p.unitCents,
      originalPriceCents: b.priceCents,
      isPromo: p.isPromo,
      promoPercentBp: p.promoPercentBp,
      advertisers: this.advertisers(b.id, now.getTime()),
      latitude: b.latitude,
      longitude: b.longitude,
      mainPhotoUrl: b.mainPhotoKey ? photoUrlsOf(b.mainPhotoKey).md : null,
    };
  }

  /** Bookings of the building still running at `t`. */
  private advertisers(id: string, t: number): number {
    const spans = this.bookingSpans.get(id);
    return spans ? spans.reduce((n, s) => (s.from <= t && t < s.end ? n + 1 : n), 0) : 0;
  }

  /** The filter's buildings with their place in the world (for the map's grid); cached per filter. */
  private pointsOf(search: string, nb: string): ClusterInput<CatalogBuilding>[] {
    const key = `${search}\u0000${nb}`;
    let list = this.filteredPoints.get(key);
    if (!list) {
      list = this.matching(search, nb).map((b) => ({
        item: b,
        latitude: b.latitude,
        longitude: b.longitude,
        world: worldPoint(b.latitude, b.longitude),
      }));
      if (this.filteredPoints.size >= MAX_FILTERS) this.filteredPoints.clear();
      this.filteredPoints.set(key, list);
    }
    return list;
  }

  private readonly bounds = new Map<string, StoreSummary['bounds']>();

  private boundsOf(search: string, nb: string, matching: CatalogBuilding[]): StoreSummary['bounds'] {
    const key = `${search}\u0000${nb}`;
    if (!this.bounds.has(key)) {
      if (this.bounds.size >= MAX_FILTERS) this.bounds.clear();
      this.bounds.set(key, boundsOf(matching));
    }
    return this.bounds.get(key)!;
  }

  /** Matching buildings of a filter (already folded), in store order; cached per filter. */
  private matching(search: string, nb: string): CatalogBuilding[] {
    if (!search && !nb) return this.buildings;
    const key = `${search}\u0000${nb}`;
    let list = this.filtered.get(key);
    if (!list) {
      list = this.buildings.filter(
        (b) =>
          (!search || b.searchKey.includes(search)) &&
          (!nb || b.neighborhoodKey === nb || b.addressNeighborhoodKey === nb),
      );
      if (this.filtered.size >= MAX_FILTERS) this.filtered.clear();
      this.filtered.set(key, list);
    }
    return list;
  }

  /**
   * The unit price of rule 1 of the pricing engine, computed BY the engine (a one-line cart), so a
   * card shows exactly what the quote will charge; the engine also decides which discount is in
   * force (status, window, highest).
   */
  private price(b: CatalogBuilding, now: Date) {
    const building: PricingBuilding = { id: b.id, name: b.name, status: b.status, priceCents: b.priceCents };
    const buildingDiscounts = this.discountsByBuilding.get(b.id);
    if (!buildingDiscounts) return { unitCents: b.priceCents, isPromo: false, promoPercentBp: 0 };
    const [line] = priceCart({
      lines: [{ building }],
      months: 1,
      buildingDiscounts,
      periodDiscounts: [],
      varietyDiscount: null,
      coupon: null,
      method: null,
      now,
    }).lines;
    return { unitCents: line!.unitCents, isPromo: line!.isPromo, promoPercentBp: line!.promoPercentBp };
  }

  /** The boundaries around `t`: [last one <= t, first one > t). */
  private interval(t: number): { from: number; until: number } {
    const b = this.boundaries;
    let lo = 0;
    let hi = b.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (b[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return { from: lo > 0 ? b[lo - 1]! : -Infinity, until: lo < b.length ? b[lo]! : Infinity };
  }
}

