import { AreaRoutes } from '../../../components/layout/area-shell';
import { FinanceShell } from '../../../features/finance/components/finance-shell';
import { FinanceNotificationsMenu } from '../../../features/staff-notifications/components/notification-bell';

/** The Área Financeira: its login page as is; every other page needs a session of this area. */
export function Component() {
  return <AreaRoutes area="finance" shell={<FinanceShell notifications={<FinanceNotificationsMenu />} />} />;
}
