import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { clientVideoKeys } from './keys';

export const deleteVideo = (id: string) => api<void>(`/api/client/videos/${id}`, { method: 'DELETE' });

/** Deleting is idempotent (a second call finds nothing): it may retry like the spec's mutations. */
export function useDeleteVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    retry: 2,
    onSettled: () => qc.invalidateQueries({ queryKey: clientVideoKeys.all }),
  });
}
