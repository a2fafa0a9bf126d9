import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClientDashboard,
  ClientNotificationsSeen,
  MarkNotificationsSeenInput,
} from '../../../../domain/schemas/videos';
import { api } from '../../../lib/api';
import { clientVideoKeys } from './keys';

/** POST, but idempotent: the same `upTo` twice leaves the same marker (it only moves forward). */
export const markNotificationsSeen = (input: MarkNotificationsSeenInput) =>
  api<ClientNotificationsSeen>('/api/client/notifications/seen', { method: 'POST', body: input });

/**
 * Opening the bell: the count clears at once, and the server's answer (kept for the account, so
 * every browser of the person agrees) replaces the guess. A failure re-reads the dashboard.
 */
export function useMarkNotificationsSeen() {
  const qc = useQueryClient();
  const patch = (seen: ClientNotificationsSeen) =>
    qc.setQueryData<ClientDashboard>(clientVideoKeys.dashboard(), (d) => (d ? { ...d, ...seen } : d));
  return useMutation({
    mutationFn: markNotificationsSeen,
    retry: 2,
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: clientVideoKeys.dashboard() });
      const at = qc.getQueryData<ClientDashboard>(clientVideoKeys.dashboard())?.notifications[0]?.at ?? null;
      patch({ notificationsSeenAt: at, notificationsUnseen: 0 });
    },
    onSuccess: patch,
    onError: () => qc.invalidateQueries({ queryKey: clientVideoKeys.dashboard() }),
  });
}
