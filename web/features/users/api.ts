import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../domain/permissions';
import type { UserCreateInput, UserDto, UserListResponse, UserUpdateInput } from '../../../domain/schemas/users';
import { api } from '../../lib/api';

export const usersKey = ['admin-users'] as const;

export interface UsersFilter {
  search: string;
  role: Role | '';
  page: number;
}

export function useUsers(f: UsersFilter) {
  const qs = new URLSearchParams({ page: String(f.page), pageSize: '20' });
  if (f.search) qs.set('search', f.search);
  if (f.role) qs.set('role', f.role);
  return useQuery({
    queryKey: [...usersKey, f],
    queryFn: () => api<UserListResponse>(`/api/admin/users?${qs}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

type Result = { user: UserDto; message: string };

function useUserMutation<V>(fn: (v: V) => Promise<Result | { message: string }>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: usersKey }) });
}

export const useCreateUser = () =>
  useUserMutation((body: UserCreateInput) => api<Result>('/api/admin/users', { method: 'POST', body }));
export const useUpdateUser = () =>
  useUserMutation(({ id, body }: { id: string; body: UserUpdateInput }) => api<Result>(`/api/admin/users/${id}`, { method: 'PATCH', body }));
export const useChangeRole = () =>
  useUserMutation(({ id, role }: { id: string; role: Role }) => api<Result>(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role } }));
export const useSetActive = () =>
  useUserMutation(({ id, active }: { id: string; active: boolean }) => api<Result>(`/api/admin/users/${id}/status`, { method: 'PUT', body: { active } }));
export const useSetPassword = () =>
  useUserMutation(({ id, password }: { id: string; password: string }) =>
    api<Result>(`/api/admin/users/${id}/password`, { method: 'PUT', body: { password } }),
  );
export const useDeleteUser = () =>
  useUserMutation((id: string) => api<{ message: string }>(`/api/admin/users/${id}`, { method: 'DELETE' }));
