import { TransactionsView } from '../../../features/finance/components/transactions-view';

export function Component() {
  return <TransactionsView kind="revenue" />;
}
