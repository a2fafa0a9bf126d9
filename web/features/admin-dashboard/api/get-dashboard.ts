import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '../../../../domain/schemas/dashboard';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { dashboardKeys } from './keys';

/** GET /api/admin/dashboard. */
export const getDashboard = (signal?: AbortSignal) => api<DashboardResponse>('/api/admin/dashboard', { signal });

/** The first screen of the day: always re-read on opening, and every minute while open. */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.figures(), queryFn: ({ signal }) => getDashboard(signal), staleTime: 0, refetchInterval: 60_000 });

export const useDashboard = (config: QueryConfig<typeof dashboardQueryOptions> = {}) => useQuery({ ...dashboardQueryOptions(), ...config });
