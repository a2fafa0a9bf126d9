import { ClientUploadPage } from '../../../features/client-videos/components/upload-page';

export function Component() {
  return <ClientUploadPage />;
}
