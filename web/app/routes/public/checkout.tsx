import { CheckoutLoading, CheckoutView } from '../../../features/checkout/components/checkout-view';
import { useHydrated } from '../../../lib/use-hydrated';

export function Component() {
  // The cart and the order live in this browser's storage: read after the server's HTML is hydrated.
  return useHydrated() ? <CheckoutView /> : <CheckoutLoading />;
}
