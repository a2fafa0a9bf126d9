import { ApiError } from '../../../lib/api';

/**
 * What a failed payment attempt shows. A refusal the buyer can act on (the order's coupon ran out
 * before this payment, ADR 0007 as amended in issue 27) is the server's own pt-BR message, which
 * says what to do. Otherwise the spec's text (`fallback`), followed by the server's reason when it
 * gave one: the provider did not answer and trying again in a moment is worth it.
 */
export function paymentFailureText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.code === 'coupon_exhausted') return err.message;
  const reason = (err.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' && reason ? `${fallback}. ${reason}` : fallback;
}
