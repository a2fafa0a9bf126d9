import { SupportView } from '../../../features/support/components/support-view';

export function Component() {
  return <SupportView />;
}
