import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, createOrder, occupy, payPix, sandboxApprove } from '../factories/checkout';
import { PANEL_CAPACITY } from '../../domain/checkout';
import { financeTransactions, payments, orders, paymentRefunds } from '../../server/db/schema';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { reconcilePayments } from '../../server/flows/checkout/reconcile';
import { sandboxBank } from '../../server/modules/checkout/sandbox.service';
import { ConfigError, loadConfig } from '../../server/config';
import { ProviderError } from '../../server/modules/payments/provider';
import { FaultySandboxProvider } from '../../server/modules/payments/sandbox-faults';

/**
 * Issue 35: what the crash test with a misbehaving provider found, case by case. Each case is the
 * provider's own behaviour (a charge made whose answer is lost, a refund in its panel nobody was
 * told about), then what our reconciliation must make of it.
 */
describe('a misbehaving payment provider', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
  });
  afterAll(() => t.close());

  const card = (number: string) => {
    const r = sandboxTokenize({ number, holder: 'FULANO DE TAL', expiry: '12/35', cvv: '123' }, new Date());
    if (!r.ok) throw new Error('bad card');
    return r.card.token;
  };
  const pay = (o: { id: string; token: string }, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments`, headers: { 'x-order-token': o.token }, payload: body });
  const paymentsOf = (orderId: string) => t.app.deps.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
  const orderRow = async (id: string) => (await t.app.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const books = (orderId: string) => t.app.deps.db.select().from(financeTransactions).where(eq(financeTransactions.orderId, orderId));
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('a card charged whose answer was lost, on an order closed meanwhile, is found by our reference and flagged for refund', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]!], months: 1 });
    const provider = t.app.deps.payments;
    const createCard = provider.createCard.bind(provider);
    // The provider charges, then its answer times out.
    provider.createCard = async (req) => {
      await createCard(req);
      throw new ProviderError('timeout', true);
    };
    try {
      expect((await pay(o, { method: 'card', cardToken: card('4111111111111111'), installments: 1 })).statusCode).toBe(502);
    } finally {
      provider.createCard = createCard;
    }
    // The buyer gives up before anything looked at the provider: the attempt is closed without its id.
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/cancel`, headers: { 'x-order-token': o.token }, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    const [closed] = await paymentsOf(o.id);
    expect(closed).toMatchObject({ status: 'cancelled', providerPaymentId: null });

    await reconcilePayments(t.app.deps, undefined, later(11));
    const [settled] = await paymentsOf(o.id);
    expect(settled).toMatchObject({ status: 'refund_needed', refundReason: 'order_cancelled' });
    expect(settled!.providerPaymentId).not.toBeNull();
    expect(await books(o.id)).toHaveLength(0);
  });

  it('a PIX approved and refunded at the provider, read after we cancelled it: revenue, then its reversal', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[1]!], months: 1 });
    const pix = await payPix(t.app, o);
    const [p] = await paymentsOf(o.id);
    // The bank approves and then refunds it in its panel; neither notification arrives.
    await sandboxBank(t.app.deps.db).setStatus(p!.providerPaymentId!, 'approved', ['pending']);
    await t.app.deps.payments.refund(p!.providerPaymentId!, `panel:${p!.id}`);
    // The buyer pays by card instead (declined): the PIX is cancelled on our side, the order stays open.
    expect((await pay(o, { method: 'card', cardToken: card('4000000000000002'), installments: 1 })).statusCode).toBe(402);
    expect((await paymentsOf(o.id)).find((x) => x.id === pix.id)?.status).toBe('cancelled');

    await reconcilePayments(t.app.deps, undefined, later(11));
    const after = (await paymentsOf(o.id)).find((x) => x.id === pix.id)!;
    expect(after.status).toBe('refunded');
    expect((await orderRow(o.id)).status).toBe('refunded');
    const entries = await books(o.id);
    expect(entries.map((e) => e.source).sort()).toEqual(['order', 'order_refund']);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    const refunds = await t.app.deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, pix.id));
    expect(refunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(after.amountCents);
  });

  it('a refund made at the provider after approval, its notification lost, is recorded by the reconciliation', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[2]!], months: 1 });
    const paid = await pay(o, { method: 'card', cardToken: card('4111111111111111'), installments: 1 });
    expect(paid.statusCode).toBe(200);
    const [p] = await paymentsOf(o.id);
    expect(p!.status).toBe('approved');
    await t.app.deps.payments.refund(p!.providerPaymentId!, `panel:${p!.id}`, 1000);

    await reconcilePayments(t.app.deps, undefined, later(11));
    const [after] = await paymentsOf(o.id);
    expect(after!.status).toBe('approved');
    const entries = await books(o.id);
    expect(entries.map((e) => [e.source, e.amountCents]).sort()).toEqual([
      ['order', p!.amountCents],
      ['order_partial_refund', -1000],
    ]);
    // Read again later: nothing twice.
    await reconcilePayments(t.app.deps, undefined, later(25));
    expect(await books(o.id)).toHaveLength(2);
  });

  it('money flagged for refund that the provider already gave back (in its panel, notification lost) is recorded, not left for staff', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[3]!], months: 1 });
    const pix = await payPix(t.app, o);
    // The building fills up before the PIX is paid: the money cannot pay the order.
    await occupy(t.app, ids[3]!, PANEL_CAPACITY);
    expect(json(await sandboxApprove(t.app, pix)).outcome).toBe('refund_needed');
    const [p] = await paymentsOf(o.id);
    await t.app.deps.payments.refund(p!.providerPaymentId!, `panel:${p!.id}`);

    await reconcilePayments(t.app.deps, undefined, later(11));
    const [after] = await paymentsOf(o.id);
    expect(after!.status).toBe('refunded');
    expect((await orderRow(o.id)).status).toBe('refunded');
    expect(await books(o.id)).toHaveLength(0);
  });

  it('the faults are for the crash test only: refused beside Mercado Pago and in production, and off by default', async () => {
    expect(() => loadConfig({ SANDBOX_FAULT_SEED: '7', PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'TEST-x' })).toThrow(ConfigError);
    expect(() => loadConfig({ SANDBOX_FAULT_SEED: '7', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ SANDBOX_FAULT_BREAK: 'silent-approval' })).toThrow(ConfigError);
    expect(t.app.deps.payments).not.toBeInstanceOf(FaultySandboxProvider);
    const faulty = await createTestApp({ SANDBOX_FAULT_SEED: '7' });
    try {
      expect(faulty.app.deps.payments).toBeInstanceOf(FaultySandboxProvider);
      // The same seed takes the same decisions in every process.
      const f = (faulty.app.deps.payments as FaultySandboxProvider).faults;
      expect(f.chance('x', 'y')).toBe(f.chance('x', 'y'));
      expect(json(await faulty.app.inject({ url: '/api/health' }))).toBeTruthy();
    } finally {
      await faulty.close();
    }
  });
});
