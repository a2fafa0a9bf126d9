import { ClientSlotsPage } from '../../../features/client-videos/components/slots-page';

export function Component() {
  return <ClientSlotsPage />;
}
