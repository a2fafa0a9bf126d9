import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** Drizzle queries of the sessions table; the rules (expiry, sliding) live in sessions.service.ts. */
export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSessionWithUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, name: users.name, email: users.email, role: users.role, active: users.active },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

export async function slideSession(db: DbOrTx, id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
}

/** Sessions past their idle expiry or created before `createdBefore` (the absolute limit). */
export async function deleteEndedSessions(db: DbOrTx, now: Date, createdBefore: Date): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < ${now} or ${sessions.createdAt} < ${createdBefore}`);
}
