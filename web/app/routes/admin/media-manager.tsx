import { MediaLibraryView } from '../../../features/site-media/components/media-library-view';

export function Component() {
  return <MediaLibraryView />;
}
