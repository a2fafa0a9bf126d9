import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyContactInput } from '../../../../domain/schemas/privacy';
import { api } from '../../../lib/api';
import { myDataKeys } from './keys';

/** PUT /api/client/my-data/contact: name and phone (the form sends what the person typed). */
export const correctContact = (body: { name: string; phone: string }) =>
  api<Pick<MyContactInput, 'name' | 'phone'>>('/api/client/my-data/contact', { method: 'PUT', body });

/** POST /api/client/my-data/deletion: mails the single-use confirmation link. */
export const askDeletion = () => api<{ message: string }>('/api/client/my-data/deletion', { method: 'POST', body: {} });

export function useCorrectContact() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: correctContact, retry: false, onSettled: () => qc.invalidateQueries({ queryKey: myDataKeys.all }) });
}

export function useAskDeletion() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: askDeletion, retry: false, onSettled: () => qc.invalidateQueries({ queryKey: myDataKeys.all }) });
}
