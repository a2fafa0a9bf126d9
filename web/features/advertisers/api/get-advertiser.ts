import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertiserDetail } from '../../../../domain/schemas/advertisers';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { advertisersKeys } from './keys';

/** GET /api/admin/advertisers/:id: bookings, orders and totals, videos and plays. */
export const getAdvertiser = (id: string, signal?: AbortSignal) =>
  api<AdvertiserDetail>(`/api/admin/advertisers/${encodeURIComponent(id)}`, { signal });

export const advertiserQueryOptions = (id: string) =>
  queryOptions({ queryKey: advertisersKeys.detail(id), queryFn: ({ signal }) => getAdvertiser(id, signal), staleTime: 30_000 });

export const useAdvertiser = (id: string, config: QueryConfig<typeof advertiserQueryOptions> = {}) =>
  useQuery({ ...advertiserQueryOptions(id), ...config });
