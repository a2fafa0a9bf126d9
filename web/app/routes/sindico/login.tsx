import { AreaLogin } from '../../../features/auth/components/area-login';

export function Component() {
  return <AreaLogin area="sindico" />;
}
