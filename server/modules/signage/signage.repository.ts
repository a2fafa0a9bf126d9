import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { buildings, pairingCodes, playDaily, playRecords, screenOnlineSpans, screenOutages, screens, users, videos } from '../../db/schema';

export type ScreenRow = typeof screens.$inferSelect;
export type PairingRow = typeof pairingCodes.$inferSelect;

// ---------- pairing ----------

export async function deleteExpiredPairings(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(pairingCodes).where(lt(pairingCodes.expiresAt, new Date(now.getTime() - 60 * 60_000)));
}

/** Inserts a code; false when the code hash is taken (the caller draws another). */
export async function insertPairing(db: DbOrTx, values: typeof pairingCodes.$inferInsert): Promise<boolean> {
  const rows = await db.insert(pairingCodes).values(values).onConflictDoNothing().returning({ id: pairingCodes.id });
  return rows.length === 1;
}

export async function findPairingBySecret(db: DbOrTx, secretHash: string): Promise<PairingRow | undefined> {
  const [row] = await db.select().from(pairingCodes).where(eq(pairingCodes.secretHash, secretHash));
  return row;
}

/** Staff typed the code: claims a live, unused code for a screen (once). */
export async function claimPairingCode(db: DbOrTx, codeHash: string, screenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(pairingCodes)
    .set({ screenId })
    .where(and(eq(pairingCodes.codeHash, codeHash), isNull(pairingCodes.screenId), gt(pairingCodes.expiresAt, now)))
    .returning({ id: pairingCodes.id });
  return rows.length === 1;
}

/** The device collects its token once. */
export async function markPairingCollected(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(pairingCodes)
    .set({ collectedAt: now })
    .where(and(eq(pairingCodes.id, id), isNull(pairingCodes.collectedAt)))
    .returning({ id: pairingCodes.id });
  return rows.length === 1;
}

// ---------- screens ----------

export async function lockBuilding(db: DbOrTx, buildingId: string) {
  const [row] = await db
    .select({ id: buildings.id, name: buildings.name, displayCount: buildings.displayCount })
    .from(buildings)
    .where(eq(buildings.id, buildingId))
    .for('update');
  return row;
}

export async function countLiveScreens(db: DbOrTx, buildingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(screens)
    .where(and(eq(screens.buildingId, buildingId), isNull(screens.revokedAt)));
  return row?.n ?? 0;
}

export async function insertScreen(db: DbOrTx, values: typeof screens.$inferInsert): Promise<ScreenRow> {
  const [row] = await db.insert(screens).values(values).returning();
  return row!;
}

export async function setScreenToken(db: DbOrTx, screenId: string, tokenHash: string): Promise<void> {
  await db.update(screens).set({ tokenHash }).where(and(eq(screens.id, screenId), isNull(screens.revokedAt)));
}

export async function findScreenByToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ screen: screens, buildingName: buildings.name })
    .from(screens)
    .innerJoin(buildings, eq(buildings.id, screens.buildingId))
    .where(eq(screens.tokenHash, tokenHash));
  return row;
}

export async function findScreen(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ screen: screens, buildingName: buildings.name })
    .from(screens)
    .innerJoin(buildings, eq(buildings.id, screens.buildingId))
    .where(eq(screens.id, id));
  return row;
}

export async function revokeScreenIfLive(db: DbOrTx, id: string, now: Date): Promise<ScreenRow | undefined> {
  const [row] = await db
    .update(screens)
    .set({ revokedAt: now })
    .where(and(eq(screens.id, id), isNull(screens.revokedAt)))
    .returning();
  return row;
}

/**
 * Writes the heartbeat; `online_since` moves to this heartbeat when the one before it is older than
 * `gapMs` (or there was none), in the same statement (SET reads the row as it was).
 */
export async function writeHeartbeat(
  db: DbOrTx,
  id: string,
  values: Pick<ScreenRow, 'nowPlaying' | 'manifestVersion' | 'cachedFiles' | 'cachedBytes' | 'appVersion'> & { lastHeartbeatAt: Date },
  gapMs: number,
): Promise<void> {
  const at = values.lastHeartbeatAt;
  const gapStart = new Date(at.getTime() - gapMs);
  await db
    .update(screens)
    .set({
      ...values,
      onlineSince: sql`case when ${screens.lastHeartbeatAt} is null or ${screens.lastHeartbeatAt} < ${gapStart.toISOString()}::timestamptz or ${screens.onlineSince} is null then ${at.toISOString()}::timestamptz else ${screens.onlineSince} end`,
    })
    .where(and(eq(screens.id, id), isNull(screens.revokedAt)));
}

