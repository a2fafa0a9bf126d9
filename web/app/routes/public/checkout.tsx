import { CheckoutLoading, CheckoutView } from '../../../features/checkout/components/checkout-view';
import { formatBRL } from '../../../../domain/money';
import { useHydrated } from '../../../lib/use-hydrated';

export function Component() {
  // The cart and the order live in this browser's storage: read after the server's HTML is hydrated.
  return useHydrated() ? <CheckoutView /> : <CheckoutLoading />;
}

/** Before the checkout draws its totals (web/main.tsx): the first Intl formatter is a long step of its own. */
export const handle = { warmUp: () => void formatBRL(0) };
