import { OrdersAdminView } from '../../../features/admin-orders/components/orders-admin-view';

export function Component() {
  return <OrdersAdminView />;
}
