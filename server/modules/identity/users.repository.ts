import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clock } from '../../lib/clock';

export type UserRow = typeof users.$inferSelect;

/** Drizzle queries of the user table used by user management (no rules here). */
export const findUserById = async (db: DbOrTx, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByEmailCi = async (db: DbOrTx, email: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).limit(1))[0];

export type NewUserRow = typeof users.$inferInsert;

export async function insertUser(db: DbOrTx, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function hasMaster(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'master')).limit(1);
  return Boolean(row);
}

export async function setLastAccess(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(users).set({ lastAccessAt: at }).where(eq(users.id, id));
}

/** The new password of an active person; undefined when the account is gone or blocked. */
export async function setPasswordOfActiveUser(db: DbOrTx, id: string, passwordHash: string, at: Date) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: at })
    .where(and(eq(users.id, id), eq(users.active, true)))
    .returning({ id: users.id, email: users.email, role: users.role });
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchUsers(
  db: DbOrTx,
  q: { search?: string; role?: Role; page: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const conds: SQL[] = [];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    conds.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like))!);
  }
  if (q.role) conds.push(eq(users.role, q.role));
  const where = conds.length ? and(...conds) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(users.name, desc(users.createdAt))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(n) };
}

export async function updateUserRow(db: DbOrTx, id: string, set: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: clock.now() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUserRow(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Inserts a client account unless the e-mail exists (a concurrent twin included); then reads it. */
export async function insertClientIfAbsent(db: DbOrTx, row: { name: string; email: string; phone: string }): Promise<UserRow> {
  const [created] = await db.insert(users).values({ ...row, role: 'client' }).onConflictDoNothing().returning();
  return created ?? (await findUserByEmailCi(db, row.email))!;
}

/** 'Meus dados': the person's own name and phone. */
export async function setNameAndPhone(db: DbOrTx, id: string, v: { name: string; phone: string | null }, at: Date) {
  const [row] = await db.update(users).set({ name: v.name, phone: v.phone, updatedAt: at }).where(eq(users.id, id)).returning();
  return row;
}

/**
 * The account's person is gone (ADR 0055): name and e-mail replaced, phone and password removed,
 * blocked. The row stays, so orders, bookings and the audit keep pointing at one (anonymous) id.
 * Only a client account still holding its own e-mail moves: a second run finds nothing.
 */
export async function anonymiseClientRow(db: DbOrTx, id: string, anon: { name: string; email: string }, at: Date) {
  const [row] = await db
    .update(users)
    .set({ name: anon.name, email: anon.email, phone: null, passwordHash: null, active: false, lastAccessAt: null, updatedAt: at })
    .where(and(eq(users.id, id), eq(users.role, 'client'), sql`${users.email} <> ${anon.email}`))
    .returning({ id: users.id });
  return row;
}
