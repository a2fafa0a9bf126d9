import { useParams } from 'react-router';
import { AdvertiserDetailView } from '../../../features/advertisers/components/advertiser-detail';

export function Component() {
  const { id = '' } = useParams();
  return <AdvertiserDetailView id={id} />;
}
