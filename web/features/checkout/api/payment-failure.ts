import { ApiError } from '../../../lib/api';

/**
 * What a failed payment attempt shows: the spec's text (`fallback`), followed by the server's reason
 * when it gave one — e.g. the provider did not answer and trying again in a moment is worth it.
 */
export function paymentFailureText(err: unknown, fallback: string): string {
  const reason = err instanceof ApiError ? (err.details as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' && reason ? `${fallback}. ${reason}` : fallback;
}