// ---------- uptime (ADR 0046) ----------

/**
 * A heartbeat extends the screen's latest span when that span's last beat is recent enough (the
 * screen never went offline), else opens a new one. Two racing beats may both open one: the spans
 * overlap and domain/uptime.ts merges them.
 */
export async function extendOrOpenSpan(db: DbOrTx, screenId: string, now: Date, onlineWithinMs: number): Promise<void> {
  const extended = await db
    .update(screenOnlineSpans)
    .set({ lastBeatAt: now })
    .where(
      and(
        eq(
          screenOnlineSpans.id,
          sql`(select id from ${screenOnlineSpans} where ${screenOnlineSpans.screenId} = ${screenId} order by ${screenOnlineSpans.startedAt} desc limit 1)`,
        ),
        gte(screenOnlineSpans.lastBeatAt, new Date(now.getTime() - onlineWithinMs)),
        lte(screenOnlineSpans.lastBeatAt, now),
      ),
    )
    .returning({ id: screenOnlineSpans.id });
  if (extended.length === 0) await db.insert(screenOnlineSpans).values({ screenId, startedAt: now, lastBeatAt: now });
}

/** The spans of these screens that reach into [from, ∞). */
export async function spansOfScreens(db: DbOrTx, screenIds: string[], from: Date) {
  if (screenIds.length === 0) return [];
  return db
    .select({ screenId: screenOnlineSpans.screenId, startedAt: screenOnlineSpans.startedAt, lastBeatAt: screenOnlineSpans.lastBeatAt })
    .from(screenOnlineSpans)
    .where(and(inArray(screenOnlineSpans.screenId, screenIds), gte(screenOnlineSpans.lastBeatAt, from)))
    .orderBy(asc(screenOnlineSpans.startedAt));
}

/** Every screen of these buildings ever paired (revoked ones too: they served part of a booking). */
export async function screensOfBuildings(db: DbOrTx, buildingIds: string[]) {
  if (buildingIds.length === 0) return [];
  return db
    .select({
      id: screens.id,
      label: screens.label,
      buildingId: screens.buildingId,
      pairedAt: screens.pairedAt,
      uptimeSince: screens.uptimeSince,
      revokedAt: screens.revokedAt,
      tokenHash: screens.tokenHash,
    })
    .from(screens)
    .where(inArray(screens.buildingId, buildingIds));
}

/** Plays of a client's videos in a building per São Paulo day, between two days (inclusive). */
export async function playsByDayOfUserInBuilding(db: DbOrTx, userId: string, buildingId: string, fromDay: string, toDay: string) {
  return db
    .select({ day: playDaily.day, plays: sql<number>`sum(${playDaily.plays})::int` })
    .from(playDaily)
    .where(and(eq(playDaily.userId, userId), eq(playDaily.buildingId, buildingId), gte(playDaily.day, fromDay), lte(playDaily.day, toDay)))
    .groupBy(playDaily.day);
}

/** Plays of a client's videos in a building between two São Paulo days (inclusive). */
export async function playsOfUserInBuilding(db: DbOrTx, userId: string, buildingId: string, fromDay: string, toDay: string): Promise<number> {
  const [row] = await db
    .select({ plays: sql<number>`coalesce(sum(${playDaily.plays}), 0)::int` })
    .from(playDaily)
    .where(and(eq(playDaily.userId, userId), eq(playDaily.buildingId, buildingId), gte(playDaily.day, fromDay), lte(playDaily.day, toDay)));
  return Number(row?.plays ?? 0);
}

export async function listScreens(db: DbOrTx) {
  return db
    .select({ screen: screens, buildingName: buildings.name })
    .from(screens)
    .innerJoin(buildings, eq(buildings.id, screens.buildingId))
    .orderBy(asc(buildings.name), asc(screens.label), asc(screens.pairedAt));
}

/** Paired, live screens whose last heartbeat falls in [since, before): outages that began then. */
export async function findSilentScreens(db: DbOrTx, since: Date, before: Date) {
  return db
    .select({ id: screens.id, label: screens.label, buildingName: buildings.name, lastHeartbeatAt: screens.lastHeartbeatAt })
    .from(screens)
    .innerJoin(buildings, eq(buildings.id, screens.buildingId))
    .where(and(isNull(screens.revokedAt), isNotNull(screens.tokenHash), gte(screens.lastHeartbeatAt, since), lt(screens.lastHeartbeatAt, before)));
}

// ---------- outages staff were told about (issue 32) ----------

/**
 * Paired, live screens silent since before `before` whose current outage (named by the last
 * heartbeat) has no row yet. Screens that never sent a heartbeat have no outage to name.
 */
