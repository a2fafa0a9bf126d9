import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptureRequest } from '../../../../domain/schemas/player';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { screenKeys } from './keys';

export const getCaptureRequest = (screenId: string, requestId: string) =>
  api<CaptureRequest>(`/api/admin/screens/${screenId}/capture-requests/${requestId}`);

/** Asked every second while the screen has not answered; once answered or given up, no more. */
export const captureRequestQuery = (screenId: string, requestId: string) =>
  queryOptions({
    queryKey: screenKeys.captureRequest(screenId, requestId),
    queryFn: () => getCaptureRequest(screenId, requestId),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'pending' ? false : 1_000),
  });

export const useCaptureRequest = (
  screenId: string,
  requestId: string,
  config: QueryConfig<typeof captureRequestQuery> = {},
) => useQuery({ ...captureRequestQuery(screenId, requestId), ...config });
