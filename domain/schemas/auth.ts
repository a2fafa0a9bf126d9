import { z } from 'zod';
import { messages } from '../messages';
import { roles } from '../permissions';
import { emailField } from './site';

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
export type MeResponse = z.infer<typeof meResponse>;
export const loginResponse = z.object({ user: sessionUser, message: z.string() });

/** The rule every new password follows (recovery, user creation, a new password set by staff). */
export const passwordField = z
  .string({ error: messages.passwordTooShort })
  .min(8, messages.passwordTooShort)
  .max(200, messages.fieldTooLong('A senha', 200));

export const recoveryInput = z.object({
  email: emailField,
  /** Which login screen asked; only recorded, the link works for any area. */
  area: z.enum(areas).optional(),
});
export type RecoveryInput = z.infer<typeof recoveryInput>;

export const resetPasswordInput = z.object({
  token: z.string({ error: messages.recoveryTokenInvalid }).min(20, messages.recoveryTokenInvalid).max(200, messages.recoveryTokenInvalid),
  password: passwordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const messageResponse = z.object({ message: z.string() });
export const resetPasswordResponse = z.object({ message: z.string(), area: z.enum(areas) });
