import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildings, discounts } from '../../server/db/schema';

describe('POST /api/store/quote: the server prices the cart with the shared engine', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = (await t.app.deps.db.select({ id: buildings.id }).from(buildings).orderBy(buildings.name)).map((b) => b.id);
  });
  afterAll(() => t.close());

  const quote = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/store/quote', payload: body as object });

  it('two buildings for 6 months get the 15 % period discount; PIX takes 10 % more', async () => {
    const res = await quote({ buildingIds: ids.slice(0, 2), months: 6, method: 'pix' });
    expect(res.statusCode).toBe(200);
    const { quote: q } = json(res);
    expect(q.subtotalCents).toBe(2 * 199_700 * 6);
    expect(q.cartDiscount).toMatchObject({ kind: 'period', percentBp: 1500 });
    expect(q.cartDiscount.cents).toBe(359_460);
    expect(q.pixDiscountCents).toBe(203_694);
    expect(q.totalCents).toBe(2_396_400 - 359_460 - 203_694);
  });

  it('a building discount lowers the unit price and is marked as a promotion', async () => {
    const now = Date.now();
    await t.app.deps.db.insert(discounts).values({
      buildingId: ids[0]!,
      type: 'percentage',
      value: 2000,
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 86_400_000),
    });
    const { quote: q } = json(await quote({ buildingIds: [ids[0]], months: 1 }));
    expect(q.lines[0]).toMatchObject({ originalUnitCents: 199_700, unitCents: 159_760, isPromo: true, promoPercentBp: 2000 });
  });

  it('reports buildings that cannot be bought and refuses bad input in pt-BR', async () => {
    await t.app.deps.db.update(buildings).set({ status: 'maintenance' }).where(eq(buildings.id, ids[1]!));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = json(await quote({ buildingIds: [ids[1], unknown], months: 3 }));
    expect(res.unavailable).toEqual(
      expect.arrayContaining([
        { buildingId: unknown, reason: 'not_found' },
        { buildingId: ids[1], reason: 'not_active' },
      ]),
    );
    const neg = await quote({ buildingIds: [ids[0]], months: -1 });
    expect(neg.statusCode).toBe(400);
    expect(json(neg).error.message).toBe('Escolha um período válido: 1, 3, 6 ou 12 meses.');
    const bad = await quote({ buildingIds: ['nope'], months: 1 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toBe('Prédio inválido.');
  });
});
