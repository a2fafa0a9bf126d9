import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../domain/schemas/site';
import { api } from '../../../lib/api';

/** POST /api/site/contact: the server answers with its pt-BR confirmation. Not retried. */
export const sendContact = (body: ContactInput) => api<{ ok: true; message: string }>('/api/site/contact', { method: 'POST', body });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