export async function findSilentScreensWithoutOutage(db: DbOrTx, before: Date) {
  return db
    .select({ id: screens.id, buildingId: screens.buildingId, label: screens.label, buildingName: buildings.name, lastHeartbeatAt: screens.lastHeartbeatAt })
    .from(screens)
    .innerJoin(buildings, eq(buildings.id, screens.buildingId))
    .where(
      and(
        isNull(screens.revokedAt),
        isNotNull(screens.tokenHash),
        lt(screens.lastHeartbeatAt, before),
        sql`not exists (select 1 from ${screenOutages} o where o.screen_id = ${screens.id} and o.began_at = ${screens.lastHeartbeatAt})`,
      ),
    )
    .orderBy(asc(screens.id));
}

/** Claims one outage; null when it was already claimed (an earlier run, another instance). */
export async function insertOutage(db: DbOrTx, values: { screenId: string; beganAt: Date; alertedAt: Date }): Promise<string | null> {
  const [row] = await db.insert(screenOutages).values(values).onConflictDoNothing().returning({ id: screenOutages.id });
  return row?.id ?? null;
}

/** Outages not closed yet, with their screen as it stands now. */
export async function findOpenOutages(db: DbOrTx) {
  return db
    .select({
      id: screenOutages.id,
      beganAt: screenOutages.beganAt,
      screenId: screens.id,
      label: screens.label,
      buildingName: buildings.name,
      revokedAt: screens.revokedAt,
      lastHeartbeatAt: screens.lastHeartbeatAt,
      onlineSince: screens.onlineSince,
    })
    .from(screenOutages)
    .innerJoin(screens, eq(screens.id, screenOutages.screenId))
    .innerJoin(buildings, eq(buildings.id, screens.buildingId))
    .where(isNull(screenOutages.closedAt))
    .orderBy(asc(screenOutages.beganAt), asc(screenOutages.id));
}

/** Closes one open outage (once: a second closer gets false). */
export async function closeOutage(db: DbOrTx, id: string, backAt: Date | null, now: Date): Promise<boolean> {
  const rows = await db
    .update(screenOutages)
    .set({ backAt, closedAt: now })
    .where(and(eq(screenOutages.id, id), isNull(screenOutages.closedAt)))
    .returning({ id: screenOutages.id });
  return rows.length === 1;
}

/** Buildings not archived, each with its live (not revoked) screens counted, by name. */
export async function listBuildingsForPairing(db: DbOrTx) {
  const live = db
    .select({ buildingId: screens.buildingId, n: sql<number>`count(*)::int`.as('n') })
    .from(screens)
    .where(isNull(screens.revokedAt))
    .groupBy(screens.buildingId)
    .as('live');
  return db
    .select({
      id: buildings.id,
      name: buildings.name,
      displayCount: buildings.displayCount,
      pairedScreens: sql<number>`coalesce(${live.n}, 0)::int`,
    })
    .from(buildings)
    .leftJoin(live, eq(live.buildingId, buildings.id))
    .where(isNull(buildings.archivedAt))
    .orderBy(asc(buildings.name));
}

// ---------- proof of play ----------

export async function videosByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: videos.id, buildingId: videos.buildingId, userId: videos.userId, durationMs: videos.durationMs })
    .from(videos)
    .where(inArray(videos.id, ids));
}

/**
 * Proof of play is written one batch per screen at a time: the screen's row is locked for the
 * transaction, so two batches of one screen (a retry racing the original) see each other's plays.
 */
export async function lockScreenForPlays(db: DbOrTx, screenId: string) {
  const [row] = await db.select({ id: screens.id, revokedAt: screens.revokedAt }).from(screens).where(eq(screens.id, screenId)).for('update');
  return row;
}

