import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RenewalOffer } from '../../../../domain/schemas/renewals';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { checkoutKeys } from './keys';

/**
 * GET /api/client/renewals/{orderId} (ADR 0052): the signed-in client's order to renew — its
 * buildings at today's prices, the same period, and their buyer data for the form.
 */
export const getRenewal = (orderId: string, signal?: AbortSignal) =>
  api<RenewalOffer>(`/api/client/renewals/${encodeURIComponent(orderId)}`, { signal });

/** A refusal (not theirs, nothing left to renew) is an answer, not a hiccup: not retried. */
export const renewalQueryOptions = (orderId: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.renewal(orderId),
    queryFn: ({ signal }) => getRenewal(orderId!, signal),
    enabled: Boolean(orderId),
    retry: false,
    staleTime: 60_000,
  });

export const useRenewal = (orderId: string | null, config: QueryConfig<typeof renewalQueryOptions> = {}) =>
  useQuery({ ...renewalQueryOptions(orderId), ...config });
