/**
 * The store's revenue: ONE definition, read by the admin dashboard (figure and chart), finance
 * (the store's share of 'Receitas' and the cash beside the accrual in 'Contratos'), the
 * advertisers' totals and each coupon's revenue (ADR 0039).
 *
 * A month's store revenue is what paid store orders brought in, minus what went back to the
 * buyers (partial refunds, whole refunds and chargebacks), each event in the São Paulo month it
 * happened: a payment in the month it was paid, a refund in the month it was made. It is read
 * from the books finance keeps by itself, the entries the store posts (ADR 0014, 0025):
 *
 * - `order`: +the order's total as paid (PIX discount included), dated the payment's day;
 * - `order_partial_refund`: −the refunded amount, dated the refund's day;
 * - `order_refund`: −whatever was left when all the money went back (refund or chargeback).
 *
 * Manual revenue entries (a service invoiced by hand, interest) are finance's revenue but not the
 * store's, so they are left out here; finance shows both figures, labelled. It is cash: a
 * three-month booking paid at once is revenue of the payment's month (contract-accrual.ts spreads
 * it over the months it runs).
 */
import { monthOf, type TransactionSource } from './finance';

/** The entry sources the store posts by itself; every other source is a person's entry. */
export const storeRevenueSources = ['order', 'order_partial_refund', 'order_refund'] as const satisfies readonly TransactionSource[];
export type StoreRevenueSource = (typeof storeRevenueSources)[number];

/** What the definition needs of a finance entry. `amountCents` is signed (refunds are negative). */
export interface StoreRevenueEntry {
  /** Left out: a person's entry (never store revenue). */
  source?: TransactionSource;
  amountCents: number;
  /** The São Paulo calendar day of the event, 'YYYY-MM-DD'. */
  date: string;
  /** Finance counts only completed entries; the store's are completed when posted. */
  completed?: boolean;
  /** How many entries of the books this one sums, when a reader adds up a day in SQL (1 when left out). */
  count?: number;
}

export interface StoreRevenue {
  /** Payments in, minus refunds and chargebacks out, in centavos (negative when more went back). */
  revenueCents: number;
  /** Orders paid in the period (an order refunded later still was paid then). */
  paidOrders: number;
}

export const isStoreRevenueEntry = (e: Pick<StoreRevenueEntry, 'source' | 'completed'>): boolean =>
  e.completed !== false && e.source !== undefined && (storeRevenueSources as readonly string[]).includes(e.source);

/** The store's revenue of one month ('YYYY-MM'), or of every entry given when `month` is left out. */
export function storeRevenue(entries: readonly StoreRevenueEntry[], month?: string): StoreRevenue {
  let revenueCents = 0;
  let paidOrders = 0;
  for (const e of entries) {
    if (!isStoreRevenueEntry(e) || (month !== undefined && monthOf(e.date) !== month)) continue;
    revenueCents += e.amountCents;
    if (e.source === 'order') paidOrders += e.count ?? 1;
  }
  return { revenueCents, paidOrders };
}

/** The store's revenue of each month asked, in the order asked. */
export function storeRevenueByMonth(entries: readonly StoreRevenueEntry[], months: readonly string[]): Array<StoreRevenue & { month: string }> {
  return months.map((month) => ({ month, ...storeRevenue(entries, month) }));
}
