import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { buildings, noticeBuildings, notices, users, videos } from '../../db/schema';
import { sqlNow } from '../../lib/sql-now';

/** Drizzle queries of notices; rules live in notices.service.ts. */

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeValues = Omit<typeof notices.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'paused'>;

export interface NoticeListRow {
  notice: NoticeRow;
  videoStatus: (typeof videos.$inferSelect)['status'] | null;
  videoRejectionReason: string | null;
  authorName: string | null;
}

const listColumns = {
  notice: notices,
  videoStatus: videos.status,
  videoRejectionReason: videos.rejectionReason,
  authorName: users.name,
};

/** Notices (all, or these ids), newest first, with their video's status and the author's name. */
export async function selectNotices(db: DbOrTx, ids?: string[]): Promise<NoticeListRow[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select(listColumns)
    .from(notices)
    .leftJoin(videos, eq(videos.id, notices.videoId))
    .leftJoin(users, eq(users.id, notices.authorId))
    .where(ids ? inArray(notices.id, ids) : undefined)
    .orderBy(desc(notices.createdAt), desc(notices.id));
}

export async function selectNoticeBuildings(db: DbOrTx, noticeIds: string[]) {
  if (noticeIds.length === 0) return [];
  return db
    .select({ noticeId: noticeBuildings.noticeId, id: buildings.id, name: buildings.name })
    .from(noticeBuildings)
    .innerJoin(buildings, eq(buildings.id, noticeBuildings.buildingId))
    .where(inArray(noticeBuildings.noticeId, noticeIds))
    .orderBy(asc(buildings.name));
}

/** Ids of the notices shown ONLY in these buildings (every building of the notice is among them). */
export async function noticeIdsWithin(db: DbOrTx, buildingIds: string[]): Promise<string[]> {
  if (buildingIds.length === 0) return [];
  const rows = await db
    .select({ id: noticeBuildings.noticeId })
    .from(noticeBuildings)
    .groupBy(noticeBuildings.noticeId)
    .having(sql`bool_and(${inArray(noticeBuildings.buildingId, buildingIds)})`);
  return rows.map((r) => r.id);
}

export async function lockNotice(tx: DbOrTx, id: string): Promise<NoticeRow | undefined> {
  return (await tx.select().from(notices).where(eq(notices.id, id)).for('update'))[0];
}

export async function buildingIdsOfNotice(db: DbOrTx, id: string): Promise<string[]> {
  const rows = await db.select({ id: noticeBuildings.buildingId }).from(noticeBuildings).where(eq(noticeBuildings.noticeId, id));
  return rows.map((r) => r.id);
}

export async function insertNotice(tx: DbOrTx, values: NoticeValues): Promise<NoticeRow> {
  const [row] = await tx.insert(notices).values(values).returning();
  return row!;
}

export async function updateNoticeRow(tx: DbOrTx, id: string, values: Omit<NoticeValues, 'authorId'>): Promise<NoticeRow> {
  const [row] = await tx
    .update(notices)
    .set({ ...values, updatedAt: sqlNow() })
    .where(eq(notices.id, id))
    .returning();
  return row!;
}

export async function replaceNoticeBuildings(tx: DbOrTx, id: string, buildingIds: string[]): Promise<void> {
  await tx.delete(noticeBuildings).where(eq(noticeBuildings.noticeId, id));
  await tx.insert(noticeBuildings).values(buildingIds.map((buildingId) => ({ noticeId: id, buildingId })));
}

/** Pause or resume: changes the row only when the flag really changes. */
export async function setPausedIfDifferent(tx: DbOrTx, id: string, paused: boolean, by: string | null): Promise<NoticeRow | undefined> {
  const [row] = await tx
    .update(notices)
    .set({ paused, updatedBy: by, updatedAt: sqlNow() })
    .where(and(eq(notices.id, id), ne(notices.paused, paused)))
    .returning();
  return row;
}

export async function deleteNoticeRow(tx: DbOrTx, id: string): Promise<NoticeRow | undefined> {
  const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning();
  return row;
}

/**
 * Candidates for a building's screens around `today` (the schedule's own rules decide): not
 * paused, dates touching [yesterday, today] (yesterday for a window crossing midnight), and a
 * video notice only once its video is approved.
 */
export async function playableCandidates(db: DbOrTx, buildingId: string, yesterday: string, today: string): Promise<NoticeRow[]> {
  const rows = await db
    .select({ notice: notices })
    .from(notices)
    .innerJoin(noticeBuildings, eq(noticeBuildings.noticeId, notices.id))
    .leftJoin(videos, eq(videos.id, notices.videoId))
    .where(
      and(
        eq(noticeBuildings.buildingId, buildingId),
        eq(notices.paused, false),
        lte(notices.startDate, today),
        gte(notices.endDate, yesterday),
        or(ne(notices.kind, 'video'), eq(videos.status, 'aprovado')),
      ),
    )
    .orderBy(asc(notices.createdAt), asc(notices.id));
  return rows.map((r) => r.notice);
}
