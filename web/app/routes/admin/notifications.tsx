import { NotificationsPage } from '../../../features/staff-notifications/components/notifications-page';

export function Component() {
  return <NotificationsPage />;
}
