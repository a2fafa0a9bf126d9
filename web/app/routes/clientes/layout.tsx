import { AreaRoutes, AreaShell } from '../../../components/layout/area-shell';

/** The Área do Cliente: its login page as is; every other page needs a session of this area. */
export function Component() {
  return <AreaRoutes area="client" shell={<AreaShell area="client" title="Área do Cliente" />} />;
}
