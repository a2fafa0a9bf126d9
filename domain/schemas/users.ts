import { z } from 'zod';
import { messages } from '../messages';
import { roles } from '../permissions';
import { passwordField } from './auth';
import { emailField } from './site';

/** Contracts of /admin/users: the same schemas validate the route and the form. */
const name = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(120, messages.fieldTooLong('O nome', 120));
const phone = z
  .string()
  .trim()
  .max(40, messages.fieldTooLong('O telefone', 40))
  .nullish()
  .transform((v) => (v ? v : null));
const role = z.enum(roles, { error: messages.roleRequired });

export const userCreateInput = z.object({ name, email: emailField, phone, role, password: passwordField });
export type UserCreateInput = z.input<typeof userCreateInput>;

export const userUpdateInput = z.object({ name, email: emailField, phone });
export type UserUpdateInput = z.input<typeof userUpdateInput>;

export const userRoleInput = z.object({ role });
export const userStatusInput = z.object({ active: z.boolean() });
export const userPasswordInput = z.object({ password: passwordField });

export const userIdParams = z.object({ id: z.string().max(64) });

export const userListQuery = z.object({
  search: z.string().trim().max(120).optional(),
  role: z.enum(roles).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const userDto = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  active: z.boolean(),
  /** Temporarily locked after repeated failed logins. */
  locked: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  lastAccessAt: z.iso.datetime({ offset: true }).nullable(),
});
export type UserDto = z.infer<typeof userDto>;

export const userListResponse = z.object({
  users: z.array(userDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserListResponse = z.infer<typeof userListResponse>;

export const userMutationResponse = z.object({ user: userDto, message: z.string() });
