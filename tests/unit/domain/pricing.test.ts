import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { messages } from '../../../domain/messages';
import {
  installmentOptions,
  monthsLabel,
  periodLabels,
  PIX_DISCOUNT_BP,
  priceCart,
  PricingError,
  splitInstallments,
  type BuildingDiscount,
  type PeriodDiscount,
  type PricingBuilding,
  type PricingInput,
  type Quote,
} from '../../../domain/pricing';

const NOW = new Date('2025-01-15T12:00:00Z');
const PAST = new Date('2024-01-01T00:00:00Z');
const FUTURE = new Date('2026-01-01T00:00:00Z');

const building = (
  id: string,
  priceCents = 199700,
  status: PricingBuilding['status'] = 'active',
): PricingBuilding => ({
  id,
  name: `Edifício ${id}`,
  status,
  priceCents,
});

const discount = (over: Partial<BuildingDiscount>): BuildingDiscount => ({
  id: 'd1',
  buildingId: 'b1',
  buildingIds: null,
  type: 'percentage',
  value: 3500,
  minValueCents: null,
  status: 'active',
  startsAt: PAST,
  endsAt: FUTURE,
  ...over,
});

const PERIODS: PeriodDiscount[] = [
  { months: 3, percentBp: 500, active: true },
  { months: 6, percentBp: 1500, active: true },
  { months: 12, percentBp: 3500, active: true },
];

function input(over: Partial<PricingInput> = {}): PricingInput {
  return {
    lines: [{ building: building('b1') }],
    months: 1,
    buildingDiscounts: [],
    periodDiscounts: [],
    varietyDiscount: null,
    coupon: null,
    method: null,
    now: NOW,
    ...over,
  };
}

const lines = (...ids: string[]) => ids.map((id) => ({ building: building(id) }));

describe('priceCart: building promos', () => {
  it('prices without discounts', () => {
    const q = priceCart(input({ lines: lines('b1', 'b2'), months: 3 }));
    expect(q.subtotalCents).toBe(2 * 199700 * 3);
    expect(q.originalSubtotalCents).toBe(q.subtotalCents);
    expect(q.promoDiscountCents).toBe(0);
    expect(q.totalCents).toBe(q.subtotalCents);
    expect(q.lines[0]).toMatchObject({
      isPromo: false,
      promoPercentBp: 0,
      discountId: null,
      unitCents: 199700,
    });
  });

  it('applies a percentage discount to the unit price, keeping the original', () => {
    const q = priceCart(input({ months: 2, buildingDiscounts: [discount({})] }));
    expect(q.lines[0]).toMatchObject({
      originalUnitCents: 199700,
      unitCents: 199700 - 69895,
      isPromo: true,
      promoPercentBp: 3500,
      discountId: 'd1',
      lineCents: 129805 * 2,
      originalLineCents: 199700 * 2,
    });
    expect(q.promoDiscountCents).toBe(69895 * 2);
    expect(q.subtotalCents).toBe(129805 * 2);
  });

  it('rounds the promo share half up', () => {
    const q = priceCart(
      input({
        lines: [{ building: building('b1', 1001) }],
        buildingDiscounts: [discount({ value: 5000 })],
      }),
    );
    expect(q.lines[0]?.unitCents).toBe(500); // 1001 - 501 (500.5 rounded up)
  });

  it('turns a fixed discount into a share of its min value', () => {
    const q = priceCart(
      input({
        buildingDiscounts: [discount({ type: 'fixed', value: 50000, minValueCents: 199700 })],
      }),
    );
    // 50000 / 199700 = 25.0375…% -> 2504 bp; 199700 × 0.2504 = 50004.88 -> 50005
    expect(q.lines[0]).toMatchObject({ promoPercentBp: 2504, unitCents: 199700 - 50005 });
  });

  it('ignores a fixed discount without a min value', () => {
    for (const minValueCents of [null, 0]) {
      const q = priceCart(
        input({ buildingDiscounts: [discount({ type: 'fixed', value: 50000, minValueCents })] }),
      );
      expect(q.lines[0]?.isPromo).toBe(false);
    }
  });

  it('picks the highest matching active discount within its window', () => {
    const q = priceCart(
      input({
        lines: lines('b1', 'b2', 'b3'),
        buildingDiscounts: [
          discount({ id: 'low', value: 1000 }),
          discount({ id: 'high', value: 2000, buildingId: null, buildingIds: ['b1', 'b2'] }),
          discount({ id: 'inactive', value: 9000, status: 'inactive' }),
          discount({ id: 'expired', value: 9000, endsAt: new Date(NOW.getTime() - 1) }),
          discount({ id: 'future', value: 9000, startsAt: new Date(NOW.getTime() + 1) }),
          discount({ id: 'other', value: 9000, buildingId: 'zz' }),
        ],
      }),
    );
    expect(q.lines.map((l) => l.discountId)).toEqual(['high', 'high', null]);
    expect(q.lines.map((l) => l.promoPercentBp)).toEqual([2000, 2000, 0]);
  });

  it('keeps the first of equally large discounts, so discountId is stable', () => {
    const q = priceCart(
      input({ buildingDiscounts: [discount({ id: 'first' }), discount({ id: 'second' })] }),
    );
    expect(q.lines[0]?.discountId).toBe('first');
  });

  it('treats the discount window as inclusive at both ends', () => {
    const q1 = priceCart(input({ buildingDiscounts: [discount({ startsAt: NOW })] }));
    const q2 = priceCart(input({ buildingDiscounts: [discount({ endsAt: NOW })] }));
    expect(q1.lines[0]?.isPromo).toBe(true);
    expect(q2.lines[0]?.isPromo).toBe(true);
  });

  it('caps a discount above 100 % so prices never go negative', () => {
    const q = priceCart(
      input({
        buildingDiscounts: [discount({ type: 'fixed', value: 500000, minValueCents: 1000 })],
      }),
    );
    expect(q.lines[0]).toMatchObject({ promoPercentBp: 10000, unitCents: 0 });
  });
});

