/**
 * The one guard against a slip of the keyboard on money (ADR 0041): an amount more than 5× away
 * from what it is compared with (a zero too many or too few, digits typed as reais in a field
 * that reads them from the cents) waits for a yes before it is saved. Prices compare with the
 * price they replace, finance entries with the entry being edited or else their category's
 * typical amount, refunds with what the payment can still give back.
 */
export const SLIP_FACTOR = 5;

/** True when `cents` is more than 5× above or below `referenceCents`; never without a reference. */
export function isFarFrom(referenceCents: number | null | undefined, cents: number): boolean {
  if (!referenceCents || referenceCents <= 0 || cents <= 0) return false;
  return cents > referenceCents * SLIP_FACTOR || cents * SLIP_FACTOR < referenceCents;
}

/** How many recent entries a category needs before one amount can be called its typical one. */
export const TYPICAL_MIN_ENTRIES = 3;

/** The median of a category's recent amounts (centavos, sign ignored), or null with too few to say. */
export function typicalAmount(amounts: readonly number[]): number | null {
  const sorted = amounts.map(Math.abs).filter((n) => n > 0).sort((a, b) => a - b);
  if (sorted.length < TYPICAL_MIN_ENTRIES) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * A refund cannot exceed what is left (the form refuses that), so only the small side is a slip:
 * less than a fifth of what can still go back ('15,00' typed for R$ 1.500,00).
 */
export function isSmallRefund(refundCents: number, leftCents: number): boolean {
  return refundCents > 0 && refundCents * SLIP_FACTOR < leftCents;
}
