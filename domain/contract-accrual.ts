/**
 * The accrual view of a store contract (issue 30 §5, ADR 0039): the cash of a booking paid at once
 * stays revenue of the payment's month (store-revenue.ts); this spreads it over the months the
 * booking runs, for finance's 'Contratos' screen. Pure; months are 'YYYY-MM' (São Paulo).
 *
 * Rules:
 * - The contract's total (what the order paid) is split over its months to the centavo with
 *   `splitInstallments` (the first months take the extra centavos); share i belongs to the i-th
 *   month from the month its booking starts.
 * - A refund (partial, whole, or a chargeback) leaves the months before its own month as they
 *   were recognised (they are closed), and takes its amount from what the contract has still to
 *   recognise from the refund's month on, re-split over those months the same way. When it is more
 *   than what is left (the contract already ran, or nearly), the rest is a negative in the refund's
 *   month. So the shares always add up to the net cash of the contract: what was paid minus what
 *   went back.
 */
import { addMonths, splitInstallments } from './finance';

export interface MonthShare {
  month: string;
  cents: number;
}

export interface ContractForAccrual {
  /** What the order paid, in centavos. */
  totalCents: number;
  /** How many months the booking runs (1 or more). */
  months: number;
  /** The month its booking starts. */
  startMonth: string;
  /** Money that went back, each with the month it went back in (amounts positive). */
  refunds: ReadonlyArray<{ month: string; amountCents: number }>;
}

/** The contract's nominal shares: the total over its months, to the centavo. */
export function contractShares(totalCents: number, startMonth: string, months: number): MonthShare[] {
  if (totalCents <= 0) return Array.from({ length: months }, (_, i) => ({ month: addMonths(startMonth, i), cents: 0 }));
  return splitInstallments(totalCents, months).map((cents, i) => ({ month: addMonths(startMonth, i), cents }));
}

/** Splits `cents` (0 or more) over `n` parts as the shares are split. */
const respread = (cents: number, n: number): number[] => (cents > 0 ? splitInstallments(cents, n) : Array.from({ length: n }, () => 0));

/**
 * The revenue recognised each month after the refunds, month by month in calendar order (the
 * contract's months, plus a refund's month outside them when it had to take more than was left).
 */
export function recognisedShares(c: ContractForAccrual): MonthShare[] {
  const shares = contractShares(c.totalCents, c.startMonth, c.months);
  const refunds = [...c.refunds].filter((r) => r.amountCents > 0).sort((a, b) => a.month.localeCompare(b.month));
  for (const r of refunds) {
    const open = shares.filter((s) => s.month >= r.month);
    const left = open.reduce((sum, s) => sum + s.cents, 0) - r.amountCents;
    if (left >= 0) {
      respread(left, open.length).forEach((cents, i) => (open[i]!.cents = cents));
      continue;
    }
    for (const s of open) s.cents = 0;
    const at = shares.find((s) => s.month === r.month);
    if (at) at.cents += left;
    else shares.push({ month: r.month, cents: left });
  }
  return shares.sort((a, b) => a.month.localeCompare(b.month));
}

/** The revenue recognised in one month (0 when the contract does not touch it). */
export function recognisedIn(shares: readonly MonthShare[], month: string): number {
  return shares.reduce((sum, s) => (s.month === month ? sum + s.cents : sum), 0);
}
