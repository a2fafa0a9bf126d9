import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, captureMailLog, counts, createOrder, makeCoupon, payPix, postOrder, sandboxApprove, userByEmail } from '../factories/checkout';
import { auditLogs, bookings, coupons, discountSelectionLogs, emailOutbox, orders, passwordResets, payments } from '../../server/db/schema';
import { expireDueOrders } from '../../server/flows/checkout/expire';
import { handlePaymentNotification } from '../../server/flows/checkout/provider-sync';
import { sandboxBank } from '../../server/modules/checkout/sandbox.service';
import { sha256 } from '../../server/lib/crypto';
import { loginAs, makeUser } from '../factories/users';
import { messages } from '../../domain/messages';
import { orderEventsChannel } from '../../server/modules/checkout/order-access';
import type { BusEvent } from '../../server/ports';

const DAY = 86_400_000;

describe('what a paid order grants', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://indexa.example', PAYMENT_PROVIDER: 'sandbox' });
    ids = await buildingIds(t.app);
  });
  afterAll(() => t.close());

  it('bookings for the months bought, a client account, a set-password link by e-mail, a discount log, an event', async () => {
    const b = buyer({ email: 'Nova.Cliente@Teste.Local' });
    const coupon = await makeCoupon(t.app, { value: 1000, maxUses: 5 });
    const o = await createOrder(t.app, { buyer: b, buildingIds: ids.slice(0, 2), months: 6, couponCode: coupon.code });
    const pix = await payPix(t.app, o);
    const mailLog = captureMailLog(t.app);
    const heard: BusEvent[] = [];
    const stop = t.app.deps.events.subscribe([orderEventsChannel(t.app.deps.secret, o.id)], (e) => heard.push(e));
    const res = await sandboxApprove(t.app, pix);
    // On PostgreSQL the event travels through NOTIFY: give it a moment.
    for (let i = 0; i < 40 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(json(res).outcome).toBe('paid');
    expect(heard.map((e) => e.type)).toEqual(['order_paid']);

    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id));
    expect(order).toMatchObject({ status: 'paid', method: 'pix', totalCents: pix.amountCents, couponClaimed: true });
    const user = await userByEmail(t.app, 'nova.cliente@teste.local');
    expect(user).toMatchObject({ role: 'client', passwordHash: null, name: b.name });
    expect(order!.userId).toBe(user!.id);

    const granted = await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id));
    expect(granted.map((g) => g.buildingId).sort()).toEqual(ids.slice(0, 2).sort());
    for (const g of granted) {
      expect(g.userId).toBe(user!.id);
      expect(g.endsAt.getTime() - g.startsAt.getTime()).toBe(6 * 30 * DAY);
    }
    const [log] = await t.app.deps.db.select().from(discountSelectionLogs).where(eq(discountSelectionLogs.orderId, o.id));
    expect(log!.totalDiscountCents).toBe(order!.subtotalCents - pix.amountCents);
    const [c] = await t.app.deps.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(c!.currentUses).toBe(1);

    const [stored] = await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-paid:${o.id}`));
    expect(stored!.to).toBe('nova.cliente@teste.local');
    expect(stored!.text).toContain(messages.paymentSuccessDescription);
    // Once dispatched (no SMTP: to the server log) the stored copy has no link any more.
    expect(stored!.status).toBe('outbox');
    expect(stored!.text).not.toContain('token=');
    const mail = mailLog.find((m) => m.to === 'nova.cliente@teste.local');
    const link = /https:\/\/indexa\.example\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    const [reset] = await t.app.deps.db.select().from(passwordResets).where(eq(passwordResets.id, sha256(decodeURIComponent(link![1]!))));
    expect(reset!.userId).toBe(user!.id);
    expect(reset!.usedAt).toBeNull();
    const hours = (reset!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const page = json(await t.app.inject({ url: `/api/checkout/orders/${o.id}`, headers: { 'x-order-token': o.token } }));
    expect(page).toMatchObject({ status: 'paid', method: 'pix', statusMessage: null });
    expect(page.payment).toMatchObject({ status: 'approved', pixPayload: null });
    // The success page promises the link the mail carries (issue 29).
    expect(page.clientAccess).toBe('set_password');
    // Unpaid, an order says nothing about its buyer's account.
    expect(o.order.clientAccess).toBeNull();
  });

  it('an existing client is found by e-mail, not duplicated, and gets the login link instead', async () => {
    const existing = await makeUser(t.app, { role: 'client', email: 'ja.cliente@teste.local' });
    const before = await counts(t.app);
    const o = await createOrder(t.app, { buyer: buyer({ email: 'JA.CLIENTE@teste.local' }), buildingIds: [ids[2]], months: 1 });
    await sandboxApprove(t.app, await payPix(t.app, o));
    expect((await counts(t.app)).users).toBe(before.users);
    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id));
    expect(order!.userId).toBe(existing.id);
    const [mail] = await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-paid:${o.id}`));
    expect(mail!.text).toContain('https://indexa.example/clientes/login');
    expect(mail!.text).not.toContain('redefinir-senha');
    // Their success page says to sign in with their password, not that a link is on its way.
    const page = json(await t.app.inject({ url: `/api/checkout/orders/${o.id}`, headers: { 'x-order-token': o.token } }));
    expect(page.clientAccess).toBe('sign_in');
  });

  it('a PIX not paid in time expires: the order is expired and its coupon stays free', async () => {
    const coupon = await makeCoupon(t.app, { maxUses: 1 });
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1, couponCode: coupon.code });
    const pix = await payPix(t.app, o);
    // An unpaid order counts no use (ADR 0007, amended in issue 27).
    expect((await t.app.deps.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.currentUses).toBe(0);
    // Nothing happens before its time...
    expect(await expireDueOrders(t.app.deps, new Date(Date.now() + 29 * 60_000))).not.toContain(o.id);
    // ...and the job takes it 33 minutes later (a PIX lives 32).
    const expired = await expireDueOrders(t.app.deps, new Date(Date.now() + 33 * 60_000));
    expect(expired).toContain(o.id);
    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id));
    expect(order).toMatchObject({ status: 'expired', couponClaimed: false });
    expect((await t.app.deps.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.currentUses).toBe(0);
    expect((await t.app.deps.db.select().from(payments).where(eq(payments.id, pix.id)))[0]!.status).toBe('expired');
    // The page shows it, and it can no longer be paid.
    const page = json(await t.app.inject({ url: `/api/checkout/orders/${o.id}?token=${o.token}` }));
    expect(page).toMatchObject({ status: 'expired', statusMessage: messages.orderExpired });
    const again = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments?token=${o.token}`, payload: { method: 'pix' } });
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe(messages.orderExpired);
    // Running the job again changes nothing.
    expect(await expireDueOrders(t.app.deps, new Date(Date.now() + 33 * 60_000))).not.toContain(o.id);
    expect((await t.app.deps.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.currentUses).toBe(0);
  });

  it('expiry is also applied lazily when the order is read', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[1]], months: 1 });
    await t.app.deps.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, o.id));
    const page = json(await t.app.inject({ url: `/api/checkout/orders/${o.id}?token=${o.token}` }));
    expect(page.status).toBe('expired');
  });

  it('a PIX paid after its order expired is money to give back: refund_needed, audited, nothing granted', async () => {
    const coupon = await makeCoupon(t.app, { maxUses: 1 });
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[3]], months: 1, couponCode: coupon.code });
    const pix = await payPix(t.app, o);
    await t.app.deps.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, o.id));
    await expireDueOrders(t.app.deps);
    // The bank says it was paid (a late notification): the money is there, but the order is over.
    const providerId = (await t.app.deps.db.select().from(payments).where(eq(payments.id, pix.id)))[0]!.providerPaymentId!;
    await sandboxBank(t.app.deps.db).setStatus(providerId, 'approved');
    expect(await handlePaymentNotification(t.app.deps, providerId)).toBe('refund_needed');
    const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.id, pix.id));
    expect(p).toMatchObject({ status: 'refund_needed', refundReason: 'order_expired' });
    expect((await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('refund_needed');
    expect((await t.app.deps.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.currentUses).toBe(0);
    expect(await t.app.deps.db.select().from(bookings).where(and(eq(bookings.orderId, o.id)))).toHaveLength(0);
  });

  it('a tampered amount is never granted', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[4]], months: 1 });
    const pix = await payPix(t.app, o);
    await t.app.deps.db.update(payments).set({ amountCents: pix.amountCents + 1 }).where(eq(payments.id, pix.id));
    expect(json(await sandboxApprove(t.app, pix)).outcome).toBe('refund_needed');
    expect((await t.app.deps.db.select().from(payments).where(eq(payments.id, pix.id)))[0]).toMatchObject({ status: 'refund_needed', refundReason: 'amount_mismatch' });
    expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(0);
    expect((await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('refund_needed');
  });

  it('going back to change the data cancels the pending order and frees its coupon use', async () => {
    const coupon = await makeCoupon(t.app, { maxUses: 1 });
    const b = buyer();
    const o = await createOrder(t.app, { buyer: b, buildingIds: [ids[0]], months: 1, couponCode: coupon.code });
    const pix = await payPix(t.app, o);
    const wrong = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/cancel?token=nope`, payload: {} });
    expect(wrong.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/cancel`, headers: { 'x-order-token': o.token }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(json(res).status).toBe('cancelled');
    expect((await t.app.deps.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.currentUses).toBe(0);
    // The corrected order takes the coupon again.
    const fixed = await createOrder(t.app, { buyer: { ...b, name: 'Nome Corrigido' }, buildingIds: [ids[0]], months: 1, couponCode: coupon.code });
    expect(fixed.order.couponCode).toBe(coupon.code);
    // The old PIX can no longer be approved in the sandbox...
    expect((await sandboxApprove(t.app, pix)).statusCode).toBe(409);
    // ...and cancelling twice is refused.
    const again = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/cancel?token=${o.token}`, payload: {} });
    expect(again.statusCode).toBe(409);
  });

  describe('issue 27 §2: a coupon use is counted when a payment is approved (ADR 0007 amended)', () => {
    const usesOf = async (id: string) => (await t.app.deps.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
    /** How many paid orders used the coupon: what the discounts statistics count as redemptions. */
    const paidWith = async (code: string) =>
      (await t.app.deps.db.select().from(orders).where(and(eq(orders.couponCode, code), eq(orders.status, 'paid')))).length;

    it('three anonymous unpaid orders do not exhaust a 3-use coupon: a real buyer then orders with it and pays with the discount', async () => {
      const coupon = await makeCoupon(t.app, { maxUses: 3, value: 1000 });
      for (let i = 0; i < 3; i++) {
        const res = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[1]], months: 1, couponCode: coupon.code }, { ip: `10.27.2.${i + 1}` });
        expect(res.statusCode).toBe(201);
      }
      expect((await usesOf(coupon.id)).currentUses).toBe(0);

      const real = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[1]], months: 1, couponCode: coupon.code }, { ip: '10.27.2.99' });
      expect(real.statusCode, real.body).toBe(201);
      const made = json(real);
      expect(made.order.couponCode).toBe(coupon.code);
      expect(made.order.quote.couponDiscountCents).toBeGreaterThan(0);
      const pix = await payPix(t.app, { id: made.order.id, token: made.accessToken });
      expect(json(await sandboxApprove(t.app, pix)).outcome).toBe('paid');
      const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, made.order.id));
      expect(order).toMatchObject({ status: 'paid', couponClaimed: true, totalCents: pix.amountCents, couponDiscountCents: made.order.quote.couponDiscountCents });
      expect((await usesOf(coupon.id)).currentUses).toBe(1);
      expect(await paidWith(coupon.code)).toBe(1);
    });

    it('a payment already under way when the last use is paid is honoured; new orders and new payments are refused; staff see it', async () => {
      const coupon = await makeCoupon(t.app, { maxUses: 1, value: 2000 });
      const order = () => createOrder(t.app, { buyer: buyer(), buildingIds: [ids[2]], months: 1, couponCode: coupon.code });
      const [a, b, c] = [await order(), await order(), await order()];
      const [pa, pb] = [await payPix(t.app, a), await payPix(t.app, b)];
      expect(json(await sandboxApprove(t.app, pa)).outcome).toBe('paid');
      expect((await usesOf(coupon.id)).currentUses).toBe(1);

      // Paid uses reached the limit: a new order is refused with the spec's message...
      const late = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[2]], months: 1, couponCode: coupon.code });
      expect(late.statusCode).toBe(400);
      expect(json(late).error.message).toBe(messages.couponExhausted);
      // ...and an order made before cannot start taking money for it.
      const refused = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${c.id}/payments`, headers: { 'x-order-token': c.token }, payload: { method: 'pix' } });
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error.message).toBe(messages.couponExhaustedBeforePayment);
      expect(await t.app.deps.db.select().from(payments).where(eq(payments.orderId, c.id))).toHaveLength(0);
      // The PIX B generated before is still payable: its buyer was quoted the discount and pays it.
      expect(json(await sandboxApprove(t.app, pb)).outcome).toBe('paid');
      const [paidB] = await t.app.deps.db.select().from(orders).where(eq(orders.id, b.id));
      expect(paidB).toMatchObject({ status: 'paid', totalCents: pb.amountCents, couponDiscountCents: b.order.quote.couponDiscountCents });
      expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, b.id))).toHaveLength(1);

      // The uses say what was paid (2 of 1), the same count the statistics read; the overflow is audited.
      const row = await usesOf(coupon.id);
      expect(row).toMatchObject({ currentUses: 2, maxUses: 1 });
      expect(await paidWith(coupon.code)).toBe(row.currentUses);
      const [audit] = await t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.category, 'coupons'), eq(auditLogs.action, 'over_limit_honoured')));
      expect(audit!.metadata).toMatchObject({ couponId: coupon.id, orderId: b.id, currentUses: 2, maxUses: 1 });
      const admin = await loginAs(t.app, 'admin');
      const list = json(await t.app.inject({ url: '/api/admin/coupons', headers: { cookie: admin.cookie } }));
      const items = (Array.isArray(list) ? list : list.coupons ?? list.items) as Array<{ id: string; currentUses: number; maxUses: number; state: string }>;
      expect(items.find((x) => x.id === coupon.id)).toMatchObject({ currentUses: 2, maxUses: 1, state: 'exhausted' });
      // Staff can still edit it (deactivate) without being forced to raise the limit; lowering stays refused.
      const put = (maxUses: number, status: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/coupons/${coupon.id}`,
          headers: { cookie: admin.cookie },
          payload: { code: coupon.code, type: 'percentage', valueBp: 2000, noExpiry: true, maxUses, status },
        });
      expect((await put(1, 'inactive')).statusCode).toBe(200);
      expect((await usesOf(coupon.id)).status).toBe('inactive');
    });
  });
});
