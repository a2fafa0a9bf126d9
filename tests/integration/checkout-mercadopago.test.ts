import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, counts, createOrder } from '../factories/checkout';
import { bookings, financeTransactions, orders, paymentRefunds, payments } from '../../server/db/schema';
import { loginAs } from '../factories/users';
import { MercadoPagoProvider, type MpPayment, type MpPaymentClient } from '../../server/modules/payments/mercadopago.provider';
import { signatureManifest, signManifest } from '../../server/modules/payments/mercadopago-signature';
import { messages } from '../../domain/messages';

const fixture = (name: string): MpPayment =>
  JSON.parse(readFileSync(new URL(`../fixtures/mercadopago/${name}.json`, import.meta.url), 'utf8')) as MpPayment;

/** Stands in for the SDK's Payment client: recorded answers, and a record of every call. */
class FakeMpClient implements MpPaymentClient {
  creates: { body: Record<string, unknown>; requestOptions?: { idempotencyKey?: string } }[] = [];
  gets: string[] = [];
  next: MpPayment[] = [];
  store = new Map<string, MpPayment>();
  /**
   * A crash during the call: 'before' = the request never reached Mercado Pago, 'after' = it made
   * the charge but the answer never reached us. Either way our row keeps no provider id.
   */
  crash: 'before' | 'after' | null = null;
  /** Payments the search does not list yet (its index runs behind the payments API). */
  unlisted = new Set<string>();
  async create(args: { body: Record<string, unknown>; requestOptions?: { idempotencyKey?: string } }) {
    this.creates.push(args);
    if (this.crash === 'before') throw new Error('socket hang up');
    // Like the API: a PIX must expire at least 30 minutes after the request arrives.
    const exp = args.body.date_of_expiration as string | undefined;
    if (exp && new Date(exp).getTime() - Date.now() < 30 * 60_000) {
      throw Object.assign(new Error('date_of_expiration must be at least 30 minutes ahead'), { status: 400 });
    }
    const answer = { ...this.next.shift()!, external_reference: args.body.external_reference as string, transaction_amount: args.body.transaction_amount as number };
    this.store.set(String(answer.id), answer);
    if (this.crash === 'after') throw new Error('socket hang up');
    return answer;
  }
  searches: string[] = [];
  /** GET /v1/payments/search?external_reference=…: our payment id finds the charge made for it. */
  async search({ options }: { options: Record<string, string | number> }) {
    const ref = String(options.external_reference);
    this.searches.push(ref);
    return { results: [...this.store.values()].filter((p) => p.external_reference === ref && !this.unlisted.has(String(p.id))) };
  }
  async get({ id }: { id: string | number }) {
    this.gets.push(String(id));
    const p = this.store.get(String(id));
    if (!p) throw Object.assign(new Error('Payment not found'), { status: 404 });
    return p;
  }
  refunds: { payment_id: string; amount?: number; key?: string }[] = [];
  /** The status the next refund answers with ('approved' like the API, or 'in_process' for a PIX in contingency). */
  nextRefundStatus: 'approved' | 'in_process' = 'approved';
  private refundsByKey = new Map<string, { id: number; amount: number; status: string }>();
  /** POST /v1/payments/{id}/refunds: idempotent by key; never more than what is left; the payment shows it. */
  async refund(args: { payment_id: string | number; body?: { amount?: number }; requestOptions?: { idempotencyKey?: string } }) {
    const key = args.requestOptions?.idempotencyKey;
    this.refunds.push({ payment_id: String(args.payment_id), amount: args.body?.amount, key });
    if (!key) throw Object.assign(new Error('Header-X-Idempotency-Key-can’t-be-null'), { status: 400 });
    const known = this.refundsByKey.get(key);
    if (known) return { ...fixture('refund-created'), ...known, payment_id: Number(args.payment_id) };
    const p = this.store.get(String(args.payment_id));
    if (!p || (p.status !== 'approved' && p.status !== 'refunded')) throw Object.assign(new Error('The action requested is not valid for the current payment state'), { status: 400 });
    const paid = p.transaction_amount ?? 0;
    const before = p.transaction_amount_refunded ?? 0;
    const amount = args.body?.amount ?? Number((paid - before).toFixed(2));
    if (amount <= 0 || Number((before + amount).toFixed(2)) > paid) throw Object.assign(new Error('amount-attribute-must-be-positive'), { status: 400 });
    const answer = { id: 1_242_469_900 + this.refundsByKey.size, amount, status: this.nextRefundStatus };
    this.refundsByKey.set(key, answer);
    if (answer.status === 'approved') this.giveBack(args.payment_id, amount);
    return { ...fixture('refund-created'), ...answer, payment_id: Number(args.payment_id) };
  }
  /** The payment as the API shows it after `amount` reais went back (here or in the panel). */
  giveBack(id: string | number, amount: number) {
    const p = this.store.get(String(id))!;
    const refunded = Number(((p.transaction_amount_refunded ?? 0) + amount).toFixed(2));
    const whole = refunded >= (p.transaction_amount ?? 0);
    this.store.set(String(id), { ...p, transaction_amount_refunded: refunded, status: whole ? 'refunded' : 'approved', status_detail: whole ? 'refunded' : 'partially_refunded' });
  }
  /** What Mercado Pago would answer after the buyer paid. */
  settle(id: string | number, name: string) {
    const cur = this.store.get(String(id))!;
    this.store.set(String(id), { ...fixture(name), id: cur.id, external_reference: cur.external_reference, transaction_amount: cur.transaction_amount });
  }
}

