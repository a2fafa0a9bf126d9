import { CheckoutLoading, CheckoutView } from '../../../features/checkout/components/checkout-view';
import { nextTask } from '../../../lib/next-task';
import { useLater } from '../../../lib/use-later';

export function Component() {
  // The cart and the order live in this browser's storage: read after the server's HTML is
  // hydrated, in a task of its own (drawing the form is a long step on a slow phone, ADR 0029).
  return useLater(nextTask) ? <CheckoutView /> : <CheckoutLoading />;
}
