import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffWaitlist } from '../../../../domain/schemas/waitlist';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { campaignsKeys } from './keys';

/** GET /api/admin/waitlist: the waitlists of full buildings (all, or one building's). ADR 0051. */
export function getWaitlist(buildingId: string | undefined, signal?: AbortSignal) {
  const qs = buildingId ? `?${new URLSearchParams({ buildingId })}` : '';
  return api<StaffWaitlist>(`/api/admin/waitlist${qs}`, { signal });
}

export const waitlistQueryOptions = (buildingId: string | undefined) =>
  queryOptions({
    queryKey: campaignsKeys.waitlist(buildingId ?? ''),
    queryFn: ({ signal }) => getWaitlist(buildingId, signal),
    staleTime: 30_000,
  });

export const useWaitlist = (buildingId: string | undefined, config: QueryConfig<typeof waitlistQueryOptions> = {}) =>
  useQuery({ ...waitlistQueryOptions(buildingId), ...config });
