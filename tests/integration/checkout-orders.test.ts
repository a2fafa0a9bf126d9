import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, counts, createOrder, makeCoupon, newKey, postOrder } from '../factories/checkout';
import { auditLogs, buildings, coupons, orders } from '../../server/db/schema';
import { messages } from '../../domain/messages';

describe('POST /api/checkout/orders: the server prices, validates and records the order once', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
  });
  afterAll(() => t.close());

  it('re-prices the cart itself: two buildings for 6 months get the period discount', async () => {
    const res = await postOrder(t.app, { buyer: buyer(), buildingIds: ids.slice(0, 2), months: 6 });
    expect(res.statusCode).toBe(201);
    const { order, accessToken } = json(res);
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(order.status).toBe('pending');
    expect(order.quote.subtotalCents).toBe(2 * 199_700 * 6);
    expect(order.baseTotalCents).toBe(2_396_400 - 359_460);
    expect(order.charges.pix).toEqual({ totalCents: 2_036_940 - 203_694, discountCents: 203_694 });
    expect(order.charges.card).toHaveLength(12);
    expect(order.charges.card[11].amounts.reduce((a: number, b: number) => a + b, 0)).toBe(2_036_940);
    expect(order.eventsChannel).toMatch(new RegExp(`^order:${order.id}:`));
    // The stored token is a hash: the database never holds what the browser holds.
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.accessTokenHash).not.toContain(accessToken);
  });

  it('a forged total is ignored: 409 price_changed with the server quote, nothing written', async () => {
    const before = await counts(t.app);
    const res = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1, expectedTotalCents: 1 });
    expect(res.statusCode).toBe(409);
    const body = json(res);
    expect(body.error).toMatchObject({ code: 'price_changed', message: messages.checkoutPriceChanged });
    expect(body.error.details.quote.totalCents).toBe(199_700);
    expect(await counts(t.app)).toEqual(before);
    // With the server's total the same request goes through.
    const ok = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1, expectedTotalCents: 199_700 });
    expect(ok.statusCode).toBe(201);
    // The audit line says how many in agreement with one (domain/text plural).
    const [audit] = await t.app.deps.db.select().from(auditLogs).where(like(auditLogs.details, `Pedido ${json(ok).order.id} criado:%`));
    expect(audit?.details).toBe(`Pedido ${json(ok).order.id} criado: 1 prédio, 1 mês`);
  });

  it('double submission with one Idempotency-Key: one order, same id and token', async () => {
    const body = { buyer: buyer(), buildingIds: ids.slice(0, 1), months: 3 };
    const key = newKey();
    const before = await counts(t.app);
    const [a, b] = await Promise.all([postOrder(t.app, body, { key }), postOrder(t.app, body, { key })]);
    const c = await postOrder(t.app, { ...body, idempotencyKey: key });
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(c.statusCode).toBe(200);
    const orderIds = new Set([a, b, c].map((r) => json(r).order.id));
    const tokens = new Set([a, b, c].map((r) => json(r).accessToken));
    expect(orderIds.size).toBe(1);
    expect(tokens.size).toBe(1);
    const after = await counts(t.app);
    expect(after.orders - before.orders).toBe(1);
    expect(after.lines - before.lines).toBe(1);
  });

  it('the same key with different data is refused', async () => {
    const key = newKey();
    await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1 }, { key });
    const res = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[1]], months: 1 }, { key });
    expect(res.statusCode).toBe(409);
    expect(json(res).error.code).toBe('idempotency_key_reused');
  });

  describe('refusals: a clear pt-BR message and nothing written', () => {
    const cases: [string, () => unknown, number, string][] = [
      ['malformed body', () => ({ buyer: 'x', buildingIds: 'y' }), 400, ''],
      ['negative months', () => ({ buyer: buyer(), buildingIds: [ids[0]], months: -1 }), 400, 'Escolha um período válido: 1, 3, 6 ou 12 meses.'],
      ['months outside the options', () => ({ buyer: buyer(), buildingIds: [ids[0]], months: 2 }), 400, 'Escolha um período válido: 1, 3, 6 ou 12 meses.'],
      ['unknown building id', () => ({ buyer: buyer(), buildingIds: ['00000000-0000-4000-8000-000000000000'], months: 1 }), 400, messages.checkoutBuildingNotFound],
      ['malformed building id', () => ({ buyer: buyer(), buildingIds: ['1; drop table orders'], months: 1 }), 400, 'Prédio inválido.'],
      ['empty cart', () => ({ buyer: buyer(), buildingIds: [], months: 1 }), 400, 'O carrinho está vazio.'],
      ['invalid CPF', () => ({ buyer: buyer({ cpf: '123.456.789-00' }), buildingIds: [ids[0]], months: 1 }), 400, messages.buyerCpfInvalid],
      ['missing CPF', () => ({ buyer: buyer({ cpf: '' }), buildingIds: [ids[0]], months: 1 }), 400, messages.buyerCpfRequired],
      ['invalid CNPJ', () => ({ buyer: buyer({ cnpj: '11.222.333/0001-00' }), buildingIds: [ids[0]], months: 1 }), 400, messages.buyerCnpjInvalid],
      ['invalid e-mail', () => ({ buyer: buyer({ email: 'nao-e-email' }), buildingIds: [ids[0]], months: 1 }), 400, messages.emailInvalid],
      ['invalid phone', () => ({ buyer: buyer({ phone: '123' }), buildingIds: [ids[0]], months: 1 }), 400, messages.buyerPhoneInvalid],
      ['missing name', () => ({ buyer: buyer({ name: ' ' }), buildingIds: [ids[0]], months: 1 }), 400, messages.buyerNameRequired],
    ];
    for (const [name, body, status, message] of cases) {
      it(name, async () => {
        const before = await counts(t.app);
        const res = await postOrder(t.app, body() as Record<string, unknown>);
        expect(res.statusCode).toBe(status);
        const err = json(res).error;
        expect(err.message).toBeTruthy();
        if (message) expect(err.message).toBe(message);
        expect(await counts(t.app)).toEqual(before);
      });
    }

    it('a valid CNPJ (also the alphanumeric one) is accepted', async () => {
      const a = await postOrder(t.app, { buyer: buyer({ cnpj: '11.222.333/0001-81', company: 'Loja' }), buildingIds: [ids[0]], months: 1 });
      expect(a.statusCode).toBe(201);
      const b = await postOrder(t.app, { buyer: buyer({ cnpj: '12.ABC.345/01DE-35' }), buildingIds: [ids[0]], months: 1 });
      expect(b.statusCode).toBe(201);
    });

    it('an expired coupon', async () => {
      const c = await makeCoupon(t.app, { noExpiry: false, startsAt: new Date(Date.now() - 10 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) });
      const before = await counts(t.app);
      const res = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1, couponCode: c.code.toLowerCase() });
      expect(res.statusCode).toBe(400);
      expect(json(res).error.message).toBe(messages.couponOutOfPeriod);
      expect(await counts(t.app)).toEqual(before);
    });

    it('a building in maintenance (and, with a coupon, the coupon rule comes first)', async () => {
      await t.app.deps.db.update(buildings).set({ status: 'maintenance' }).where(eq(buildings.id, ids[5]!));
      const before = await counts(t.app);
      const plain = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[5]], months: 1 });
      expect(plain.statusCode).toBe(400);
      expect(json(plain).error.code).toBe('buildings_unavailable');
      const c = await makeCoupon(t.app);
      const withCoupon = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[0], ids[5]], months: 1, couponCode: c.code });
      expect(json(withCoupon).error.message).toBe(messages.couponInactiveBuilding);
      expect(await counts(t.app)).toEqual(before);
      await t.app.deps.db.update(buildings).set({ status: 'active' }).where(eq(buildings.id, ids[5]!));
    });
  });

  it('a coupon is applied on the server; its use is counted only when the order is paid (ADR 0007, issue 27)', async () => {
    const c = await makeCoupon(t.app, { value: 2000, maxUses: 3 });
    const { order } = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1, couponCode: c.code });
    expect(order.quote.couponDiscountCents).toBe(39_940);
    expect(order.baseTotalCents).toBe(199_700 - 39_940);
    expect(order.couponCode).toBe(c.code);
    const [row] = await t.app.deps.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row!.currentUses).toBe(0);
  });

  it('POST /api/checkout/coupon/validate answers the spec messages in order, or the quote', async () => {
    const validate = (body: object) => t.app.inject({ method: 'POST', url: '/api/checkout/coupon/validate', payload: body });
    const unknown = json(await validate({ code: 'naoexiste', buildingIds: [ids[0]], months: 1 }));
    expect(unknown).toMatchObject({ ok: false, message: messages.couponInvalid });
    const used = await makeCoupon(t.app, { maxUses: 1, currentUses: 1 });
    expect(json(await validate({ code: used.code, buildingIds: [ids[0]], months: 1 })).message).toBe(messages.couponExhausted);
    const only = await makeCoupon(t.app, { buildingIds: [ids[0]!] });
    const names = (await t.app.deps.db.select({ name: buildings.name }).from(buildings).where(eq(buildings.id, ids[1]!)))[0]!.name;
    expect(json(await validate({ code: only.code, buildingIds: [ids[0], ids[1]], months: 1 })).message).toBe(
      messages.couponNotForBuildings(names),
    );
    const inactive = await makeCoupon(t.app, { status: 'inactive' });
    expect(json(await validate({ code: inactive.code, buildingIds: [ids[0]], months: 1 })).message).toBe(messages.couponInvalid);
    const good = await makeCoupon(t.app, { value: 1000 });
    const res = json(await validate({ code: good.code.toLowerCase(), buildingIds: [ids[0]], months: 3 }));
    expect(res.ok).toBe(true);
    expect(res.quote.couponDiscountCents).toBe(Math.round((199_700 * 3 - 29_955) * 0.1));
    const empty = await validate({ code: '', buildingIds: [ids[0]], months: 1 });
    expect(empty.statusCode).toBe(400);
  });

  it('GET /api/checkout/orders/:id needs the access token; a wrong one is the same 404', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1 });
    const ok = await t.app.inject({ url: `/api/checkout/orders/${o.id}`, headers: { 'x-order-token': o.token } });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).id).toBe(o.id);
    const byQuery = await t.app.inject({ url: `/api/checkout/orders/${o.id}?token=${o.token}` });
    expect(byQuery.statusCode).toBe(200);
    const wrong = await t.app.inject({ url: `/api/checkout/orders/${o.id}?token=errado` });
    const none = await t.app.inject({ url: `/api/checkout/orders/${o.id}` });
    const bad = await t.app.inject({ url: `/api/checkout/orders/nao-e-uuid?token=${o.token}` });
    for (const r of [wrong, none, bad]) {
      expect(r.statusCode).toBe(404);
      expect(json(r).error.message).toBe(messages.orderNotFound);
    }
  });
});
