import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonthsToDay,
  bpToPercentText,
  bulkWindow,
  couponProblems,
  couponState,
  discountProblems,
  discountState,
  parsePercentToBp,
  periodProblems,
} from '../../../domain/discounts';
import { messages } from '../../../domain/messages';
import { dayEnd, dayOf, dayStart } from '../../../domain/time';
import { couponForm, type CouponFormValues } from '../../../domain/schemas/coupons';
import { discountForm, type DiscountFormValues } from '../../../domain/schemas/discounts';

describe('what people type as a percentage', () => {
  it.each([
    ['10', 1000],
    ['12,5', 1250],
    ['12.5', 1250],
    ['0,1', 10],
    ['0.01', 1],
    [' 35 % ', 3500],
    ['100', 10_000],
  ])('%s -> %i bp', (text, bp) => expect(parsePercentToBp(text)).toBe(bp));

  it.each(['', 'abc', '-5', '1,234', '10,5,5', '1000', '1e2'])('%s is refused (null)', (text) =>
    expect(parsePercentToBp(text)).toBeNull(),
  );

  it('shows back what it parsed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (bp) => {
        expect(parsePercentToBp(bpToPercentText(bp))).toBe(bp);
      }),
    );
  });
});

describe('calendar days in São Paulo', () => {
  it('a day starts at 03:00 UTC and ends a millisecond before the next one', () => {
    expect(dayStart('2026-11-23').toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(dayEnd('2026-11-23').toISOString()).toBe('2026-11-24T02:59:59.999Z');
    expect(dayOf(new Date('2026-11-24T02:59:59.999Z'))).toBe('2026-11-23');
    expect(dayOf(new Date('2026-11-24T03:00:00.000Z'))).toBe('2026-11-24');
  });

  it('uses the zone rules of the date (daylight saving time in 2018)', () => {
    expect(dayStart('2018-12-01').toISOString()).toBe('2018-12-01T02:00:00.000Z');
  });

  it('refuses impossible days', () => {
    expect(() => dayStart('2026-02-30')).toThrow(RangeError);
    expect(() => dayEnd('23/11/2026')).toThrow(RangeError);
  });

  it('adds months clamping to the last day of the month', () => {
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDay('2026-11-23', 12)).toBe('2027-11-23');
  });

  it('bulk apply: from the start of today to the end of the day before the same date months later', () => {
    const w = bulkWindow(new Date('2026-11-23T15:00:00Z'), 3);
    expect(w.startsAt.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(w.endsAt.toISOString()).toBe('2027-02-23T02:59:59.999Z');
  });
});

describe('states', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const day = 86_400_000;
  it('a discount counts only while active and inside its dates', () => {
    const d = {
      status: 'active' as const,
      startsAt: new Date(now.getTime() - day),
      endsAt: new Date(now.getTime() + day),
    };
    expect(discountState(d, now)).toBe('active');
    expect(discountState({ ...d, status: 'inactive' }, now)).toBe('inactive');
    expect(discountState({ ...d, startsAt: new Date(now.getTime() + 1) }, now)).toBe('scheduled');
    expect(discountState({ ...d, endsAt: new Date(now.getTime() - 1) }, now)).toBe('expired');
    expect(discountState({ ...d, endsAt: now }, now)).toBe('active');
  });
  it('a coupon is exhausted at its limit', () => {
    const c = { status: 'active' as const, noExpiry: true, startsAt: null, endsAt: null, maxUses: 2, currentUses: 1 };
    expect(couponState(c, now)).toBe('active');
    expect(couponState({ ...c, currentUses: 2 }, now)).toBe('exhausted');
    expect(couponState({ ...c, noExpiry: false, startsAt: new Date(now.getTime() + day) }, now)).toBe('scheduled');
  });
});

