import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacyRequestDto, PrivacyRequestInput, PrivacyRequestList } from '../../../../domain/schemas/privacy';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { supportKeys } from './keys';

/** GET /api/admin/privacy-requests: every request with its due day (ADR 0055). */
export const getPrivacyRequests = (signal?: AbortSignal) => api<PrivacyRequestList>('/api/admin/privacy-requests', { signal });

export const privacyRequestsQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.privacyRequests(), queryFn: ({ signal }) => getPrivacyRequests(signal), staleTime: 0 });

export const usePrivacyRequests = (config: QueryConfig<typeof privacyRequestsQueryOptions> = {}) =>
  useQuery({ ...privacyRequestsQueryOptions(), ...config });

type Result = { message: string; request: PrivacyRequestDto };

export const registerPrivacyRequest = (body: PrivacyRequestInput) => api<Result>('/api/admin/privacy-requests', { method: 'POST', body });
export const answerPrivacyRequest = (v: { id: string; answer: string }) =>
  api<Result>(`/api/admin/privacy-requests/${v.id}/answer`, { method: 'POST', body: { answer: v.answer } });
export const erasePrivacyData = (id: string) => api<{ message: string }>(`/api/admin/privacy-requests/${id}/erase`, { method: 'POST', body: {} });

/** The three changes share one cache rule: the list is read again. */
function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, retry: false, onSettled: () => qc.invalidateQueries({ queryKey: supportKeys.privacyRequests() }) });
}
export const useRegisterPrivacyRequest = () => useChange(registerPrivacyRequest);
export const useAnswerPrivacyRequest = () => useChange(answerPrivacyRequest);
export const useErasePrivacyData = () => useChange(erasePrivacyData);
