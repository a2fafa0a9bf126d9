import { ClientVideosPage } from '../../../features/client-videos/components/videos-page';

export function Component() {
  return <ClientVideosPage />;
}
