import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDashboard } from '../../../../domain/schemas/videos';
import { api } from '../../../lib/api';
import { clientVideoKeys } from './keys';

export const getDashboard = (signal?: AbortSignal) => api<ClientDashboard>('/api/client/dashboard', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: clientVideoKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal), staleTime: 30_000 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
