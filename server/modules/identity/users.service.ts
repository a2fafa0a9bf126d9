import { messages } from '../../../domain/messages';
import { areaLoginPath, areaNames } from '../../../domain/areas';
import { areaRoles, homeAreaOf, type Area, type Role } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { burnPasswordTime, hashPassword, verifyPassword } from './passwords';
import { claimAttempt, clearAccountCount, clearPair, recordFailure, releaseAttempt, type ThrottlePolicy } from './login-throttle.repository';
import { findUserByEmailCi, insertUser, setLastAccess } from './users.repository';
import { clock } from '../../lib/clock';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

/** ADR 0013: lock per (account, address), progressive delay per account, limit per address. */
export const LOGIN_THROTTLE: ThrottlePolicy = {
  pairMax: MAX_FAILED_LOGINS,
  addressMax: 30,
  accountDelayFrom: MAX_FAILED_LOGINS,
  windowMs: LOCK_MINUTES * 60_000,
  lockMs: LOCK_MINUTES * 60_000,
  maxDelayMs: LOCK_MINUTES * 60_000,
};

export type LoginResult =
  | { ok: true; user: { id: string; name: string; email: string; role: Role } }
  | { ok: false; reason: 'invalid' | 'blocked' | 'locked'; userId?: string }
  /** The right password for an account of another area: the person is told which one. */
  | { ok: false; reason: 'wrong_area'; userId: string; area: Area };

/** The account with this e-mail, whatever its case and surrounding spaces. */
export const findUserByEmail = (db: DbOrTx, email: string) => findUserByEmailCi(db, email);

/**
 * Checks a login for one area. Unknown e-mail, wrong password and a role that does not belong to
 * the area all answer the same way, and failures are counted per typed e-mail whether or not an
 * account has it, so neither the answer nor the lock tells whether an account exists. Locks are
 * per (e-mail, address): an attacker cannot lock the owner out from the owner's own address.
 */
export async function checkLogin(
  db: DbOrTx,
  area: Area,
  email: string,
  password: string,
  ip: string,
  now = clock.now(),
): Promise<LoginResult> {
  const user = await findUserByEmail(db, email);
  // Counted and checked in one statement before the password is (issue 27): parallel guesses
  // cannot slip past the lock while the first ones are still being checked.
  if (!(await claimAttempt(db, email, ip, now, LOGIN_THROTTLE))) {
    await burnPasswordTime(password);
    return { ok: false, reason: 'locked', userId: user?.id };
  }
  // Every account's password is checked whatever the area (one argon2 verify, as for an unknown
  // e-mail's burnt time): a stranger still learns nothing, while the account's owner in the wrong
  // area is pointed to the right one (issue 30).
  const good = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordTime(password), false);
  if (!good) {
    await recordFailure(db, email, ip, now, LOGIN_THROTTLE);
    return { ok: false, reason: 'invalid', userId: user?.id };
  }
  // A right password is no failure: the claimed attempt is given back.
  await releaseAttempt(db, email, ip, LOGIN_THROTTLE);
  if (!user!.active) return { ok: false, reason: 'blocked', userId: user!.id };
  if (!(areaRoles[area] as readonly Role[]).includes(user!.role)) return { ok: false, reason: 'wrong_area', userId: user!.id, area: homeAreaOf(user!.role) };
  // The owner proved who they are: their address and the account's counter start afresh (the
  // attackers' addresses keep their own locks).
  await clearPair(db, email, ip);
  await clearAccountCount(db, email);
  await setLastAccess(db, user!.id, now);
  return { ok: true, user: { id: user!.id, name: user!.name, email: user!.email, role: user!.role } };
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
    throw new AppError(409, messages.emailTaken, 'email_taken');
  }
  return insertUser(db, {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone ?? null,
    role: input.role,
    active: input.active ?? true,
    passwordHash: input.password ? await hashPassword(input.password) : null,
  });
}

/** 'Esta conta é da Área Financeira. Entre em /financeiro/login.' */
export const wrongAreaMessage = (home: Area): string => messages.wrongAreaLogin(areaNames[home], areaLoginPath[home]);

export function loginMessage(area: Area, reason: 'invalid' | 'blocked' | 'locked'): string {
  if (reason === 'locked') return messages.accountTemporarilyLocked;
  if (area === 'admin') return reason === 'blocked' ? messages.staffBlocked : messages.staffInvalidCredentials;
  return reason === 'blocked' ? messages.staffBlocked : messages.invalidCredentials;
}
