import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignQuery, CampaignTimeline } from '../../../../domain/schemas/campaigns';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { campaignsKeys } from './keys';

/** GET /api/admin/campaigns: occupancy and bookings per building over the coming months. */
export function getCampaigns(f: CampaignQuery, signal?: AbortSignal) {
  const qs = new URLSearchParams(Object.entries(f).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  return api<CampaignTimeline>(`/api/admin/campaigns?${qs}`, { signal });
}

export const campaignsQueryOptions = (f: CampaignQuery) =>
  queryOptions({ queryKey: campaignsKeys.timeline(f), queryFn: ({ signal }) => getCampaigns(f, signal), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useCampaigns = (f: CampaignQuery, config: QueryConfig<typeof campaignsQueryOptions> = {}) =>
  useQuery({ ...campaignsQueryOptions(f), ...config });
