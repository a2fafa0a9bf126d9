import { describe, expect, it } from 'vitest';
import {
  bookingPaidCents,
  extendedEndsAt,
  isMakeGoodDue,
  makeGoodCouponCode,
  makeGoodCreditCents,
  makeGoodDays,
  makeGoodLineText,
  makeGoodNoticeText,
  makeGoodThresholdMs,
} from '../../../domain/make-goods';
import { couponProblems } from '../../../domain/discounts';
import { playUntilOfBooking } from '../../../domain/signage';

const MIN = 60_000;
const H = 60 * MIN;
const DAY = 24 * H;

describe('make-goods: the rule (ADR 0047)', () => {
  const month = { startsAt: new Date('2026-03-01T15:00:00Z'), endsAt: new Date('2026-03-31T15:00:00Z') };

  it('holds the time lost to a share of the booking: 2 % of 30 days is 14 h 24 min, and equal is within it', () => {
    expect(makeGoodThresholdMs(month, 2)).toBe(14 * H + 24 * MIN);
    expect(makeGoodThresholdMs(month, 0.5)).toBe(3 * H + 36 * MIN);
    expect(makeGoodThresholdMs(month, -1)).toBe(0);
    expect(isMakeGoodDue(14 * H + 24 * MIN, makeGoodThresholdMs(month, 2))).toBe(false);
    expect(isMakeGoodDue(14 * H + 24 * MIN + 1, makeGoodThresholdMs(month, 2))).toBe(true);
    // A threshold of 0 % makes good any loss, but never a booking that lost nothing.
    expect(isMakeGoodDue(1, 0)).toBe(true);
    expect(isMakeGoodDue(0, 0)).toBe(false);
  });

  it('gives the time back in whole days, rounded up', () => {
    expect(makeGoodDays(MIN)).toBe(1);
    expect(makeGoodDays(DAY)).toBe(1);
    expect(makeGoodDays(DAY + 1)).toBe(2);
    expect(makeGoodDays(26 * H)).toBe(2);
    expect(makeGoodDays(0)).toBe(1);
  });

  it('moves the end by those days, so the screens keep the ad that many more midnights', () => {
    const endsAt = month.endsAt;
    const assessedAt = new Date(endsAt.getTime() + 5 * MIN);
    const extended = extendedEndsAt(endsAt, 2, assessedAt);
    expect(extended.getTime()).toBe(endsAt.getTime() + 2 * DAY);
    expect(playUntilOfBooking(extended).getTime() - playUntilOfBooking(endsAt).getTime()).toBe(2 * DAY);
    // A booking that ends at midnight: assessed minutes later, still exactly two more days.
    const atMidnight = new Date('2026-04-01T03:00:00Z');
    expect(extendedEndsAt(atMidnight, 2, new Date(atMidnight.getTime() + 5 * MIN)).getTime()).toBe(
      atMidnight.getTime() + 2 * DAY,
    );
  });

  it('counts the days from the decision when the screens already dropped the ad (the job was down past midnight)', () => {
    const endsAt = month.endsAt;
    const late = new Date(playUntilOfBooking(endsAt).getTime() + 3 * DAY);
    expect(extendedEndsAt(endsAt, 2, late).getTime()).toBe(late.getTime() + 2 * DAY);
    // Within the hour after that midnight it is still the job's ordinary delay.
    const soon = new Date(playUntilOfBooking(endsAt).getTime() + 59 * MIN);
    expect(extendedEndsAt(endsAt, 2, soon).getTime()).toBe(endsAt.getTime() + 2 * DAY);
  });

  it("prices a credit at the booking's share of the order, in proportion to the time lost, at least R$ 1,00", () => {
    // Two buildings, R$ 1.000 and R$ 3.000 of a R$ 4.000 subtotal, paid R$ 3.600 after discounts.
    expect(
      bookingPaidCents({ totalCents: 360_000, subtotalCents: 400_000, lineCents: 100_000, bookingsInOrder: 2 }),
    ).toBe(90_000);
    expect(
      bookingPaidCents({ totalCents: 360_000, subtotalCents: 400_000, lineCents: 300_000, bookingsInOrder: 2 }),
    ).toBe(270_000);
    // Without the order's lines: an even split.
    expect(bookingPaidCents({ totalCents: 100_001, subtotalCents: 0, lineCents: null, bookingsInOrder: 2 })).toBe(
      50_001,
    );
    expect(makeGoodCreditCents(90_000, 3 * DAY, 30 * DAY)).toBe(9_000);
    expect(makeGoodCreditCents(199_700, 26 * H, 36 * H)).toBe(144_228);
    expect(makeGoodCreditCents(1_000, H, 30 * DAY)).toBe(100);
    expect(makeGoodCreditCents(90_000, 40 * DAY, 30 * DAY)).toBe(90_000);
    expect(makeGoodCreditCents(0, DAY, 30 * DAY)).toBe(100);
  });

  it("draws a code the coupon rules accept: 'COMP' and 8 characters", () => {
    const code = makeGoodCouponCode();
    expect(code).toMatch(/^COMP[A-Z0-9]{8}$/);
    expect(makeGoodCouponCode((n) => Array.from({ length: n }, (_, i) => i))).toBe('COMPABCDEFGH');
    expect(
      couponProblems({
        code,
        type: 'fixed',
        valueBp: null,
        valueCents: 100,
        minPurchaseCents: null,
        maxDiscountCents: null,
        noExpiry: true,
        startsAt: null,
        endsAt: null,
        maxUses: 1,
      }),
    ).toEqual([]);
  });

  it('tells the client in pt-BR', () => {
    expect(makeGoodNoticeText({ outcome: 'extended', buildingName: 'Edifício Brisa', extendedDays: 1 })).toBe(
      'Sua campanha no Edifício Brisa foi estendida em 1 dia para compensar o tempo em que a tela ficou fora do ar.',
    );
    expect(
      makeGoodNoticeText({
        outcome: 'credit_granted',
        buildingName: 'Edifício Cedro',
        couponCode: 'COMPABCDEFGH',
        creditCents: 144_228,
      }),
    ).toBe(
      'Você recebeu um crédito de R$\u00a01.442,28 (cupom COMPABCDEFGH) pelo tempo em que a tela do Edifício Cedro ficou fora do ar.',
    );
    expect(makeGoodLineText({ outcome: 'extended', extendedDays: 2 })).toBe('Compensada: +2 dias');
    expect(makeGoodLineText({ outcome: 'credit_granted', couponCode: 'COMPABCDEFGH', creditCents: 9_000 })).toBe(
      'Crédito: cupom COMPABCDEFGH (R$\u00a090,00)',
    );
  });
});
