import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { messages } from '../../../domain/messages';
import {
  checkCoupon,
  COUPON_ALPHABET,
  generateCouponCode,
  normalizeCouponCode,
  validateCouponInput,
  type CartBuildingRef,
  type CouponInput,
  type CouponRecord,
} from '../../../domain/coupons';

const NOW = new Date('2025-01-15T12:00:00Z');

const coupon = (over: Partial<CouponRecord> = {}): CouponRecord => ({
  code: 'PROMO10',
  type: 'percentage',
  value: 1000,
  status: 'active',
  noExpiry: false,
  startsAt: new Date('2025-01-01T00:00:00Z'),
  endsAt: new Date('2025-01-31T23:59:59.999Z'),
  maxUses: 1,
  currentUses: 0,
  buildingIds: null,
  minPurchaseCents: null,
  maxDiscountCents: null,
  ...over,
});

const b = (id: string, status: CartBuildingRef['status'] = 'active'): CartBuildingRef => ({
  id,
  name: `Edifício ${id}`,
  status,
});

describe('normalizeCouponCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeCouponCode('  promo10 ')).toBe('PROMO10');
    expect(normalizeCouponCode('Verão')).toBe('VERÃO');
  });
});

describe('generateCouponCode', () => {
  it('maps a random source onto A-Z0-9', () => {
    expect(generateCouponCode(() => [0, 1, 25, 26, 35, 36, 71, 1000])).toBe('ABZ09A92'); // 71 % 36 = 35 -> '9', 1000 % 36 = 28 -> '2';
  });
  it('produces 8 characters from the alphabet by default, varying between calls', () => {
    const codes = Array.from({ length: 50 }, () => generateCouponCode());
    for (const c of codes) expect(c).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(codes).size).toBeGreaterThan(45);
  });
  it('uses every alphabet character over many draws (no skipped symbols)', () => {
    const seen = new Set(Array.from({ length: 400 }, () => generateCouponCode()).join(''));
    expect(seen.size).toBe(COUPON_ALPHABET.length);
  });
  it('rejects a broken random source', () => {
    expect(() => generateCouponCode(() => [1, 2, 3])).toThrow(RangeError);
    expect(() => generateCouponCode(() => [1, 2, 3, 4, 5, 6, 7, -8])).toThrow(RangeError);
  });
  it('always returns a valid code for any integer source', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (vals) => {
        const code = generateCouponCode(() => vals);
        expect(code).toMatch(/^[A-Z0-9]{8}$/);
        expect(
          validateCouponInput({ code, type: 'percentage', value: 1000, noExpiry: true }),
        ).toBeNull();
      }),
    );
  });
});

describe('checkCoupon', () => {
  const run = (c: CouponRecord | null, cart: CartBuildingRef[] = [b('1')], now = NOW) =>
    checkCoupon({ coupon: c, cartBuildings: cart, now });

  it('accepts a valid coupon', () => {
    expect(run(coupon())).toEqual({ ok: true });
  });

  it('rejects carts with inactive or maintenance buildings first', () => {
    for (const status of ['inactive', 'maintenance'] as const) {
      expect(run(null, [b('1'), b('2', status)])).toEqual({
        ok: false,
        code: 'inactive_building',
        message: messages.couponInactiveBuilding,
      });
    }
  });

  it('rejects missing or inactive coupons', () => {
    expect(run(null)).toEqual({ ok: false, code: 'invalid', message: messages.couponInvalid });
    expect(run(coupon({ status: 'inactive' }))).toMatchObject({
      code: 'invalid',
      message: messages.couponInvalid,
    });
  });

  it('checks the validity window inclusively unless noExpiry', () => {
    const c = coupon();
    expect(run(c, undefined, c.startsAt as Date)).toEqual({ ok: true });
    expect(run(c, undefined, c.endsAt as Date)).toEqual({ ok: true });
    const after = new Date((c.endsAt as Date).getTime() + 1);
    const before = new Date((c.startsAt as Date).getTime() - 1);
    expect(run(c, undefined, after)).toMatchObject({
      code: 'out_of_period',
      message: messages.couponOutOfPeriod,
    });
    expect(run(c, undefined, before)).toMatchObject({ code: 'out_of_period' });
    expect(run(coupon({ noExpiry: true, endsAt: null }), undefined, after)).toEqual({ ok: true });
    expect(run(coupon({ noExpiry: true }), undefined, after)).toEqual({ ok: true });
  });

  it('rejects exhausted coupons', () => {
    expect(run(coupon({ currentUses: 1 }))).toMatchObject({
      code: 'exhausted',
      message: messages.couponExhausted,
    });
    expect(run(coupon({ maxUses: 3, currentUses: 2 }))).toEqual({ ok: true });
  });

  it('lists the buildings the coupon does not cover', () => {
    const c = coupon({ buildingIds: ['1', '3'] });
    expect(run(c, [b('1'), b('3')])).toEqual({ ok: true });
    expect(run(c, [b('1'), b('2'), b('4')])).toEqual({
      ok: false,
      code: 'not_for_buildings',
      message: 'Cupom não é válido para os seguintes prédios: Edifício 2, Edifício 4',
    });
  });

  it('applies the checks in the specified order', () => {
    const bad = coupon({ status: 'active', endsAt: new Date(0), currentUses: 5, buildingIds: [] });
    expect(run(bad, [b('1', 'maintenance')])).toMatchObject({ code: 'inactive_building' });
    expect(run({ ...bad, status: 'inactive' })).toMatchObject({ code: 'invalid' });
    expect(run(bad)).toMatchObject({ code: 'out_of_period' });
    expect(run({ ...bad, noExpiry: true })).toMatchObject({ code: 'exhausted' });
    expect(run({ ...bad, noExpiry: true, currentUses: 0 })).toMatchObject({
      code: 'not_for_buildings',
    });
  });
});

