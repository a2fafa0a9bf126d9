import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { dayOf } from '../../domain/time';
import { auditLogs, coupons, discounts, orders, periodDiscounts } from '../../server/db/schema';
import { createTestApp, json, type TestApp } from '../setup/app';
import { collectEvents } from '../setup/events';
import { loginAs } from '../factories/users';
import { makeBuilding } from '../factories/buildings';
import { buildingIds, buyer, createOrder, makeCoupon, payPix, sandboxApprove } from '../factories/checkout';
import { claimCouponUse } from '../../server/modules/coupons/coupons.service';
import { announcePromotionBoundaries } from '../../server/modules/pricing/promotions.service';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('staff promotions: /api/admin/discounts, /api/admin/coupons, /api/admin/period-discounts', () => {
  let t: TestApp;
  let ids: string[];
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
    admin = (await loginAs(t.app, 'admin')).cookie;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const n = async (table: typeof discounts | typeof coupons) => Number((await t.app.deps.db.select({ n: count() }).from(table))[0]!.n);
  const panel = async (id: string) => {
    const res = await t.app.inject({ url: '/api/store/panels?perPage=50&summary=0' });
    const items = json(res).items as { id: string; priceCents: number; originalPriceCents: number; isPromo: boolean; promoPercentBp: number }[];
    const found = items.find((p) => p.id === id);
    if (found) return found;
    // Not on the first page: ask the quote (same engine).
    const q = json(await t.app.inject({ method: 'POST', url: '/api/store/quote', payload: { buildingIds: [id], months: 1 } }));
    const line = q.quote.lines[0];
    return { id, priceCents: line.unitCents, originalPriceCents: line.originalUnitCents, isPromo: line.isPromo, promoPercentBp: line.promoPercentBp };
  };

  const goodDiscount = (over: Record<string, unknown> = {}) => ({
    type: 'percentage',
    valueBp: 2000,
    startsAt: iso(Date.now() - DAY),
    endsAt: iso(Date.now() + 30 * DAY),
    buildingIds: [ids[0], ids[1]],
    ...over,
  });

  describe('building discounts', () => {
    it('each field gets its message from the server, with a 400 and nothing written', async () => {
      const before = await n(discounts);
      const cases: [Record<string, unknown>, string, string][] = [
        [goodDiscount({ type: undefined }), 'type', messages.discountTypeInvalid],
        [goodDiscount({ valueBp: 0 }), 'valueBp', messages.discountPercentInvalid],
        [goodDiscount({ valueBp: null }), 'valueBp', messages.discountPercentInvalid],
        [goodDiscount({ valueBp: 10_001 }), 'valueBp', messages.discountPercentMax],
        [goodDiscount({ type: 'fixed', valueBp: null, valueCents: 0, minValueCents: 100_000 }), 'valueCents', messages.discountValueInvalid],
        [goodDiscount({ type: 'fixed', valueBp: null, valueCents: 5_000 }), 'minValueCents', messages.discountFixedReference],
        [goodDiscount({ minValueCents: -1 }), 'minValueCents', messages.amountInvalid],
        [goodDiscount({ minValueCents: 50_000, maxValueCents: 10_000 }), 'maxValueCents', messages.discountMinMaxInvalid],
        [goodDiscount({ startsAt: null }), 'startsAt', messages.datesRequired],
        [goodDiscount({ endsAt: undefined }), 'endsAt', messages.datesRequired],
        [goodDiscount({ startsAt: iso(Date.now() + 10 * DAY), endsAt: iso(Date.now()) }), 'endsAt', messages.endAfterStart],
        [goodDiscount({ startsAt: 'ontem\u0000' }), 'startsAt', messages.datesRequired],
        [goodDiscount({ buildingIds: [] }), 'buildingIds', messages.selectBuilding],
      ];
      for (const [body, field, message] of cases) {
        const res = await call('POST', '/api/admin/discounts', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(json(res).error.fields?.[field], `${field}: ${res.body}`).toBe(message);
      }
      const unknown = await call('POST', '/api/admin/discounts', goodDiscount({ buildingIds: ['00000000-0000-4000-8000-000000000000'] }));
      expect(unknown.statusCode).toBe(400);
      expect(json(unknown).error.message).toBe(messages.buildingNotFound);
      expect(await n(discounts)).toBe(before);
      // The refusals are audited with the spec's error action.
      const [last] = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.category, 'discounts')).orderBy(desc(auditLogs.at)).limit(1);
      expect(last!.action).toBe('create_error');
    });

    it('a 20 % discount for two buildings reprices the store live, ends by edit, and never changes a placed order', async () => {
      const ev = collectEvents(t.app, ['catalog']);
      const a = await makeBuilding(t.app, { name: 'Promo A', priceCents: 199_700 });
      const b = await makeBuilding(t.app, { name: 'Promo B', priceCents: 149_700 });
      const res = await call('POST', '/api/admin/discounts', goodDiscount({ buildingIds: [a.id, b.id] }));
      expect(res.statusCode, res.body).toBe(201);
      const d = json(res);
      expect(d).toMatchObject({ type: 'percentage', valueBp: 2000, valueCents: null, percentBp: 2000, status: 'active', state: 'active' });
      expect(d.buildings.map((x: { name: string }) => x.name).sort()).toEqual(['Promo A', 'Promo B']);
      const e = await ev.waitFor((x) => x.type === 'DISCOUNTS_UPDATED');
      expect(e.payload).toMatchObject({ scope: 'discount' });
      expect((e.payload.buildingIds as string[]).sort()).toEqual([a.id, b.id].sort());

      expect(await panel(a.id)).toMatchObject({ isPromo: true, promoPercentBp: 2000, originalPriceCents: 199_700, priceCents: 159_760 });
      expect(await panel(b.id)).toMatchObject({ isPromo: true, priceCents: 119_760 });

      // An order placed now keeps its price whatever happens to the promotion later.
      const order = await createOrder(t.app, { buyer: buyer(), buildingIds: [a.id], months: 1 });
      const [placed] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(placed!.totalCents).toBe(159_760);

      ev.events.length = 0;
      const ended = await call('PUT', `/api/admin/discounts/${d.id}`, goodDiscount({ buildingIds: [a.id, b.id], status: 'inactive' }));
      expect(ended.statusCode, ended.body).toBe(200);
      expect(json(ended).state).toBe('inactive');
      await ev.waitFor((x) => x.type === 'DISCOUNTS_UPDATED');
      expect(await panel(a.id)).toMatchObject({ isPromo: false, priceCents: 199_700 });

      const del = await call('DELETE', `/api/admin/discounts/${d.id}`);
      expect(del.statusCode).toBe(200);
      const [after] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(after!.totalCents).toBe(159_760);
      expect(after!.quote).toEqual(placed!.quote);
      ev.stop();

      // Audited: who, what, before and after.
      const rows = await t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.category, 'discounts'))).orderBy(desc(auditLogs.at));
      const upd = rows.find((r) => r.action === 'update' && (r.metadata as { discountId?: string })?.discountId === d.id)!;
      expect(upd.userEmail).toMatch(/@/);
      expect((upd.metadata as { before: { status: string } }).before.status).toBe('active');
      expect((upd.metadata as { after: { status: string } }).after.status).toBe('inactive');
      expect(rows.some((r) => r.action === 'delete_success' && (r.metadata as { after: unknown }).after === null)).toBe(true);
    });

    it('a promotion that starts or ends by the clock is announced to open store pages', async () => {
      const b = await makeBuilding(t.app, { name: 'Relógio' });
      const c = await makeBuilding(t.app, { name: 'Relógio Antigo' });
      const now = new Date();
      await t.app.deps.db.insert(discounts).values([
        { buildingIds: [b.id], type: 'percentage', value: 1000, startsAt: new Date(now.getTime() - DAY), endsAt: new Date(now.getTime() - 20_000) },
        { buildingIds: [c.id], type: 'percentage', value: 1000, startsAt: new Date(now.getTime() - DAY), endsAt: new Date(now.getTime() - 3_600_000) },
      ]);
      const ev = collectEvents(t.app, ['catalog']);
      const n = await announcePromotionBoundaries({ db: t.app.deps.db, events: t.app.deps.events }, new Date(now.getTime() - 60_000), now);
      expect(n).toBe(1);
      const e = await ev.waitFor((x) => x.type === 'DISCOUNTS_UPDATED');
      expect(e.payload).toEqual({ scope: 'discount', buildingIds: [b.id] });
      ev.stop();
    });

    it('a discount counts only inside its dates, and lists newest first with its state', async () => {
      const c = await makeBuilding(t.app, { name: 'Promo Futuro', priceCents: 100_000 });
      const future = await call('POST', '/api/admin/discounts', goodDiscount({ buildingIds: [c.id], startsAt: iso(Date.now() + 2 * DAY), endsAt: iso(Date.now() + 9 * DAY) }));
      expect(json(future).state).toBe('scheduled');
      expect(await panel(c.id)).toMatchObject({ isPromo: false, priceCents: 100_000 });
      const list = json(await call('GET', '/api/admin/discounts')).discounts as { id: string; state: string }[];
      expect(list[0]!.id).toBe(json(future).id);
      const fixed = await call('POST', '/api/admin/discounts', goodDiscount({ type: 'fixed', valueBp: null, valueCents: 25_000, minValueCents: 100_000, buildingIds: [c.id] }));
      expect(fixed.statusCode, fixed.body).toBe(201);
      expect(json(fixed)).toMatchObject({ valueCents: 25_000, valueBp: null, percentBp: 2500 });
      expect(await panel(c.id)).toMatchObject({ isPromo: true, priceCents: 75_000 });
    });
  });

  describe('coupons', () => {
    const good = (over: Record<string, unknown> = {}) => ({ code: `C${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`, type: 'percentage', valueBp: 1000, noExpiry: true, ...over });

    it('each field gets its message from the server, with a 400 and nothing written', async () => {
      await call('POST', '/api/admin/coupons', good({ code: 'JAEXISTE' }));
      const before = await n(coupons);
      const cases: [Record<string, unknown>, string, string][] = [
        [good({ code: undefined }), 'code', messages.couponIncomplete],
        [good({ code: '' }), 'code', messages.couponIncomplete],
        [good({ code: '   ' }), 'code', messages.couponCodeRequired],
        [good({ code: 'promo10' }), 'code', messages.couponCodeUppercase],
        [good({ code: 'PROMO 10' }), 'code', messages.couponCodeChars],
        [good({ code: 'PRO\u0000MO' }), 'code', messages.textNulInvalid],
        [good({ type: undefined }), 'type', messages.couponIncomplete],
        [good({ valueBp: undefined }), 'valueBp', messages.couponIncomplete],
        [good({ valueBp: 0 }), 'valueBp', messages.couponValueInvalid],
        [good({ valueBp: 10_001 }), 'valueBp', messages.couponPercentMax],
        [good({ type: 'fixed', valueBp: undefined, valueCents: -500 }), 'valueCents', messages.couponValueInvalid],
        [good({ minPurchaseCents: -1 }), 'minPurchaseCents', messages.amountInvalid],
        [good({ maxDiscountCents: 0 }), 'maxDiscountCents', messages.amountInvalid],
        [good({ noExpiry: false }), 'startsAt', messages.couponStartRequired],
        [good({ noExpiry: false, startsAt: iso(Date.now() + 5 * DAY), endsAt: iso(Date.now()) }), 'endsAt', messages.endAfterStart],
        [good({ maxUses: 0 }), 'maxUses', messages.couponMaxUsesInvalid],
        [good({ buildingIds: [] }), 'buildingIds', messages.selectBuilding],
      ];
      for (const [body, field, message] of cases) {
        const res = await call('POST', '/api/admin/coupons', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(json(res).error.fields?.[field], `${field}: ${res.body}`).toBe(message);
      }
      const ghost = await call('POST', '/api/admin/coupons', good({ buildingIds: ['00000000-0000-4000-8000-000000000000'] }));
      expect(ghost.statusCode).toBe(400);
      expect(json(ghost).error.message).toBe(messages.buildingNotFound);
      const dup = await call('POST', '/api/admin/coupons', good({ code: 'JAEXISTE' }));
      expect(dup.statusCode).toBe(400);
      expect(json(dup).error.message).toBe(messages.couponCodeTaken);
      expect(await n(coupons)).toBe(before);
    });

    it('max uses never goes below the uses taken; a code taken by another is refused; edits are audited', async () => {
      const used = await makeCoupon(t.app, { code: 'USADO3', maxUses: 5, currentUses: 3 });
      await makeCoupon(t.app, { code: 'OUTRO' });
      const put = (body: object) => call('PUT', `/api/admin/coupons/${used.id}`, body);
      const low = await put(good({ code: 'USADO3', maxUses: 2 }));
      expect(low.statusCode).toBe(400);
      expect(json(low).error.message).toBe(messages.couponMaxUsesBelowCurrent(3));
      const taken = await put(good({ code: 'OUTRO', maxUses: 5 }));
      expect(taken.statusCode).toBe(400);
      expect(json(taken).error.message).toBe(messages.couponCodeTaken);
      const [still] = await t.app.deps.db.select().from(coupons).where(eq(coupons.id, used.id));
      expect(still).toMatchObject({ code: 'USADO3', maxUses: 5, currentUses: 3, value: 1000 });

      const ok = await put(good({ code: 'USADO3', type: 'fixed', valueBp: null, valueCents: 5_000, maxUses: 3 }));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(json(ok)).toMatchObject({ valueCents: 5_000, valueBp: null, maxUses: 3, currentUses: 3, state: 'exhausted' });
      const [audit] = await t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.category, 'coupons'), eq(auditLogs.action, 'update'))).orderBy(desc(auditLogs.at)).limit(1);
      const meta = audit!.metadata as { before: { maxUses: number; type: string }; after: { maxUses: number; type: string } };
      expect(meta.before).toMatchObject({ maxUses: 5, type: 'percentage' });
      expect(meta.after).toMatchObject({ maxUses: 3, type: 'fixed' });

      expect((await call('DELETE', `/api/admin/coupons/${used.id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/admin/coupons/${used.id}`)).statusCode).toBe(404);
      expect((await call('PUT', '/api/admin/coupons/nao-e-id', good())).statusCode).toBe(404);
    });

    it('lowering max uses while buyers take uses never leaves the coupon above its limit', async () => {
      const c = await makeCoupon(t.app, { code: 'CORRIDA', maxUses: 20 });
      const db = t.app.deps.db;
      const edit = call('PUT', `/api/admin/coupons/${c.id}`, good({ code: 'CORRIDA', maxUses: 6 }));
      const claims = Array.from({ length: 12 }, () => claimCouponUse(db, c.id, new Date()));
      const [res, ...claimed] = await Promise.all([edit, ...claims]);
      const [row] = await db.select().from(coupons).where(eq(coupons.id, c.id));
      expect(row!.currentUses).toBeLessThanOrEqual(row!.maxUses);
      expect(claimed.filter(Boolean).length).toBe(row!.currentUses);
      expect([200, 400]).toContain(res.statusCode);
      expect(row!.maxUses).toBe(res.statusCode === 200 ? 6 : 20);
      if (res.statusCode === 400) expect(json(res).error.message).toMatch(/^O limite de usos não pode ser menor que os usos atuais \(\d+\)$/);
    });

    it("a coupon typed as '10' percentage (valueBp 1000) takes 10 % at checkout, and the list shows it newest first", async () => {
      const created = await call('POST', '/api/admin/coupons', { code: 'DEZPORCENTO', type: 'percentage', valueBp: 1000, noExpiry: true, maxUses: 5 });
      expect(created.statusCode, created.body).toBe(201);
      const list = json(await call('GET', '/api/admin/coupons')).coupons as { code: string }[];
      expect(list[0]!.code).toBe('DEZPORCENTO');
      const b = await makeBuilding(t.app, { name: 'Cupom Teste', priceCents: 200_000 });
      const v = await t.app.inject({ method: 'POST', url: '/api/checkout/coupon/validate', payload: { code: 'dezporcento', buildingIds: [b.id], months: 1 } });
      expect(json(v).ok, v.body).toBe(true);
      expect(json(v).quote.couponDiscountCents).toBe(20_000);
    });
  });

  describe('period discounts and bulk apply', () => {
    let periods: { id: string; months: number; percentBp: number; active: boolean }[];
    beforeEach(async () => {
      periods = json(await call('GET', '/api/admin/period-discounts')).periods;
    });

    it('the 1/3/6/12 rows: step 0,1 %, above 0 when active; saved together and announced', async () => {
      expect(periods.map((p) => p.months)).toEqual([1, 3, 6, 12]);
      const base = periods.map((p) => ({ months: p.months, percentBp: p.percentBp, active: p.active }));
      const bad = async (i: number, row: object, months: number) => {
        const body = { periods: base.map((p, k) => (k === i ? { ...p, ...row } : p)) };
        const res = await call('PUT', '/api/admin/period-discounts', body);
        expect(res.statusCode).toBe(400);
        expect(json(res).error.fields?.[`periods.${i}.percentBp`]).toBe(messages.periodPercentInvalid(months));
      };
      await bad(1, { percentBp: 0, active: true }, 3);
      await bad(2, { percentBp: 10_010 }, 6);
      await bad(3, { percentBp: 3505 }, 12);
      const snapshot = await t.app.deps.db.select().from(periodDiscounts);
      expect(snapshot.find((p) => p.months === 3)!.percentBp).toBe(500);

      const ev = collectEvents(t.app, ['catalog']);
      const ok = await call('PUT', '/api/admin/period-discounts', { periods: base.map((p) => (p.months === 3 ? { ...p, percentBp: 750 } : p.months === 1 ? { ...p, percentBp: 0, active: false } : p)) });
      expect(ok.statusCode, ok.body).toBe(200);
      await ev.waitFor((x) => x.type === 'DISCOUNTS_UPDATED' && x.payload.scope === 'period');
      ev.stop();
      const q = json(await t.app.inject({ method: 'POST', url: '/api/store/quote', payload: { buildingIds: [ids[2]], months: 3 } }));
      expect(q.quote.cartDiscount).toMatchObject({ kind: 'period', percentBp: 750 });
      await call('PUT', '/api/admin/period-discounts', { periods: base.map((p) => (p.months === 1 ? { ...p, active: false } : p)) });
    });

    it('bulk apply: buildings and an active period are required; creates one discount for that many months', async () => {
      const twelve = periods.find((p) => p.months === 12)!;
      const one = periods.find((p) => p.months === 1)!;
      const before = await n(discounts);
      const check = async (body: object, message: string) => {
        const res = await call('POST', '/api/admin/discounts/bulk-apply', body);
        expect(res.statusCode, res.body).toBe(400);
        expect(json(res).error.message).toBe(message);
      };
      await check({ buildingIds: [], periodDiscountId: twelve.id }, messages.selectBuilding);
      await check({ periodDiscountId: twelve.id }, messages.selectBuilding);
      await check({ buildingIds: [ids[3]] }, messages.selectPeriod);
      await check({ buildingIds: [ids[3]], periodDiscountId: '00000000-0000-4000-8000-000000000000' }, messages.periodNotFound);
      await check({ buildingIds: [ids[3]], periodDiscountId: one.id }, messages.periodNotFound);
      const off = await makeBuilding(t.app, { name: 'Em Reforma', status: 'maintenance' });
      await check({ buildingIds: [ids[3], off.id] }, messages.selectPeriod);
      await check({ buildingIds: [ids[3], off.id], periodDiscountId: twelve.id }, messages.bulkBuildingsInactive('Em Reforma'));
      expect(await n(discounts)).toBe(before);

      const res = await call('POST', '/api/admin/discounts/bulk-apply', { buildingIds: [ids[3], ids[4]], periodDiscountId: twelve.id });
      expect(res.statusCode, res.body).toBe(201);
      const { discount, message } = json(res);
      expect(message).toBe(messages.bulkApplied(2));
      expect(discount).toMatchObject({ type: 'percentage', valueBp: twelve.percentBp, state: 'active' });
      expect(dayOf(new Date(discount.startsAt))).toBe(dayOf(new Date()));
      const end = new Date(discount.endsAt);
      expect(end.getTime() - Date.now()).toBeGreaterThan(360 * DAY);
      expect(end.getTime() - Date.now()).toBeLessThan(367 * DAY);
      expect(await panel(ids[3]!)).toMatchObject({ isPromo: true, promoPercentBp: twelve.percentBp });
    });
  });

  it('statistics: promotions counted, savings from paid orders, redemption rate over the last 30 days', async () => {
    const s0 = json(await call('GET', '/api/admin/discounts/stats'));
    const nd = await n(discounts);
    const nc = await n(coupons);
    expect(s0.totalDiscounts).toBe(nd + nc);
    expect(s0.activeDiscounts).toBeLessThanOrEqual(s0.totalDiscounts);

    const b = await makeBuilding(t.app, { name: 'Estatística', priceCents: 100_000 });
    const c = await makeCoupon(t.app, { code: 'STATS10', value: 1000, maxUses: 10 });
    const paid = await createOrder(t.app, { buyer: buyer(), buildingIds: [b.id], months: 1, couponCode: c.code });
    const pay = await payPix(t.app, paid);
    expect((await sandboxApprove(t.app, pay)).statusCode).toBe(200);
    // 100.000 - 10 % coupon = 90.000, PIX 10 % = 81.000 paid: 19.000 saved.
    expect(pay.amountCents).toBe(81_000);

    const s1 = json(await call('GET', '/api/admin/discounts/stats'));
    expect(s1.totalSavingsCents - s0.totalSavingsCents).toBe(19_000);
    expect(s1.redemptionsTotal).toBe(s0.redemptionsTotal + 1);
    expect(s1.redemptionsLast30Days).toBe(s0.redemptionsLast30Days + 1);
    expect(s1.redemptionRateBp).toBe(10_000);
    expect(s1.totalDiscounts).toBe(s0.totalDiscounts + 1);
  });
});
