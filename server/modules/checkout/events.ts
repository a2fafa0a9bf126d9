import type { AppDeps } from '../../deps';
import { orderEventsChannel } from './order-access';

export type OrderEventType =
  | 'order_paid'
  | 'order_expired'
  | 'order_refund_needed'
  | 'order_refunded'
  | 'payment_failed'
  | 'payment_pending'
  | 'order_cancelled';

/** Tells the buyer's open page that its order changed (it then re-reads the order). */
export async function publishOrderEvent(deps: Pick<AppDeps, 'events' | 'secret'>, orderId: string, type: OrderEventType): Promise<void> {
  await deps.events.publish({ channel: orderEventsChannel(deps.secret, orderId), type, payload: { orderId } });
}
