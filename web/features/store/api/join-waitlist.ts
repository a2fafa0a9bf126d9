import { useMutation } from '@tanstack/react-query';
import type { WaitlistJoinInput, WaitlistJoinResponse } from '../../../../domain/schemas/waitlist';
import { api } from '../../../lib/api';

/** POST /api/store/waitlist: 'Avise-me quando houver vaga' on a full building (ADR 0051). */
export const joinWaitlist = (body: WaitlistJoinInput) =>
  api<WaitlistJoinResponse>('/api/store/waitlist', { method: 'POST', body });

/** Not retried: a refusal (a full form, the rate limit) is shown as it is, and a second send is only 'already'. */
export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist, retry: false });
