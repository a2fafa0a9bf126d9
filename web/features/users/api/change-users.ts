import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../domain/permissions';
import type { UserCreateInput, UserDto, UserUpdateInput } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { usersKeys } from './keys';

type Result = { user: UserDto; message: string };

/** The user changes: each answers with the server's pt-BR message and refreshes the list. */
export const createUser = (body: UserCreateInput) => api<Result>('/api/admin/users', { method: 'POST', body });
export const updateUser = ({ id, body }: { id: string; body: UserUpdateInput }) =>
  api<Result>(`/api/admin/users/${id}`, { method: 'PATCH', body });
export const changeRole = ({ id, role }: { id: string; role: Role }) =>
  api<Result>(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role } });
export const setActive = ({ id, active }: { id: string; active: boolean }) =>
  api<Result>(`/api/admin/users/${id}/status`, { method: 'PUT', body: { active } });
export const setPassword = ({ id, password }: { id: string; password: string }) =>
  api<Result>(`/api/admin/users/${id}/password`, { method: 'PUT', body: { password } });
export const deleteUser = (id: string) => api<{ message: string }>(`/api/admin/users/${id}`, { method: 'DELETE' });

function useUserMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }) });
}

export const useCreateUser = () => useUserMutation(createUser);
export const useUpdateUser = () => useUserMutation(updateUser);
export const useChangeRole = () => useUserMutation(changeRole);
export const useSetActive = () => useUserMutation(setActive);
export const useSetPassword = () => useUserMutation(setPassword);
export const useDeleteUser = () => useUserMutation(deleteUser);
