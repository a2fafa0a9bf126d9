import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, createOrder } from '../factories/checkout';
import { loginAs } from '../factories/users';
import { payments } from '../../server/db/schema';
import { addMonths, lastMonths, splitInstallments } from '../../domain/finance';
import { sandboxTokenize } from '../../domain/sandbox-card';
import type { ContractsDto } from '../../domain/schemas/finance';
import type { DashboardResponse } from '../../domain/schemas/dashboard';

/**
 * Issue 30 §5 (ADR 0039): 'Contratos' keeps cash as the books have it and adds the accrual view:
 * each contract's monthly share and, for the month asked, the recognised revenue beside the cash.
 */
describe('GET /api/finance/contracts?month: accrual beside cash', () => {
  let t: TestApp;
  let finance: string;
  let admin: string;
  let ids: string[];
  const month = lastMonths(new Date(), 1)[0]!;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
    finance = (await loginAs(t.app, 'finance')).cookie;
    admin = (await loginAs(t.app, 'admin')).cookie;
  });
  afterAll(() => t.close());

  const contracts = async (m: string) => {
    const res = await t.app.inject({ url: `/api/finance/contracts?month=${m}`, headers: { cookie: finance } });
    expect(res.statusCode, res.body).toBe(200);
    return json<ContractsDto>(res);
  };

  it('a three-month booking paid at once: cash all in the payment month, a third recognised each month; a refund lowers the months left', async () => {
    const o = await createOrder(t.app, { buyer: buyer({ email: `contrato.${randomUUID()}@teste.local` }), buildingIds: [ids[0]!], months: 3 });
    const card = sandboxTokenize({ number: '4111 1111 1111 1111', holder: 'FULANO DE TAL', expiry: '12/35', cvv: '123' }, new Date());
    if (!card.ok) throw new Error('test card');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o.id}/payments`,
      headers: { 'x-order-token': o.token },
      payload: { method: 'card', cardToken: card.card.token, installments: 1 },
    });
    expect(json(paid).order.status).toBe('paid');
    const [payment] = await t.app.deps.db.select().from(payments).where(eq(payments.orderId, o.id));
    const total = payment!.amountCents;
    const parts = splitInstallments(total, 3);

    const now = await contracts(month);
    const c = now.contracts.find((x) => x.orderId === o.id)!;
    expect(c).toMatchObject({ months: 3, totalCents: total, monthlyShareCents: parts[0], recognisedCents: parts[0], refundedCents: 0 });
    expect(c.shares).toEqual(parts.map((cents, i) => ({ month: addMonths(month, i), cents })));
    // The month's totals: every contract's share beside the store's cash, the dashboard's figure.
    expect(now.recognisedCents).toBe(now.contracts.reduce((s, x) => s + x.recognisedCents, 0));
    const dashboard = json<DashboardResponse>(await t.app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin } }));
    expect(now.cashCents).toBe(dashboard.revenueThisMonthCents);
    const next = await contracts(addMonths(month, 1));
    expect(next.contracts.find((x) => x.orderId === o.id)!.recognisedCents).toBe(parts[1]);

    // R$ 1.000 back this month: taken from this month on, re-split; cash drops by the same.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment!.id}/refund`,
      headers: { cookie: admin },
      payload: { amountCents: 100_000, reason: 'Acerto', requestId: randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await contracts(month);
    const left = splitInstallments(total - 100_000, 3);
    expect(after.contracts.find((x) => x.orderId === o.id)).toMatchObject({ recognisedCents: left[0], refundedCents: 100_000, monthlyShareCents: parts[0] });
    expect(after.recognisedCents - now.recognisedCents).toBe(left[0]! - parts[0]!);
    expect(after.cashCents).toBe(now.cashCents - 100_000);
  });

  it('a month that is not AAAA-MM is a clear 400', async () => {
    const res = await t.app.inject({ url: '/api/finance/contracts?month=2026-13', headers: { cookie: finance } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Mês inválido (use AAAA-MM).');
  });
});
