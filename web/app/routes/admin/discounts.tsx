import { DiscountsScreen } from '../../../features/discounts/components/discounts-screen';

export function Component() {
  return <DiscountsScreen />;
}
