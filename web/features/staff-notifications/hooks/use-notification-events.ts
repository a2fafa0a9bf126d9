import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENT, STAFF_NOTIFICATIONS_CHANNEL } from '../../../../domain/notifications';
import { useEventStream } from '../../../lib/events';
import { notificationKeys } from '../api/keys';

/** Something new for the staff: the bell and an open list re-read their own (the event carries no content). */
export function useNotificationEvents(enabled: boolean): void {
  const qc = useQueryClient();
  useEventStream([STAFF_NOTIFICATIONS_CHANNEL], { [NOTIFICATION_EVENT]: () => void qc.invalidateQueries({ queryKey: notificationKeys.all }) }, enabled);
}
