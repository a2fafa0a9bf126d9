import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../domain/messages';
import { areaRoles, type Area, type Role } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { burnPasswordTime, hashPassword, verifyPassword } from './passwords';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export type LoginResult =
  | { ok: true; user: { id: string; name: string; email: string; role: Role } }
  | { ok: false; reason: 'invalid' | 'blocked' | 'locked'; userId?: string };

export const findUserByEmail = async (db: DbOrTx, email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1))[0];

/**
 * Checks a login for one area. Unknown e-mail, wrong password and a role that does not belong to
 * the area all answer the same way, so the answer never tells whether an account exists.
 */
export async function checkLogin(
  db: DbOrTx,
  area: Area,
  email: string,
  password: string,
  now = new Date(),
): Promise<LoginResult> {
  const user = await findUserByEmail(db, email);
  if (!user || !(areaRoles[area] as readonly Role[]).includes(user.role)) {
    await burnPasswordTime(password);
    return { ok: false, reason: 'invalid' };
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    await burnPasswordTime(password);
    return { ok: false, reason: 'locked', userId: user.id };
  }
  const good = await verifyPassword(user.passwordHash, password);
  if (!good) {
    // Counted with one conditional update so concurrent attempts cannot skip the lock.
    await db
      .update(users)
      .set({
        failedLogins: sql`${users.failedLogins} + 1`,
        lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${MAX_FAILED_LOGINS}
          then ${new Date(now.getTime() + LOCK_MINUTES * 60_000)}::timestamptz else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, user.id));
    return { ok: false, reason: 'invalid', userId: user.id };
  }
  if (!user.active) return { ok: false, reason: 'blocked', userId: user.id };
  await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, lastAccessAt: now })
    .where(eq(users.id, user.id));
  return { ok: true, user: { id: user.id, name: user.name, email: user.email, role: user.role } };
}

export interface NewUser {
  name: string;
  email: string;
  phone?: string | null;
  role: Role;
  password?: string | null;
  active?: boolean;
}

export async function createUser(db: DbOrTx, input: NewUser) {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError(409, 'Já existe um usuário com este e-mail.', 'email_taken');
  }
  const [row] = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      phone: input.phone ?? null,
      role: input.role,
      active: input.active ?? true,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    })
    .returning();
  return row!;
}

export function loginMessage(area: Area, reason: 'invalid' | 'blocked' | 'locked'): string {
  if (reason === 'locked') return messages.accountTemporarilyLocked;
  if (area === 'admin') return reason === 'blocked' ? messages.staffBlocked : messages.staffInvalidCredentials;
  return reason === 'blocked' ? messages.staffBlocked : messages.invalidCredentials;
}
