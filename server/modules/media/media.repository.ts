import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ANONYMISED_EMAIL_DOMAIN } from '../../../domain/privacy';
import type { VideoStatus } from '../../../domain/videos';
import type { DbOrTx } from '../../db/client';
import { activeVideos, bookings, buildings, users, videos } from '../../db/schema';

export type VideoRow = typeof videos.$inferSelect;
export type ActiveVideoRow = typeof activeVideos.$inferSelect;

/**
 * The one slot a video is "in" for the client and staff: its row not carried into a renewal
 * (a carried row still plays the video until the old slot's last day, ADR 0052).
 */
const slotOfVideo = and(eq(activeVideos.videoId, videos.id), isNull(activeVideos.carriedToBookingId));

/** The video a row will replace when approved ('Substituir o vídeo atual quando aprovado'). */
const replaced = alias(videos, 'replaced');

const listColumns = {
  video: videos,
  buildingName: buildings.name,
  activeBookingId: activeVideos.bookingId,
  replacesTitle: replaced.title,
};

export type VideoListRow = { video: VideoRow; buildingName: string | null; activeBookingId: string | null; replacesTitle: string | null };
export type StaffVideoListRow = VideoListRow & { clientName: string; clientEmail: string };

export async function insertVideo(db: DbOrTx, values: typeof videos.$inferInsert): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(values).returning();
  return row!;
}

export async function findVideo(db: DbOrTx, id: string): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row;
}

export async function findVideoForUpdate(db: DbOrTx, id: string): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1).for('update');
  return row;
}

export async function listVideosOfUser(db: DbOrTx, userId: string, status?: VideoStatus): Promise<VideoListRow[]> {
  return db
    .select(listColumns)
    .from(videos)
    .leftJoin(buildings, eq(buildings.id, videos.buildingId))
    .leftJoin(activeVideos, slotOfVideo)
    .leftJoin(replaced, eq(replaced.id, videos.replacesVideoId))
    .where(and(eq(videos.userId, userId), status ? eq(videos.status, status) : undefined))
    .orderBy(desc(videos.createdAt), desc(videos.id));
}

export async function findVideoListRow(db: DbOrTx, id: string): Promise<StaffVideoListRow | undefined> {
  const [row] = await db
    .select({ ...listColumns, clientName: users.name, clientEmail: users.email })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .leftJoin(buildings, eq(buildings.id, videos.buildingId))
    .leftJoin(activeVideos, slotOfVideo)
    .leftJoin(replaced, eq(replaced.id, videos.replacesVideoId))
    .where(eq(videos.id, id))
    .limit(1);
  return row;
}

export async function listVideosForStaff(db: DbOrTx, status?: VideoStatus): Promise<StaffVideoListRow[]> {
  return db
    .select({ ...listColumns, clientName: users.name, clientEmail: users.email })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .leftJoin(buildings, eq(buildings.id, videos.buildingId))
    .leftJoin(activeVideos, slotOfVideo)
    .leftJoin(replaced, eq(replaced.id, videos.replacesVideoId))
    .where(status ? eq(videos.status, status) : undefined)
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(500);
}

export async function countVideosByStatus(db: DbOrTx): Promise<Record<VideoStatus, number>> {
  const rows = await db.select({ status: videos.status, n: count() }).from(videos).groupBy(videos.status);
  const out: Record<VideoStatus, number> = { em_analise: 0, aprovado: 0, reprovado: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}

/** The decisions as notifications: the client's decided videos, latest first. */
export async function latestDecisions(db: DbOrTx, userId: string, limit: number): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), isNotNull(videos.decidedAt)))
    .orderBy(desc(videos.decidedAt), desc(videos.id))
    .limit(limit);
}

/** When one of the client's own videos was decided; undefined when it is not theirs or still pending. */
export async function findDecisionTimeOfUser(db: DbOrTx, userId: string, videoId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ decidedAt: videos.decidedAt })
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.userId, userId), isNotNull(videos.decidedAt)))
    .limit(1);
  return row?.decidedAt ?? undefined;
}

/** How many of the client's videos were decided after `after` (all decided ones when null). */
export async function countDecisionsAfter(db: DbOrTx, userId: string, after: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(videos)
    .where(and(eq(videos.userId, userId), isNotNull(videos.decidedAt), after ? gt(videos.decidedAt, after) : undefined));
  return row?.n ?? 0;
}

/** Named transition em_analise -> aprovado; nothing happens unless the video is still pending. */
export async function markApprovedIfPending(
  db: DbOrTx,
  args: { id: string; by: string; storageKey: string; now: Date },
): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({ status: 'aprovado', decidedAt: args.now, decidedBy: args.by, updatedAt: args.now, storageKey: args.storageKey })
    .where(and(eq(videos.id, args.id), eq(videos.status, 'em_analise')))
    .returning();
  return row;
}

