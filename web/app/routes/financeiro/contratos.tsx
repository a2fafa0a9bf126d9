import { ContractsView } from '../../../features/finance/components/contracts-view';

export function Component() {
  return <ContractsView />;
}
