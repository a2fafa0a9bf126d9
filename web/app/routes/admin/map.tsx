import { AdminMapView } from '../../../features/admin-map/components/admin-map-view';

export function Component() {
  return <AdminMapView />;
}