/** Named transition em_analise -> reprovado with its reason. */
export async function markRejectedIfPending(
  db: DbOrTx,
  args: { id: string; by: string; reason: string; now: Date },
): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({ status: 'reprovado', rejectionReason: args.reason, decidedAt: args.now, decidedBy: args.by, updatedAt: args.now })
    .where(and(eq(videos.id, args.id), eq(videos.status, 'em_analise')))
    .returning();
  return row;
}

export async function deleteVideoOfUser(db: DbOrTx, id: string, userId: string): Promise<VideoRow | undefined> {
  const [row] = await db.delete(videos).where(and(eq(videos.id, id), eq(videos.userId, userId))).returning();
  return row;
}

// ---- active videos (a video in a slot) ----

export async function activeVideosOfBookings(
  db: DbOrTx,
  bookingIds: string[],
): Promise<Array<{ active: ActiveVideoRow; title: string; durationMs: number }>> {
  if (bookingIds.length === 0) return [];
  return db
    .select({ active: activeVideos, title: videos.title, durationMs: videos.durationMs })
    .from(activeVideos)
    .innerJoin(videos, eq(videos.id, activeVideos.videoId))
    .where(inArray(activeVideos.bookingId, bookingIds));
}

/** The slot a video is in (not a slot it was carried on from). */
export async function activeOfVideo(db: DbOrTx, videoId: string): Promise<ActiveVideoRow | undefined> {
  const [row] = await db
    .select()
    .from(activeVideos)
    .where(and(eq(activeVideos.videoId, videoId), isNull(activeVideos.carriedToBookingId)))
    .limit(1);
  return row;
}

export async function activeOfBooking(db: DbOrTx, bookingId: string): Promise<ActiveVideoRow | undefined> {
  const [row] = await db.select().from(activeVideos).where(eq(activeVideos.bookingId, bookingId)).limit(1);
  return row;
}

/**
 * Puts a video in a slot: a new row for an empty slot, the same row with the new video for an
 * occupied one. A slot whose video was carried into its renewal (ADR 0052) passes the new video on
 * along the renewals still holding the carried one: the renewal is the same place, later, and the
 * client changing the ad on air means the ad of the campaign, not of its first month only.
 */
export async function putVideoInSlot(
  db: DbOrTx,
  args: { bookingId: string; videoId: string; userId: string; buildingId: string; now: Date },
): Promise<ActiveVideoRow> {
  const renewals = await renewalsHoldingCarriedVideo(db, args.bookingId);
  const [row] = await db
    .insert(activeVideos)
    .values({ ...args, activatedAt: args.now })
    .onConflictDoUpdate({
      target: activeVideos.bookingId,
      set: {
        videoId: args.videoId,
        userId: args.userId,
        buildingId: args.buildingId,
        activatedAt: args.now,
        carriedToBookingId: renewals[0] ?? null,
      },
    })
    .returning();
  if (renewals.length > 0) {
    await db
      .update(activeVideos)
      .set({ videoId: args.videoId, activatedAt: args.now })
      .where(inArray(activeVideos.bookingId, renewals));
  }
  await releaseCarriedInto(db, [args.bookingId], args.videoId);
  return row!;
}

/**
 * The renewals (in order, locked) a slot's video was carried into and that still hold it: each
 * slot's carry points at the next renewal's slot while that slot plays the same video.
 */
async function renewalsHoldingCarriedVideo(db: DbOrTx, bookingId: string): Promise<string[]> {
  const chain: string[] = [];
  let [slot] = await db.select().from(activeVideos).where(eq(activeVideos.bookingId, bookingId)).for('update');
  while (slot?.carriedToBookingId && !chain.includes(slot.carriedToBookingId)) {
    const [next] = await db.select().from(activeVideos).where(eq(activeVideos.bookingId, slot.carriedToBookingId)).for('update');
    if (!next || next.videoId !== slot.videoId) break;
    chain.push(next.bookingId);
    slot = next;
  }
  return chain;
}

/**
 * The slots whose video was carried into these bookings give the carry up when the renewal's slot
 * no longer holds that video (replaced by `keepVideoId`'s other one, emptied, refunded): the old
 * slot is again where its video is.
 */
async function releaseCarriedInto(db: DbOrTx, bookingIds: string[], keepVideoId?: string): Promise<void> {
  if (bookingIds.length === 0) return;
  await db
    .update(activeVideos)
    .set({ carriedToBookingId: null })
    .where(and(inArray(activeVideos.carriedToBookingId, bookingIds), keepVideoId ? ne(activeVideos.videoId, keepVideoId) : undefined));
}

/**
 * A renewal takes its slot's video on (ADR 0052): the old slot's row is marked carried into the
 * renewal and the renewal gets a row with the same approved video and activation time (the loop
 * keeps its order). Nothing happens when the old slot is empty, its video is not an approved ad,
 * or it was carried already; the renewal's row, once written, is left as it is.
 */
