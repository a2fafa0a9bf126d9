import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { buildings, waitlistEntries } from '../../db/schema';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistRow = typeof waitlistEntries.$inferInsert;

/** A new waiting entry; undefined when the e-mail already waits on that building (the partial unique index). */
export async function insertWaitingEntry(db: DbOrTx, values: NewWaitlistRow): Promise<WaitlistRow | undefined> {
  const [row] = await db.insert(waitlistEntries).values(values).onConflictDoNothing().returning();
  return row;
}

/** Buildings with at least one person still waiting (not told). */
export async function buildingsWithWaiting(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ buildingId: waitlistEntries.buildingId })
    .from(waitlistEntries)
    .where(isNull(waitlistEntries.notifiedAt));
  return rows.map((r) => r.buildingId);
}

/**
 * A building's entries that matter for whom to tell next, locked until the transaction ends: the
 * waiting ones and those told after `toldSince` (their head start may still hold), in list order.
 */
export async function lockEntriesToDecide(tx: DbOrTx, buildingId: string, toldSince: Date): Promise<WaitlistRow[]> {
  return tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.buildingId, buildingId),
        or(isNull(waitlistEntries.notifiedAt), gt(waitlistEntries.notifiedAt, toldSince)),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .for('update');
}

/** waiting → told, only for entries still waiting: returns the ones this call moved. */
export async function markNotified(tx: DbOrTx, ids: string[], now: Date): Promise<WaitlistRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(waitlistEntries)
    .set({ notifiedAt: now })
    .where(and(inArray(waitlistEntries.id, ids), isNull(waitlistEntries.notifiedAt)))
    .returning();
}

/** Removes one entry (leaving the list); the row as it was, with its building's name, or undefined. */
export async function deleteEntry(
  db: DbOrTx,
  id: string,
): Promise<(WaitlistRow & { buildingName: string }) | undefined> {
  const [row] = await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id)).returning();
  if (!row) return undefined;
  const [b] = await db.select({ name: buildings.name }).from(buildings).where(eq(buildings.id, row.buildingId));
  return { ...row, buildingName: b?.name ?? '' };
}

/** Told entries older than `before` (their purpose is over): deleted. */
export async function deleteToldBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(waitlistEntries)
    .where(lt(waitlistEntries.notifiedAt, before))
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

/** Every list (or one building's) with the building's name, in list order, for staff. */
export async function selectLists(db: DbOrTx, buildingId?: string) {
  return db
    .select({
      id: waitlistEntries.id,
      buildingId: waitlistEntries.buildingId,
      buildingName: buildings.name,
      name: waitlistEntries.name,
      email: waitlistEntries.email,
      createdAt: waitlistEntries.createdAt,
      notifiedAt: waitlistEntries.notifiedAt,
    })
    .from(waitlistEntries)
    .innerJoin(buildings, eq(buildings.id, waitlistEntries.buildingId))
    .where(buildingId ? eq(waitlistEntries.buildingId, buildingId) : undefined)
    .orderBy(asc(buildings.sortKey), asc(buildings.id), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** Every sign-up of this e-mail (LGPD erasure, ADR 0055). */
export async function deleteEntriesOfEmail(db: DbOrTx, email: string): Promise<number> {
  return (await db.delete(waitlistEntries).where(eq(waitlistEntries.email, email)).returning({ id: waitlistEntries.id })).length;
}

/** One batch of sign-ups older than `before` (RETENTION.waitlist). */
export async function deleteSignedUpBefore(db: DbOrTx, before: Date, batch: number): Promise<number> {
  const ids = db.select({ id: waitlistEntries.id }).from(waitlistEntries).where(lt(waitlistEntries.createdAt, before)).limit(batch);
  return (await db.delete(waitlistEntries).where(inArray(waitlistEntries.id, ids)).returning({ id: waitlistEntries.id })).length;
}
