import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { approvalKeys } from './keys';

export const getPendingCount = (signal?: AbortSignal) => api<{ pending: number }>('/api/admin/videos/pending-count', { signal });

export const pendingCountQueryOptions = () =>
  queryOptions({ queryKey: approvalKeys.pending(), queryFn: ({ signal }) => getPendingCount(signal), staleTime: 60_000 });

export const usePendingCount = (enabled: boolean) => useQuery({ ...pendingCountQueryOptions(), enabled });
