import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeDto, NoticeInputBody } from '../../../../domain/schemas/notices';
import { api } from '../../../lib/api';
import { sindicoKeys } from './keys';

export const createNotice = (body: NoticeInputBody) => api<NoticeDto>('/api/sindico/notices', { method: 'POST', body });
export const updateNotice = (id: string, body: NoticeInputBody) => api<NoticeDto>(`/api/sindico/notices/${id}`, { method: 'PUT', body });
export const setNoticePaused = (id: string, paused: boolean) =>
  api<NoticeDto>(`/api/sindico/notices/${id}/paused`, { method: 'PUT', body: { paused } });
export const deleteNotice = (id: string) => api<void>(`/api/sindico/notices/${id}`, { method: 'DELETE' });

function useNoticeMutation<V, R>(fn: (v: V) => Promise<R>, retry = 0) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, retry, onSuccess: () => qc.invalidateQueries({ queryKey: sindicoKeys.all }) });
}

/** Creating is not idempotent: no retry (the spec's 2 retries apply to safe mutations only). */
export const useSaveNotice = () =>
  useNoticeMutation(({ id, body }: { id: string | null; body: NoticeInputBody }) => (id ? updateNotice(id, body) : createNotice(body)));
/** Setting the flag is idempotent: retried twice like the spec's mutations. */
export const useSetNoticePaused = () => useNoticeMutation(({ id, paused }: { id: string; paused: boolean }) => setNoticePaused(id, paused), 2);
export const useDeleteNotice = () => useNoticeMutation((id: string) => deleteNotice(id));
