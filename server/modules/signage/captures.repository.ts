import { and, asc, desc, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { screenCaptureRequests, screenCaptures, screens } from '../../db/schema';

export type CaptureRow = typeof screenCaptures.$inferSelect;
export type CaptureRequestRow = typeof screenCaptureRequests.$inferSelect;

/** The screen's row, locked: requests of one screen are made one at a time. */
export async function lockScreen(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: screens.id, revokedAt: screens.revokedAt, lastHeartbeatAt: screens.lastHeartbeatAt })
    .from(screens)
    .where(eq(screens.id, id))
    .for('update');
  return row;
}

/** The oldest request of the screen still waiting (made after `since`). */
export async function oldestPendingRequest(
  db: DbOrTx,
  screenId: string,
  since: Date,
): Promise<CaptureRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(screenCaptureRequests)
    .where(
      and(
        eq(screenCaptureRequests.screenId, screenId),
        isNull(screenCaptureRequests.fulfilledAt),
        gt(screenCaptureRequests.requestedAt, since),
      ),
    )
    .orderBy(asc(screenCaptureRequests.requestedAt))
    .limit(1);
  return row;
}

export async function insertRequest(
  db: DbOrTx,
  values: typeof screenCaptureRequests.$inferInsert,
): Promise<CaptureRequestRow> {
  const [row] = await db.insert(screenCaptureRequests).values(values).returning();
  return row!;
}

/** A request with the capture that answered it, if any. */
export async function findRequest(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ request: screenCaptureRequests, capture: screenCaptures })
    .from(screenCaptureRequests)
    .leftJoin(screenCaptures, eq(screenCaptures.id, screenCaptureRequests.captureId))
    .where(eq(screenCaptureRequests.id, id));
  return row;
}

export async function lockRequest(db: DbOrTx, id: string): Promise<CaptureRequestRow | undefined> {
  const [row] = await db.select().from(screenCaptureRequests).where(eq(screenCaptureRequests.id, id)).for('update');
  return row;
}

export async function markRequestFulfilled(
  db: DbOrTx,
  id: string,
  fulfilledAt: Date,
  captureId: string,
): Promise<void> {
  await db
    .update(screenCaptureRequests)
    .set({ fulfilledAt, captureId })
    .where(and(eq(screenCaptureRequests.id, id), isNull(screenCaptureRequests.fulfilledAt)));
}

export async function hourlyCaptureExists(db: DbOrTx, screenId: string, hourStart: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: screenCaptures.id })
    .from(screenCaptures)
    .where(and(eq(screenCaptures.screenId, screenId), eq(screenCaptures.hourStart, hourStart)));
  return Boolean(row);
}

/** Inserts a capture; undefined when the screen already has this hour's (the unique index). */
export async function insertCapture(
  db: DbOrTx,
  values: typeof screenCaptures.$inferInsert,
): Promise<CaptureRow | undefined> {
  const [row] = await db.insert(screenCaptures).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCapture(db: DbOrTx, id: string): Promise<CaptureRow | undefined> {
  const [row] = await db.select().from(screenCaptures).where(eq(screenCaptures.id, id));
  return row;
}

/** The screen's captures taken since `since`, newest first. */
export async function capturesOfScreen(
  db: DbOrTx,
  screenId: string,
  since: Date,
  limit: number,
): Promise<CaptureRow[]> {
  return db
    .select()
    .from(screenCaptures)
    .where(and(eq(screenCaptures.screenId, screenId), gte(screenCaptures.takenAt, since)))
    .orderBy(desc(screenCaptures.takenAt))
    .limit(limit);
}

/** The hourly captures of these screens taken in [from, to), oldest first. */
export async function hourlyCapturesBetween(db: DbOrTx, screenIds: string[], from: Date, to: Date, limit: number): Promise<CaptureRow[]> {
  if (screenIds.length === 0) return [];
  return db
    .select()
    .from(screenCaptures)
    .where(and(inArray(screenCaptures.screenId, screenIds), eq(screenCaptures.kind, 'hourly'), gte(screenCaptures.takenAt, from), lt(screenCaptures.takenAt, to)))
    .orderBy(asc(screenCaptures.takenAt))
    .limit(limit);
}

/** The oldest captures taken before `before`, at most `limit`. */
export async function capturesTakenBefore(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ id: screenCaptures.id, storageKey: screenCaptures.storageKey })
    .from(screenCaptures)
    .where(lt(screenCaptures.takenAt, before))
    .orderBy(asc(screenCaptures.takenAt))
    .limit(limit);
}

export async function deleteCaptures(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(screenCaptures)
    .where(inArray(screenCaptures.id, ids))
    .returning({ id: screenCaptures.id });
  return rows.length;
}

export async function deleteRequestsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(screenCaptureRequests).where(lt(screenCaptureRequests.requestedAt, before));
}
