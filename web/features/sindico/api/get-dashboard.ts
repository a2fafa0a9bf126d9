import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SindicoDashboard } from '../../../../domain/schemas/notices';
import { api } from '../../../lib/api';
import { sindicoKeys } from './keys';

export const getSindicoDashboard = () => api<SindicoDashboard>('/api/sindico/dashboard');

/** Refreshed every minute: "no ar" and the timeline move with the clock. */
export const sindicoDashboardQuery = () =>
  queryOptions({ queryKey: sindicoKeys.dashboard(), queryFn: getSindicoDashboard, staleTime: 0, refetchInterval: 60_000 });

export const useSindicoDashboard = () => useQuery(sindicoDashboardQuery());
