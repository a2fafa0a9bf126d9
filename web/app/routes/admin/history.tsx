import { HistoryPage } from '../../../features/admin-history/components/history-page';

export function Component() {
  return <HistoryPage />;
}
