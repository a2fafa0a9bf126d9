import { AreaRoutes, AreaShell } from '../../../components/layout/area-shell';

/** The Área do Síndico: its login page as is; every other page needs a session of this area. */
export function Component() {
  return <AreaRoutes area="sindico" shell={<AreaShell area="sindico" title="Área do Síndico" />} />;
}
