import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { usersKeys, type UsersFilter } from './keys';

/** GET /api/admin/users, 20 a page. */
export function getUsers(f: UsersFilter, signal?: AbortSignal) {
  const qs = new URLSearchParams({ page: String(f.page), pageSize: '20' });
  if (f.search) qs.set('search', f.search);
  if (f.role) qs.set('role', f.role);
  return api<UserListResponse>(`/api/admin/users?${qs}`, { signal });
}

export const usersQueryOptions = (f: UsersFilter) =>
  queryOptions({
    queryKey: usersKeys.list(f),
    queryFn: ({ signal }) => getUsers(f, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useUsers = (f: UsersFilter, config: QueryConfig<typeof usersQueryOptions> = {}) =>
  useQuery({ ...usersQueryOptions(f), ...config });
