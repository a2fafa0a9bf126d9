import { ApiError } from '../../../lib/api';

/**
 * What to tell the buyer when a payment could not start. Provider failures keep the spec's
 * generic text; a refusal the buyer can act on (the order's coupon ran out before this payment,
 * ADR 0007 as amended in issue 27) shows the server's own pt-BR message, which says what to do.
 */
export function paymentRefusal(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.code === 'coupon_exhausted' ? err.message : fallback;
}
