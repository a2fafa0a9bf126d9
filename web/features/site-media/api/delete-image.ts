import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateSiteMedia } from './invalidate';

/** DELETE /api/admin/site-media/images/:id: the slots showing it go back to the built-in art. */
export const deleteImage = (id: string) => api<{ message: string }>(`/api/admin/site-media/images/${id}`, { method: 'DELETE' });

export function useDeleteImage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteImage, onSettled: () => invalidateSiteMedia(qc) });
}
