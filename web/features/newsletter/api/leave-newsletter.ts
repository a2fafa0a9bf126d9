import { useMutation } from '@tanstack/react-query';
import type { NewsletterLeaveResponse } from '../../../../domain/schemas/privacy-notice';
import { api } from '../../../lib/api';

/** POST /api/newsletter/leave: the welcome mail's leave link, its signed token (ADR 0054). */
export const leaveNewsletter = (token: string) =>
  api<NewsletterLeaveResponse>('/api/newsletter/leave', { method: 'POST', body: { token } });

// Leaving twice is harmless ('already'), but a retry would hide the first answer's message.
export const useLeaveNewsletter = () => useMutation({ mutationFn: leaveNewsletter, retry: false });
