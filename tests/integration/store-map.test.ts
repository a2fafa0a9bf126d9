import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, cookiesOf, json, type TestApp } from '../setup/app';
import { occupy } from '../factories/checkout';
import { buildings } from '../../server/db/schema';
import { messages } from '../../domain/messages';
import { CLUSTER_IDS_MAX } from '../../domain/map-clusters';
import type { StoreMapResponse, StorePanelsResponse } from '../../domain/schemas/store';
import { makeBuildings } from '../factories/store-buildings';

const GATE = 'portao-do-mapa';
/** The town at zoom 12 (≈ 30 km in a few hundred pixels): the test buildings cluster. */
const TOWN = 'zoom=12&west=-54.75&south=-25.7&east=-54.4&north=-25.4';

/**
 * GET /api/store/map (ADR 0033): the store map asks the server what its view shows, clustered on
 * a grid per zoom, from the same catalogue snapshot and with the same rules as the listing.
 */
describe('GET /api/store/map: the store map clustered on the server, per zoom and view', () => {
  let t: TestApp;
  let cookie: string;
  /** 200 buildings on a 20 × 10 grid, 0.0005° (≈ 50 m) apart, all in 'Centro'; ten more in 'Vila A'. */
  let grid: string[];
  let vilaA: string[];

  const map = async (query: string): Promise<StoreMapResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/store/map?${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return json(res);
  };
  const shown = (r: StoreMapResponse) => r.clusters.reduce((s, c) => s + c.count, 0) + r.pins.length;

  beforeAll(async () => {
    t = await createTestApp({ SITE_ACCESS_PASSWORD: GATE, SEED_DEMO_DATA: 'false' });
    cookie = cookiesOf(await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: GATE } }));
    grid = await makeBuildings(t.app.deps.db, 200, (i) => ({
      name: `Grade ${String(i).padStart(3, '0')}`,
      latitude: -25.55 + (i % 20) * 0.0005,
      longitude: -54.58 + Math.floor(i / 20) * 0.0005,
    }));
    vilaA = await makeBuildings(t.app.deps.db, 10, (i) => ({
      name: `Vila ${String(i).padStart(2, '0')}`,
      neighborhood: 'Vila A',
      address: `Rua Vila, ${i} - Vila A, Foz do Iguaçu - PR`,
      latitude: -25.5 + i * 0.01,
      longitude: -54.5,
    }));
    t.app.deps.storeCatalog.invalidate();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.queries.length = 0;
  });

  it('the town view: clusters with counts, positions and bounds, every panel counted once', async () => {
    const r = await map(TOWN);
    expect(r).toMatchObject({ zoom: 12, total: 210, inView: 210 });
    expect(shown(r)).toBe(210);
    // 210 buildings in a few cells: far fewer entries than panels.
    expect(r.clusters.length + r.pins.length).toBeLessThan(20);
    const big = r.clusters.find((c) => c.count > CLUSTER_IDS_MAX)!;
    expect(big.ids).toBeUndefined();
    expect(big.latitude).toBeGreaterThanOrEqual(big.bounds[0]);
    expect(big.latitude).toBeLessThanOrEqual(big.bounds[2]);
    expect(big.longitude).toBeGreaterThanOrEqual(big.bounds[1]);
    expect(big.longitude).toBeLessThanOrEqual(big.bounds[3]);
    // The summary gives the map the filter's extent to fit before it asks.
    const listing = json<StorePanelsResponse>(await t.app.inject({ url: '/api/store/panels?summary=1', headers: { cookie } }));
    expect(listing.summary!.bounds).toEqual([-25.55, -54.58, -25.4, -54.5]);
  });

  it('zooming in shows single pins; from zoom 17 every panel of the view is a pin, in store order', async () => {
    // A corner of the grid at zoom 17: 4 × 4 places, ≈ 150 m, 15 buildings (the grid starts at i = 1).
    const r = await map('zoom=17&west=-54.5801&south=-25.5501&east=-54.5784&north=-25.5484');
    expect(r.clusters).toEqual([]);
    expect(r.pins).toHaveLength(15);
    expect(r.inView).toBe(15);
    const names = new Map(grid.map((id, k) => [id, k]));
    const order = r.pins.map((p) => names.get(p[0])!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Compact pins: id, latitude, longitude, status, advertisers — nothing else.
    expect(r.pins[0]).toEqual([grid[0], -25.5495, -54.58, 'active', 0]);
    // Zoom 15 on the same place: buildings 50 m apart share cells (≈ 300 m), and a small cluster names them.
    const mid = await map('zoom=15&west=-54.581&south=-25.551&east=-54.57&north=-25.54');
    expect(mid.clusters.length).toBeGreaterThan(0);
    expect(mid.clusters.every((c) => c.count >= 2)).toBe(true);
    const small = mid.clusters.find((c) => c.count <= CLUSTER_IDS_MAX);
    if (small) expect(small.ids).toHaveLength(small.count);
  });

  it('answers from memory: no SQL per view, and an unchanged view is a 304', async () => {
    await map(TOWN);
    t.queries.length = 0;
    for (const q of [TOWN, 'zoom=13&west=-54.6&south=-25.6&east=-54.5&north=-25.5', `${TOWN}&neighborhood=Vila%20A`]) await map(q);
    expect(t.queries.filter((s) => /\bbuildings\b/.test(s))).toHaveLength(0);
    const first = await t.app.inject({ url: `/api/store/map?${TOWN}`, headers: { cookie } });
    const again = await t.app.inject({ url: `/api/store/map?${TOWN}`, headers: { cookie, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('filters like the listing: neighbourhood and search', async () => {
    const r = await map(`${TOWN}&neighborhood=vila%20a`);
    expect(r.total).toBe(10);
    expect(shown(r)).toBe(10);
    const ids = [...r.pins.map((p) => p[0]), ...r.clusters.flatMap((c) => c.ids ?? [])];
    expect(ids.sort()).toEqual([...vilaA].sort());
    expect((await map(`${TOWN}&search=grade%20007`)).total).toBe(1);
  });

  it('shows only sellable buildings (active, not archived), with the advertisers of the listing', async () => {
    const db = t.app.deps.db;
    const street = 'zoom=17&west=-54.5801&south=-25.5501&east=-54.5784&north=-25.5484';
    const [a, b, c, d] = (await map(street)).pins.map((p) => p[0]);
    await db.update(buildings).set({ status: 'maintenance' }).where(eq(buildings.id, a!));
    await db.update(buildings).set({ status: 'inactive' }).where(eq(buildings.id, b!));
    await db.update(buildings).set({ archivedAt: new Date() }).where(eq(buildings.id, c!));
    await occupy(t.app, d!, 10);
    try {
      t.app.deps.storeCatalog.invalidate();
      const r = await map(street);
      expect(r.pins).toHaveLength(12);
      expect(r.pins.map((p) => p[0])).not.toEqual(expect.arrayContaining([a, b, c]));
      expect(r.pins.every((p) => p[3] === 'active')).toBe(true);
      expect(r.pins.find((p) => p[0] === d)![4]).toBe(10);
      expect((await map(TOWN)).total).toBe(207);
    } finally {
      await db.update(buildings).set({ status: 'active', archivedAt: null }).where(inArray(buildings.id, [a!, b!, c!]));
      t.app.deps.storeCatalog.invalidate();
    }
  });

  it('sends no field beyond the map’s: no names, prices, addresses or staff data', async () => {
    const res = await t.app.inject({ url: `/api/store/map?${TOWN}`, headers: { cookie } });
    const body = json<Record<string, unknown>>(res);
    expect(Object.keys(body).sort()).toEqual(['clusters', 'inView', 'pins', 'total', 'zoom']);
    for (const c of body.clusters as Record<string, unknown>[]) {
      expect(Object.keys(c).every((k) => ['latitude', 'longitude', 'count', 'bounds', 'ids'].includes(k))).toBe(true);
    }
    expect(res.body).not.toMatch(/Grade|Rua|priceCents|199700|archived/);
  });

  it('is behind the site gate', async () => {
    const res = await t.app.inject({ url: `/api/store/map?${TOWN}` });
    expect(res.statusCode).toBe(403);
    expect(json(res).error.code).toBe('gate_locked');
  });

  it('refuses a bad view with a pt-BR 400, never a 500', async () => {
    const cases: [string, string][] = [
      ['', messages.mapViewInvalid],
      ['zoom=12', messages.mapViewInvalid],
      ['zoom=abc&west=-54.75&south=-25.7&east=-54.4&north=-25.4', messages.mapViewInvalid],
      ['zoom=19&west=-54.75&south=-25.7&east=-54.4&north=-25.4', messages.mapViewInvalid],
      ['zoom=12.5&west=-54.75&south=-25.7&east=-54.4&north=-25.4', messages.mapViewInvalid],
      ['zoom=12&west=-54.4&south=-25.7&east=-54.75&north=-25.4', messages.mapViewInvalid],
      ['zoom=12&west=-54.75&south=-25.4&east=-54.4&north=-25.7', messages.mapViewInvalid],
      ['zoom=12&west=-254&south=-25.7&east=-54.4&north=-25.4', messages.mapViewInvalid],
      ['zoom=12&west=-54.75&south=-25.7&east=-54.4&north=95', messages.mapViewInvalid],
      ['zoom=12&west=NaN&south=-25.7&east=-54.4&north=-25.4', messages.mapViewInvalid],
      // The whole world at zoom 12 would be 16,384 cells wide.
      ['zoom=12&west=-180&south=-85&east=180&north=85', messages.mapViewTooLarge],
      [`${TOWN}&search=${'a'.repeat(101)}`, 'A busca deve ter no máximo 100 caracteres.'],
    ];
    for (const [q, message] of cases) {
      const res = await t.app.inject({ url: `/api/store/map?${q}`, headers: { cookie } });
      expect(res.statusCode, q).toBe(400);
      expect(json(res).error.message, q).toBe(message);
    }
  });
});
