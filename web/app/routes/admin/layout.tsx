import { AdminShell } from '../../../components/layout/admin-shell';
import { AreaRoutes } from '../../../components/layout/area-shell';
import { PendingVideosNotice, usePendingVideosBadge } from '../../../features/video-approvals/components/pending-bell';
import { OfflineScreensNotice, useOfflineScreens } from '../../../features/screens/components/offline-bell';

/** The admin shell with its bell fed by the features (videos waiting for approval, offline screens). */
function Shell() {
  const pending = usePendingVideosBadge();
  const screens = useOfflineScreens();
  const content =
    pending > 0 || screens.offline > 0 ? (
      <div className="space-y-2">
        {pending > 0 && <PendingVideosNotice pending={pending} />}
        <OfflineScreensNotice alerts={screens} />
      </div>
    ) : undefined;
  return <AdminShell notifications={{ count: pending + screens.offline, content }} />;
}

/** '/admin': the login page itself when signed out; every other admin page inside the admin shell. */
export function Component() {
  return <AreaRoutes area="admin" shell={<Shell />} />;
}
