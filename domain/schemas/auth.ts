import { z } from 'zod';
import { messages } from '../messages';
import { roles } from '../permissions';

export const areas = ['admin', 'finance', 'sindico', 'client'] as const;

export const loginInput = z.object({
  area: z.enum(areas),
  email: z.string({ error: messages.loginFieldsRequired }).trim().min(1, messages.loginFieldsRequired).max(254),
  password: z.string({ error: messages.loginFieldsRequired }).min(1, messages.loginFieldsRequired).max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const sessionUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
});
export type SessionUserDto = z.infer<typeof sessionUser>;

export const meResponse = z.object({ user: sessionUser.nullable(), expiresAt: z.string().nullable() });
export const loginResponse = z.object({ user: sessionUser, message: z.string() });
