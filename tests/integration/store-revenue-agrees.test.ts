import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, createOrder, makeCoupon, userByEmail } from '../factories/checkout';
import { loginAs } from '../factories/users';
import { financeTransactions, orders, payments } from '../../server/db/schema';
import { addMonths, lastMonths } from '../../domain/finance';
import { sandboxTokenize } from '../../domain/sandbox-card';
import type { DashboardResponse } from '../../domain/schemas/dashboard';
import type { FinanceSummaryDto } from '../../domain/schemas/finance';
import type { CouponView } from '../../domain/schemas/coupons';

/**
 * Issue 30 §1 (ADR 0039): one month, one store revenue. After a partial refund of R$ 1.000, a
 * whole refund and a refund in a later month than the payment, the admin dashboard, the store's
 * figure in finance, the advertiser's total and the coupon's revenue give the same net numbers.
 */
describe('store revenue: the same number on every screen', () => {
  let t: TestApp;
  let ids: string[];
  let admin: string;
  let finance: string;
  const month = lastMonths(new Date(), 1)[0]!;
  const previous = addMonths(month, -1);
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
    admin = (await loginAs(t.app, 'admin')).cookie;
    finance = (await loginAs(t.app, 'finance')).cookie;
  });
  afterAll(() => t.close());

  const db = () => t.app.deps.db;
  const get = async <T,>(url: string, cookie: string) => {
    const res = await t.app.inject({ url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return json<T>(res);
  };
  const dashboard = () => get<DashboardResponse>('/api/admin/dashboard', admin);
  const financeStore = async (m: string) => (await get<FinanceSummaryDto>(`/api/finance/summary?month=${m}`, finance)).storeRevenueCents;
  const chartOf = (d: DashboardResponse, m: string) => d.revenueByMonth.find((x) => x.month === m)!.revenueCents;
  const advertiserRevenue = async (email: string) => {
    const user = await userByEmail(t.app, email);
    const list = await get<{ rows: Array<{ id: string; revenueCents: number }> }>(`/api/admin/advertisers?q=${encodeURIComponent(email)}`, admin);
    const detail = await get<{ totals: { revenueCents: number; paidCents: number; refundedCents: number } }>(`/api/admin/advertisers/${user!.id}`, admin);
    expect(list.rows.find((r) => r.id === user!.id)!.revenueCents).toBe(detail.totals.revenueCents);
    return detail.totals;
  };
  const couponRevenue = async (id: string) =>
    (await get<{ coupons: CouponView[] }>('/api/admin/coupons', admin)).coupons.find((c) => c.id === id)!;

  /** An order paid by card (sandbox) by a new client, optionally with a coupon. */
  async function paidOrder(couponCode?: string) {
    const email = `receita.${randomUUID()}@teste.local`;
    const o = await createOrder(t.app, { buyer: buyer({ email }), buildingIds: [ids[0]!], months: 3, ...(couponCode ? { couponCode } : {}) });
    const card = sandboxTokenize({ number: '4111 1111 1111 1111', holder: 'FULANO DE TAL', expiry: '12/35', cvv: '123' }, new Date());
    if (!card.ok) throw new Error('test card');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o.id}/payments`,
      headers: { 'x-order-token': o.token },
      payload: { method: 'card', cardToken: card.card.token, installments: 1 },
    });
    expect(json(res).order.status).toBe('paid');
    const [p] = await db().select().from(payments).where(eq(payments.orderId, o.id));
    return { orderId: o.id, payment: p!, email };
  }
  const refund = async (paymentId: string, amountCents: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/refund`,
      headers: { cookie: admin },
      payload: { amountCents, reason: 'Acerto com o cliente', requestId: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).status).toBe('done');
  };

  it('a partial refund of R$ 1.000 in the payment month: dashboard, finance, advertiser and coupon show the net', async () => {
    const before = await dashboard();
    expect(await financeStore(month)).toBe(before.revenueThisMonthCents);
    const coupon = await makeCoupon(t.app, { maxUses: 10 });
    const unused = await makeCoupon(t.app, { maxUses: 5 });
    const { payment, email } = await paidOrder(coupon.code);
    const paid = payment.amountCents;
    await refund(payment.id, 100_000);
    const net = paid - 100_000;

    const after = await dashboard();
    expect(after.revenueThisMonthCents).toBe(before.revenueThisMonthCents + net);
    expect(chartOf(after, month)).toBe(after.revenueThisMonthCents);
    expect(after.paidOrdersThisMonth).toBe(before.paidOrdersThisMonth + 1);
    expect(await financeStore(month)).toBe(after.revenueThisMonthCents);
    expect(await advertiserRevenue(email)).toMatchObject({ revenueCents: net, paidCents: paid, refundedCents: 100_000 });
    expect(await couponRevenue(coupon.id)).toMatchObject({ revenueCents: net, currentUses: 1, maxUses: 10 });
    expect(await couponRevenue(unused.id)).toMatchObject({ revenueCents: 0, currentUses: 0, maxUses: 5 });
  });

  it('a whole refund in the month: the order was paid but brought nothing in', async () => {
    const before = await dashboard();
    const { payment, email } = await paidOrder();
    await refund(payment.id, 100_000);
    await refund(payment.id, payment.amountCents - 100_000);
    const after = await dashboard();
    expect(after.revenueThisMonthCents).toBe(before.revenueThisMonthCents);
    expect(after.paidOrdersThisMonth).toBe(before.paidOrdersThisMonth + 1);
    expect(await financeStore(month)).toBe(after.revenueThisMonthCents);
    expect((await advertiserRevenue(email)).revenueCents).toBe(0);
  });

  it('a refund in a later month than the payment lowers the later month; the payment month keeps the gross', async () => {
    const { orderId, payment, email } = await paidOrder();
    // The payment happened last month: move the order's day and its entry in the books there.
    const lastMonthDay = `${previous}-15`;
    await db().update(orders).set({ paidAt: new Date(`${lastMonthDay}T12:00:00-03:00`) }).where(eq(orders.id, orderId));
    await db().update(financeTransactions).set({ date: lastMonthDay }).where(eq(financeTransactions.orderId, orderId));
    const before = await dashboard();
    const previousBefore = chartOf(before, previous);
    expect(await financeStore(previous)).toBe(previousBefore);

    await refund(payment.id, 100_000);
    const after = await dashboard();
    expect(after.revenueThisMonthCents).toBe(before.revenueThisMonthCents - 100_000);
    expect(chartOf(after, previous)).toBe(previousBefore);
    expect(after.revenueLastMonthCents).toBe(previousBefore);
    expect(await financeStore(month)).toBe(after.revenueThisMonthCents);
    expect(await financeStore(previous)).toBe(previousBefore);
    expect((await advertiserRevenue(email)).revenueCents).toBe(payment.amountCents - 100_000);
  });

  it('finance’s Receitas keeps manual revenue apart from the store’s figure', async () => {
    const s0 = await get<FinanceSummaryDto>(`/api/finance/summary?month=${month}`, finance);
    const accounts = (await get<{ accounts: Array<{ id: string }> }>('/api/finance/accounts', finance)).accounts;
    const categories = (await get<{ categories: Array<{ id: string; kind: string }> }>('/api/finance/categories', finance)).categories;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/finance/transactions',
      headers: { cookie: finance },
      payload: { type: 'revenue', amountCents: 123_456, date: s0.today, accountId: accounts[0]!.id, categoryId: categories.find((c) => c.kind === 'revenue')!.id, installments: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tx = json<{ transactions: Array<{ id: string }> }>(created).transactions[0]!;
    expect((await t.app.inject({ method: 'PUT', url: `/api/finance/transactions/${tx.id}/completed`, headers: { cookie: finance }, payload: { completed: true } })).statusCode).toBe(200);
    const s1 = await get<FinanceSummaryDto>(`/api/finance/summary?month=${month}`, finance);
    expect(s1.revenueCents).toBe(s0.revenueCents + 123_456);
    expect(s1.storeRevenueCents).toBe(s0.storeRevenueCents);
    expect((await dashboard()).revenueThisMonthCents).toBe(s1.storeRevenueCents);
  });
});