/** Which of these record ids are already kept (by any screen). */
export async function existingPlayIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: playRecords.id }).from(playRecords).where(inArray(playRecords.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * The screen's recorded plays that could overlap one of these windows: those starting in
 * [start − lookback, end) of some window (a play lasts at most \`lookbackMs\`). One index range per
 * window, so a batch spread over a month does not read the month.
 */
export async function playsOfScreenNear(db: DbOrTx, screenId: string, windows: Array<{ startedAt: Date; endedAt: Date }>, lookbackMs: number) {
  if (windows.length === 0) return [];
  const froms = windows.map((w) => new Date(w.startedAt.getTime() - lookbackMs).toISOString());
  const tos = windows.map((w) => w.endedAt.toISOString());
  return db
    .selectDistinct({ id: playRecords.id, videoId: playRecords.videoId, startedAt: playRecords.startedAt, endedAt: playRecords.endedAt })
    .from(playRecords)
    .innerJoin(
      sql`unnest(${sql.param(froms)}::timestamptz[], ${sql.param(tos)}::timestamptz[]) as w(s, e)`,
      sql`${playRecords.startedAt} >= w.s and ${playRecords.startedAt} < w.e`,
    )
    .where(eq(playRecords.screenId, screenId));
}

/** Inserts the records not seen before; returns the ids that are new. */
export async function insertPlayRecords(db: DbOrTx, rows: Array<typeof playRecords.$inferInsert>): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(playRecords).values(rows).onConflictDoNothing().returning({ id: playRecords.id });
  return inserted.map((r) => r.id);
}

export async function addDailyPlays(db: DbOrTx, rows: Array<typeof playDaily.$inferInsert>): Promise<void> {
  for (const r of rows) {
    await db
      .insert(playDaily)
      .values(r)
      .onConflictDoUpdate({
        target: [playDaily.day, playDaily.videoId, playDaily.screenId],
        set: { plays: sql`${playDaily.plays} + ${r.plays}`, playedMs: sql`${playDaily.playedMs} + ${r.playedMs}` },
      });
  }
}

export async function playsByBuilding(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      buildingId: playDaily.buildingId,
      buildingName: sql<string>`coalesce(max(${buildings.name}), 'Prédio removido')`,
      plays: sql<number>`sum(${playDaily.plays})::int`,
      screens: sql<number>`count(distinct ${playDaily.screenId})::int`,
    })
    .from(playDaily)
    .leftJoin(buildings, eq(buildings.id, playDaily.buildingId))
    .where(and(gte(playDaily.day, from), lte(playDaily.day, to)))
    .groupBy(playDaily.buildingId)
    .orderBy(sql`3 desc`);
}

export async function playsByAdvertiser(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      userId: playDaily.userId,
      name: sql<string>`coalesce(max(${users.name}), 'Cliente removido')`,
      email: sql<string>`coalesce(max(${users.email}), '')`,
      plays: sql<number>`sum(${playDaily.plays})::int`,
      videos: sql<number>`count(distinct ${playDaily.videoId})::int`,
    })
    .from(playDaily)
    .leftJoin(users, eq(users.id, playDaily.userId))
    .where(and(gte(playDaily.day, from), lte(playDaily.day, to)))
    .groupBy(playDaily.userId)
    .orderBy(sql`4 desc`);
}

/** A client's plays per video and day since `from` (their own rows only). */
export async function dailyPlaysOfUser(db: DbOrTx, userId: string, from: string) {
  return db
    .select({
      day: playDaily.day,
      videoId: playDaily.videoId,
      buildingId: playDaily.buildingId,
      plays: sql<number>`sum(${playDaily.plays})::int`,
      title: sql<string | null>`max(${videos.title})`,
      buildingName: sql<string | null>`max(${buildings.name})`,
    })
    .from(playDaily)
    .leftJoin(videos, eq(videos.id, playDaily.videoId))
    .leftJoin(buildings, eq(buildings.id, playDaily.buildingId))
    .where(and(eq(playDaily.userId, userId), gte(playDaily.day, from)))
    .groupBy(playDaily.day, playDaily.videoId, playDaily.buildingId);
}

/** The campaign's records for the CSV: one line per play, oldest first. */
export async function playRecordsOfUser(db: DbOrTx, userId: string, from: string, to: string) {
  return db
    .select({
      id: playRecords.id,
      startedAt: playRecords.startedAt,
      endedAt: playRecords.endedAt,
      day: playRecords.day,
      videoId: playRecords.videoId,
      title: videos.title,
      buildingName: buildings.name,
      screenLabel: screens.label,
    })
    .from(playRecords)
    .innerJoin(screens, eq(screens.id, playRecords.screenId))
    .leftJoin(videos, eq(videos.id, playRecords.videoId))
    .leftJoin(buildings, eq(buildings.id, playRecords.buildingId))
    .where(and(eq(playRecords.userId, userId), gte(playRecords.day, from), lte(playRecords.day, to)))
    .orderBy(asc(playRecords.startedAt), asc(playRecords.id));
}

export async function findUserName(db: DbOrTx, id: string) {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row;
}

/** The paired (not revoked) screens of these buildings. */
export async function liveScreensOfBuildings(db: DbOrTx, buildingIds: string[]) {
  if (buildingIds.length === 0) return [];
  return db
    .select()
    .from(screens)
    .where(and(inArray(screens.buildingId, buildingIds), isNull(screens.revokedAt), isNotNull(screens.tokenHash)));
}
