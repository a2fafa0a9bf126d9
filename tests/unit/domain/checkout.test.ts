import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookingEnd, cardOptions, methodCharge, pixTxidFor } from '../../../domain/checkout';
import { priceCart, type PricingInput } from '../../../domain/pricing';
import { cardBrand, luhnValid, maskCardNumber, maskExpiry, sandboxTokenize, sandboxTokenOutcome, SANDBOX_TEST_CARDS } from '../../../domain/sandbox-card';
import { messages } from '../../../domain/messages';

const now = new Date('2026-06-01T12:00:00Z');
const input = (priceCents: number, n: number, months: number): PricingInput => ({
  lines: Array.from({ length: n }, (_, i) => ({ building: { id: `b${i}`, name: `B${i}`, status: 'active' as const, priceCents } })),
  months,
  buildingDiscounts: [],
  periodDiscounts: [{ months: 6, percentBp: 1500, active: true }],
  varietyDiscount: { active: true },
  coupon: { code: 'X', type: 'percentage', value: 1234, minPurchaseCents: null, maxDiscountCents: null },
  method: null,
  now,
});

describe('methodCharge: the order charges what priceCart would charge', () => {
  it('for PIX and for every card plan, on arbitrary carts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 8 }), fc.constantFrom(1, 3, 6, 12), fc.integer({ min: 1, max: 12 }), (price, n, months, inst) => {
        const base = priceCart(input(price, n, months));
        const pix = priceCart({ ...input(price, n, months), method: 'pix' });
        const card = priceCart({ ...input(price, n, months), method: 'card', installments: inst });
        expect(methodCharge(base.totalCents, 'pix')).toMatchObject({ totalCents: pix.totalCents, pixDiscountCents: pix.pixDiscountCents });
        expect(methodCharge(base.totalCents, 'card', inst)).toMatchObject({ totalCents: card.totalCents, installmentPlan: card.installmentPlan });
      }),
    );
  });

  it('lists 12 interest-free options whose amounts add up to the total', () => {
    const opts = cardOptions(2_036_940);
    expect(opts).toHaveLength(12);
    for (const o of opts) expect(o.amounts.reduce((a, b) => a + b, 0)).toBe(2_036_940);
    expect(opts[11]!.firstCents).toBe(169_745);
  });

  it('bookings last 30 days per month; txids are 25 alphanumerics', () => {
    expect(bookingEnd(now, 6).getTime() - now.getTime()).toBe(180 * 86_400_000);
    expect(pixTxidFor('4b59d5a4-28cf-4256-8a0c-61564981275b')).toBe('4B59D5A428CF42568A0C61564');
  });
});

describe('sandbox card hosted field', () => {
  it('the test cards pass Luhn and map to their outcome; tokens carry no card digits', () => {
    expect(SANDBOX_TEST_CARDS.length).toBeGreaterThan(0);
    for (const c of SANDBOX_TEST_CARDS) {
      expect(luhnValid(c.number)).toBe(true);
      const r = sandboxTokenize({ number: maskCardNumber(c.number), holder: 'X', expiry: '01/40', cvv: '123' }, now);
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(sandboxTokenOutcome(r.card.token)).toBe(c.outcome);
        expect(r.card.token).not.toContain(c.number.slice(6, 12));
        expect(r.card.last4).toBe(c.number.slice(-4));
      }
    }
    expect(cardBrand('5555555555554444')).toBe('master');
    expect(sandboxTokenOutcome('sbx_approved_x')).toBeNull();
    expect(sandboxTokenOutcome('4111111111111111')).toBeNull();
  });

  it('refuses bad fields with pt-BR messages, and real cards in the sandbox', () => {
    const r = sandboxTokenize({ number: '4111 1111 1111 1112', holder: ' ', expiry: '13/20', cvv: '1' }, now);
    expect(r).toEqual({
      ok: false,
      errors: { number: messages.cardNumberInvalid, holder: messages.cardHolderRequired, expiry: messages.cardExpiryInvalid, cvv: messages.cardCvvInvalid },
    });
    expect(sandboxTokenize({ number: '4012888888881881', holder: 'X', expiry: '01/40', cvv: '123' }, now)).toEqual({ ok: false, errors: { number: messages.sandboxCardNotTest } });
    // A card that expired last month is refused; this month's is still valid.
    expect(sandboxTokenize({ number: '4111111111111111', holder: 'X', expiry: '05/26', cvv: '123' }, now).ok).toBe(false);
    expect(sandboxTokenize({ number: '4111111111111111', holder: 'X', expiry: '06/26', cvv: '123' }, now).ok).toBe(true);
    expect(maskExpiry('1234')).toBe('12/34');
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
});
