import type { Role } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import * as repo from './sessions.repository';
import { clock } from '../../lib/clock';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Sliding refresh writes at most once a minute per session. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface ValidSession {
  id: string;
  user: SessionUser;
  expiresAt: Date;
}

export async function createSession(
  db: DbOrTx,
  userId: string,
  meta: { ip?: string; userAgent?: string },
  now = clock.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await repo.insertSession(db, {
    id: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500),
  });
  return { token, expiresAt };
}

/**
 * `touch: false` reads the session without sliding it: background calls (health polling) must not
 * keep an idle session alive.
 */
export async function validateSession(
  db: DbOrTx,
  token: string,
  now = clock.now(),
  opts: { touch?: boolean } = {},
): Promise<ValidSession | null> {
  const id = sha256(token);
  const row = await repo.findSessionWithUser(db, id);
  if (!row) return null;
  const absoluteEnd = row.createdAt.getTime() + SESSION_ABSOLUTE_MS;
  if (row.expiresAt.getTime() <= now.getTime() || absoluteEnd <= now.getTime() || !row.user.active) {
    await repo.deleteSession(db, id);
    return null;
  }
  let expiresAt = row.expiresAt;
  if (opts.touch !== false && now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd));
    await repo.slideSession(db, id, now, expiresAt);
  }
  const { active: _active, ...user } = row.user;
  return { id, user, expiresAt };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await repo.deleteSession(db, sessionId);
}

/** Ends every session of a person (block, password change), optionally keeping the caller's own. */
export async function revokeUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string | null): Promise<void> {
  await repo.deleteUserSessions(db, userId, exceptSessionId);
}

export async function purgeExpiredSessions(db: DbOrTx, now = clock.now()): Promise<void> {
  await repo.deleteEndedSessions(db, now, new Date(now.getTime() - SESSION_ABSOLUTE_MS));
}
