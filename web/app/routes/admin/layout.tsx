import { AdminShell } from '../../../components/layout/admin-shell';
import { AreaRoutes } from '../../../components/layout/area-shell';
import { PendingVideosNotice, usePendingVideosBadge } from '../../../features/video-approvals/components/pending-bell';

/** The admin shell with its bell fed by the features (videos waiting for approval). */
function Shell() {
  const pending = usePendingVideosBadge();
  return <AdminShell notifications={{ count: pending, content: <PendingVideosNotice pending={pending} /> }} />;
}

/** '/admin': the login page itself when signed out; every other admin page inside the admin shell. */
export function Component() {
  return <AreaRoutes area="admin" shell={<Shell />} />;
}
