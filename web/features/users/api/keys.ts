import type { Role } from '../../../../domain/permissions';

export interface UsersFilter {
  search: string;
  role: Role | '';
  page: number;
}

/** Every query key of user management, from one factory. */
export const usersKeys = {
  all: ['admin-users'] as const,
  list: (f: UsersFilter) => ['admin-users', f] as const,
};
