import { useMutation } from '@tanstack/react-query';
import type { WaitlistLeaveResponse } from '../../../../domain/schemas/waitlist';
import { api } from '../../../lib/api';

/** POST /api/waitlist/leave: the mail's leave link, its signed token (ADR 0051). */
export const leaveWaitlist = (token: string) =>
  api<WaitlistLeaveResponse>('/api/waitlist/leave', { method: 'POST', body: { token } });

export const useLeaveWaitlist = () => useMutation({ mutationFn: leaveWaitlist, retry: false });
