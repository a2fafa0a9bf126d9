import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { coupons, discounts, periodDiscounts } from '../../server/db/schema';
import { createTestApp, json, type TestApp } from '../setup/app';
import { applyBp } from '../../domain/money';
import { PIX_DISCOUNT_BP } from '../../domain/pricing';
import { buildingIds, buyer, postOrder } from '../factories/checkout';

/**
 * For random building discounts (percentage or fixed, in force or not), period discounts and
 * coupons, three places agree to the centavo: the store's card price (GET /api/store/panels), the
 * cart's quote (POST /api/store/quote and the coupon check of the checkout) and the order the
 * server writes (POST /api/checkout/orders), and the PIX the buyer pays.
 */

const DAY = 86_400_000;

const discountArb = fc.record({
  buildings: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }),
  kind: fc.oneof(
    fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 1, max: 10_000 }), min: fc.constant(null) }),
    fc.integer({ min: 1, max: 200_000 }).chain((value) =>
      fc.record({ type: fc.constant('fixed' as const), value: fc.constant(value), min: fc.integer({ min: value, max: 400_000 }) }),
    ),
  ),
  window: fc.constantFrom('now', 'past', 'future'),
  status: fc.constantFrom('active', 'active', 'inactive'),
});

const periodArb = fc.tuple(...[1, 3, 6, 12].map(() => fc.record({ tenths: fc.integer({ min: 0, max: 900 }), active: fc.boolean() })));

const couponArb = fc.option(
  fc.record({
    kind: fc.oneof(
      fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 1, max: 10_000 }) }),
      fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 300_000 }) }),
    ),
    minPurchaseCents: fc.option(fc.integer({ min: 0, max: 600_000 })),
    maxDiscountCents: fc.option(fc.integer({ min: 1, max: 300_000 })),
  }),
);

const cartArb = fc.record({
  buildings: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }),
  months: fc.constantFrom(1, 3, 6, 12),
});

describe('store, cart and order agree to the centavo (property)', () => {
  let t: TestApp;
  let ids: string[];
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ids = (await buildingIds(t.app)).slice(0, 6);
  });
  afterAll(() => t.close());

  it('for random discounts, coupons and periods', async () => {
    expect(ids).toHaveLength(6);
    let ordersCompared = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(discountArb, { maxLength: 4 }), periodArb, couponArb, cartArb, async (ds, periods, coupon, cart) => {
        const db = t.app.deps.db;
        const now = Date.now();
        await db.delete(discounts);
        await db.delete(coupons);
        for (const d of ds) {
          const [startsAt, endsAt] =
            d.window === 'now' ? [now - DAY, now + 30 * DAY] : d.window === 'past' ? [now - 30 * DAY, now - DAY] : [now + DAY, now + 30 * DAY];
          await db.insert(discounts).values({
            buildingIds: d.buildings.map((i) => ids[i]!),
            type: d.kind.type,
            value: d.kind.value,
            minValueCents: d.kind.min,
            startsAt: new Date(startsAt),
            endsAt: new Date(endsAt),
            status: d.status as 'active' | 'inactive',
          });
        }
        for (const [k, months] of [1, 3, 6, 12].entries()) {
          const p = periods[k]!;
          await db
            .update(periodDiscounts)
            .set({ percentBp: p.tenths * 10, active: p.active && p.tenths > 0 })
            .where(eq(periodDiscounts.months, months));
        }
        seq += 1;
        const code = `PROP${seq}`;
        if (coupon) {
          await db.insert(coupons).values({
            code,
            type: coupon.kind.type,
            value: coupon.kind.value,
            minPurchaseCents: coupon.minPurchaseCents,
            maxDiscountCents: coupon.maxDiscountCents,
            noExpiry: true,
            maxUses: 1,
          });
        }
        const cartIds = cart.buildings.map((i) => ids[i]!);

        // Store: the card price of every building in the cart (the map window asks the same route).
        // The rows above were written without the admin API's catalogue event: the snapshot is told by hand.
        t.app.deps.storeCatalog.invalidate();
        const card = new Map<string, number>();
        for (const id of new Set(cartIds)) {
          const panel = await t.app.inject({ url: `/api/store/panels/${id}` });
          expect(panel.statusCode, panel.body).toBe(200);
          card.set(id, json<{ priceCents: number }>(panel).priceCents);
        }

        // Cart: the quote without and with the coupon.
        const plain = json(await t.app.inject({ method: 'POST', url: '/api/store/quote', payload: { buildingIds: cartIds, months: cart.months } })).quote;
        for (const line of plain.lines as { buildingId: string; unitCents: number; lineCents: number }[]) {
          expect(line.unitCents).toBe(card.get(line.buildingId));
          expect(line.lineCents).toBe(line.unitCents * cart.months);
        }
        let expected = plain.totalCents as number;
        let couponCode: string | null = null;
        if (coupon) {
          const v = json(await t.app.inject({ method: 'POST', url: '/api/checkout/coupon/validate', payload: { code, buildingIds: cartIds, months: cart.months } }));
          if (!v.ok) {
            // The only amount rule: a minimum purchase above what the cart costs after its discounts.
            expect(coupon.minPurchaseCents).not.toBeNull();
            expect(plain.subtotalCents - plain.cartDiscount.cents).toBeLessThan(coupon.minPurchaseCents!);
            const refused = await postOrder(t.app, { buyer: buyer(), buildingIds: cartIds, months: cart.months, couponCode: code });
            expect(refused.statusCode).toBe(400);
            return;
          }
          expect(v.quote.subtotalCents).toBe(plain.subtotalCents);
          expect(v.quote.cartDiscount).toEqual(plain.cartDiscount);
          expect(v.quote.totalCents).toBe(plain.totalCents - v.quote.couponDiscountCents);
          expected = v.quote.totalCents;
          couponCode = code;
        }

        // Order: what the server writes and will charge.
        const res = await postOrder(t.app, { buyer: buyer(), buildingIds: cartIds, months: cart.months, couponCode, expectedTotalCents: expected });
        expect(res.statusCode, res.body).toBe(201);
        const order = json(res).order;
        expect(order.totalCents).toBe(expected);
        // What the buyer pays by PIX: the same total less the 10 % PIX discount, to the centavo.
        const payRes = await t.app.inject({
          method: 'POST',
          url: `/api/checkout/orders/${order.id}/payments`,
          headers: { 'x-order-token': json(res).accessToken },
          payload: { method: 'pix' },
          remoteAddress: `10.9.${seq % 250}.${(seq * 13) % 250}`,
        });
        expect(payRes.statusCode, payRes.body).toBe(200);
        const pix = json(payRes).payment as { amountCents: number };
        expect(pix.amountCents).toBe(expected - applyBp(expected, PIX_DISCOUNT_BP));
        ordersCompared += 1;
      }),
      { numRuns: 25, seed: Number(process.env.FC_SEED ?? 20261123) },
    );
    expect(ordersCompared).toBeGreaterThan(10);
  });
});
