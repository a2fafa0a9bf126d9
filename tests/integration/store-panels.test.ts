import { DEFAULT_MAP_TILE_URL } from '../../server/config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, cookiesOf, json, type TestApp } from '../setup/app';
import { occupy } from '../factories/checkout';
import { bookings, buildings, periodDiscounts } from '../../server/db/schema';
import { mergeNeighborhoods, neighborhoodFromAddress } from '../../domain/neighborhoods';
import type { StoreMapResponse, StorePanelsResponse } from '../../domain/schemas/store';
import { makeBuilding, makeBuildings, makeDiscount, makePhoto } from '../factories/store-buildings';

const GATE = 'portao-da-loja';

describe('GET /api/store/panels: the store listing from the catalogue snapshot', () => {
  let t: TestApp;
  let cookie: string;
  let ids: string[];

  // These tests write rows straight into the database (no catalogue event), so each read starts
  // from a fresh snapshot; store-snapshot.test.ts proves the events alone keep it right.
  const list = async (query = ''): Promise<StorePanelsResponse> => {
    t.app.deps.storeCatalog.invalidate();
    const res = await t.app.inject({ method: 'GET', url: `/api/store/panels${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return json(res);
  };
  const summary = async (query = '') => (await list(query)).summary!;
  /**
   * Every pin of the area the 30 test buildings stand in, at zoom 17 (no clusters): the store map's
   * view (GET /api/store/map, ADR 0033), with the same filters as the listing.
   */
  const pins = async (filters = '') => {
    t.app.deps.storeCatalog.invalidate();
    const url = `/api/store/map?zoom=17&west=-54.582&south=-25.552&east=-54.548&north=-25.518${filters}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return json<StoreMapResponse>(res).pins;
  };

  beforeAll(async () => {
    t = await createTestApp({ SITE_ACCESS_PASSWORD: GATE, SEED_DEMO_DATA: 'false' });
    cookie = cookiesOf(await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: GATE } }));
    ids = await makeBuildings(t.app.deps.db, 30);
    await t.app.deps.db.insert(periodDiscounts).values([
      { months: 3, percentBp: 500 },
      { months: 6, percentBp: 1500 },
      { months: 12, percentBp: 3500, active: false },
    ]);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.queries.length = 0;
  });

  it('reads the catalogue in one statement, then answers any page, summary and filter from memory', async () => {
    await list();
    // Only the listing's statements: the reconciliation job runs once at start and may still be
    // claiming its tick or reading payments when a slow machine reaches this line.
    expect(t.queries.filter((s) => /\bbuildings\b/.test(s))).toHaveLength(1);
    for (const q of ['', '?page=2', '?page=4&summary=0', '?search=pr%C3%A9dio&neighborhood=Centro&page=2']) {
      t.queries.length = 0;
      const res = await t.app.inject({ method: 'GET', url: `/api/store/panels${q}`, headers: { cookie } });
      expect(res.statusCode, q).toBe(200);
      expect(t.queries.filter((s) => /\bbuildings\b/.test(s)), q).toHaveLength(0);
    }
  });

  it('pages 9 panels at a time through 30 buildings, sorted by name; the map holds them all', async () => {
    const p1 = await list();
    expect(p1).toMatchObject({ page: 1, pageSize: 9, summary: { total: 30, totalSellable: 30 } });
    expect(p1.items.map((i) => i.name)).toEqual(
      Array.from({ length: 9 }, (_, k) => `Prédio ${String(k + 1).padStart(2, '0')}`),
    );
    // The summary carries the filter's extent, not its pins (ADR 0033): the map asks for its view.
    expect(p1.summary!.bounds).toEqual([-25.549, -54.579, -25.52, -54.55]);
    const map = await pins();
    expect(map).toHaveLength(30);
    // Compact pins (ADR 0021): id, latitude, longitude, status, advertisers — nothing else.
    expect(map[0]).toEqual([ids[0], expect.closeTo(-25.549, 5), expect.closeTo(-54.579, 5), 'active', 0]);
    const p4 = await list('?page=4&summary=0');
    expect(p4.items.map((i) => i.name)).toEqual(['Prédio 28', 'Prédio 29', 'Prédio 30']);
    expect(p4.summary).toBeNull();
    expect((await list('?page=5')).items).toEqual([]);
  });

  it('gives a card everything it shows: screens, a stable views estimate, price, photo', async () => {
    const [first] = (await list()).items;
    expect(first).toMatchObject({
      id: ids[0],
      neighborhood: 'Centro',
      status: 'active',
      screens: 1,
      residents: 101,
      monthlyViews: 101 * 5 * 30,
      priceCents: 199_700,
      originalPriceCents: 199_700,
      isPromo: false,
      promoPercentBp: 0,
      advertisers: 0,
      mainPhotoUrl: null,
    });
  });

  it('counts advertisers as active bookings that have not ended, on the card and on the map', async () => {
    await occupy(t.app, ids[1]!, 10);
    const db = t.app.deps.db;
    // An ended booking and a cancelled one do not count.
    await occupy(t.app, ids[1]!, 2);
    const extra = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.buildingId, ids[1]!)).limit(2);
    await db.update(bookings).set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 2000) }).where(eq(bookings.id, extra[0]!.id));
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, extra[1]!.id));
    const res = await list();
    expect(res.items.find((p) => p.id === ids[1])!.advertisers).toBe(10);
    expect((await pins()).find((p) => p[0] === ids[1])![4]).toBe(10);
    expect(res.items.find((p) => p.id === ids[2])!.advertisers).toBe(0);
  });

  it('main photo first, else the first by order', async () => {
    const db = t.app.deps.db;
    const second = await makePhoto(db, ids[0]!, { photoOrder: 1 });
    const firstByOrder = await makePhoto(db, ids[0]!, { photoOrder: 0 });
    expect((await list()).items[0]!.mainPhotoUrl).toBe(`/files/${firstByOrder.storageKey}-md.webp`);
    const main = await makePhoto(db, ids[0]!, { photoOrder: 2, isMain: true });
    expect((await list()).items[0]!.mainPhotoUrl).toBe(`/files/${main.storageKey}-md.webp`);
    expect(second.storageKey).not.toBe(main.storageKey);
  });

  it('a promotion shows its real percentage and the price equals the quote to the centavo', async () => {
    const db = t.app.deps.db;
    await makeDiscount(db, { buildingId: ids[1]!, value: 1250 });
    await makeDiscount(db, { buildingId: ids[1]!, value: 800 }); // the larger one wins
    // A fixed discount counts as value / min_value: 333,33 of 1.000,00 = 33,33 %.
    await makeDiscount(db, { buildingIds: [ids[2]!, ids[3]!], type: 'fixed', value: 33_333, minValueCents: 100_000 });
    await makeDiscount(db, { buildingId: ids[4]!, value: 5000, status: 'inactive' });
    await makeDiscount(db, {
      buildingId: ids[5]!,
      value: 5000,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 2 * 86_400_000),
    });

    const { items } = await list();
    const map = await pins();
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(ids[1]!)).toMatchObject({
      isPromo: true,
      promoPercentBp: 1250,
      originalPriceCents: 199_700,
      priceCents: 174_737,
    });
    expect(byId.get(ids[2]!)).toMatchObject({ isPromo: true, promoPercentBp: 3333, priceCents: 133_140 });
    expect(byId.get(ids[3]!)!.promoPercentBp).toBe(3333);
    expect(byId.get(ids[4]!)!.isPromo).toBe(false);
    expect(byId.get(ids[5]!)!.isPromo).toBe(false);
    expect(map.find((m) => m[0] === ids[1])).toBeDefined();
    // The map's info window asks for the panel on click: the same price as the card.
    const one = await t.app.inject({ method: 'GET', url: `/api/store/panels/${ids[1]}`, headers: { cookie } });
    expect(one.statusCode, one.body).toBe(200);
    expect(json(one)).toMatchObject({ id: ids[1], priceCents: 174_737, promoPercentBp: 1250, originalPriceCents: 199_700 });

    const quote = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/store/quote',
        headers: { cookie },
        payload: { buildingIds: ids.slice(0, 6), months: 1 },
      }),
    );
    expect(quote.quote.lines).toHaveLength(6);
    for (const line of quote.quote.lines) {
      const card = byId.get(line.buildingId)!;
      expect([card.priceCents, card.originalPriceCents, card.promoPercentBp]).toEqual([
        line.unitCents,
        line.originalUnitCents,
        line.promoPercentBp,
      ]);
    }
  });

  it('searches name or address, ignoring case and accents, and treats % and _ literally', async () => {
    const db = t.app.deps.db;
    const cataratas = await makeBuilding(db, {
      name: 'Edifício Cataratas',
      address: 'Av. Brasil, 1250 - Centro, Foz do Iguaçu - PR',
    });
    const byAddress = await makeBuilding(db, {
      name: 'Torre Sul',
      address: 'Rua Almirante Barroso, 455 - Vila Yolanda, Foz do Iguaçu - PR',
      neighborhood: 'Vila Yolanda',
    });
    try {
      expect((await list('?search=EDIFICIO%20cataratas')).items.map((i) => i.id)).toEqual([cataratas]);
      expect((await list('?search=almirante')).items.map((i) => i.id)).toEqual([byAddress]);
      expect((await summary('?search=igua%C3%A7u')).total).toBe(32);
      expect((await summary('?search=%25')).total).toBe(0);
      expect((await summary('?search=_')).total).toBe(0);
      expect((await summary('?search=%20%20')).total).toBe(32);
      // The search and neighbourhood keys follow an edit (the database derives them).
      await db
        .update(buildings)
        .set({ name: 'Torre Ébano', address: 'Rua Nova, 1 - Jardim Ípê, Foz do Iguaçu - PR' })
        .where(eq(buildings.id, byAddress));
      expect((await list('?search=ebano')).items.map((i) => i.id)).toEqual([byAddress]);
      expect((await list('?neighborhood=jardim%20ipe')).items.map((i) => i.id)).toEqual([byAddress]);
      expect((await summary()).neighborhoods).toContain('Jardim Ípê');
    } finally {
      await db.delete(buildings).where(inArray(buildings.id, [cataratas, byAddress]));
    }
  });

  it('filters by neighbourhood, stored or written in the address; lists both kinds once', async () => {
    const db = t.app.deps.db;
    const stored = await makeBuilding(db, {
      name: 'Residencial Lancaster',
      neighborhood: 'Jardim Lancaster',
      address: 'Rua Pedro Basso, 610 - Jardim Lancaster, Foz do Iguaçu - PR',
    });
    const parsed = await makeBuilding(db, {
      name: 'Edifício Itaipu',
      neighborhood: 'Outro Nome',
      address: 'Av. Tancredo Neves, 3200 - Vila A, Foz do Iguaçu - PR',
    });
    const accented = await makeBuilding(db, {
      name: 'Edifício Três Lagoas',
      neighborhood: 'São Francisco',
      address: 'Rua X, 1 - sao francisco, Foz do Iguaçu - PR',
    });
    try {
      const all = await summary();
      expect(all.neighborhoods).toEqual(['Centro', 'Jardim Lancaster', 'Outro Nome', 'São Francisco', 'Vila A']);
      expect((await list('?neighborhood=Vila%20A')).items.map((i) => i.id)).toEqual([parsed]);
      expect((await list('?neighborhood=outro%20nome')).items.map((i) => i.id)).toEqual([parsed]);
      expect((await list('?neighborhood=jardim%20lancaster')).items.map((i) => i.id)).toEqual([stored]);
      expect((await list('?neighborhood=Sao%20Francisco')).items.map((i) => i.id)).toEqual([accented]);
      expect((await summary('?neighborhood=Centro')).total).toBe(30);
      expect((await summary('?neighborhood=Centro&search=Pr%C3%A9dio%2001')).total).toBe(1);
      expect((await summary('?neighborhood=Nenhum')).total).toBe(0);
    } finally {
      await db.delete(buildings).where(inArray(buildings.id, [stored, parsed, accented]));
    }
  });

  it('sorts by name ignoring case and accents', async () => {
    const db = t.app.deps.db;
    const at = { latitude: -25.53, longitude: -54.56 };
    const made = [
      await makeBuilding(db, { name: 'bloco Zeta', ...at }),
      await makeBuilding(db, { name: 'Água Azul', ...at }),
      await makeBuilding(db, { name: 'Ameixeira', ...at }),
    ];
    try {
      expect((await list()).items.slice(0, 3).map((i) => i.id)).toEqual([made[1], made[2], made[0]]);
      // The map's pins come in the store's order too.
      const order = (await pins()).map((m) => m[0]);
      expect(order.slice(0, 3)).toEqual([made[1], made[2], made[0]]);
    } finally {
      await db.delete(buildings).where(inArray(buildings.id, made));
    }
  });

  it('the SQL parses the neighbourhood from an address exactly like the domain helper', async () => {
    const db = t.app.deps.db;
    const addresses = [
      'Rua X, 123 - Bairro Um, Cidade - PR',
      'Rua Sem Bairro, 10',
      'Rua A - Vila B - Foz - PR',
      'Rua A, 1 -  Jardim Dois  , Foz',
      'Rua A, 1 - , Foz',
      'Rua A-B, 1 - Porto Meira',
      '',
    ];
    const made = [];
    for (const address of addresses) made.push(await makeBuilding(db, { address, neighborhood: 'Centro' }));
    try {
      const expected = mergeNeighborhoods(['Centro'], addresses.map(neighborhoodFromAddress));
      expect(expected).toEqual(['Bairro Um', 'Centro', 'Jardim Dois', 'Porto Meira', 'Vila B']);
      expect((await summary()).neighborhoods).toEqual(expected);
    } finally {
      await db.delete(buildings).where(inArray(buildings.id, made));
    }
  });

  it('lists only sellable buildings (active, not archived)', async () => {
    const db = t.app.deps.db;
    await db.update(buildings).set({ status: 'maintenance' }).where(eq(buildings.id, ids[0]!));
    await db.update(buildings).set({ status: 'inactive' }).where(eq(buildings.id, ids[1]!));
    await db.update(buildings).set({ archivedAt: new Date() }).where(eq(buildings.id, ids[2]!));
    try {
      const res = await summary();
      expect(res.total).toBe(27);
      expect(res.totalSellable).toBe(27);
      const map = await pins();
      expect(map).toHaveLength(27);
      expect(map.map((m) => m[0])).not.toEqual(expect.arrayContaining([ids[0], ids[1], ids[2]]));
      expect((await list()).items.every((i) => i.status === 'active')).toBe(true);
    } finally {
      await db
        .update(buildings)
        .set({ status: 'active', archivedAt: null })
        .where(inArray(buildings.id, ids.slice(0, 3)));
    }
  });

  it('sends the period discounts in force for the cart labels', async () => {
    const db = t.app.deps.db;
    await db.insert(periodDiscounts).values({ months: 1, percentBp: 100, startsAt: new Date(Date.now() + 86_400_000) });
    expect((await summary()).periodDiscounts).toEqual([
      { months: 3, percentBp: 500 },
      { months: 6, percentBp: 1500 },
    ]);
  });

  it('the site config has dark map tiles with their credits by default', async () => {
    const cfg = json(await t.app.inject({ method: 'GET', url: '/api/site/config', headers: { cookie } }));
    expect(cfg.mapTileUrl).toBe(DEFAULT_MAP_TILE_URL);
    expect(cfg.mapTileAttribution).toContain('OpenStreetMap');
  });

  it('is behind the site gate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/panels' });
    expect(res.statusCode).toBe(403);
    expect(json(res).error.code).toBe('gate_locked');
  });

  it('refuses a malformed query with a pt-BR 400, never a 500', async () => {
    const cases: [string, string][] = [
      ['?page=abc', 'Página inválida.'],
      ['?page=0', 'Página inválida.'],
      ['?page=1.5', 'Página inválida.'],
      ['?page=999999999', 'Página inválida.'],
      ['?summary=2', 'O parâmetro summary deve ser 0 ou 1.'],
      [`?search=${'a'.repeat(101)}`, 'A busca deve ter no máximo 100 caracteres.'],
      [`?neighborhood=${'b'.repeat(101)}`, 'O bairro deve ter no máximo 100 caracteres.'],
    ];
    for (const [q, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/panels${q}`, headers: { cookie } });
      expect(res.statusCode, q).toBe(400);
      expect(json(res).error.message, q).toBe(message);
    }
  });

  it('one panel for the map: 404 in pt-BR when it is not in the store (unknown, archived, inactive)', async () => {
    const db = t.app.deps.db;
    const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/store/panels/${id}`, headers: { cookie } });
    t.app.deps.storeCatalog.invalidate();
    expect((await get(ids[3]!)).statusCode).toBe(200);
    const unknown = await get('00000000-0000-0000-0000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error.message).toBe('Painel não encontrado ou indisponível na loja.');
    await db.update(buildings).set({ archivedAt: new Date() }).where(eq(buildings.id, ids[3]!));
    try {
      t.app.deps.storeCatalog.invalidate();
      expect((await get(ids[3]!)).statusCode).toBe(404);
    } finally {
      await db.update(buildings).set({ archivedAt: null }).where(eq(buildings.id, ids[3]!));
      t.app.deps.storeCatalog.invalidate();
    }
  });
});
