import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteImageDto } from '../../../../domain/schemas/site-media';
import { api } from '../../../lib/api';
import { invalidateSiteMedia } from './invalidate';

/** PUT /api/admin/site-media/images/:id: the alt text (idempotent). */
export const updateAlt = ({ id, alt }: { id: string; alt: string }) =>
  api<SiteImageDto>(`/api/admin/site-media/images/${id}`, { method: 'PUT', body: { alt } });

export function useUpdateAlt() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateAlt, retry: 1, onSettled: () => invalidateSiteMedia(qc) });
}
