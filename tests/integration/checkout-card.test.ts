import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, counts, createOrder, payPix } from '../factories/checkout';
import { bookings, payments } from '../../server/db/schema';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { messages } from '../../domain/messages';

const tokenFor = (number: string) => {
  const r = sandboxTokenize({ number, holder: 'FULANO DE TAL', expiry: '12/35', cvv: '123' }, new Date());
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.card;
};

describe('card payments in the sandbox', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
  });
  afterAll(() => t.close());

  const pay = (o: { id: string; token: string }, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments`, headers: { 'x-order-token': o.token }, payload: body });

  it('the approved test card in 12 installments pays the order at once, without the PIX discount', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: ids.slice(0, 2), months: 6 });
    const card = tokenFor('4111 1111 1111 1111');
    const res = await pay(o, { method: 'card', cardToken: card.token, installments: 12, brand: card.brand, last4: card.last4 });
    expect(res.statusCode).toBe(200);
    const { order, payment } = json(res);
    expect(order).toMatchObject({ status: 'paid', method: 'card', installments: 12, totalCents: 2_036_940 });
    expect(payment).toMatchObject({ status: 'approved', installments: 12, amountCents: 2_036_940, cardBrand: 'visa', cardLast4: '1111' });
    expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(2);
  });

  it('the declined card: "Erro ao processar pagamento", the order stays open for another try', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[0]], months: 1 });
    const res = await pay(o, { method: 'card', cardToken: tokenFor('4000000000000002').token, installments: 1 });
    expect(res.statusCode).toBe(402);
    expect(json(res).error).toMatchObject({ code: 'payment_declined', message: messages.paymentError });
    const page = json(await t.app.inject({ url: `/api/checkout/orders/${o.id}?token=${o.token}` }));
    expect(page.status).toBe('pending');
    // A second try with a good card works.
    const ok = await pay(o, { method: 'card', cardToken: tokenFor('4111111111111111').token, installments: 3 });
    expect(json(ok).order.status).toBe('paid');
  });

  it('the processing-error card: 502 with the same message, nothing granted', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[1]], months: 1 });
    const res = await pay(o, { method: 'card', cardToken: tokenFor('4000000000000119').token, installments: 1 });
    expect(res.statusCode).toBe(502);
    expect(json(res).error.message).toBe(messages.paymentError);
    const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(p!.status).toBe('error');
    expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(0);
  });

  it('bad payment bodies are refused before anything is written', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[2]], months: 1 });
    const before = await counts(t.app);
    for (const body of [
      { method: 'card', cardToken: tokenFor('4111111111111111').token, installments: 13 },
      { method: 'card', cardToken: tokenFor('4111111111111111').token, installments: 0 },
      { method: 'card', installments: 1 },
      { method: 'boleto' },
      {},
    ]) {
      const res = await pay(o, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.message).toBeTruthy();
    }
    const wrongToken = await t.app.inject({ method: 'POST', url: `/api/checkout/orders/${o.id}/payments?token=x`, payload: { method: 'pix' } });
    expect(wrongToken.statusCode).toBe(404);
    expect(await counts(t.app)).toEqual(before);
  });

  it('"Gerar QR Code" twice gives the same PIX; the card number never reaches the server', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[3]], months: 1 });
    const [a, b] = await Promise.all([payPix(t.app, o), payPix(t.app, o)]);
    const again = await payPix(t.app, o);
    expect(new Set([a.id, b.id, again.id]).size).toBe(1);
    expect(a.pixPayload).toBe(again.pixPayload);
    expect(await t.app.deps.db.select().from(payments).where(eq(payments.orderId, o.id))).toHaveLength(1);
    const card = tokenFor('4111111111111111');
    expect(card.token).not.toContain('4111111111111111');
    expect(card.token).not.toContain('1111');
  });

  it('paying a paid order is refused', async () => {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[4]], months: 1 });
    await pay(o, { method: 'card', cardToken: tokenFor('4111111111111111').token, installments: 1 });
    const res = await pay(o, { method: 'pix' });
    expect(res.statusCode).toBe(409);
    expect(json(res).error.message).toBe(messages.paymentAlreadyPaid);
  });
});
