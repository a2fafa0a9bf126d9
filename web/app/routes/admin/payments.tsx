import { PaymentsAdminView } from '../../../features/admin-payments/components/payments-admin-view';

export function Component() {
  return <PaymentsAdminView />;
}
