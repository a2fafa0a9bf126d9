import { StorePage } from '../../../features/store/components/store-page';

export function Component() {
  return <StorePage />;
}
