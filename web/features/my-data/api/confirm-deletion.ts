import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/my-data/deletion/confirm: the mail's signed single-use token (ADR 0055). */
export const confirmDeletion = (token: string) => api<{ message: string }>('/api/my-data/deletion/confirm', { method: 'POST', body: { token } });

export const useConfirmDeletion = () => useMutation({ mutationFn: confirmDeletion, retry: false });
