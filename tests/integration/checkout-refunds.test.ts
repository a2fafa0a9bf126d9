import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, createOrder } from '../factories/checkout';
import { mailsTo } from '../factories/mail';
import { loginAs } from '../factories/users';
import { auditLogs, bookings, financeTransactions, orders, paymentRefunds, payments } from '../../server/db/schema';
import { messages } from '../../domain/messages';
import { formatBRL } from '../../domain/money';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { reconcilePayments } from '../../server/flows/checkout/reconcile';
import { sandboxBank } from '../../server/modules/checkout/sandbox.service';
import { openRefund } from '../../server/flows/checkout/refund-moves';
import { handlePaymentNotification } from '../../server/flows/checkout/provider-sync';

/**
 * Issue 20 §4 (ADR 0025): staff give money back from /admin/payments, whole or in parts, exactly
 * once whatever repeats, crashes or races; the books, the order and its bookings follow.
 */
describe('refunds from /admin/payments', () => {
  let t: TestApp;
  let ids: string[];
  let admin: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  const db = () => t.app.deps.db;
  const cardToken = () => {
    const r = sandboxTokenize(
      { number: '4111 1111 1111 1111', holder: 'FULANO DE TAL', expiry: '12/35', cvv: '123' },
      new Date(),
    );
    if (!r.ok) throw new Error('test card');
    return r.card.token;
  };
  /** An order paid by card (sandbox): one approved payment, one booking per building. */
  async function paidOrder(buildings: string[], email = `comprador.${randomUUID()}@teste.local`) {
    const o = await createOrder(t.app, { buyer: buyer({ email }), buildingIds: buildings, months: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o.id}/payments`,
      headers: { 'x-order-token': o.token },
      payload: { method: 'card', cardToken: cardToken(), installments: 1 },
    });
    expect(json(res).order.status).toBe('paid');
    const [p] = await db().select().from(payments).where(eq(payments.orderId, o.id));
    return { order: o, payment: p!, email };
  }
  const refund = (paymentId: string, body: Record<string, unknown> | undefined, cookie = admin.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/refund`,
      headers: { cookie },
      ...(body ? { payload: body } : {}),
    });
  const entriesOf = (orderId: string) =>
    db().select().from(financeTransactions).where(eq(financeTransactions.orderId, orderId));
  const refundsOf = (paymentId: string) =>
    db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  const paymentRow = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const bookingsOf = (orderId: string) => db().select().from(bookings).where(eq(bookings.orderId, orderId));
  const bankRefunds = async (providerPaymentId: string) =>
    (await sandboxBank(db()).read(providerPaymentId))?.refunds ?? [];

  it('refuses the wrong callers and bad input with clear messages, writing nothing', async () => {
    const { payment } = await paidOrder([ids[0]!]);
    for (const role of ['editor', 'finance', 'client', 'sindico'] as const) {
      const { cookie } = await loginAs(t.app, role);
      expect((await refund(payment.id, { amountCents: 100, reason: 'teste' }, cookie)).statusCode).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/payments/${payment.id}/refund`,
          payload: { amountCents: 100, reason: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    const noReason = await refund(payment.id, { amountCents: 100 });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).error.message).toBe(messages.refundReasonRequired);
    const zero = await refund(payment.id, { amountCents: 0, reason: 'Cliente pediu' });
    expect(zero.statusCode).toBe(400);
    expect(json(zero).error.message).toBe(messages.refundAmountInvalid);
    const tooMuch = await refund(payment.id, { amountCents: payment.amountCents + 1, reason: 'Cliente pediu' });
    expect(tooMuch.statusCode).toBe(409);
    expect(json(tooMuch).error.message).toBe(messages.refundAmountTooLarge(formatBRL(payment.amountCents)));
    const extra = await refund(payment.id, { amountCents: 100, reason: 'x', sneaky: true });
    expect(extra.statusCode).toBe(400);
    expect((await refund('not-a-uuid', { amountCents: 100, reason: 'x' })).statusCode).toBe(404);
    expect(await refundsOf(payment.id)).toHaveLength(0);
    expect(await bankRefunds(payment.providerPaymentId!)).toHaveLength(0);
    expect((await paymentRow(payment.id)).status).toBe('approved');
  });

  it('a partial refund, replayed, then the rest with the bookings ended: books, order, mails and slots follow, once', async () => {
    const { order, payment, email } = await paidOrder([ids[1]!, ids[2]!]);
    const total = payment.amountCents;
    const requestId = randomUUID();
    const part = 50_000;
    const first = await refund(payment.id, {
      amountCents: part,
      reason: 'Desconto combinado com o cliente',
      requestId,
    });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ status: 'done', message: messages.refundPartialDone(formatBRL(part)) });
    // The same screen request again (a double click, a retried request) finds the same refund.
    const replay = await refund(payment.id, {
      amountCents: part,
      reason: 'Desconto combinado com o cliente',
      requestId,
    });
    expect(json(replay).refundId).toBe(json(first).refundId);
    const reused = await refund(payment.id, { amountCents: part + 1, reason: 'x', requestId });
    expect(reused.statusCode).toBe(409);
    expect(json(reused).error.message).toBe(messages.refundRequestReused);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await bankRefunds(payment.providerPaymentId!)).toHaveLength(1);
    expect((await paymentRow(payment.id)).status).toBe('approved');
    expect((await orderRow(order.id)).status).toBe('paid');
    let entries = await entriesOf(order.id);
    expect(entries.map((e) => [e.source, e.amountCents]).sort()).toEqual([
      ['order', total],
      ['order_partial_refund', -part],
    ]);
    expect((await mailsTo(t.app, email)).some((m) => m.subject.includes(`estorno de ${formatBRL(part)}`))).toBe(true);

    // The order detail and the reversals list show it.
    const detail = json(
      await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: { cookie: admin.cookie } }),
    );
    expect(detail.payments[0]).toMatchObject({ refundedCents: part, refundableCents: total - part });
    expect(detail.payments[0].refunds).toEqual([
      expect.objectContaining({
        amountCents: part,
        origin: 'staff',
        status: 'done',
        reason: 'Desconto combinado com o cliente',
      }),
    ]);
    const list = json(await t.app.inject({ url: '/api/admin/payments/reversals', headers: { cookie: admin.cookie } }));
    expect(list.rows.find((r: { paymentId: string }) => r.paymentId === payment.id)).toMatchObject({
      refundedCents: part,
      status: 'approved',
      activeBookings: 2,
    });

    // Ending bookings is refused while the payment still pays the order.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/end-bookings`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(early.statusCode).toBe(409);
    expect(json(early).error.message).toBe(messages.bookingsNotEndable);

    // The rest (no amount: everything left), ending the bookings.
    const rest = await refund(payment.id, { reason: 'Cliente desistiu', endBookings: true });
    expect(json(rest)).toMatchObject({ status: 'done', message: messages.paymentRefunded });
    expect((await paymentRow(payment.id)).status).toBe('refunded');
    expect((await orderRow(order.id)).status).toBe('refunded');
    entries = await entriesOf(order.id);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    expect(entries.find((e) => e.source === 'order_refund')!.amountCents).toBe(-(total - part));
    expect((await bookingsOf(order.id)).map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
    const audit = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'bookings_ended')));
    expect(audit.some((a) => (a.metadata as { orderId?: string }).orderId === order.id)).toBe(true);

    // Nothing is left to give back, nor to end.
    const third = await refund(payment.id, { amountCents: 100, reason: 'x' });
    expect(third.statusCode).toBe(409);
    expect(json(third).error.message).toBe(messages.paymentNotRefundable);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/end-bookings`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(json(none).error.message).toBe(messages.bookingsNoneActive);
    expect(await bankRefunds(payment.providerPaymentId!)).toHaveLength(2);
  });

  it('two staff members refunding at once cannot give back more than was paid', async () => {
    const { payment } = await paidOrder([ids[3]!]);
    const share = Math.ceil(payment.amountCents * 0.6);
    const answers = await Promise.all([
      refund(payment.id, { amountCents: share, reason: 'A' }),
      refund(payment.id, { amountCents: share, reason: 'B' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await refundsOf(payment.id)).filter((r) => r.status !== 'failed')).toHaveLength(1);
    expect(await bankRefunds(payment.providerPaymentId!)).toHaveLength(1);
  });

  it('a crash between the request and the answer: reconciliation finishes it with the same key, once', async () => {
    const now = new Date();
    // (a) the process died before calling the provider
    const a = await paidOrder([ids[4]!]);
    const { refund: ra } = await db().transaction((tx) =>
      openRefund(tx, {
        paymentId: a.payment.id,
        amountCents: 10_000,
        reason: 'Queda antes da chamada',
        origin: 'staff',
        endBookings: false,
        actor: {},
        now,
      }),
    );
    // (b) the provider refunded, then the process died before recording it
    const b = await paidOrder([ids[5]!]);
    const { refund: rb } = await db().transaction((tx) =>
      openRefund(tx, {
        paymentId: b.payment.id,
        amountCents: 20_000,
        reason: 'Queda depois da chamada',
        origin: 'staff',
        endBookings: false,
        actor: {},
        now,
      }),
    );
    await t.app.deps.payments.refund(b.payment.providerPaymentId!, rb.idempotencyKey, rb.amountCents);
    // A request in flight holds its amount meanwhile.
    const during = await refund(a.payment.id, { amountCents: a.payment.amountCents, reason: 'tudo' });
    expect(json(during).error.message).toBe(messages.refundAmountTooLarge(formatBRL(a.payment.amountCents - 10_000)));

    const later = new Date(now.getTime() + 5 * 60_000);
    const report = await reconcilePayments(t.app.deps, undefined, later);
    expect(report.refunds).toBeGreaterThanOrEqual(2);
    await reconcilePayments(t.app.deps, undefined, new Date(later.getTime() + 5 * 60_000));
    for (const [p, r] of [
      [a.payment, ra],
      [b.payment, rb],
    ] as const) {
      expect((await refundsOf(p.id)).map((x) => x.status)).toEqual(['done']);
      expect(await bankRefunds(p.providerPaymentId!)).toHaveLength(1);
      const partial = (await entriesOf(p.orderId)).filter((e) => e.source === 'order_partial_refund');
      expect(partial.map((e) => e.amountCents)).toEqual([-r.amountCents]);
    }
  });

  it('a refund the provider refuses fails cleanly: 502 with the message, nothing given back, refundable again', async () => {
    const { order, payment } = await paidOrder([ids[0]!]);
    // The bank no longer holds the charge as approved (e.g. disputed meanwhile): it refuses.
    await sandboxBank(db()).setStatus(payment.providerPaymentId!, 'cancelled', ['approved']);
    const res = await refund(payment.id, { amountCents: 1_000, reason: 'Teste' });
    expect(res.statusCode).toBe(502);
    expect(json(res).error.message).toBe(messages.paymentRefundError);
    expect((await refundsOf(payment.id)).map((r) => r.status)).toEqual(['failed']);
    expect((await paymentRow(payment.id)).status).toBe('approved');
    expect((await entriesOf(order.id)).map((e) => e.source)).toEqual(['order']);
    await sandboxBank(db()).setStatus(payment.providerPaymentId!, 'approved', ['cancelled']);
    expect(json(await refund(payment.id, { amountCents: 1_000, reason: 'Teste de novo' })).status).toBe('done');
  });

  it('after a chargeback staff end the bookings (admins only); the slots leave the client and the count', async () => {
    const { order, payment } = await paidOrder([ids[1]!]);
    await sandboxBank(db()).setStatus(payment.providerPaymentId!, 'charged_back', ['approved']);
    expect(await handlePaymentNotification(t.app.deps, payment.providerPaymentId!)).toBe('reversed');
    expect((await paymentRow(payment.id)).status).toBe('charged_back');
    expect((await orderRow(order.id)).status).toBe('paid');
    const list = json(await t.app.inject({ url: '/api/admin/payments/reversals', headers: { cookie: admin.cookie } }));
    expect(list.rows.find((r: { paymentId: string }) => r.paymentId === payment.id)).toMatchObject({
      status: 'charged_back',
      activeBookings: 1,
      refundedCents: 0,
    });
    // A charged-back payment is not refundable from here.
    expect((await refund(payment.id, { amountCents: 100, reason: 'x' })).statusCode).toBe(409);
    const url = `/api/admin/orders/${order.id}/end-bookings`;
    const editor = await loginAs(t.app, 'editor');
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { cookie: editor.cookie }, payload: {} })).statusCode,
    ).toBe(403);
    const ended = await t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, payload: {} });
    expect(json(ended)).toEqual({ message: messages.bookingsEnded(1), ended: 1 });
    const rows = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.orderId, order.id), inArray(bookings.status, ['active'])));
    expect(rows).toHaveLength(0);
    const after = json(await t.app.inject({ url: '/api/admin/payments/reversals', headers: { cookie: admin.cookie } }));
    expect(after.rows.find((r: { paymentId: string }) => r.paymentId === payment.id).activeBookings).toBe(0);
  });

  it('a refund_needed payment still goes back whole with an empty body (and only whole)', async () => {
    const { order, payment } = await paidOrder([ids[2]!]);
    // A second card payment for the paid order is money that cannot pay it.
    const o = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(o[0]!.status).toBe('paid');
    const [flagged] = await db()
      .insert(payments)
      .values({
        orderId: order.id,
        provider: 'sandbox',
        providerPaymentId: `CX${randomUUID().slice(0, 8)}`,
        method: 'card',
        status: 'refund_needed',
        amountCents: 5_000,
        refundReason: 'order_already_paid',
      })
      .returning();
    await sandboxBank(db()).record(flagged!.id, {
      providerPaymentId: flagged!.providerPaymentId!,
      paymentId: flagged!.id,
      amountCents: 5_000,
      status: 'approved',
      expiresAt: null,
      idempotencyKey: `k-${flagged!.id}`,
    });
    const part = await refund(flagged!.id, { amountCents: 1_000, reason: 'x' });
    expect(json(part).error.message).toBe(messages.refundMustBeWhole);
    const whole = await refund(flagged!.id, {});
    expect(json(whole)).toMatchObject({ status: 'done', message: messages.paymentRefunded });
    expect((await paymentRow(flagged!.id)).status).toBe('refunded');
    // The order's own payment and revenue are untouched.
    expect((await paymentRow(payment.id)).status).toBe('approved');
    expect((await entriesOf(order.id)).map((e) => e.source)).toEqual(['order']);
  });
});
