import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteResponse } from '../../domain/schemas/store';
import { api } from './api';
import type { QueryConfig } from './query-client';

/**
 * POST /api/store/quote: the cart priced by the server (no coupon, no method). The cart belongs to
 * the store and the checkout alike, so its quote lives here, once: one key, one freshness.
 */
export const cartQuoteKeys = {
  all: ['cart-quote'] as const,
  quote: (buildingIds: string[], months: number) => ['cart-quote', buildingIds, months] as const,
};

export function getCartQuote(buildingIds: string[], months: number, signal?: AbortSignal): Promise<QuoteResponse> {
  return api<QuoteResponse>('/api/store/quote', { method: 'POST', body: { buildingIds, months }, signal });
}

/** Always re-asked when shown (prices move live); the previous quote stays on screen meanwhile. */
export const cartQuoteQueryOptions = (buildingIds: string[], months: number) =>
  queryOptions({
    queryKey: cartQuoteKeys.quote(buildingIds, months),
    queryFn: ({ signal }) => getCartQuote(buildingIds, months, signal),
    enabled: buildingIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
  });

export function useCartQuoteQuery(buildingIds: string[], months: number, config: QueryConfig<typeof cartQuoteQueryOptions> = {}) {
  return useQuery({ ...cartQuoteQueryOptions(buildingIds, months), ...config });
}
