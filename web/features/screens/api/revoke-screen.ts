import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { screenKeys } from './keys';

export const revokeScreen = (id: string) => api<{ message: string }>(`/api/admin/screens/${id}/revoke`, { method: 'POST' });

/** Revoking twice is harmless on the server, so the call may be retried. */
export function useRevokeScreen() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeScreen, retry: 2, onSuccess: () => qc.invalidateQueries({ queryKey: screenKeys.all }) });
}
