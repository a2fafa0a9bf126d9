import { lazy, Suspense } from 'react';
import { CheckoutLoading } from '../../../features/checkout/components/checkout-loading';
import { useHydrated } from '../../../lib/use-hydrated';

const loadCheckout = () => import('../../../features/checkout/components/checkout-view');
const CheckoutView = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutView })));
// Asked for as this route module runs, while the server's page is hydrated, not after it.
if (typeof window !== 'undefined') void loadCheckout();

export function Component() {
  // The cart and the order live in this browser's storage: the server's HTML (and its hydration)
  // shows the page loading; the checkout is drawn after, by React in slices as a lazy part (its
  // first render is a long step on a slow phone, ADR 0029).
  return useHydrated() ? (
    <Suspense fallback={<CheckoutLoading />}>
      <CheckoutView />
    </Suspense>
  ) : (
    <CheckoutLoading />
  );
}
