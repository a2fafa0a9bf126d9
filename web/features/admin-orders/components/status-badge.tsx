import {
  orderStatusLabels,
  paymentStatusLabels,
  type OrderStatus,
  type PaymentStatus,
} from '../../../../domain/checkout';
import { Badge } from '../../../components/ui/badge';

const orderTone: Record<OrderStatus, 'green' | 'yellow' | 'gray' | 'red'> = {
  paid: 'green',
  pending: 'yellow',
  expired: 'gray',
  cancelled: 'gray',
  failed: 'red',
  refund_needed: 'red',
  refunded: 'gray',
};
const paymentTone: Record<PaymentStatus, 'green' | 'yellow' | 'gray' | 'red'> = {
  approved: 'green',
  pending: 'yellow',
  expired: 'gray',
  cancelled: 'gray',
  rejected: 'red',
  error: 'red',
  refund_needed: 'red',
  refunded: 'gray',
  charged_back: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderTone[status]}>{orderStatusLabels[status]}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={paymentTone[status]}>{paymentStatusLabels[status]}</Badge>;
}