describe('priceCart: cart discount', () => {
  const variety = { active: true };

  it('applies the period discount of the chosen months', () => {
    const q = priceCart(input({ months: 12, periodDiscounts: PERIODS }));
    expect(q.cartDiscount).toEqual({ kind: 'period', percentBp: 3500, cents: 838740 });
  });

  it('applies the variety discount (defaults 5 buildings, 15 %) when larger', () => {
    const q = priceCart(
      input({
        months: 3,
        lines: lines('a', 'b', 'c', 'd', 'e'),
        periodDiscounts: PERIODS,
        varietyDiscount: variety,
      }),
    );
    expect(q.cartDiscount).toEqual({
      kind: 'variety',
      percentBp: 1500,
      cents: applyShare(5 * 199700 * 3, 1500),
    });
  });

  it('takes the larger one, never the sum', () => {
    const q = priceCart(
      input({
        months: 12,
        lines: lines('a', 'b', 'c', 'd', 'e'),
        periodDiscounts: PERIODS,
        varietyDiscount: variety,
      }),
    );
    expect(q.cartDiscount.kind).toBe('period');
    expect(q.cartDiscount.percentBp).toBe(3500);
  });

  it('prefers period on a tie', () => {
    const q = priceCart(
      input({
        months: 6,
        lines: lines('a', 'b', 'c', 'd', 'e'),
        periodDiscounts: PERIODS,
        varietyDiscount: variety,
      }),
    );
    expect(q.cartDiscount.kind).toBe('period');
  });

  it('counts distinct buildings only, and honours a custom threshold', () => {
    const dup = priceCart(
      input({ lines: lines('a', 'a', 'b', 'c', 'd'), varietyDiscount: variety }),
    );
    expect(dup.cartDiscount.kind).toBeNull();
    const custom = priceCart(
      input({
        lines: lines('a', 'b'),
        varietyDiscount: { active: true, minBuildings: 2, percentBp: 1000 },
      }),
    );
    expect(custom.cartDiscount).toMatchObject({ kind: 'variety', percentBp: 1000 });
  });

  it('ignores inactive or out-of-window rules (e.g. the 2025-03-01 cut-off)', () => {
    const cutoff = new Date('2025-03-01T00:00:00-03:00');
    const rows = PERIODS.map((r) => ({ ...r, endsAt: cutoff }));
    const after = new Date(cutoff.getTime() + 1);
    expect(
      priceCart(input({ months: 12, periodDiscounts: rows, now: after })).cartDiscount.kind,
    ).toBeNull();
    expect(priceCart(input({ months: 12, periodDiscounts: rows })).cartDiscount.kind).toBe(
      'period',
    );
    const inactive = PERIODS.map((r) => ({ ...r, active: false }));
    expect(priceCart(input({ months: 12, periodDiscounts: inactive })).cartDiscount).toEqual({
      kind: null,
      percentBp: 0,
      cents: 0,
    });
    const v = { active: true, endsAt: cutoff };
    expect(
      priceCart(input({ lines: lines('a', 'b', 'c', 'd', 'e'), varietyDiscount: v, now: after }))
        .cartDiscount.kind,
    ).toBeNull();
    expect(
      priceCart(
        input({ lines: lines('a', 'b', 'c', 'd', 'e'), varietyDiscount: { ...v, active: false } }),
      ).cartDiscount.kind,
    ).toBeNull();
  });

  it('has no period discount for months without a row', () => {
    expect(priceCart(input({ months: 4, periodDiscounts: PERIODS })).cartDiscount.kind).toBeNull();
  });
});

