import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { listStorePanels } from '../../server/modules/store/store.service';
import type { StorePanel, StorePanelsResponse } from '../../domain/schemas/store';
import { createTestApp, cookiesOf, json, type TestApp } from '../setup/app';
import { buildingBody } from '../factories/buildings';
import { loginAs } from '../factories/users';
import { buyer, createOrder, payPix, sandboxApprove } from '../factories/checkout';

const GATE = 'portao-do-snapshot';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The store listing is served from an in-memory catalogue snapshot (ADR 0020). Here nothing touches
 * the snapshot by hand: only the admin API's own catalogue events may refresh it, and the listing
 * must never show a price the quote (read from the database) would not charge.
 */
describe('store listing snapshot: never a stale price', () => {
  let t: TestApp;
  let gate: string;
  let staff: string;

  const listing = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/store/panels${query}`, headers: { cookie: gate, ...headers } });
  const panel = async (id: string) => {
    const res = await listing('?summary=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = json<StorePanelsResponse>(res);
    const card = body.items.find((p) => p.id === id);
    // The map's info window (GET /api/store/panels/:id) shows the card's price.
    const one = await t.app.inject({ method: 'GET', url: `/api/store/panels/${id}`, headers: { cookie: gate } });
    expect(one.statusCode, one.body).toBe(card ? 200 : 404);
    if (card) expect(json<StorePanel>(one).priceCents, 'card and map agree').toBe(card.priceCents);
    return card;
  };
  const quoted = async (id: string) =>
    json(await t.app.inject({ method: 'POST', url: '/api/store/quote', headers: { cookie: gate }, payload: { buildingIds: [id], months: 1 } }))
      .quote.lines[0].unitCents as number;
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ SITE_ACCESS_PASSWORD: GATE, SEED_DEMO_DATA: 'false' });
    gate = cookiesOf(await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: GATE } }));
    staff = (await loginAs(t.app, 'admin')).cookie;
  });
  afterAll(() => t.close());

  it('after every price edit the next listing has the new price, equal to the quote', async () => {
    const created = await call('POST', '/api/admin/buildings', buildingBody({ name: 'Aaa Snapshot', priceCents: 199_700 }));
    expect(created.statusCode, created.body).toBe(201);
    const b = json(created) as { id: string };
    expect((await panel(b.id))?.priceCents).toBe(199_700);
    for (const price of [150_000, 150_100, 99_900, 250_000]) {
      const res = await call('PUT', `/api/admin/buildings/${b.id}`, buildingBody({ name: 'Aaa Snapshot', priceCents: price }));
      expect(res.statusCode, res.body).toBe(200);
      expect((await panel(b.id))?.priceCents).toBe(price);
      expect(await quoted(b.id)).toBe(price);
    }
    // Taken out of the store: gone at once.
    await call('PUT', `/api/admin/buildings/${b.id}`, buildingBody({ name: 'Aaa Snapshot', priceCents: 250_000, status: 'maintenance' }));
    expect(await panel(b.id)).toBeUndefined();
  });

  it('a promotion created, edited, deleted, and a period discount saved, show on the next listing', async () => {
    const b = json(await call('POST', '/api/admin/buildings', buildingBody({ name: 'Aab Promo', priceCents: 100_000 }))) as { id: string };
    expect((await panel(b.id))?.priceCents).toBe(100_000);
    const body = { type: 'percentage', valueBp: 2000, startsAt: iso(Date.now() - DAY), endsAt: iso(Date.now() + 30 * DAY), buildingIds: [b.id] };
    const created = await call('POST', '/api/admin/discounts', body);
    expect(created.statusCode, created.body).toBe(201);
    const discountId = (json(created) as { id: string }).id;
    expect(await panel(b.id)).toMatchObject({ priceCents: 80_000, isPromo: true, promoPercentBp: 2000 });
    expect(await quoted(b.id)).toBe(80_000);
    expect((await call('PUT', `/api/admin/discounts/${discountId}`, { ...body, valueBp: 3500 })).statusCode).toBe(200);
    expect(await panel(b.id)).toMatchObject({ priceCents: 65_000, promoPercentBp: 3500 });
    expect((await call('DELETE', `/api/admin/discounts/${discountId}`)).statusCode).toBe(200);
    expect(await panel(b.id)).toMatchObject({ priceCents: 100_000, isPromo: false });

    const saved = await call('PUT', '/api/admin/period-discounts', {
      periods: [{ months: 3, percentBp: 700, active: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<StorePanelsResponse>(await listing('?summary=1')).summary!.periodDiscounts).toContainEqual({ months: 3, percentBp: 700 });
  });

  it('prices at the time of the request: a scheduled promotion starts and ends without any event', async () => {
    const b = json(await call('POST', '/api/admin/buildings', buildingBody({ name: 'Aac Agenda', priceCents: 100_000 }))) as { id: string };
    const start = Date.now() + 2 * DAY;
    const end = Date.now() + 4 * DAY;
    await call('POST', '/api/admin/discounts', { type: 'percentage', valueBp: 1000, startsAt: iso(start), endsAt: iso(end), buildingIds: [b.id] });
    expect((await panel(b.id))?.priceCents).toBe(100_000);
    const q = { page: 1, summary: true };
    const at = async (ms: number) => {
      const r = JSON.parse((await listStorePanels(t.app.deps.storeCatalog, q, new Date(ms))).body) as StorePanelsResponse;
      return r.items.find((p) => p.id === b.id)!.priceCents;
    };
    t.queries.length = 0;
    expect(await at(start - 1)).toBe(100_000);
    expect(await at(start + DAY)).toBe(90_000);
    expect(await at(Date.now())).toBe(100_000);
    expect(await at(end + DAY)).toBe(100_000);
    expect(t.queries, 'served from memory').toHaveLength(0);
  });

  it('an unchanged page is a 304 for its ETag; a change gives a new ETag', async () => {
    const first = await listing('?page=1&summary=0');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await listing('?page=1&summary=0', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const b = json(await call('POST', '/api/admin/buildings', buildingBody({ name: 'Aaa Primeiro' }))) as { id: string };
    const changed = await listing('?page=1&summary=0', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(json<StorePanelsResponse>(changed).items[0]!.id).toBe(b.id);
  });

  it('sends its cached gzip to a browser that accepts it, the same JSON', async () => {
    const plain = await listing('?summary=1', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await listing('?summary=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(json<StorePanelsResponse>(plain).summary!.total).toBeGreaterThan(0);
    expect((await listing('?summary=1', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('another instance over the same PostgreSQL drops its snapshot on the event', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      SITE_ACCESS_PASSWORD: GATE,
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: 'master@teste.local',
      ADMIN_PASSWORD: 'master-senha-forte',
    });
    const other = await buildApp({ config, database: t.database, closeDatabase: false, logger: false, serveWeb: false });
    try {
      const b = json(await call('POST', '/api/admin/buildings', buildingBody({ name: 'Aaa Outra', priceCents: 120_000 }))) as { id: string };
      const otherGate = cookiesOf(await other.inject({ method: 'POST', url: '/api/gate', payload: { password: GATE } }));
      const priceThere = async () =>
        json<StorePanelsResponse>(await other.inject({ url: '/api/store/panels', headers: { cookie: otherGate } })).items.find((p) => p.id === b.id)
          ?.priceCents;
      await expect.poll(priceThere, { timeout: 3000 }).toBe(120_000);
      await call('PUT', `/api/admin/buildings/${b.id}`, buildingBody({ name: 'Aaa Outra', priceCents: 130_000 }));
      await expect.poll(priceThere, { timeout: 3000 }).toBe(130_000);
    } finally {
      await other.close();
    }
  });
});

describe('store listing snapshot: advertisers follow sales', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'false' });
  });
  afterAll(() => t.close());

  it('a paid order counts as an advertiser on the next listing (ADVERTISERS_UPDATED), no hand refresh', async () => {
    const staff = (await loginAs(t.app, 'admin')).cookie;
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/buildings', headers: { cookie: staff }, payload: buildingBody({ name: 'Aaa Vendido' }) });
    const b = json(created) as { id: string };
    const advertisers = async () =>
      json<StorePanelsResponse>(await t.app.inject({ url: '/api/store/panels?summary=1' })).items.find((m) => m.id === b.id)!.advertisers;
    expect(await advertisers()).toBe(0);
    const order = await createOrder(t.app, { buyer: buyer(), buildingIds: [b.id], months: 1 });
    const pay = await payPix(t.app, order);
    expect((await sandboxApprove(t.app, pay)).statusCode).toBe(200);
    await expect.poll(advertisers, { timeout: 3000 }).toBe(1);
  });
});
