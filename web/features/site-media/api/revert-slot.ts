import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteMediaSlot } from '../../../../domain/site-media';
import { api } from '../../../lib/api';
import { invalidateSiteMedia } from './invalidate';

/** DELETE /api/admin/site-media/slots/:slot: back to the built-in art (idempotent). */
export const revertSlot = (slot: SiteMediaSlot) => api<{ message: string }>(`/api/admin/site-media/slots/${slot}`, { method: 'DELETE' });

export function useRevertSlot() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revertSlot, retry: 1, onSettled: () => invalidateSiteMedia(qc) });
}