describe('priceCart: coupon, PIX and card', () => {
  const pct = (value: number, over = {}) => ({
    code: 'X',
    type: 'percentage' as const,
    value,
    minPurchaseCents: null,
    maxDiscountCents: null,
    ...over,
  });
  const fixed = (value: number, over = {}) => ({ ...pct(value, over), type: 'fixed' as const });

  it('applies a percentage coupon after the cart discount', () => {
    const q = priceCart(input({ months: 3, periodDiscounts: PERIODS, coupon: pct(1000) }));
    const afterCart = 599100 - 29955;
    expect(q.couponDiscountCents).toBe(applyShare(afterCart, 1000));
    expect(q.couponRejectedReason).toBeNull();
  });

  it('applies a fixed coupon, never beyond the remaining amount', () => {
    expect(priceCart(input({ coupon: fixed(10000) })).couponDiscountCents).toBe(10000);
    const q = priceCart(input({ coupon: fixed(10_000_000) }));
    expect(q.couponDiscountCents).toBe(199700);
    expect(q.totalCents).toBe(0);
  });

  it('honours min purchase and max discount', () => {
    const rejected = priceCart(input({ coupon: pct(1000, { minPurchaseCents: 199701 }) }));
    expect(rejected.couponDiscountCents).toBe(0);
    expect(rejected.couponRejectedReason).toBe('min_purchase');
    const exact = priceCart(input({ coupon: pct(1000, { minPurchaseCents: 199700 }) }));
    expect(exact.couponDiscountCents).toBe(19970);
    const capped = priceCart(input({ coupon: pct(5000, { maxDiscountCents: 1234 }) }));
    expect(capped.couponDiscountCents).toBe(1234);
  });

  it('takes 10 % for PIX from what remains, rounded half up', () => {
    expect(PIX_DISCOUNT_BP).toBe(1000);
    const q = priceCart(input({ lines: [{ building: building('b1', 1005) }], method: 'pix' }));
    expect(q.pixDiscountCents).toBe(101);
    expect(q.totalCents).toBe(904);
    expect(q.installmentPlan).toEqual([]);
    expect(q.installments).toBeNull();
  });

  it('prices the specification sample: six buildings, 12 months, PIX', () => {
    const q = priceCart(
      input({
        lines: lines('a', 'b', 'c', 'd', 'e', 'f'),
        months: 12,
        periodDiscounts: PERIODS,
        varietyDiscount: { active: true },
        method: 'pix',
      }),
    );
    expect(q.subtotalCents).toBe(14378400);
    expect(q.cartDiscount).toEqual({ kind: 'period', percentBp: 3500, cents: 5032440 });
    expect(q.pixDiscountCents).toBe(934596);
    expect(q.totalCents).toBe(8411364);
  });

  it('splits card totals into installments (1 by default)', () => {
    expect(priceCart(input({ method: 'card' })).installmentPlan).toEqual([199700]);
    const q = priceCart(
      input({ lines: [{ building: building('b1', 1000) }], method: 'card', installments: 3 }),
    );
    expect(q.installmentPlan).toEqual([334, 333, 333]);
    expect(q.installments).toBe(3);
    expect(q.pixDiscountCents).toBe(0);
  });

  it('gives all zeros for an empty cart', () => {
    const q = priceCart(
      input({
        lines: [],
        coupon: fixed(500),
        method: 'pix',
        varietyDiscount: { active: true, minBuildings: 0 },
      }),
    );
    expect([
      q.subtotalCents,
      q.cartDiscount.cents,
      q.couponDiscountCents,
      q.pixDiscountCents,
      q.totalCents,
    ]).toEqual([0, 0, 0, 0, 0]);
  });

  it('throws PricingError on invalid months, installments or prices', () => {
    for (const months of [0, 121, 1.5, Number.NaN]) {
      expect(() => priceCart(input({ months }))).toThrow(PricingError);
    }
    expect(() => priceCart(input({ months: 0 }))).toThrow(
      expect.objectContaining({
        name: 'PricingError',
        code: 'invalid_months',
        message: messages.pricingMonthsInvalid,
      }),
    );
    expect(() => priceCart(input({ method: 'card', installments: 13 }))).toThrow(
      messages.installmentsInvalid,
    );
    expect(() => priceCart(input({ method: 'card', installments: 0 }))).toThrow(PricingError);
    expect(() => priceCart(input({ lines: [{ building: building('b1', -1) }] }))).toThrow(
      messages.buildingPriceInvalid,
    );
    expect(() => priceCart(input({ lines: [{ building: building('b1', 10.5) }] }))).toThrow(
      PricingError,
    );
    // installments only matter for card payments
    expect(() => priceCart(input({ method: 'pix', installments: 13 }))).not.toThrow();
    expect(priceCart(input({ months: 120 })).months).toBe(120);
  });
});

