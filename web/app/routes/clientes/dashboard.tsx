import { ClientDashboardPage } from '../../../features/client-videos/components/dashboard-page';
import { ClientPlaysCard } from '../../../features/client-plays/components/client-plays-card';

export function Component() {
  return (
    <>
      <ClientDashboardPage />
      {/* Proof of play (issue 12), below the dashboard of the client-videos feature. */}
      <div className="mt-6">
        <ClientPlaysCard />
      </div>
    </>
  );
}
