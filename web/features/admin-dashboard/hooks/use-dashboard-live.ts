import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENT, STAFF_NOTIFICATIONS_CHANNEL } from '../../../../domain/notifications';
import { useEventStream } from '../../../lib/events';
import { dashboardKeys } from '../api/keys';

/** Whatever makes a staff notification (a payment, an upload, a message, a screen down) also moves a figure: re-read them. */
export function useDashboardLive(): void {
  const qc = useQueryClient();
  useEventStream([STAFF_NOTIFICATIONS_CHANNEL], { [NOTIFICATION_EVENT]: () => void qc.invalidateQueries({ queryKey: dashboardKeys.all }) });
}
