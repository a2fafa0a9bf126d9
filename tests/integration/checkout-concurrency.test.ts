import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, counts, createOrder, makeCoupon, occupy, payPix, postOrder, sandboxApprove } from '../factories/checkout';
import { bookings, coupons, emailOutbox, orders, payments } from '../../server/db/schema';
import { handlePaymentNotification } from '../../server/flows/checkout/provider-sync';
import { messages } from '../../domain/messages';
import { PANEL_CAPACITY } from '../../domain/checkout';

describe('checkout under concurrency', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
  });
  afterAll(() => t.close());

  it('50 concurrent checkouts with the same max-1 coupon: none refused for a use nobody paid; the first payment gets it, the others cannot start one', async () => {
    // ADR 0007 as amended in issue 27: uses are counted by paid orders, so creating an order takes
    // nothing from anyone (three anonymous unpaid orders used to exhaust a 3-use coupon).
    const coupon = await makeCoupon(t.app, { maxUses: 1, value: 5000 });
    const before = await counts(t.app);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1, couponCode: coupon.code }, { ip: `10.1.${i}.1` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 201));
    for (const r of results) expect(json(r).order.quote.couponDiscountCents).toBe(99_850);
    const uses = async () => (await t.app.deps.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.currentUses;
    expect(await uses()).toBe(0);
    expect((await counts(t.app)).orders - before.orders).toBe(50);

    // The first buyer to pay takes the one use...
    const made = results.map((r) => ({ id: json(r).order.id as string, token: json(r).accessToken as string }));
    const [first, ...rest] = made;
    expect(json(await sandboxApprove(t.app, await payPix(t.app, first!))).outcome).toBe('paid');
    expect(await uses()).toBe(1);
    // ...and then nobody else can start paying for a discount that is gone (nothing charged).
    const paymentsBefore = (await counts(t.app)).payments;
    const tries = await Promise.all(
      rest.map((o, i) =>
        t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments`, headers: { 'x-order-token': o.token }, payload: { method: 'pix' }, remoteAddress: `10.2.${i}.1` }),
      ),
    );
    for (const r of tries) {
      expect(r.statusCode).toBe(409);
      expect(json(r).error.message).toBe(messages.couponExhaustedBeforePayment);
    }
    expect((await counts(t.app)).payments).toBe(paymentsBefore);
    expect(await uses()).toBe(1);
    // New orders with it are refused with the spec's message.
    const late = await postOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1, couponCode: coupon.code });
    expect(late.statusCode).toBe(400);
    expect(json(late).error.message).toBe(messages.couponExhausted);
  });

  it('the same payment notification delivered 5 times at once: one set of bookings, one e-mail', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: ids.slice(0, 2), months: 6 });
    const pix = await payPix(t.app, o);
    const before = await counts(t.app);
    // The bank approves, then its notification arrives five times at the same moment.
    const first = await sandboxApprove(t.app, pix);
    expect(first.statusCode).toBe(200);
    const providerId = (await t.app.deps.db.query.payments.findFirst({ where: (p, { eq: e }) => e(p.id, pix.id) }))!.providerPaymentId!;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => handlePaymentNotification(t.app.deps, providerId)),
    );
    expect(outcomes.every((x) => x === 'noop')).toBe(true);
    const again = await Promise.all(Array.from({ length: 5 }, () => sandboxApprove(t.app, pix)));
    expect(again.map((r) => json(r).outcome)).toEqual(['noop', 'noop', 'noop', 'noop', 'noop']);
    const after = await counts(t.app);
    expect(after.bookings - before.bookings).toBe(2);
    expect(after.outbox - before.outbox).toBe(1);
    const mails = await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-paid:${o.id}`));
    expect(mails).toHaveLength(1);
  });

  it('five first deliveries racing each other: still one grant', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[2]], months: 3 });
    const pix = await payPix(t.app, o);
    const before = await counts(t.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => sandboxApprove(t.app, pix)));
    const outcomes = results.map((r) => json(r).outcome).sort();
    expect(outcomes).toEqual(['noop', 'noop', 'noop', 'noop', 'paid']);
    const after = await counts(t.app);
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
  });

  it('the 11th advertiser on a building is refused at checkout', async () => {
    const full = ids[3]!;
    await occupy(t.app, full, PANEL_CAPACITY);
    const before = await counts(t.app);
    const res = await postOrder(t.app, { buyer: buyer(), buildingIds: [full], months: 1 });
    expect(res.statusCode).toBe(409);
    expect(json(res).error.code).toBe('buildings_full');
    expect(json(res).error.message).toMatch(/lotados/);
    expect(await counts(t.app)).toEqual(before);
  });

  it('the last free place bought by two people at the same moment: one booking, one refund_needed', async () => {
    const building = ids[4]!;
    await occupy(t.app, building, PANEL_CAPACITY - 1);
    const a = await createOrder(t.app, { buyer: buyer(), buildingIds: [building], months: 1 });
    const b = await createOrder(t.app, { buyer: buyer(), buildingIds: [building], months: 1 });
    const [pa, pb] = await Promise.all([payPix(t.app, a), payPix(t.app, b)]);
    const results = await Promise.all([sandboxApprove(t.app, pa), sandboxApprove(t.app, pb)]);
    expect(results.map((r) => json(r).outcome).sort()).toEqual(['paid', 'refund_needed']);
    const active = await t.app.deps.db.select().from(bookings).where(eq(bookings.buildingId, building));
    expect(active).toHaveLength(PANEL_CAPACITY);
    const rows = await t.app.deps.db.select().from(orders).where(eq(orders.status, 'refund_needed'));
    const loser = rows.find((r) => r.id === a.id || r.id === b.id)!;
    expect(loser.statusReason).toMatch(/^building_full/);
    // The buyer is told on the page and by e-mail.
    const page = json(await t.app.inject({ url: `/api/checkout/orders/${loser.id}?token=${loser.id === a.id ? a.token : b.token}` }));
    expect(page).toMatchObject({ status: 'refund_needed', statusMessage: messages.orderRefundNeeded });
    const [lost] = await t.app.deps.db.select().from(payments).where(eq(payments.orderId, loser.id));
    expect(lost).toMatchObject({ status: 'refund_needed', refundReason: 'building_full' });
    const mail = await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `payment-refund:${lost!.id}`));
    expect(mail).toHaveLength(1);
  });
});
