import { ClientDashboardPage } from '../../../features/client-videos/components/dashboard-page';
import { ClientPlaysCard } from '../../../features/client-plays/components/client-plays-card';
import { ClientOrdersCard } from '../../../features/client-orders/components/client-orders-card';

export function Component() {
  return (
    <>
      <ClientDashboardPage />
      {/* Proof of play (issue 12), below the dashboard of the client-videos feature. */}
      <div className="mt-6">
        <ClientPlaysCard />
      </div>
      {/* Paid orders and their receipts (issue 33, ADR 0050). */}
      <div className="mt-6">
        <ClientOrdersCard />
      </div>
    </>
  );
}
