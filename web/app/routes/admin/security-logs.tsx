import { SecurityLogsPage } from '../../../features/security-logs/components/security-logs-page';

export function Component() {
  return <SecurityLogsPage />;
}
