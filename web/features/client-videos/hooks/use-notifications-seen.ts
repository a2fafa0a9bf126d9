import { useCallback } from 'react';
import type { ClientDashboard } from '../../../../domain/schemas/videos';
import { useMarkNotificationsSeen } from '../api/mark-notifications-seen';

/**
 * The bell's unseen count and what opening it does. The state is the server's, per account
 * (issue 29): a second browser of the same person sees the same count.
 */
export function useNotificationsSeen(dashboard: ClientDashboard | undefined) {
  const mark = useMarkNotificationsSeen();
  const unseen = dashboard?.notificationsUnseen ?? 0;
  const latest = dashboard?.notifications[0]?.id;
  const { mutate } = mark;
  const markSeen = useCallback(() => {
    if (latest && unseen > 0) mutate({ upTo: latest });
  }, [latest, unseen, mutate]);
  return { unseen, markSeen };
}