const SECRET = 'segredo-do-webhook';

describe('Mercado Pago provider (SDK stubbed at its boundary, signature checked for real)', () => {
  let t: TestApp;
  let ids: string[];
  let fake: FakeMpClient;
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-0000000000000000-000000-00000000000000000000000000000000-000000000',
      MERCADOPAGO_PUBLIC_KEY: 'TEST-00000000-0000-0000-0000-000000000000',
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      PUBLIC_URL: 'https://indexa.example',
    });
    ids = await buildingIds(t.app);
  });
  afterAll(() => t.close());

  const useFake = () => {
    fake = new FakeMpClient();
    t.app.deps.payments = new MercadoPagoProvider(fake, { accessToken: 'x', notificationUrl: 'https://indexa.example/api/payments/webhook/mercadopago' });
  };

  const webhook = (dataId: string, opts: { secret?: string; tamper?: (h: Record<string, string>) => void } = {}) => {
    const ts = String(Math.floor(Date.now() / 1000));
    const requestId = randomUUID();
    const v1 = signManifest(opts.secret ?? SECRET, signatureManifest(dataId, requestId, ts));
    const headers: Record<string, string> = { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
    opts.tamper?.(headers);
    return t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/mercadopago?data.id=${dataId}&type=payment`,
      headers,
      payload: { ...fixture('webhook-payment'), data: { id: dataId } },
    });
  };

  it('the sandbox endpoints do not exist with this provider; the page learns the public key', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/sandbox/payments/${randomUUID()}/approve` });
    expect(res.statusCode).toBe(404);
    const cfg = json(await t.app.inject({ url: '/api/checkout/config' }));
    expect(cfg).toEqual({ provider: 'mercadopago', mercadopagoPublicKey: 'TEST-00000000-0000-0000-0000-000000000000', demo: false });
  });

  it('PIX: created through the SDK with an idempotency key from the order; a signed webhook grants it after re-reading', async () => {
    useFake();
    fake.next.push(fixture('pix-created'));
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: ids.slice(0, 2), months: 6 });
    const res = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments`, headers: { 'x-order-token': o.token }, payload: { method: 'pix' } });
    expect(res.statusCode).toBe(200);
    const { payment } = json(res);
    expect(fake.creates).toHaveLength(1);
    const call = fake.creates[0]!;
    expect(call.body).toMatchObject({
      payment_method_id: 'pix',
      transaction_amount: 18_332.46,
      external_reference: payment.id,
      notification_url: 'https://indexa.example/api/payments/webhook/mercadopago',
    });
    expect(call.body.date_of_expiration).toMatch(/-03:00$/);
    expect(call.requestOptions?.idempotencyKey).toBe(`pix:${payment.id}`);
    expect(payment.pixPayload).toBe(fixture('pix-created').point_of_interaction!.transaction_data!.qr_code);
    expect(payment.pixQr).toMatch(/^data:image\/png;base64,/);

    // The buyer pays; Mercado Pago notifies.
    fake.settle(123456789, 'pix-approved');
    const hook = await webhook('123456789');
    expect(hook.statusCode).toBe(200);
    expect(fake.gets).toEqual(['123456789']);
    expect((await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('paid');
    expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(2);
    // The same notification again: accepted, nothing more happens.
    const before = await counts(t.app);
    expect((await webhook('123456789')).statusCode).toBe(200);
    expect(await counts(t.app)).toEqual(before);
  });

  it('a tampered, unsigned, stale-format or wrongly keyed notification is refused before anything is read or written', async () => {
    useFake();
    fake.next.push(fixture('pix-created'));
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[2]], months: 1 });
    await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`, payload: { method: 'pix' } });
    fake.settle(123456789, 'pix-approved');
    const before = await counts(t.app);
    const attempts = [
      webhook('123456789', { secret: 'outro-segredo' }),
      // One hex digit of the hash changed (always to a different digit).
      webhook('123456789', { tamper: (h) => (h['x-signature'] = h['x-signature']!.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`)) }),
      webhook('123456789', { tamper: (h) => (h['x-request-id'] = randomUUID()) }),
      webhook('123456789', { tamper: (h) => (h['x-signature'] = 'v1=abc') }),
      // A valid signature for another payment id does not cover this one.
      (async () => {
        const ts = String(Math.floor(Date.now() / 1000));
        const v1 = signManifest(SECRET, signatureManifest('1', 'r', ts));
        return t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook/mercadopago?data.id=123456789&type=payment',
          headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': 'r' },
          payload: {},
        });
      })(),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(json(res).error.message).toBe(messages.webhookSignatureInvalid);
    }
    expect(fake.gets).toHaveLength(0);
    expect(await counts(t.app)).toEqual(before);
    expect((await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('pending');
  });

  it('an expired PIX notification expires the order', async () => {
    useFake();
    fake.next.push({ ...fixture('pix-created'), id: 555 });
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[3]], months: 1 });
    await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`, payload: { method: 'pix' } });
    fake.settle(555, 'pix-expired');
    await t.app.deps.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, o.id));
    expect((await webhook('555')).statusCode).toBe(200);
    expect((await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('expired');
  });

  it('card (Card Payment Brick token): approved in 12x is granted at once; rejected answers the spec message', async () => {
    useFake();
    fake.next.push(fixture('card-approved'));
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[4]], months: 1 });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`,
      payload: { method: 'card', cardToken: 'ff8080814c11e237014c1ff593b57b4d', installments: 12, paymentMethodId: 'master', issuerId: '24' },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).order.status).toBe('paid');
    expect(fake.creates[0]!.body).toMatchObject({ token: 'ff8080814c11e237014c1ff593b57b4d', installments: 12, payment_method_id: 'master', issuer_id: 24, transaction_amount: 1997 });
    expect(fake.creates[0]!.requestOptions?.idempotencyKey).toMatch(new RegExp(`^card:${o.id}:`));

    fake.next.push(fixture('card-rejected'));
    const o2 = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[5]], months: 1 });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o2.id}/payments?token=${o2.token}`,
      payload: { method: 'card', cardToken: 'ff8080814c11e237014c1ff593b57b4e', installments: 1, paymentMethodId: 'master' },
    });
    expect(bad.statusCode).toBe(402);
    expect(json(bad).error.message).toBe(messages.paymentError);
    const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.orderId, o2.id));
    expect(p).toMatchObject({ status: 'rejected', providerPaymentId: '987654322', statusDetail: 'cc_rejected_other_reason' });
  });

  it('a notification for a payment we do not know is acknowledged and ignored', async () => {
    useFake();
    const before = await counts(t.app);
    fake.store.set('777', { ...fixture('pix-approved'), id: 777, external_reference: randomUUID() });
    expect((await webhook('777')).statusCode).toBe(200);
    expect(await counts(t.app)).toEqual(before);
  });

  it('PIX: the expiry sent is 31–35 minutes ahead, computed right before the call, and the buyer sees the same deadline', async () => {
    useFake();
    fake.next.push({ ...fixture('pix-created'), id: 9001, date_of_expiration: undefined });
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1 });
    const res = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`, payload: { method: 'pix' } });
    expect(res.statusCode).toBe(200);
    const sent = new Date(fake.creates.at(-1)!.body.date_of_expiration as string).getTime();
    const minutes = (sent - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(31);
    expect(minutes).toBeLessThanOrEqual(35);
    expect(new Date(json(res).payment.expiresAt).getTime()).toBe(sent);
    const { mercadoPagoNotificationUrl } = await import('../../server/modules/payments/provider-setup.service');
    expect(mercadoPagoNotificationUrl(t.app.deps.config)).toBe('https://indexa.example/api/payments/webhook/mercadopago?source_news=webhooks');
    expect(mercadoPagoNotificationUrl({ PUBLIC_URL: 'http://localhost:3000' })).toBeUndefined();
  });

  it('IPN-format and unsigned deliveries of our own payment are re-read and applied; an unknown id is a 200 with nothing done', async () => {
    useFake();
    fake.next.push({ ...fixture('pix-created'), id: 7007 });
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[1]], months: 1 });
    await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`, payload: { method: 'pix' } });
    // Unknown ids: nothing read for an unsigned one, a 404 from the API for a signed one — both 200.
    const ipnUnknown = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/mercadopago?id=999999&topic=payment', payload: {} });
    expect(ipnUnknown.statusCode).toBe(200);
    expect(fake.gets).toHaveLength(0);
    expect((await webhook('888888')).statusCode).toBe(200);
    expect(fake.gets).toEqual(['888888']);
    // The buyer pays; the notification arrives in the IPN format, unsigned.
    fake.settle(7007, 'pix-approved');
    const ipn = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/mercadopago?id=7007&topic=payment', payload: { resource: '7007', topic: 'payment' } });
    expect(ipn.statusCode).toBe(200);
    expect(fake.gets).toContain('7007');
    expect((await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('paid');
    expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(1);
    // The same fact again (webhook format, unsigned body-only) changes nothing.
    const again = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/mercadopago', payload: { type: 'payment', action: 'payment.updated', data: { id: '7007' } } });
    expect(again.statusCode).toBe(200);
    expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(1);
  });

  it('a PIX whose notification never arrives is found paid by reconciliation and granted once', async () => {
    useFake();
    fake.next.push({ ...fixture('pix-created'), id: 4242 });
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[2]], months: 1 });
    await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`, payload: { method: 'pix' } });
    fake.settle(4242, 'pix-approved');
    const { reconcilePayments } = await import('../../server/flows/checkout/reconcile');
    await reconcilePayments(t.app.deps, undefined, new Date(Date.now() + 5 * 60_000));
    await reconcilePayments(t.app.deps, undefined, new Date(Date.now() + 10 * 60_000));
    expect((await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('paid');
    expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(1);
  });

  it('a chargeback after approval is recorded and shown to staff', async () => {
    useFake();
    fake.next.push({ ...fixture('card-approved'), id: 5151 });
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[3]], months: 1 });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`,
      payload: { method: 'card', cardToken: 'ff8080814c11e237014c1ff593b5cb01', installments: 1, paymentMethodId: 'visa', issuerId: 25, payer: { identification: { type: 'CNPJ', number: '11.222.333/0001-81' } } },
    });
    expect(json(paid).order.status).toBe('paid');
    expect(fake.creates.at(-1)!.body).toMatchObject({ payment_method_id: 'visa', issuer_id: 25, payer: { identification: { type: 'CNPJ', number: '11222333000181' } } });
    const cur = fake.store.get('5151')!;
    fake.store.set('5151', { ...cur, status: 'charged_back', status_detail: 'reimbursed' });
    expect((await webhook('5151')).statusCode).toBe(200);
    const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(p!.status).toBe('charged_back');
    // Without payment_method_id Mercado Pago cannot charge: refused before any call.
    const o2 = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[4]], months: 1 });
    const calls = fake.creates.length;
    const missing = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o2.id}/payments?token=${o2.token}`, payload: { method: 'card', cardToken: 'ff8080814c11e237014c1ff593b5cb02', installments: 1 } });
    expect(missing.statusCode).toBe(400);
    expect(fake.creates.length).toBe(calls);
  });

  describe('a card attempt cut by a crash (issue 27 §10): asked by reference once PAYMENT_STALE_SECONDS passed', () => {
    const stale = () => t.app.deps.config.PAYMENT_STALE_SECONDS * 1000;
    const cardBody = (token: string) => ({ method: 'card', cardToken: token, installments: 1, paymentMethodId: 'master', issuerId: 24 });
    // Its own address: the payment routes' per-address limit is not what these cases are about.
    const pay = (o: { id: string; token: string }, body: object) =>
      t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`, payload: body, remoteAddress: `10.27.10.${Math.floor(Math.random() * 250)}` });
    /** The attempt's row as the crash left it, made older than PAYMENT_STALE_SECONDS (and far less than 10 ×). */
    async function crashedAttempt(o: { id: string; token: string }, token: string) {
      const res = await pay(o, cardBody(token));
      expect(res.statusCode).toBe(502);
      const [row] = await t.app.deps.db.select().from(payments).where(eq(payments.orderId, o.id));
      expect(row).toMatchObject({ status: 'pending', providerPaymentId: null });
      // While it is young the buyer is asked to wait: the call may still be under way.
      const young = await pay(o, cardBody(`${token}0`));
      expect(young.statusCode).toBe(409);
      expect(json(young).error.code).toBe('payment_in_progress');
      const old = new Date(Date.now() - stale() - 5_000);
      await t.app.deps.db.update(payments).set({ createdAt: old, updatedAt: old }).where(eq(payments.id, row!.id));
      return row!;
    }

    it('charged by Mercado Pago, answer lost: the next attempt finds it by reference and the order is paid, nothing charged twice', async () => {
      useFake();
      fake.next.push({ ...fixture('card-approved'), id: 7171 });
      fake.crash = 'after';
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[5]], months: 1 });
      const row = await crashedAttempt(o, 'ff8080814c11e237014c1ff593b5c7171');
      fake.crash = null;
      const next = await pay(o, cardBody('ff8080814c11e237014c1ff593b5c7172'));
      expect(next.statusCode).toBe(409);
      expect(json(next).error.message).toBe(messages.paymentAlreadyPaid);
      expect(fake.searches).toContain(row.id);
      expect(fake.creates).toHaveLength(1);
      expect((await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('paid');
      expect((await t.app.deps.db.select().from(payments).where(eq(payments.id, row.id)))[0]).toMatchObject({ status: 'approved', providerPaymentId: '7171' });
      expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(1);
    });

    it('never reached Mercado Pago: the reconciliation retires it and the buyer pays with PIX at once', async () => {
      useFake();
      fake.crash = 'before';
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[4]], months: 1 });
      const row = await crashedAttempt(o, 'ff8080814c11e237014c1ff593b5c7272');
      fake.crash = null;
      const { reconcilePayments } = await import('../../server/flows/checkout/reconcile');
      await reconcilePayments(t.app.deps);
      expect(fake.searches).toContain(row.id);
      expect((await t.app.deps.db.select().from(payments).where(eq(payments.id, row.id)))[0]).toMatchObject({ status: 'error', statusDetail: 'never_reached_provider' });
      fake.next.push({ ...fixture('pix-created'), id: 7272 });
      const pix = await pay(o, { method: 'pix' });
      expect(pix.statusCode, pix.body).toBe(200);
      expect(json(pix).payment.pixPayload).toBeTruthy();
    });

    it('a charge the search lists only late is still applied by the late look (retired meanwhile, granted once)', async () => {
      useFake();
      fake.next.push({ ...fixture('card-approved'), id: 7373 });
      fake.crash = 'after';
      fake.unlisted.add('7373');
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[3]], months: 1 });
      const row = await crashedAttempt(o, 'ff8080814c11e237014c1ff593b5c7373');
      fake.crash = null;
      const { reconcilePayments } = await import('../../server/flows/checkout/reconcile');
      await reconcilePayments(t.app.deps);
      expect((await t.app.deps.db.select().from(payments).where(eq(payments.id, row.id)))[0]!.status).toBe('error');
      fake.unlisted.clear();
      await reconcilePayments(t.app.deps, undefined, new Date(Date.now() + 11 * 60_000));
      expect((await t.app.deps.db.select().from(payments).where(eq(payments.id, row.id)))[0]).toMatchObject({ status: 'approved', providerPaymentId: '7373' });
      expect((await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('paid');
      const again = await reconcilePayments(t.app.deps, undefined, new Date(Date.now() + 25 * 60_000));
      expect(again.repaired).toBe(0);
      expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(1);
    });
  });

  describe('refunds (issue 20 §4, ADR 0025)', () => {
    let admin: { cookie: string };
    beforeAll(async () => {
      admin = await loginAs(t.app, 'admin');
    });
    async function cardPaid(id: number, building: string) {
      fake.next.push({ ...fixture('card-approved'), id });
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [building], months: 1 });
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`,
        payload: { method: 'card', cardToken: `ff8080814c11e237014c1ff593b5c${id}`, installments: 1, paymentMethodId: 'master', issuerId: 24 },
      });
      expect(json(paid).order.status).toBe('paid');
      const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.orderId, o.id));
      return { order: o, payment: p! };
    }
    const refundOf = (paymentId: string, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, headers: { cookie: admin.cookie }, payload: body });
    const refundRows = (paymentId: string) => t.app.deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
    const entries = (orderId: string) => t.app.deps.db.select().from(financeTransactions).where(eq(financeTransactions.orderId, orderId));

    it('a partial refund goes to /v1/payments/{id}/refunds with the amount in reais and its own key; the webhook after it adds nothing', async () => {
      useFake();
      const { order, payment } = await cardPaid(6161, ids[0]!);
      const res = await refundOf(payment.id, { amountCents: 2_550, reason: 'Ajuste de valor' });
      expect(json(res).status).toBe('done');
      const [row] = await refundRows(payment.id);
      expect(fake.refunds).toEqual([{ payment_id: '6161', amount: 25.5, key: `refund:${row!.id}` }]);
      expect(row).toMatchObject({ status: 'done', providerRefundId: '1242469900', origin: 'staff' });
      // Mercado Pago then notifies the payment change: re-read, approved with 25.50 refunded — already known.
      expect((await webhook('6161')).statusCode).toBe(200);
      expect(await refundRows(payment.id)).toHaveLength(1);
      expect((await entries(order.id)).filter((e) => e.source === 'order_partial_refund').map((e) => e.amountCents)).toEqual([-2_550]);
      const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(p).toMatchObject({ status: 'approved', statusDetail: 'partially_refunded' });
    });

    it('a refund Mercado Pago answers "in_process" is shown as in progress and confirmed by the next re-read', async () => {
      useFake();
      const { order, payment } = await cardPaid(6262, ids[1]!);
      fake.nextRefundStatus = 'in_process';
      const res = await refundOf(payment.id, { amountCents: 1_000, reason: 'PIX em contingência' });
      expect(json(res)).toMatchObject({ status: 'requested', message: messages.refundInProgress });
      expect((await refundRows(payment.id)).map((r) => r.status)).toEqual(['requested']);
      expect((await entries(order.id)).map((e) => e.source)).toEqual(['order']);
      // The central bank settles it; Mercado Pago notifies the payment.
      fake.giveBack(6262, 10);
      expect((await webhook('6262')).statusCode).toBe(200);
      expect((await refundRows(payment.id)).map((r) => [r.status, r.origin])).toEqual([['done', 'staff']]);
      expect((await entries(order.id)).filter((e) => e.source === 'order_partial_refund').map((e) => e.amountCents)).toEqual([-1_000]);
    });

    it('refunds made in the Mercado Pago panel are recorded once (partial, then the rest) and the books follow', async () => {
      useFake();
      const { order, payment } = await cardPaid(6363, ids[2]!);
      fake.giveBack(6363, 12.34);
      expect((await webhook('6363')).statusCode).toBe(200);
      expect((await webhook('6363')).statusCode).toBe(200);
      let rows = await refundRows(payment.id);
      expect(rows.map((r) => [r.amountCents, r.origin, r.status])).toEqual([[1_234, 'provider', 'done']]);
      const total = payment.amountCents;
      fake.giveBack(6363, Number(((total - 1_234) / 100).toFixed(2)));
      expect((await webhook('6363')).statusCode).toBe(200);
      rows = await refundRows(payment.id);
      expect(rows.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([1_234, total - 1_234].sort((a, b) => a - b));
      const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(p!.status).toBe('refunded');
      const [o] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(o!.status).toBe('refunded');
      expect((await entries(order.id)).reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    });
  });
});
