import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVideo } from '../../../../domain/schemas/videos';
import { api } from '../../../lib/api';
import { approvalKeys } from './keys';

export const approveVideo = (id: string) => api<AdminVideo>(`/api/admin/videos/${id}/approve`, { method: 'POST' });
export const rejectVideo = ({ id, reason }: { id: string; reason: string }) =>
  api<AdminVideo>(`/api/admin/videos/${id}/reject`, { method: 'POST', body: { reason } });

/** A decision is taken once (a second one is a 409): never retried. */
export function useApproveVideo() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: approveVideo, retry: 0, onSettled: () => qc.invalidateQueries({ queryKey: approvalKeys.all }) });
}

export function useRejectVideo() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: rejectVideo, retry: 0, onSettled: () => qc.invalidateQueries({ queryKey: approvalKeys.all }) });
}
