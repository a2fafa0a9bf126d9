import { AdminShell } from '../../../components/layout/admin-shell';
import { AreaRoutes } from '../../../components/layout/area-shell';

/** '/admin': the login page itself when signed out; every other admin page inside the admin shell. */
export function Component() {
  return <AreaRoutes area="admin" shell={<AdminShell />} />;
}
