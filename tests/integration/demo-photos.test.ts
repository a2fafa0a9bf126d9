import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, json, type TestApp } from '../setup/app';
import { eq } from 'drizzle-orm';
import { DEMO_PHOTOS_PENDING, seedDemoData } from '../../server/db/seed';
import { buildingPhotos } from '../../server/db/schema';
import { getSetting, setSetting } from '../../server/modules/site/settings.repository';
import { giveDemoPhotos } from '../../server/flows/demo-photos';

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
    // Drawn after start, in the background.
    await t.app.demoPhotos;
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
    // Seeding again (another start) adds nothing, and the queue is empty.
    expect(await seedDemoData(t.app.deps.db)).toBe(false);
    expect(await getSetting(t.app.deps.db, DEMO_PHOTOS_PENDING)).toEqual([]);
  });

  it('a start cut short finishes the queue on the next one, without a second photo for a building that has one', async () => {
    const db = t.app.deps.db;
    const { items } = json(await t.app.inject({ method: 'GET', url: '/api/store/panels?neighborhood=' }));
    const [done, bare] = items as { id: string }[];
    // As if the process died after drawing `done` but before taking it off the queue, with `bare` not reached yet.
    await db.delete(buildingPhotos).where(eq(buildingPhotos.buildingId, bare!.id));
    await setSetting(db, DEMO_PHOTOS_PENDING, [done!.id, bare!.id, '00000000-0000-4000-8000-000000000000']);
    await giveDemoPhotos(t.app.deps);
    expect((await db.select().from(buildingPhotos).where(eq(buildingPhotos.buildingId, done!.id))).length).toBe(1);
    expect((await db.select().from(buildingPhotos).where(eq(buildingPhotos.buildingId, bare!.id))).length).toBe(1);
    expect(json(await t.app.inject({ method: 'GET', url: `/api/store/panels/${bare!.id}` })).mainPhotoUrl).toMatch(/-md\.webp$/);
    expect(await getSetting(db, DEMO_PHOTOS_PENDING)).toEqual([]);
  });
});
