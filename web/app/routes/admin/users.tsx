import { UsersPage } from '../../../features/users/components/users-page';

export function Component() {
  return <UsersPage />;
}
