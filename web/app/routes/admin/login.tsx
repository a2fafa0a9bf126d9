import { AreaLogin } from '../../../features/auth/components/area-login';

/** '/admin': 'Área Administrativa' (signed-in staff go straight to /admin/buildings). */
export function Component() {
  return <AreaLogin area="admin" />;
}
