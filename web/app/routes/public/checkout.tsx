import { CheckoutView } from '../../../features/checkout/components/checkout-view';

export function Component() {
  return <CheckoutView />;
}
