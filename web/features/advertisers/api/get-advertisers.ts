import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertiserList, AdvertiserListQuery } from '../../../../domain/schemas/advertisers';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { advertisersKeys } from './keys';

/** GET /api/admin/advertisers: a page of clients, optionally searched. */
export function getAdvertisers(f: AdvertiserListQuery, signal?: AbortSignal) {
  const qs = new URLSearchParams();
  if (f.q) qs.set('q', f.q);
  if (f.page && f.page !== 1) qs.set('page', String(f.page));
  return api<AdvertiserList>(`/api/admin/advertisers?${qs}`, { signal });
}

export const advertisersQueryOptions = (f: AdvertiserListQuery) =>
  queryOptions({
    queryKey: advertisersKeys.list(f),
    queryFn: ({ signal }) => getAdvertisers(f, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useAdvertisers = (f: AdvertiserListQuery, config: QueryConfig<typeof advertisersQueryOptions> = {}) =>
  useQuery({ ...advertisersQueryOptions(f), ...config });
