import { AdminShell } from '../../../components/layout/admin-shell';
import { AreaRoutes } from '../../../components/layout/area-shell';
import { useStaffNotificationsBell } from '../../../features/staff-notifications/components/notification-bell';

/** The admin shell with its bell: the person's own notifications, live (ADR 0017). */
function Shell() {
  const notifications = useStaffNotificationsBell();
  return <AdminShell notifications={notifications} />;
}

/** '/admin': the login page itself when signed out; every other admin page inside the admin shell. */
export function Component() {
  return <AreaRoutes area="admin" shell={<Shell />} />;
}
