import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteMediaSlot } from '../../../../domain/site-media';
import { api } from '../../../lib/api';
import { invalidateSiteMedia } from './invalidate';

/** PUT /api/admin/site-media/slots/:slot: show a library image there (idempotent). */
export const assignSlot = ({ slot, imageId }: { slot: SiteMediaSlot; imageId: string }) =>
  api<{ message: string }>(`/api/admin/site-media/slots/${slot}`, { method: 'PUT', body: { imageId } });

export function useAssignSlot() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: assignSlot, retry: 1, onSettled: () => invalidateSiteMedia(qc) });
}
