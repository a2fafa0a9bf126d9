import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, json, type TestApp } from '../setup/app';
import { seedDemoData } from '../../server/db/seed';

/**
 * The demo store's first look: every seeded demo building has a drawn photo, stored through the
 * staff upload pipeline (WebP in three sizes, main photo set), so no card says 'Sem Imagem'.
 */
describe('demo buildings get photos when seeded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_PHOTOS: 'true', SEED_EXTRA_BUILDINGS: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each of the 8 demo buildings one main photo in WebP sizes, once', async () => {
    const { items, summary } = json(await t.app.inject({ method: 'GET', url: '/api/store/panels?neighborhood=' }));
    expect(summary.total).toBe(8);
    const urls = items.map((p: { mainPhotoUrl: string | null }) => p.mainPhotoUrl);
    expect(urls.every((u: string | null) => typeof u === 'string' && /^\/files\/photos\/.+-md\.webp$/.test(u))).toBe(true);
    // Different buildings, different pictures.
    expect(new Set(urls).size).toBe(urls.length);
    const file = await t.app.inject({ method: 'GET', url: urls[0] });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    // Seeding again (another start) adds nothing.
    expect(await seedDemoData(t.app.deps.db)).toBe(false);
  });
});
