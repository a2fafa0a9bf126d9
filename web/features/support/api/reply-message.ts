import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageDto, ContactReplyInput } from '../../../../domain/schemas/support';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

/** POST /api/admin/support/messages/:id/reply: a real e-mail to the person, recorded. Not retried. */
export const replyMessage = ({ id, ...body }: ContactReplyInput & { id: string }) =>
  api<{ message: string; contact: ContactMessageDto }>(`/api/admin/support/messages/${id}/reply`, { method: 'POST', body });

export function useReplyMessage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: replyMessage, onSettled: () => qc.invalidateQueries({ queryKey: supportKeys.all }) });
}
