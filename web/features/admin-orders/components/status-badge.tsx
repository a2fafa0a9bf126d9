import { orderStatusLabels, paymentStatusLabels } from '../../../../domain/checkout';
import { Badge } from '../../../components/ui/badge';

const orderTone = { paid: 'green', pending: 'yellow', expired: 'gray', cancelled: 'gray', failed: 'red', refund_needed: 'red' } as const;
const paymentTone = { approved: 'green', pending: 'yellow', expired: 'gray', cancelled: 'gray', rejected: 'red', error: 'red' } as const;

export function OrderStatusBadge({ status }: { status: keyof typeof orderTone }) {
  return <Badge tone={orderTone[status]}>{orderStatusLabels[status]}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: keyof typeof paymentTone }) {
  return <Badge tone={paymentTone[status]}>{paymentStatusLabels[status]}</Badge>;
}
