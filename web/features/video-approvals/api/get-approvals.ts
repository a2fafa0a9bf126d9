import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVideoList } from '../../../../domain/schemas/videos';
import type { VideoStatus } from '../../../../domain/videos';
import { api } from '../../../lib/api';
import { approvalKeys } from './keys';

export const getApprovals = (status?: VideoStatus, signal?: AbortSignal) =>
  api<AdminVideoList>(`/api/admin/videos${status ? `?status=${status}` : ''}`, { signal });

export const approvalsQueryOptions = (status?: VideoStatus) =>
  queryOptions({
    queryKey: approvalKeys.list(status),
    queryFn: ({ signal }) => getApprovals(status, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useApprovals = (status?: VideoStatus) => useQuery(approvalsQueryOptions(status));
