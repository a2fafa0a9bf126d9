import { StorePage } from '../../../features/store/components/store-page';
import { formatBRL } from '../../../../domain/money';

export function Component() {
  return <StorePage />;
}

/** Before the store draws its prices (web/main.tsx): the first Intl formatter is a long step of its own. */
export const handle = { warmUp: () => void formatBRL(0) };
