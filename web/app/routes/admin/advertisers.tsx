import { AdvertisersView } from '../../../features/advertisers/components/advertisers-view';

export function Component() {
  return <AdvertisersView />;
}
