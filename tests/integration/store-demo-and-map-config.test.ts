import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildings } from '../../server/db/schema';
import { pendingDemoPhotos, seedExtraDemoBuildings } from '../../server/db/seed';
import type { StoreMapResponse, StorePanelsResponse } from '../../domain/schemas/store';

describe('store demo data (SEED_EXTRA_BUILDINGS) and the map tiles setting', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('SEED_EXTRA_BUILDINGS adds that many sellable buildings once, one of them promoted', async () => {
    const tiles = 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png';
    t = await createTestApp({ SEED_EXTRA_BUILDINGS: '24', MAP_TILE_URL: tiles });
    // The map tiles come from the server's config (dark CARTO tiles by default: see store-panels.test.ts).
    expect(json(await t.app.inject({ method: 'GET', url: '/api/site/config' })).mapTileUrl).toBe(tiles);
    const rows = await t.app.deps.db.select().from(buildings);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.name)).size).toBe(30);
    expect(await seedExtraDemoBuildings(t.app.deps.db, 24)).toBe(false);
    const res = json(await t.app.inject({ method: 'GET', url: '/api/store/panels' })).summary;
    expect(res.total).toBe(30);
    // Every one on the map of the town (zoom 14: small clusters name their panels).
    const view = json<StoreMapResponse>(await t.app.inject({ url: `/api/store/map?zoom=14&west=-54.66&south=-25.62&east=-54.5&north=-25.46` }));
    const ids = [...view.pins.map((p) => p[0]), ...view.clusters.flatMap((c) => c.ids ?? [])];
    expect(view.inView).toBe(30);
    expect(new Set(ids).size).toBe(30);
    const app = t.app;
    const prices = await Promise.all(
      ids.map(async (id) => json<{ priceCents: number }>(await app.inject({ url: `/api/store/panels/${id}` })).priceCents),
    );
    expect(prices.filter((p) => p === 159_760)).toHaveLength(1);
    expect(res.neighborhoods).toContain('Centro');
    expect(json(await t.app.inject({ method: 'GET', url: '/api/store/panels?neighborhood=Centro' })).summary.total).toBe(
      13,
    );
  });

  it('10,000 extra buildings (the store at scale): seeded in batches, spread over the town, photos only for the first pages', async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'false' });
    const db = t.app.deps.db;
    const ids = await seedExtraDemoBuildings(db, 10_000);
    expect(ids).not.toBe(false);
    expect(new Set(ids as string[]).size).toBe(10_000);
    // Drawing 10,000 façades would keep the CPU busy for many minutes: only the first pages' get one.
    const queued = await pendingDemoPhotos(db);
    expect(queued.length).toBeGreaterThan(27);
    expect(queued.length).toBeLessThanOrEqual(54);
    t.app.deps.storeCatalog.invalidate();
    const sum = json<StorePanelsResponse>(await t.app.inject({ url: '/api/store/panels?neighborhood=Centro' })).summary!;
    expect(sum.total).toBe(5_000);
    // Spread over the town (≈ 40 km across), not a continent.
    const [south, west, north, east] = sum.bounds!;
    expect(north - south).toBeLessThan(0.4);
    expect(east - west).toBeLessThan(0.5);
    // Each of the store's first page cards is one with a photo queued.
    expect(sum.total > 0 && json<StorePanelsResponse>(await t.app.inject({ url: '/api/store/panels?neighborhood=Centro' })).items.every((i) => queued.includes(i.id))).toBe(true);
    // The town at zoom 11: 10,000 panels in a few dozen clusters.
    const view = json<StoreMapResponse>(await t.app.inject({ url: `/api/store/map?zoom=11&west=-54.9&south=-25.8&east=-54.3&north=-25.3` }));
    expect(view.inView).toBe(10_000);
    expect(view.clusters.reduce((s, c) => s + c.count, 0) + view.pins.length).toBe(10_000);
    expect(view.clusters.length + view.pins.length).toBeLessThan(200);
  });

  it("MAP_TILE_URL=none leaves the map on its dark grid, and the page's CSP names no tile host", async () => {
    t = await createTestApp({ MAP_TILE_URL: 'none' });
    const res = await t.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(json(res)).not.toHaveProperty('mapTileUrl');
    expect(res.headers['content-security-policy']).not.toContain('cartocdn');
  });
});