describe('form rules', () => {
  it('discount: every message of the spec', () => {
    const base = {
      type: 'percentage' as const,
      valueBp: 2000,
      valueCents: null,
      minValueCents: null,
      maxValueCents: null,
      startsAt: new Date(1),
      endsAt: new Date(2),
      buildingIds: ['x'],
    };
    expect(discountProblems(base)).toEqual([]);
    const msg = (over: object) => discountProblems({ ...base, ...over }).map((p) => p.message);
    expect(msg({ valueBp: 0 })).toEqual([messages.discountPercentInvalid]);
    expect(msg({ valueBp: 10_001 })).toEqual([messages.discountPercentMax]);
    expect(msg({ startsAt: null, endsAt: null })).toEqual([messages.datesRequired, messages.datesRequired]);
    expect(msg({ startsAt: new Date(5), endsAt: new Date(5) })).toEqual([messages.endAfterStart]);
    expect(msg({ buildingIds: [] })).toEqual([messages.selectBuilding]);
  });

  it('coupon: every message of the spec', () => {
    const base = {
      code: 'PROMO',
      type: 'percentage' as const,
      valueBp: 1000,
      valueCents: null,
      minPurchaseCents: null,
      maxDiscountCents: null,
      noExpiry: true,
      startsAt: null,
      endsAt: null,
      maxUses: 1,
    };
    expect(couponProblems(base)).toEqual([]);
    const msg = (over: object) => couponProblems({ ...base, ...over }).map((p) => p.message);
    expect(msg({ code: '' })).toEqual([messages.couponIncomplete]);
    expect(msg({ code: '  ' })).toEqual([messages.couponCodeRequired]);
    expect(msg({ code: 'promo' })).toEqual([messages.couponCodeUppercase]);
    expect(msg({ valueBp: null })).toEqual([messages.couponIncomplete]);
    expect(msg({ valueBp: -1 })).toEqual([messages.couponValueInvalid]);
    expect(msg({ valueBp: 10_001 })).toEqual([messages.couponPercentMax]);
    expect(msg({ noExpiry: false })).toEqual([messages.couponStartRequired]);
    expect(msg({ noExpiry: false, startsAt: new Date(1) })).toEqual([]);
    expect(msg({ maxUses: 0 })).toEqual([messages.couponMaxUsesInvalid]);
  });

  it('period: above 0 when active, steps of 0,1 %', () => {
    expect(
      periodProblems([
        { months: 1, percentBp: 0, active: false },
        { months: 3, percentBp: 550, active: true },
      ]),
    ).toEqual([]);
    expect(periodProblems([{ months: 3, percentBp: 0, active: true }])).toEqual([
      { index: 0, message: messages.periodPercentInvalid(3) },
    ]);
    expect(periodProblems([{ months: 6, percentBp: 555, active: true }])[0]!.message).toBe(
      messages.periodPercentInvalid(6),
    );
    expect(periodProblems([{ months: 12, percentBp: 10_010, active: true }])[0]!.message).toBe(
      messages.periodPercentInvalid(12),
    );
  });
});

describe('the forms turn what people type into the API body', () => {
  const coupon: CouponFormValues = {
    code: 'DEZ',
    type: 'percentage',
    value: '10',
    minPurchase: 'R$ 1.997,00',
    maxDiscount: '',
    noExpiry: false,
    startDate: '2026-11-23',
    endDate: '2026-12-31',
    allBuildings: true,
    buildingIds: [],
    maxUses: '',
    status: 'active',
  };

  it("coupon: '10' is 10 % (1000 bp), 'R$ 1.997,00' is 199700 centavos, blank max uses is 1", () => {
    const out = couponForm.parse(coupon);
    expect(out).toMatchObject({
      valueBp: 1000,
      valueCents: null,
      minPurchaseCents: 199_700,
      maxDiscountCents: null,
      maxUses: 1,
      buildingIds: null,
    });
    expect(out.startsAt).toBe('2026-11-23T03:00:00.000Z');
    expect(out.endsAt).toBe('2027-01-01T02:59:59.999Z');
  });

  it('coupon: errors land on the typed field', () => {
    const r = couponForm.safeParse({ ...coupon, value: 'dez', allBuildings: false });
    expect(r.success).toBe(false);
    const issues = Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(issues).toMatchObject({ value: messages.couponValueInvalid });
  });

  it("discount: fixed 'R$ 250,00' with a reference of '1.000'", () => {
    const values: DiscountFormValues = {
      type: 'fixed',
      value: 'R$ 250,00',
      minValue: '1.000',
      maxValue: '',
      startDate: '2026-11-23',
      endDate: '2026-11-30',
      buildingIds: ['00000000-0000-4000-8000-000000000001'],
      status: 'active',
    };
    expect(discountForm.parse(values)).toMatchObject({
      valueCents: 25_000,
      valueBp: null,
      minValueCents: 100_000,
      maxValueCents: null,
    });
    const r = discountForm.safeParse({ ...values, type: 'percentage', value: '', buildingIds: [] });
    const issues = Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(issues).toEqual({ value: messages.discountPercentInvalid, buildingIds: messages.selectBuilding });
  });
});
