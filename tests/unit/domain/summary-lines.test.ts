import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCart, summaryLines, type PricingInput, type Quote } from '../../../domain/pricing';

describe('summaryLines: the cart drawer and the checkout list the same lines', () => {
  const base: Quote = {
    months: 3,
    lines: [],
    subtotalCents: 9_283_80,
    originalSubtotalCents: 10_482_00,
    promoDiscountCents: 1_198_20,
    cartDiscount: { kind: 'period', percentBp: 500, cents: 464_19 },
    couponDiscountCents: 0,
    couponRejectedReason: null,
    pixDiscountCents: 0,
    totalCents: 8_819_61,
    method: null,
    installments: null,
    installmentPlan: [],
  };

  it('starts from the list price and names each discount once, none lumped', () => {
    expect(summaryLines(base)).toEqual([
      { key: 'subtotal', label: 'Subtotal', cents: 10_482_00 },
      { key: 'promo', label: 'Desconto promocional', cents: 1_198_20 },
      { key: 'discount', label: 'Desconto (5% por 3 meses)', cents: 464_19 },
    ]);
  });

  it('the lines add up to the total, with coupon and PIX', () => {
    const q = { ...base, couponDiscountCents: 100_00, totalCents: 8_719_61 };
    const pix = { discountCents: 871_96, totalCents: 7_847_65 };
    const lines = summaryLines(q, pix);
    expect(lines.map((l) => l.key)).toEqual(['subtotal', 'promo', 'discount', 'coupon', 'pix']);
    const [subtotal, ...discounts] = lines;
    expect(subtotal!.cents - discounts.reduce((a, l) => a + l.cents, 0)).toBe(pix.totalCents);
    expect(lines.at(-1)!.label).toBe('Desconto PIX (10% OFF)');
  });

  it('a cart without any discount still shows one of zero', () => {
    const q = { ...base, subtotalCents: 1_997_00, originalSubtotalCents: 1_997_00, promoDiscountCents: 0, cartDiscount: { kind: null, percentBp: 0, cents: 0 }, totalCents: 1_997_00, months: 1 };
    expect(summaryLines(q)).toEqual([
      { key: 'subtotal', label: 'Subtotal', cents: 1_997_00 },
      { key: 'discount', label: 'Desconto', cents: 0 },
    ]);
  });

  it('for any quote priceCart makes (promotions, period, coupon, PIX), subtotal minus the lines is the total', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 5_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(1, 3, 6, 12),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.boolean(),
        (prices, months, promoBp, couponBp, pix) => {
          const input: PricingInput = {
            lines: prices.map((priceCents, i) => ({ building: { id: `b${i}`, name: `B${i}`, status: 'active' as const, priceCents } })),
            months,
            buildingDiscounts: promoBp
              ? [{ id: 'd', buildingId: 'b0', buildingIds: null, type: 'percentage', value: promoBp, minValueCents: null, status: 'active', startsAt: new Date(0), endsAt: new Date('2100-01-01') }]
              : [],
            periodDiscounts: [{ months: 3, percentBp: 500, active: true }, { months: 12, percentBp: 3500, active: true }],
            varietyDiscount: { active: true },
            coupon: couponBp ? { code: 'X', type: 'percentage', value: couponBp, minPurchaseCents: null, maxDiscountCents: null } : null,
            method: pix ? 'pix' : null,
            now,
          };
          const q = priceCart(input);
          const [subtotal, ...rest] = summaryLines(q, pix ? { discountCents: q.pixDiscountCents } : null);
          expect(subtotal!.cents - rest.reduce((a, l) => a + l.cents, 0)).toBe(q.totalCents);
        },
      ),
    );
  });
});