describe('installments helpers', () => {
  it('splits with the extra centavos first', () => {
    expect(splitInstallments(1000, 3)).toEqual([334, 333, 333]);
    expect(splitInstallments(1001, 3)).toEqual([334, 334, 333]);
    expect(splitInstallments(5, 12)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(() => splitInstallments(100, 13)).toThrow(PricingError);
    expect(() => splitInstallments(-1, 1)).toThrow(PricingError);
  });

  it('lists plans for 1 to 12 installments', () => {
    const opts = installmentOptions(199700);
    expect(opts.map((o) => o.installments)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(opts[2]?.amounts).toEqual([66567, 66567, 66566]);
  });

  it('always sums exactly, differing by at most 1 centavo, non-increasing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 12 }),
        (total, n) => {
          const plan = splitInstallments(total, n);
          expect(plan).toHaveLength(n);
          expect(plan.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...plan) - Math.min(...plan)).toBeLessThanOrEqual(1);
          plan.forEach((v, i) => i > 0 && expect(v).toBeLessThanOrEqual(plan[i - 1] as number));
        },
      ),
    );
  });
});

describe('labels', () => {
  it('uses mês / meses', () => {
    expect(monthsLabel(1)).toBe('1 mês');
    expect(monthsLabel(3)).toBe('3 meses');
    expect(monthsLabel(12)).toBe('12 meses');
  });

  it('labels the period options from active rows', () => {
    const rows = [...PERIODS, { months: 1, percentBp: 0, active: true }];
    expect(periodLabels(rows).map((l) => l.label)).toEqual([
      '1 mês',
      '3 meses (5% OFF)',
      '6 meses (15% OFF)',
      '12 meses (35% OFF)',
    ]);
    const odd = periodLabels([
      { months: 6, percentBp: 1250, active: true },
      { months: 12, percentBp: 3500, active: false },
    ]);
    expect(odd.map((l) => l.label)).toEqual([
      '1 mês',
      '3 meses',
      '6 meses (12,5% OFF)',
      '12 meses',
    ]);
  });

  it('honours windows only when given a clock', () => {
    const rows = [{ months: 3, percentBp: 500, active: true, endsAt: PAST }];
    expect(periodLabels(rows)[1]?.label).toBe('3 meses (5% OFF)');
    expect(periodLabels(rows, NOW)[1]?.label).toBe('3 meses');
  });
});

// Independent half-up share for expectations: integer arithmetic via BigInt.
function applyShare(cents: number, bp: number): number {
  return Number((BigInt(cents) * BigInt(bp) * 2n + 10000n) / 20000n);
}

