import { ClientDashboardPage } from '../../../features/client-videos/components/dashboard-page';

export function Component() {
  return <ClientDashboardPage />;
}