describe('validateCouponInput', () => {
  const valid: CouponInput = {
    code: 'PROMO10',
    type: 'percentage',
    value: 1000,
    noExpiry: false,
    startsAt: new Date('2025-01-01'),
    endsAt: new Date('2025-02-01'),
    maxUses: 1,
  };
  const msg = (over: Partial<CouponInput>) =>
    validateCouponInput({ ...valid, ...over })?.message ?? null;

  it('accepts a complete coupon', () => {
    expect(validateCouponInput(valid)).toBeNull();
    expect(msg({ noExpiry: true, startsAt: null, endsAt: null, maxUses: undefined })).toBeNull();
    expect(msg({ type: 'fixed', value: 1_000_000 })).toBeNull();
    expect(msg({ value: 10000 })).toBeNull();
  });

  it('returns the first problem with the catalogue message', () => {
    expect(validateCouponInput({ ...valid, code: '' })).toEqual({
      field: 'code',
      message: messages.couponIncomplete,
    });
    expect(msg({ code: null })).toBe(messages.couponIncomplete);
    expect(msg({ type: null })).toBe(messages.couponIncomplete);
    expect(msg({ value: null })).toBe(messages.couponIncomplete);
    expect(msg({ value: 0 })).toBe(messages.couponValueInvalid);
    expect(msg({ value: -5 })).toBe(messages.couponValueInvalid);
    expect(msg({ value: 12.5 })).toBe(messages.couponValueInvalid);
    expect(msg({ value: 10001 })).toBe(messages.couponPercentMax);
    expect(msg({ code: '   ' })).toBe(messages.couponCodeRequired);
    expect(msg({ code: 'promo10' })).toBe(messages.couponCodeUppercase);
    expect(msg({ startsAt: null })).toBe(messages.datesRequired);
    expect(msg({ endsAt: null })).toBe(messages.datesRequired);
    expect(msg({ startsAt: new Date('invalid') })).toBe(messages.datesRequired);
    expect(msg({ endsAt: valid.startsAt })).toBe(messages.endAfterStart);
    expect(msg({ endsAt: new Date('2024-12-31') })).toBe(messages.endAfterStart);
    expect(msg({ maxUses: 0 })).toBe(messages.couponMaxUsesInvalid);
    expect(validateCouponInput({ ...valid, maxUses: 0 })?.field).toBe('maxUses');
  });

  it('reports earlier problems before later ones', () => {
    expect(msg({ code: 'lower', value: 0 })).toBe(messages.couponValueInvalid);
    expect(msg({ code: 'lower', startsAt: null })).toBe(messages.couponCodeUppercase);
    expect(msg({ endsAt: new Date('2024-01-01'), maxUses: 0 })).toBe(messages.endAfterStart);
  });
});
