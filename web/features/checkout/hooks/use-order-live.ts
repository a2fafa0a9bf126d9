import { useQueryClient } from '@tanstack/react-query';
import type { PublicOrder } from '../../../../domain/schemas/checkout';
import { useEventStream } from '../../../lib/events';
import { checkoutKeys } from '../api/keys';

/** Re-reads the order whenever the server announces a change on its channel. */
export function useOrderLive(order: PublicOrder | undefined, enabled: boolean): void {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: checkoutKeys.order(order?.id ?? null) });
  useEventStream(
    order ? [order.eventsChannel] : [],
    { order_paid: refresh, order_expired: refresh, order_refund_needed: refresh, order_refunded: refresh, payment_failed: refresh, payment_pending: refresh },
    enabled && Boolean(order),
  );
}
