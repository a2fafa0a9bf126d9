import { StatusPage } from '../../../features/screens/components/status-page';

export function Component() {
  return <StatusPage />;
}
