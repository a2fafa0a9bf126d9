import { CampaignsView } from '../../../features/campaigns/components/campaigns-view';

export function Component() {
  return <CampaignsView />;
}
