import { AdminNoticesPage } from '../../../features/admin-notices/components/admin-notices-page';

export function Component() {
  return <AdminNoticesPage />;
}