export async function carryVideoInto(db: DbOrTx, fromBookingId: string, toBookingId: string): Promise<ActiveVideoRow | undefined> {
  const [from] = await db
    .select({ active: activeVideos })
    .from(activeVideos)
    .innerJoin(videos, eq(videos.id, activeVideos.videoId))
    .where(
      and(
        eq(activeVideos.bookingId, fromBookingId),
        isNull(activeVideos.carriedToBookingId),
        eq(videos.status, 'aprovado'),
        eq(videos.purpose, 'ad'),
      ),
    )
    .for('update', { of: activeVideos });
  if (!from) return undefined;
  await db.update(activeVideos).set({ carriedToBookingId: toBookingId }).where(eq(activeVideos.id, from.active.id));
  const [row] = await db
    .insert(activeVideos)
    .values({
      bookingId: toBookingId,
      videoId: from.active.videoId,
      userId: from.active.userId,
      buildingId: from.active.buildingId,
      activatedAt: from.active.activatedAt,
    })
    .onConflictDoNothing({ target: activeVideos.bookingId })
    .returning();
  return row;
}

/** Empties the slots of ended bookings; returns what was in them. */
export async function removeVideosFromBookings(db: DbOrTx, bookingIds: string[]): Promise<ActiveVideoRow[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db.delete(activeVideos).where(inArray(activeVideos.bookingId, bookingIds)).returning();
  await releaseCarriedInto(db, bookingIds);
  return rows;
}

export async function removeVideoFromSlot(db: DbOrTx, bookingId: string, userId: string): Promise<ActiveVideoRow | undefined> {
  const [row] = await db
    .delete(activeVideos)
    .where(and(eq(activeVideos.bookingId, bookingId), eq(activeVideos.userId, userId)))
    .returning();
  if (row) await releaseCarriedInto(db, [bookingId]);
  return row;
}

/** On air in a building: approved videos in slots whose booking is active and covers `now`. */
/**
 * The slots of this building that hold these videos now, for approved advertisements only (a
 * video still in review, rejected or a notice video never has one here).
 */
export async function slotsOfVideosInBuilding(db: DbOrTx, buildingId: string, videoIds: string[]) {
  if (videoIds.length === 0) return [];
  return db
    .select({
      videoId: activeVideos.videoId,
      activatedAt: activeVideos.activatedAt,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(activeVideos)
    .innerJoin(videos, eq(videos.id, activeVideos.videoId))
    .innerJoin(bookings, eq(bookings.id, activeVideos.bookingId))
    .where(
      and(
        eq(activeVideos.buildingId, buildingId),
        inArray(activeVideos.videoId, videoIds),
        eq(videos.status, 'aprovado'),
        eq(videos.purpose, 'ad'),
        eq(bookings.status, 'active'),
      ),
    );
}

export async function onAirVideosOfBuilding(db: DbOrTx, buildingId: string, now: Date) {
  return db
    .select({
      video: videos,
      bookingId: bookings.id,
      bookingEndsAt: bookings.endsAt,
      activatedAt: activeVideos.activatedAt,
    })
    .from(activeVideos)
    .innerJoin(videos, eq(videos.id, activeVideos.videoId))
    .innerJoin(bookings, eq(bookings.id, activeVideos.bookingId))
    .where(
      and(
        eq(activeVideos.buildingId, buildingId),
        eq(videos.status, 'aprovado'),
        eq(bookings.status, 'active'),
        lte(bookings.startsAt, now),
        gt(bookings.endsAt, now),
      ),
    )
    .orderBy(desc(activeVideos.activatedAt), asc(videos.id));
}

/**
 * LGPD (ADR 0055): deletes the client's ad videos that no active booking running or to come
 * (a renewal's included) shows; returns them so their files go too. Videos in such a slot stay
 * for the contract that is still running.
 */
export async function deleteUnbookedVideosOf(db: DbOrTx, userId: string, now: Date): Promise<VideoRow[]> {
  return db
    .delete(videos)
    .where(and(eq(videos.userId, userId), notOnLiveBooking(now)))
    .returning();
}

/** No running or future booking shows the video. */
const notOnLiveBooking = (now: Date) => sql`not exists (
  select 1 from ${activeVideos} av join ${bookings} b on b.id = av.booking_id
  where av.video_id = ${videos.id} and b.status = 'active' and b.ends_at > ${now})`;

/**
 * Videos of deleted accounts (ADR 0055) kept for a campaign that has since ended: up to `limit`
 * of them deleted, returned for their files.
 */
export async function deleteUnbookedVideosOfDeletedAccounts(db: DbOrTx, now: Date, limit: number): Promise<VideoRow[]> {
  const batch = db
    .select({ id: videos.id })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .where(and(sql`lower(${users.email}) like ${`%@${ANONYMISED_EMAIL_DOMAIN}`}`, notOnLiveBooking(now)))
    .limit(limit);
  return db.delete(videos).where(inArray(videos.id, batch)).returning();
}
