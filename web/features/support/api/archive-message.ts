import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageDto } from '../../../../domain/schemas/support';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

/** POST /api/admin/support/messages/:id/archive. */
export const archiveMessage = (id: string) =>
  api<{ message: string; contact: ContactMessageDto }>(`/api/admin/support/messages/${id}/archive`, { method: 'POST', body: {} });

export function useArchiveMessage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: archiveMessage, onSettled: () => qc.invalidateQueries({ queryKey: supportKeys.all }) });
}
