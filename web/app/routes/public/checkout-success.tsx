import { CheckoutSuccessView } from '../../../features/checkout/components/checkout-success-view';

export function Component() {
  return <CheckoutSuccessView />;
}
