import { FinanceDashboard } from '../../../features/finance/components/dashboard-view';

export function Component() {
  return <FinanceDashboard />;
}
