import { AreaRoutes, AreaShell } from '../../../components/layout/area-shell';

/** The Área Financeira: its login page as is; every other page needs a session of this area. */
export function Component() {
  return <AreaRoutes area="finance" shell={<AreaShell area="finance" title="Área Financeira" />} />;
}
