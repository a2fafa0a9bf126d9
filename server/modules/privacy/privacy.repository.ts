import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { privacyRequests, storagePurges, users } from '../../db/schema';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

/** Requests with who answered and whether the e-mail has a client account. */
const listing = {
  r: privacyRequests,
  answeredByName: users.name,
  hasAccount: sql<boolean>`exists (select 1 from users a where lower(a.email) = ${privacyRequests.email} and a.role = 'client')`,
};

export async function insertRequest(db: DbOrTx, row: typeof privacyRequests.$inferInsert): Promise<PrivacyRequestRow> {
  const [r] = await db.insert(privacyRequests).values(row).returning();
  return r!;
}

export async function findRequestListing(db: DbOrTx, id: string) {
  return (
    await db.select(listing).from(privacyRequests).leftJoin(users, eq(users.id, privacyRequests.answeredBy)).where(eq(privacyRequests.id, id)).limit(1)
  )[0];
}

export async function listRequestListings(db: DbOrTx, where?: { userId?: string }) {
  return db
    .select(listing)
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.answeredBy))
    .where(where?.userId ? eq(privacyRequests.userId, where.userId) : undefined)
    .orderBy(desc(privacyRequests.receivedDay), desc(privacyRequests.createdAt))
    .limit(500);
}

/** A deletion link mailed less than `since` ago and still usable (no second mail within a minute). */
export async function recentDeletionRequest(db: DbOrTx, userId: string, since: Date, now: Date) {
  return (
    await db
      .select()
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.userId, userId),
          eq(privacyRequests.status, 'aguardando_confirmacao'),
          gt(privacyRequests.createdAt, since),
          gt(privacyRequests.confirmExpiresAt, now),
        ),
      )
      .limit(1)
  )[0];
}

/**
 * The single use of a deletion link: the waiting, unexpired request becomes answered in one
 * conditional update; a second click (or a concurrent one) finds nothing.
 */
export async function claimDeletionRequest(db: DbOrTx, id: string, now: Date, answer: string) {
  const [r] = await db
    .update(privacyRequests)
    .set({ status: 'respondido', answeredAt: now, answer })
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, 'aguardando_confirmacao'), gt(privacyRequests.confirmExpiresAt, now)))
    .returning();
  return r;
}

/** The deletion's answer, once it knows what it did. */
export async function setRequestAnswer(db: DbOrTx, id: string, answer: string) {
  await db.update(privacyRequests).set({ answer }).where(eq(privacyRequests.id, id));
}

/** Staff mark an open request answered, once. */
export async function answerOpenRequest(db: DbOrTx, id: string, v: { answer: string; by: string; now: Date }) {
  const [r] = await db
    .update(privacyRequests)
    .set({ status: 'respondido', answer: v.answer, answeredBy: v.by, answeredAt: v.now })
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, 'aberto')))
    .returning({ id: privacyRequests.id });
  return r;
}

/** An erased account's requests keep their proof, under the anonymised e-mail. */
export async function moveRequestsToEmail(db: DbOrTx, who: { userId: string; email: string }, anonEmail: string) {
  await db
    .update(privacyRequests)
    .set({ email: anonEmail })
    .where(or(eq(privacyRequests.userId, who.userId), eq(privacyRequests.email, who.email)));
}

// ---- the export: rows of any table by one column ----

/** Every row of `table` whose `column` equals `value` (the export's reads; names come from code, never input). */
export async function rowsWhere(db: DbOrTx, table: string, column: string, value: string): Promise<Record<string, unknown>[]> {
  return rowsOf(await db.execute(sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${value} limit 5000`));
}

/** Same, case-insensitive (e-mail columns). */
export async function rowsWhereLower(db: DbOrTx, table: string, column: string, email: string): Promise<Record<string, unknown>[]> {
  return rowsOf(await db.execute(sql`select * from ${sql.identifier(table)} where lower(${sql.identifier(column)}) = ${email} limit 5000`));
}

/** Rows of `table` whose `column` is one of `values`. */
export async function rowsWhereIn(db: DbOrTx, table: string, column: string, values: string[]): Promise<Record<string, unknown>[]> {
  if (values.length === 0) return [];
  return rowsOf(
    await db.execute(
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)}::text in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}) limit 5000`,
    ),
  );
}

// ---- files to delete after a commit ----

export async function insertPurges(db: DbOrTx, keys: string[], reason: string, now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(storagePurges)
    .values(keys.map((storageKey) => ({ storageKey, reason, createdAt: now })))
    .onConflictDoNothing();
}

/** One batch of files to delete, oldest first, locked so two runs never take the same. */
export async function lockPurges(db: DbOrTx, keys: string[] | null, batch: number) {
  return db
    .select()
    .from(storagePurges)
    .where(keys ? inArray(storagePurges.storageKey, keys) : undefined)
    .orderBy(asc(storagePurges.createdAt))
    .limit(batch)
    .for('update', { skipLocked: true });
}

export async function deletePurges(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(storagePurges).where(inArray(storagePurges.storageKey, keys));
}

export async function bumpPurgeAttempts(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length) await db.update(storagePurges).set({ attempts: sql`${storagePurges.attempts} + 1` }).where(inArray(storagePurges.storageKey, keys));
}
