import { describe, expect, it } from 'vitest';
import { storeRevenue, storeRevenueByMonth, type StoreRevenueEntry } from '../../../domain/store-revenue';

/** The November: R$ 11.806,41 paid, R$ 1.000 refunded in the month, and a manual revenue. */
const november: StoreRevenueEntry[] = [
  { source: 'order', amountCents: 1_180_641, date: '2026-11-05' },
  { source: 'order_partial_refund', amountCents: -100_000, date: '2026-11-20' },
  { source: 'manual', amountCents: 500_000, date: '2026-11-10' },
];

describe('storeRevenue: what paid orders brought in minus what went back, in the month of each event', () => {
  it('nets a partial refund in the same month and leaves manual revenue out', () => {
    expect(storeRevenue(november, '2026-11')).toEqual({ revenueCents: 1_080_641, paidOrders: 1 });
  });

  it('a whole refund (the partial one, then the rest) brings the month to zero; the order was still paid then', () => {
    const all = [...november, { source: 'order_refund' as const, amountCents: -1_080_641, date: '2026-11-25' }];
    expect(storeRevenue(all, '2026-11')).toEqual({ revenueCents: 0, paidOrders: 1 });
  });

  it('a refund in a later month lowers that month, not the payment month', () => {
    const entries: StoreRevenueEntry[] = [
      { source: 'order', amountCents: 300_000, date: '2026-10-31' },
      { source: 'order_partial_refund', amountCents: -100_000, date: '2026-11-01' },
    ];
    expect(storeRevenueByMonth(entries, ['2026-10', '2026-11', '2026-12'])).toEqual([
      { month: '2026-10', revenueCents: 300_000, paidOrders: 1 },
      { month: '2026-11', revenueCents: -100_000, paidOrders: 0 },
      { month: '2026-12', revenueCents: 0, paidOrders: 0 },
    ]);
    expect(storeRevenue(entries)).toEqual({ revenueCents: 200_000, paidOrders: 1 });
  });

  it('a day added up in SQL counts its orders', () => {
    const entries: StoreRevenueEntry[] = [
      { source: 'order', amountCents: 90_000, date: '2026-11-02', count: 3 },
      { source: 'order_partial_refund', amountCents: -10_000, date: '2026-11-02', count: 2 },
    ];
    expect(storeRevenue(entries, '2026-11')).toEqual({ revenueCents: 80_000, paidOrders: 3 });
  });

  it('a chargeback posts like a whole refund; an entry not completed does not count', () => {
    const entries: StoreRevenueEntry[] = [
      { source: 'order', amountCents: 50_000, date: '2026-09-02' },
      { source: 'order_refund', amountCents: -50_000, date: '2026-09-30' },
      { source: 'order', amountCents: 7_000, date: '2026-09-03', completed: false },
    ];
    expect(storeRevenue(entries, '2026-09')).toEqual({ revenueCents: 0, paidOrders: 1 });
  });
});
