import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contractShares, recognisedIn, recognisedShares } from '../../../domain/contract-accrual';
import { addMonths } from '../../../domain/finance';

describe('contract accrual: the booking total over its months, refunds taken from what is still to recognise', () => {
  it('splits the issue’s three-month booking to the centavo from the month it starts', () => {
    expect(contractShares(896_211, '2026-11', 3)).toEqual([
      { month: '2026-11', cents: 298_737 },
      { month: '2026-12', cents: 298_737 },
      { month: '2027-01', cents: 298_737 },
    ]);
    expect(contractShares(100_00, '2026-12', 3).map((s) => s.cents)).toEqual([3_334, 3_333, 3_333]);
  });

  it('a partial refund in the first month is spread over the months left, the first one included', () => {
    const shares = recognisedShares({ totalCents: 300_000, months: 3, startMonth: '2026-11', refunds: [{ month: '2026-11', amountCents: 100_000 }] });
    expect(shares).toEqual([
      { month: '2026-11', cents: 66_667 },
      { month: '2026-12', cents: 66_667 },
      { month: '2027-01', cents: 66_666 },
    ]);
  });

  it('a refund in a later month keeps the closed months and lowers the rest', () => {
    const shares = recognisedShares({ totalCents: 300_000, months: 3, startMonth: '2026-11', refunds: [{ month: '2026-12', amountCents: 100_000 }] });
    expect(shares.map((s) => s.cents)).toEqual([100_000, 50_000, 50_000]);
    expect(recognisedIn(shares, '2026-12')).toBe(50_000);
    expect(recognisedIn(shares, '2027-02')).toBe(0);
  });

  it('a whole refund before the booking ends zeroes the months left; after it ended it is a negative in its month', () => {
    const early = recognisedShares({ totalCents: 300_000, months: 3, startMonth: '2026-11', refunds: [{ month: '2026-12', amountCents: 300_000 }] });
    expect(early.map((s) => [s.month, s.cents])).toEqual([
      ['2026-11', 100_000],
      ['2026-12', -100_000],
      ['2027-01', 0],
    ]);
    const late = recognisedShares({ totalCents: 300_000, months: 3, startMonth: '2026-11', refunds: [{ month: '2027-03', amountCents: 120_000 }] });
    expect(late.map((s) => [s.month, s.cents])).toEqual([
      ['2026-11', 100_000],
      ['2026-12', 100_000],
      ['2027-01', 100_000],
      ['2027-03', -120_000],
    ]);
  });

  it('a booking paid and refunded before it starts recognises nothing', () => {
    const shares = recognisedShares({ totalCents: 90_000, months: 2, startMonth: '2027-01', refunds: [{ month: '2026-12', amountCents: 90_000 }] });
    expect(shares.every((s) => s.cents === 0)).toBe(true);
  });

  it('whatever the refunds, the shares add up to what was paid minus what went back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.array(fc.tuple(fc.integer({ min: -3, max: 30 }), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 4 }),
        (total, months, raw) => {
          let left = total;
          const refunds = raw.map(([offset, part]) => {
            const amountCents = Math.floor(left * part);
            left -= amountCents;
            return { month: addMonths('2026-06', offset), amountCents };
          });
          const shares = recognisedShares({ totalCents: total, months, startMonth: '2026-06', refunds });
          expect(shares.reduce((s, x) => s + x.cents, 0)).toBe(left);
          // Months before the first refund keep their nominal share.
          const first = refunds.filter((r) => r.amountCents > 0).map((r) => r.month).sort()[0];
          const nominal = contractShares(total, '2026-06', months);
          for (const n of nominal) if (!first || n.month < first) expect(recognisedIn(shares, n.month)).toBe(n.cents);
        },
      ),
    );
  });
});