describe('priceCart properties', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const when = fc.constantFrom(PAST, NOW, FUTURE, null);
  const arbInput: fc.Arbitrary<PricingInput> = fc.record({
    lines: fc.array(
      fc.record({
        building: fc.record({
          id: fc.constantFrom(...ids),
          name: fc.constant('X'),
          status: fc.constantFrom('active' as const, 'maintenance' as const, 'inactive' as const),
          priceCents: fc.integer({ min: 0, max: 5_000_000 }),
        }),
      }),
      { maxLength: 10 },
    ),
    months: fc.integer({ min: 1, max: 120 }),
    buildingDiscounts: fc.array(
      fc.record({
        id: fc.string(),
        buildingId: fc.option(fc.constantFrom(...ids)),
        buildingIds: fc.option(fc.subarray(ids)),
        type: fc.constantFrom('percentage' as const, 'fixed' as const),
        value: fc.integer({ min: -100, max: 20_000 }),
        minValueCents: fc.option(fc.integer({ min: 0, max: 300_000 })),
        status: fc.constantFrom('active' as const, 'inactive' as const),
        startsAt: fc.constantFrom(PAST, NOW),
        endsAt: fc.constantFrom(NOW, FUTURE),
      }),
      { maxLength: 4 },
    ),
    periodDiscounts: fc.array(
      fc.record({
        months: fc.constantFrom(1, 3, 6, 12),
        percentBp: fc.integer({ min: 0, max: 10_000 }),
        active: fc.boolean(),
        startsAt: when,
        endsAt: when,
      }),
      { maxLength: 5 },
    ),
    varietyDiscount: fc.option(
      fc.record({
        minBuildings: fc.integer({ min: 0, max: 8 }),
        percentBp: fc.integer({ min: 0, max: 10_000 }),
        active: fc.boolean(),
        startsAt: when,
        endsAt: when,
      }),
    ),
    coupon: fc.option(
      fc.record({
        code: fc.constant('C'),
        type: fc.constantFrom('percentage' as const, 'fixed' as const),
        value: fc.integer({ min: 0, max: 10_000_000 }),
        minPurchaseCents: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        maxDiscountCents: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
      }),
    ),
    method: fc.constantFrom('pix' as const, 'card' as const, null),
    installments: fc.integer({ min: 1, max: 12 }),
    now: fc.constant(NOW),
  });

  const within = (r: { startsAt?: Date | null; endsAt?: Date | null }) =>
    (r.startsAt == null || r.startsAt <= NOW) && (r.endsAt == null || NOW <= r.endsAt);

  it('keeps 0 <= total <= subtotal and the parts add up to the centavo', () => {
    fc.assert(
      fc.property(arbInput, (inp) => {
        const q = priceCart(inp);
        expect(q.totalCents).toBeGreaterThanOrEqual(0);
        expect(q.totalCents).toBeLessThanOrEqual(q.subtotalCents);
        expect(
          q.subtotalCents - q.cartDiscount.cents - q.couponDiscountCents - q.pixDiscountCents,
        ).toBe(q.totalCents);
        expect(q.subtotalCents).toBe(q.lines.reduce((s, l) => s + l.lineCents, 0));
        expect(q.originalSubtotalCents - q.promoDiscountCents).toBe(q.subtotalCents);
        for (const v of [
          q.cartDiscount.cents,
          q.couponDiscountCents,
          q.pixDiscountCents,
          q.promoDiscountCents,
        ]) {
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('uses exactly max(period, variety), never their sum', () => {
    fc.assert(
      fc.property(arbInput, (inp) => {
        const q = priceCart(inp);
        const period = Math.max(
          0,
          ...inp.periodDiscounts
            .filter((r) => r.months === inp.months && r.active && within(r))
            .map((r) => r.percentBp),
        );
        const v = inp.varietyDiscount;
        const distinct = new Set(inp.lines.map((l) => l.building.id)).size;
        const variety =
          v && v.active && within(v) && distinct >= (v.minBuildings ?? 5)
            ? (v.percentBp ?? 1500)
            : 0;
        const best = Math.max(period, variety);
        expect(q.cartDiscount.percentBp).toBe(best);
        expect(q.cartDiscount.cents).toBe(applyShare(q.subtotalCents, best));
        expect(q.cartDiscount.kind).toBe(
          best === 0 ? null : period >= variety ? 'period' : 'variety',
        );
      }),
      { numRuns: 500 },
    );
  });

  it('charges PIX exactly 10 % of what remains and card installments sum to the total', () => {
    fc.assert(
      fc.property(arbInput, (inp) => {
        const q: Quote = priceCart(inp);
        const remaining = q.subtotalCents - q.cartDiscount.cents - q.couponDiscountCents;
        expect(q.pixDiscountCents).toBe(inp.method === 'pix' ? applyShare(remaining, 1000) : 0);
        if (inp.method === 'card') {
          expect(q.installmentPlan).toHaveLength(inp.installments ?? 1);
          expect(q.installmentPlan.reduce((a, b) => a + b, 0)).toBe(q.totalCents);
        } else {
          expect(q.installmentPlan).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(arbInput, (inp) => {
        expect(priceCart(inp)).toEqual(priceCart(structuredClone(inp)));
      }),
      { numRuns: 200 },
    );
  });
});
