import { SiteSlotsView } from '../../../features/site-media/components/site-slots-view';

export function Component() {
  return <SiteSlotsView />;
}
