import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildings } from '../../server/db/schema';
import { seedExtraDemoBuildings } from '../../server/db/seed';

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
    expect(res.map).toHaveLength(30);
    const app = t.app;
    const prices = await Promise.all(
      (res.map as [string][]).map(async ([id]) => json<{ priceCents: number }>(await app.inject({ url: `/api/store/panels/${id}` })).priceCents),
    );
    expect(prices.filter((p) => p === 159_760)).toHaveLength(1);
    expect(res.neighborhoods).toContain('Centro');
    expect(json(await t.app.inject({ method: 'GET', url: '/api/store/panels?neighborhood=Centro' })).summary.total).toBe(
      13,
    );
  });

  it("MAP_TILE_URL=none leaves the map on its dark grid, and the page's CSP names no tile host", async () => {
    t = await createTestApp({ MAP_TILE_URL: 'none' });
    const res = await t.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(json(res)).not.toHaveProperty('mapTileUrl');
    expect(res.headers['content-security-policy']).not.toContain('cartocdn');
  });
});
