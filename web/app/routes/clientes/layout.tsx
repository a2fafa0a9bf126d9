import { AreaRoutes } from '../../../components/layout/area-shell';
import { ClientShell } from '../../../features/client-videos/components/client-shell';

/** The Área do Cliente: its login page as is; every other page needs a session of this area and gets the sidebar. */
export function Component() {
  return <AreaRoutes area="client" shell={<ClientShell />} />;
}
