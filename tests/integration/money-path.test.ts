import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, cookiesOf, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, createOrder, makeCoupon, payPix, sandboxApprove } from '../factories/checkout';
import { mailsTo } from '../factories/mail';
import { login, loginAs, makeUser, nextIp } from '../factories/users';
import { auditLogs, bookings, emailOutbox, orders, payments } from '../../server/db/schema';
import { ConfigError, loadConfig } from '../../server/config';
import { messages } from '../../domain/messages';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { reconcilePayments } from '../../server/flows/checkout/reconcile';
import { sandboxBank } from '../../server/modules/checkout/sandbox.service';
import { signatureManifest, signManifest } from '../../server/modules/payments/mercadopago-signature';

/**
 * Issue 9, case by case: nobody can pay for someone else, become another account, charge an
 * order twice, lose a grant, follow a forged Host, lock the owner out, or get a 500 from bad input.
 */
describe('money path', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
  });
  afterAll(() => t.close());

  const card = (number: string) => {
    const r = sandboxTokenize({ number, holder: 'FULANO DE TAL', expiry: '12/35', cvv: '123' }, new Date());
    if (!r.ok) throw new Error('test card');
    return r.card.token;
  };
  const bld = (i: number) => ids[i % ids.length]!;
  const pay = (o: { id: string; token: string }, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments`, headers: { 'x-order-token': o.token }, payload: body });
  const paymentsOf = (orderId: string) => t.app.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
  const orderRow = async (id: string) => (await t.app.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  describe('1. nobody but the buyer (or staff) can approve a sandbox payment', () => {
    it('anonymous, another buyer and another client are refused; the buyer and an admin may', async () => {
      const a = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(0)], months: 1 });
      const b = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(1)], months: 1 });
      const pixA = await payPix(t.app, a);
      const pixB = await payPix(t.app, b);
      const url = `/api/sandbox/payments/${pixA.id}/approve`;
      const anonymous = await t.app.inject({ method: 'POST', url });
      expect(anonymous.statusCode).toBe(403);
      expect(json(anonymous).error.message).toBe(messages.sandboxPaymentForbidden);
      expect((await t.app.inject({ method: 'POST', url, headers: { 'x-order-token': b.token } })).statusCode).toBe(403);
      const { cookie } = await loginAs(t.app, 'client');
      expect((await t.app.inject({ method: 'POST', url, headers: { cookie } })).statusCode).toBe(403);
      expect((await paymentsOf(a.id))[0]!.status).toBe('pending');
      expect(json(await sandboxApprove(t.app, pixA)).outcome).toBe('paid');
      const admin = await loginAs(t.app, 'admin');
      const byStaff = await t.app.inject({ method: 'POST', url: `/api/sandbox/payments/${pixB.id}/approve`, headers: { cookie: admin.cookie } });
      expect(json(byStaff).outcome).toBe('paid');
    });

    it('an https PUBLIC_URL without PAYMENT_PROVIDER refuses to start; with sandbox set, every page says it is a demo', async () => {
      expect(() => loadConfig({ PUBLIC_URL: 'https://indexa.com.br' })).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: 'https://indexa.com.br' })).toThrow(/PAYMENT_PROVIDER: obrigatório/);
      expect(loadConfig({ PUBLIC_URL: 'https://indexa.com.br', PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
      // The out-of-the-box demo (no PUBLIC_URL, or localhost) still starts on the sandbox.
      expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).PAYMENT_PROVIDER).toBe('sandbox');
      const site = json(await t.app.inject({ url: '/api/site/config' }));
      expect(site.demoPayments).toBe(true);
      expect(json(await t.app.inject({ url: '/api/checkout/config' })).demo).toBe(true);
    });
  });

  describe('2. no API hands out another account\'s link or token', () => {
    it('an admin who asks a reset for the master reads only a redacted outbox; the link went to the log', async () => {
      const admin = await loginAs(t.app, 'admin');
      const master = await makeUser(t.app, { role: 'master' });
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/recovery', remoteAddress: nextIp(), payload: { email: master.email } });
      expect(r.statusCode).toBe(200);
      const page = json(await t.app.inject({ url: `/api/admin/outbox?to=${encodeURIComponent(master.email)}`, headers: { cookie: admin.cookie } }));
      expect(page.total).toBe(1);
      expect(page.rows[0].text).not.toMatch(/token=[A-Za-z0-9_-]{10,}/);
      expect(page.rows[0].text).toContain('[link pessoal removido');
      // Nothing stored holds a link any more, for any mail.
      const stored = await t.app.deps.db.select().from(emailOutbox);
      expect(stored.length).toBeGreaterThan(0);
      for (const m of stored) expect(m.text).not.toMatch(/token=[A-Za-z0-9_-]{10,}/);
      // The person's own mail (the server log without SMTP) has the working link.
      expect((await mailsTo(t.app, master.email))[0]!.text).toMatch(/redefinir-senha\?token=[A-Za-z0-9_-]{20,}/);
    });
  });

  describe('3. one payment in flight; money that cannot pay its order is flagged for refund', () => {
    it('a card replaces a pending PIX (cancelled first); the PIX paid anyway becomes refund_needed, shown and refunded', async () => {
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(2)], months: 1 });
      const pix = await payPix(t.app, o);
      const ok = await pay(o, { method: 'card', cardToken: card('4111111111111111'), installments: 2 });
      expect(ok.statusCode).toBe(200);
      expect(json(ok).order.status).toBe('paid');
      const rows = await paymentsOf(o.id);
      expect(rows.find((p) => p.id === pix.id)!.status).toBe('cancelled');
      expect(rows.filter((p) => p.status === 'approved')).toHaveLength(1);
      // The bank pays the cancelled PIX anyway (the buyer scanned it just before): money to give back.
      const ppid = rows.find((p) => p.id === pix.id)!.providerPaymentId!;
      await sandboxBank(t.app.deps.db).setStatus(ppid, 'approved');
      const { handlePaymentNotification } = await import('../../server/flows/checkout/provider-sync');
      expect(await handlePaymentNotification(t.app.deps, ppid)).toBe('refund_needed');
      const after = await paymentsOf(o.id);
      expect(after.find((p) => p.id === pix.id)).toMatchObject({ status: 'refund_needed', refundReason: 'order_already_paid' });
      expect(after.filter((p) => p.status === 'approved')).toHaveLength(1);
      expect((await orderRow(o.id)).status).toBe('paid');
      expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(1);
      const audit = await t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'refund_needed'), sql`${auditLogs.metadata}->>'paymentId' = ${pix.id}`));
      expect(audit).toHaveLength(1);
      // /admin/payments lists it with a refund action; an editor may not refund.
      const admin = await loginAs(t.app, 'admin');
      const list = json(await t.app.inject({ url: '/api/admin/payments/refunds', headers: { cookie: admin.cookie } }));
      expect(list.rows.map((r: { paymentId: string }) => r.paymentId)).toContain(pix.id);
      const editor = await loginAs(t.app, 'editor');
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/payments/${pix.id}/refund`, headers: { cookie: editor.cookie }, payload: {} })).statusCode).toBe(403);
      const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${pix.id}/refund`, headers: { cookie: admin.cookie }, payload: {} });
      expect(refunded.statusCode).toBe(200);
      expect(json(refunded).message).toBe(messages.paymentRefunded);
      expect((await paymentsOf(o.id)).find((p) => p.id === pix.id)!.status).toBe('refunded');
      // Twice is refused with a clear message (and refunds nothing more).
      const again = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${pix.id}/refund`, headers: { cookie: admin.cookie }, payload: {} });
      expect(again.statusCode).toBe(409);
      expect(json(again).error.message).toBe(messages.paymentNotRefundable);
      // The paid order takes no other payment.
      const more = await pay(o, { method: 'pix' });
      expect(more.statusCode).toBe(409);
      expect(json(more).error.message).toBe(messages.paymentAlreadyPaid);
    });

    it('a second PIX request while the first is being made waits for it: one charge', async () => {
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(3)], months: 1 });
      const [x, y] = await Promise.all([payPix(t.app, o), payPix(t.app, o)]);
      expect(x.id).toBe(y.id);
      expect(await paymentsOf(o.id)).toHaveLength(1);
    });

    it('nothing new starts while a card is being analysed (clear pt-BR refusal)', async () => {
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(4)], months: 1 });
      await t.app.deps.db.insert(payments).values({
        orderId: o.id,
        provider: 'sandbox',
        providerPaymentId: `CREVIEW${randomUUID().slice(0, 8)}`,
        method: 'card',
        status: 'pending',
        amountCents: o.order.baseTotalCents,
        idempotencyKey: `card:${o.id}:review`,
      });
      const res = await pay(o, { method: 'pix' });
      expect(res.statusCode).toBe(409);
      expect(json(res).error.message).toBe(messages.paymentCardInFlight);
      expect(await paymentsOf(o.id)).toHaveLength(1);
    });
  });

  describe('4. settling and granting are one transaction; reconciliation repairs the rest', () => {
    it('a grant that fails half-way leaves no approved payment; the job applies it later, once', async () => {
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(5)], months: 3 });
      const pix = await payPix(t.app, o);
      // The process "dies" in the middle of the grant: the bookings insert fails.
      await t.app.deps.db.execute(sql`create or replace function fail_booking() returns trigger language plpgsql as $$
        begin raise exception 'simulated crash'; end $$`);
      await t.app.deps.db.execute(sql`create trigger fail_booking before insert on bookings for each row execute function fail_booking()`);
      const crashed = await sandboxApprove(t.app, pix);
      expect(crashed.statusCode).toBe(500);
      const [p1] = await paymentsOf(o.id);
      expect(p1!.status).toBe('pending'); // never "approved without bookings"
      expect((await orderRow(o.id)).status).toBe('pending');
      await t.app.deps.db.execute(sql`drop trigger fail_booking on bookings`);
      // The bank has the money; the reconciliation job finds it and grants once.
      const report = await reconcilePayments(t.app.deps, undefined, new Date(Date.now() + 5 * 60_000));
      expect(report.repaired).toBeGreaterThanOrEqual(1);
      expect((await orderRow(o.id)).status).toBe('paid');
      expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(1);
      const again = await reconcilePayments(t.app.deps, undefined, new Date(Date.now() + 10 * 60_000));
      expect(again.repaired).toBe(0);
      expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(1);
    });

    it('a card charged by the bank whose answer was lost (crash) is found by reconciliation; a retry never charges twice', async () => {
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(6)], months: 1 });
      const token = card('4111111111111111');
      // First, the same token sent twice in a row (a retry of a lost answer): one payment.
      const first = await pay(o, { method: 'card', cardToken: token, installments: 1 });
      const retry = await pay(o, { method: 'card', cardToken: token, installments: 1 });
      expect(first.statusCode).toBe(200);
      expect(retry.statusCode).toBe(200);
      expect(json(retry).payment.id).toBe(json(first).payment.id);
      expect(await paymentsOf(o.id)).toHaveLength(1);

      // Then a half-made attempt: our row exists, the bank charged it, our write of the answer was lost.
      const o2 = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(7)], months: 1 });
      const id = randomUUID();
      const old = new Date(Date.now() - 5 * 60_000);
      await t.app.deps.db.insert(payments).values({
        id,
        orderId: o2.id,
        provider: 'sandbox',
        method: 'card',
        status: 'pending',
        amountCents: o2.order.baseTotalCents,
        installments: 1,
        idempotencyKey: `card:${o2.id}:lost`,
        createdAt: old,
        updatedAt: old,
      });
      await sandboxBank(t.app.deps.db).record(id, {
        providerPaymentId: `CLOST${id.slice(0, 8).toUpperCase()}`,
        paymentId: id,
        amountCents: o2.order.baseTotalCents,
        status: 'approved',
        expiresAt: null,
        idempotencyKey: `card:${o2.id}:lost`,
      });
      // The buyer is told to wait, not charged again.
      const meanwhile = await pay(o2, { method: 'card', cardToken: card('4111111111111111'), installments: 1 });
      expect(meanwhile.statusCode).toBe(409);
      await reconcilePayments(t.app.deps);
      expect((await orderRow(o2.id)).status).toBe('paid');
      const rows = await paymentsOf(o2.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'approved', providerPaymentId: `CLOST${id.slice(0, 8).toUpperCase()}` });
    });

    it('a half-made attempt the bank never saw is retired after 10 minutes and the order can be paid', async () => {
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(8)], months: 1 });
      const old = new Date(Date.now() - 11 * 60_000);
      await t.app.deps.db.insert(payments).values({
        orderId: o.id,
        provider: 'sandbox',
        method: 'card',
        status: 'pending',
        amountCents: o.order.baseTotalCents,
        idempotencyKey: `card:${o.id}:never`,
        createdAt: old,
        updatedAt: old,
      });
      await reconcilePayments(t.app.deps);
      expect((await paymentsOf(o.id))[0]!.status).toBe('error');
      const pixNow = await payPix(t.app, o);
      expect(pixNow.pixPayload).toBeTruthy();
    });

    it('issue 27: a half-made card attempt is settled by reference once PAYMENT_STALE_SECONDS passed, not 10 ×', async () => {
      const stale = t.app.deps.config.PAYMENT_STALE_SECONDS * 1000;
      const halfMade = async (o: { id: string }, ageMs: number) => {
        const id = randomUUID();
        const at = new Date(Date.now() - ageMs);
        await t.app.deps.db.insert(payments).values({
          id,
          orderId: o.id,
          provider: 'sandbox',
          method: 'card',
          status: 'pending',
          amountCents: (await orderRow(o.id)).baseTotalCents,
          installments: 1,
          idempotencyKey: `card:${o.id}:${id}`,
          createdAt: at,
          updatedAt: at,
        });
        return id;
      };
      // The bank never saw it: the buyer's next payment asks the bank by reference, retires it, and goes on.
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(8)], months: 1 });
      const never = await halfMade(o, stale + 5_000);
      const pixNow = await payPix(t.app, o);
      expect(pixNow.pixPayload).toBeTruthy();
      expect((await paymentsOf(o.id)).find((p) => p.id === never)).toMatchObject({ status: 'error', statusDetail: 'never_reached_provider' });

      // The bank charged it: the next attempt applies it (the order is paid) and charges nothing more.
      const o2 = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(9)], months: 1 });
      const charged = await halfMade(o2, stale + 5_000);
      await sandboxBank(t.app.deps.db).record(charged, {
        providerPaymentId: `CSTALE${charged.slice(0, 8).toUpperCase()}`,
        paymentId: charged,
        amountCents: (await orderRow(o2.id)).baseTotalCents,
        status: 'approved',
        expiresAt: null,
        idempotencyKey: `card:${o2.id}:${charged}`,
      });
      const next = await pay(o2, { method: 'card', cardToken: card('4111111111111111'), installments: 1 });
      expect(next.statusCode).toBe(409);
      expect(json(next).error.message).toBe(messages.paymentAlreadyPaid);
      expect((await orderRow(o2.id)).status).toBe('paid');
      expect(await paymentsOf(o2.id)).toHaveLength(1);

      // The job does the same without a buyer: a third one, retired by the reconciliation alone.
      const o3 = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(8)], months: 1 });
      const alone = await halfMade(o3, stale + 5_000);
      await reconcilePayments(t.app.deps);
      expect((await paymentsOf(o3.id)).find((p) => p.id === alone)!.status).toBe('error');
    });
  });

  describe('5. links come from PUBLIC_URL, never from the request', () => {
    it('the paid-order mail of a checkout sent with a forged Host points at http://localhost:PORT', async () => {
      const b = buyer();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        headers: { host: 'phishing.example', 'x-forwarded-host': 'phishing.example' },
        payload: { buyer: b, buildingIds: [bld(9)], months: 1 },
      });
      const { order, accessToken } = json(res);
      await sandboxApprove(t.app, await payPix(t.app, { id: order.id, token: accessToken }));
      const mail = (await mailsTo(t.app, b.email!.toLowerCase()))[0]!;
      expect(mail.text).toContain(`http://localhost:${t.app.deps.config.PORT}/redefinir-senha?token=`);
      expect(mail.text).not.toContain('phishing');
    });
  });

  describe('7. bad input is a 400 in pt-BR, never a 500', () => {
    it('a NUL byte or control character in any text field', async () => {
      const admin = await loginAs(t.app, 'admin');
      const nul = 'abc\u0000def';
      const cases: Array<{ method: 'GET' | 'POST'; url: string; payload?: unknown; cookie?: string }> = [
        { method: 'POST', url: '/api/auth/login', payload: { area: 'admin', email: `a${nul}@b.com`, password: 'x' } },
        { method: 'POST', url: '/api/site/contact', payload: { name: nul, email: 'a@b.com', message: 'oi' } },
        { method: 'POST', url: '/api/site/newsletter', payload: { email: `a${nul}@b.com` } },
        { method: 'POST', url: '/api/checkout/orders', payload: { buyer: buyer({ name: nul }), buildingIds: [bld(0)], months: 1 } },
        { method: 'POST', url: '/api/checkout/coupon/validate', payload: { code: nul, buildingIds: [bld(0)], months: 1 } },
        { method: 'GET', url: `/api/store/panels?search=${encodeURIComponent(nul)}` },
        { method: 'POST', url: '/api/auth/recovery', payload: { email: `a${nul}@b.com` } },
        { method: 'POST', url: '/api/gate', payload: { password: nul } },
        { method: 'POST', url: '/api/admin/coupons', payload: { code: `X${nul}`, type: 'fixed', valueCents: 100, noExpiry: true }, cookie: admin.cookie },
        { method: 'GET', url: `/api/admin/orders?q=${encodeURIComponent(nul)}`, cookie: admin.cookie },
        { method: 'GET', url: `/api/admin/audit-logs?person=${encodeURIComponent('\u0007')}`, cookie: admin.cookie },
        { method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(nul)}`, cookie: admin.cookie },
      ];
      for (const c of cases) {
        const res = await t.app.inject({ method: c.method, url: c.url, payload: c.payload as object, remoteAddress: nextIp(), headers: c.cookie ? { cookie: c.cookie } : {} });
        expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
        // The field's own pt-BR message when its schema knows it, the shared one otherwise.
        expect(json(res).error.message, `${c.method} ${c.url}`).not.toBe('');
        expect(json(res).error.message).not.toMatch(/erro inesperado/);
      }
      expect(cases).toHaveLength(12);
      // A field whose schema has no rule of its own still meets the shared one (server/plugins/http/input-guard.ts).
      const q = await t.app.inject({ url: `/api/admin/orders?q=${encodeURIComponent(nul)}`, headers: { cookie: admin.cookie } });
      expect(json(q).error).toMatchObject({ code: 'validation', message: 'O campo "q" contém caracteres inválidos.', fields: { q: 'O campo "q" contém caracteres inválidos.' } });
    });

    it('numbers beyond any sane bound and impossible dates', async () => {
      const admin = await loginAs(t.app, 'admin');
      const coupon = (body: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: '/api/admin/coupons', headers: { cookie: admin.cookie }, payload: { code: `BIG${Date.now()}`, type: 'fixed', noExpiry: true, ...body } });
      for (const body of [{ valueCents: 1e15 }, { valueCents: 100, maxUses: 1e12 }, { valueCents: 100, minPurchaseCents: 1e13 }, { valueBp: 1e15, type: 'percentage' }]) {
        const res = await coupon(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(json(res).error.message).not.toMatch(/erro inesperado/);
      }
      const audit = await t.app.inject({ url: '/api/admin/audit-logs?from=2026-13-45', headers: { cookie: admin.cookie } });
      expect(audit.statusCode).toBe(400);
      expect(json(audit).error.message).toMatch(/datas válidas/);
      const order = await t.app.inject({ method: 'POST', url: '/api/checkout/orders', payload: { buyer: buyer(), buildingIds: [bld(0)], months: 1, expectedTotalCents: 1e300 } });
      expect(order.statusCode).toBe(400);
    });
  });

  describe('8. smaller holes', () => {
    it('private answers say Cache-Control: no-store', async () => {
      const admin = await loginAs(t.app, 'admin');
      for (const url of ['/api/auth/me', '/api/admin/orders', '/api/admin/outbox']) {
        const res = await t.app.inject({ url, headers: { cookie: admin.cookie } });
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [bld(0)], months: 1 });
      expect((await t.app.inject({ url: `/api/checkout/orders/${o.id}`, headers: { 'x-order-token': o.token } })).headers['cache-control']).toBe('no-store');
    });

    it('a cookie-authenticated write with Origin: null is refused', async () => {
      const admin = await loginAs(t.app, 'admin');
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/coupons', headers: { cookie: admin.cookie, origin: 'null' }, payload: {} });
      expect(res.statusCode).toBe(403);
      expect(json(res).error.message).toBe(messages.forbiddenOriginNull);
    });

    it('weak passwords and passwords with the person\'s e-mail are refused', async () => {
      const admin = await loginAs(t.app, 'admin');
      const u = await makeUser(t.app, { role: 'editor', email: `joaquim.silva${Date.now()}@teste.local` });
      const set = (password: string) =>
        t.app.inject({ method: 'PUT', url: `/api/admin/users/${u.id}/password`, headers: { cookie: admin.cookie }, payload: { password } });
      for (const weak of ['12345678', 'senha123', 'qwertyuiop', 'indexa2026']) {
        const res = await set(weak);
        expect(res.statusCode, weak).toBe(400);
        expect(json(res).error.message).toBe(messages.passwordWeak);
      }
      const withEmail = await set(`${u.email.split('@')[0]}!X`);
      expect(json(withEmail).error.message).toBe(messages.passwordContainsEmail);
      expect((await set('cavalo-correto-bateria-grampo')).statusCode).toBe(200);
    });

    it('at most a few event streams per session', async () => {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie } = await loginAs(t.app, 'admin');
      const ctrls: AbortController[] = [];
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const c = new AbortController();
        ctrls.push(c);
        statuses.push((await fetch(`${base}/api/events`, { headers: { cookie }, signal: c.signal })).status);
      }
      for (const c of ctrls) c.abort();
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });

  describe('8. webhook signatures: 5 minutes, once', () => {
    let mp: TestApp;
    const SECRET = 'segredo-webhook';
    beforeAll(async () => {
      mp = await createTestApp({
        PAYMENT_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: 'TEST-0000',
        MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      });
    });
    afterAll(() => mp.close());
    const send = (ts: string, requestId: string) =>
      mp.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/mercadopago?data.id=123&type=other',
        headers: { 'x-signature': `ts=${ts},v1=${signManifest(SECRET, signatureManifest('123', requestId, ts))}`, 'x-request-id': requestId },
        payload: { type: 'other', data: { id: '123' }, id: 12345678901234 },
      });

    it('refuses a signature older than 5 minutes and a replayed request (timestamps in ms or s)', async () => {
      const fresh = randomUUID();
      expect((await send(String(Date.now()), fresh)).statusCode).toBe(200);
      expect((await send(String(Date.now()), fresh)).statusCode).toBe(401); // replay
      expect((await send(String(Math.floor(Date.now() / 1000)), randomUUID())).statusCode).toBe(200); // seconds
      expect((await send(String(Date.now() - 6 * 60_000), randomUUID())).statusCode).toBe(401); // stale (ms)
      expect((await send(String(Math.floor(Date.now() / 1000) - 6 * 60), randomUUID())).statusCode).toBe(401); // stale (s)
    });
  });

  describe('8. the gate cookie', () => {
    it('survives a restart, works on another instance, and dies with a password change', async () => {
      const { buildApp } = await import('../../server/app');
      const g = await createTestApp({ SITE_ACCESS_PASSWORD: 'portao-secreto' });
      try {
        const res = await g.app.inject({ method: 'POST', url: '/api/gate', payload: { password: 'portao-secreto' } });
        const cookie = cookiesOf(res);
        expect(json(await g.app.inject({ url: '/api/site/config', headers: { cookie } })).gateOpen).toBe(true);
        // A second instance (or a restart) over the same database accepts it.
        const other = await buildApp({ config: g.app.deps.config, database: g.database, closeDatabase: false, logger: false, serveWeb: false });
        expect(json(await other.inject({ url: '/api/site/config', headers: { cookie } })).gateOpen).toBe(true);
        await other.close();
        // A different password (a redeploy with a new SITE_ACCESS_PASSWORD) shuts it out.
        const changed = await buildApp({ config: { ...g.app.deps.config, SITE_ACCESS_PASSWORD: 'outra-senha' }, database: g.database, closeDatabase: false, logger: false, serveWeb: false });
        expect(json(await changed.inject({ url: '/api/site/config', headers: { cookie } })).gateOpen).toBe(false);
        await changed.close();
      } finally {
        await g.close();
      }
      // A password set by staff: changing it ends the old cookies.
      const s = await createTestApp();
      try {
        await s.app.deps.gate.setPassword(s.app.deps.db, 'primeira-senha');
        const cookie = cookiesOf(await s.app.inject({ method: 'POST', url: '/api/gate', payload: { password: 'primeira-senha' } }));
        expect(json(await s.app.inject({ url: '/api/site/config', headers: { cookie } })).gateOpen).toBe(true);
        await s.app.deps.gate.setPassword(s.app.deps.db, 'segunda-senha');
        expect(json(await s.app.inject({ url: '/api/site/config', headers: { cookie } })).gateOpen).toBe(false);
      } finally {
        await s.close();
      }
    });
  });

  it('login helpers still work (sanity for the throttle rows left by other cases)', async () => {
    const u = await makeUser(t.app, { role: 'client' });
    expect(await login(t.app, u)).toMatch(/indexa_sid=/);
    const c = await makeCoupon(t.app);
    expect(c.code).toBeTruthy();
  });
});
