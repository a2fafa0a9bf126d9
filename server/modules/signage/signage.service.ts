import { randomInt } from 'node:crypto';
import { csvDocument, csvText } from '../../../domain/csv';
import { messages } from '../../../domain/messages';
import type {
  AdminScreen,
  AdminScreenList,
  BookingDelivery,
  ClientPlays,
  HeartbeatInput,
  Manifest,
  PairingClaim,
  PairingStart,
  PairScreenInput,
  PlayBatchResult,
  PlayRecordInput,
  PlaysReport,
  ScreenAlerts,
} from '../../../domain/schemas/player';
import {
  HEARTBEAT_MS,
  isPairingCodeShape,
  isScreenOnline,
  isBuildingScreensFull,
  lastDays,
  normalizePairingCode,
  OFFLINE_AFTER_MS,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  classifyScreenPlays,
  PLAY_MAX_MS,
  PLAY_OVERLAP_TOLERANCE_MS,
  playProblem,
  playWithinSlot,
  type PlayRefusal,
} from '../../../domain/signage';
import { dayOf, dayStart, nextMidnight, TIME_ZONE } from '../../../domain/time';
import { deliveryOf, uptimeOfDay, uptimePercent, type OnlineSpan } from '../../../domain/uptime';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { isUuid } from '../../lib/uuid';
import { startedBookingsOfUser } from '../bookings/bookings.service';
import { clientMakeGoodsOfBookings } from '../make-goods/make-goods.service';
import { renewalsOfClientBookings } from '../renewals/renewals.service';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { videoSlotsInBuilding } from '../media/media.service';
import { buildingLoop, qrSvgDataUrl, videoIdsOfLoop, videoItemsOfBuilding } from './manifest';
import * as repo from './signage.repository';
import { clock } from '../../lib/clock';


/** The paired screen a request's token belongs to (set by the access guard). */
export interface ScreenPrincipal {
  id: string;
  buildingId: string;
  buildingName: string;
  label: string;
  pairedAt: Date;
}

// ---------- the device: pairing ----------

function drawCode(): string {
  let s = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) s += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return s;
}

/** An unpaired device asks for a code to show. Codes and secrets are stored hashed. */
export async function startPairing(db: Db, now = clock.now()): Promise<PairingStart> {
  await repo.deleteExpiredPairings(db, now);
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = drawCode();
    const secret = randomToken(32);
    if (await repo.insertPairing(db, { codeHash: sha256(code), secretHash: sha256(secret), expiresAt, createdAt: now })) {
      return { code, secret, expiresAt: expiresAt.toISOString() };
    }
  }
  throw new Error('no free pairing code');
}

/**
 * The device asks whether staff typed its code. Once paired it receives its token, exactly once:
 * the token is made here, only its hash is kept.
 */
export async function claimPairing(db: Db, secret: string, now = clock.now()): Promise<PairingClaim> {
  const row = await repo.findPairingBySecret(db, sha256(secret));
  if (!row || row.collectedAt) throw new AppError(410, messages.pairingExpired, 'pairing_expired');
  if (!row.screenId) {
    if (row.expiresAt <= now) throw new AppError(410, messages.pairingExpired, 'pairing_expired');
    return { status: 'waiting', expiresAt: row.expiresAt.toISOString() };
  }
  const screenId = row.screenId;
  return db.transaction(async (tx) => {
    if (!(await repo.markPairingCollected(tx, row.id, now))) throw new AppError(410, messages.pairingExpired, 'pairing_expired');
    const found = await repo.findScreen(tx, screenId);
    if (!found || found.screen.revokedAt) throw new AppError(410, messages.pairingExpired, 'pairing_expired');
    const token = randomToken(32);
    await repo.setScreenToken(tx, screenId, sha256(token));
    return {
      status: 'paired' as const,
      token,
      screen: { id: found.screen.id, label: found.screen.label, buildingId: found.screen.buildingId, buildingName: found.buildingName },
    };
  });
}

// ---------- the device: token ----------

/** The guard: a bearer token of a paired, not revoked screen. */
export async function screenOfToken(db: DbOrTx, token: string | undefined): Promise<ScreenPrincipal> {
  if (!token || token.length < 20 || token.length > 200) throw unauthorized(messages.screenTokenMissing, 'screen_unpaired');
  const found = await repo.findScreenByToken(db, sha256(token));
  if (!found) throw unauthorized(messages.screenTokenMissing, 'screen_unpaired');
  if (found.screen.revokedAt) throw unauthorized(messages.screenTokenRevoked, 'screen_revoked');
  const s = found.screen;
  return { id: s.id, buildingId: s.buildingId, buildingName: found.buildingName, label: s.label, pairedAt: s.pairedAt };
}

export function storeUrlOf(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/paineis-digitais/loja`;
}

/** What the screen plays: its building's loop, the agency card, and a version (the ETag). */
export async function manifestOf(db: Db, screen: ScreenPrincipal, baseUrl: string, now = clock.now()): Promise<Manifest> {
  const items = await buildingLoop(db, screen.buildingId, now);
  const storeUrl = storeUrlOf(baseUrl);
  const body = {
    screen: { id: screen.id, label: screen.label, buildingId: screen.buildingId, buildingName: screen.buildingName },
    items,
    agency: { storeUrl, qrSvgDataUrl: await qrSvgDataUrl(storeUrl) },
    heartbeatMs: HEARTBEAT_MS,
  };
  const version = sha256(JSON.stringify(body)).slice(0, 16);
  return { version, generatedAt: now.toISOString(), ...body };
}

/** The screen may fetch a file only while the video is in its building's loop. */
export async function videoForScreen(db: Db, screen: ScreenPrincipal, videoId: string, now = clock.now()): Promise<string> {
  if (!isUuid(videoId)) throw notFound(messages.videoNotFound);
  if (!videoIdsOfLoop(await buildingLoop(db, screen.buildingId, now)).has(videoId)) throw notFound(messages.videoNotFound);
  return videoId;
}

/** Heartbeat: the screen's last-seen time and what it reports (one writer: the screen itself). */
export async function recordHeartbeat(db: Db, screen: ScreenPrincipal, input: HeartbeatInput, now = clock.now()): Promise<{ serverTime: string }> {
  await db.transaction(async (tx) => {
    await repo.writeHeartbeat(
      tx,
      screen.id,
      {
        lastHeartbeatAt: now,
        nowPlaying: input.nowPlaying,
        manifestVersion: input.manifestVersion,
        cachedFiles: input.cachedFiles,
        cachedBytes: input.cachedBytes,
        appVersion: input.appVersion,
      },
      OFFLINE_AFTER_MS,
    );
    // The same beat is the screen's uptime (ADR 0046).
    await repo.extendOrOpenSpan(tx, screen.id, now, OFFLINE_AFTER_MS);
  });
  return { serverTime: now.toISOString() };
}

/**
 * Proof of play (ADR 0015, amended by issue 27). A record counts only when it is a play the screen
 * could have made: a video of its building's manifest at that time (an approved ad in one of the
 * building's slots, played inside the slot's window: \`playWithinSlot\`), with a plausible duration
 * and time, and alone on the screen (a play overlapping one already counted for this screen is
 * refused). A record seen before (same id, or same video and start: an offline device's retry) is
 * a duplicate: counted once, answered 200. The screen's row is locked while its batch is sorted
 * and written, so concurrent batches of one screen cannot both count the same moment. The daily
 * counts grow in the same transaction, by the records that were new.
 */
export async function acceptPlays(db: Db, screen: ScreenPrincipal, plays: PlayRecordInput[], now = clock.now()): Promise<PlayBatchResult> {
  const rejected: PlayBatchResult['rejected'] = [];
  const seen = new Set<string>();
  const unique = plays.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
  const videoIds = [...new Set(unique.map((p) => p.videoId))];
  const [found, slotRows] = await Promise.all([repo.videosByIds(db, videoIds), videoSlotsInBuilding(db, screen.buildingId, videoIds)]);
  const vids = new Map(found.map((v) => [v.id, v]));
  // A video may sit in two slots in a row: its booking and the renewal it went on into (ADR 0052).
  const slots = new Map<string, typeof slotRows>();
  for (const r of slotRows) slots.set(r.videoId, [...(slots.get(r.videoId) ?? []), r]);
  type Row = Parameters<typeof repo.insertPlayRecords>[1][number] & { id: string; videoId: string; startedAt: Date; endedAt: Date };
  const candidates: Row[] = [];
  for (const p of unique) {
    const v = vids.get(p.videoId);
    if (!v || v.buildingId !== screen.buildingId) {
      rejected.push({ id: p.id, reason: 'wrong_building' satisfies PlayRefusal });
      continue;
    }
    const startedAt = new Date(p.startedAt);
    const endedAt = new Date(p.endedAt);
    const problem = playProblem({ startedAt, endedAt }, v.durationMs, { now, pairedAt: screen.pairedAt });
    if (problem) {
      rejected.push({ id: p.id, reason: problem });
      continue;
    }
    // In review, rejected, a notice video, out of its slot or outside the slot's window: the
    // screen was never given it to play then.
    if (!(slots.get(v.id) ?? []).some((slot) => playWithinSlot(startedAt, slot))) {
      rejected.push({ id: p.id, reason: 'not_on_air' satisfies PlayRefusal });
      continue;
    }
    candidates.push({ id: p.id, screenId: screen.id, videoId: v.id, buildingId: screen.buildingId, userId: v.userId, startedAt, endedAt, day: dayOf(startedAt), receivedAt: now });
  }
  if (candidates.length === 0) return { accepted: 0, duplicates: plays.length - unique.length, rejected };
  const { accepted, duplicates, overlapping } = await db.transaction(async (tx) => {
    const locked = await repo.lockScreenForPlays(tx, screen.id);
    if (!locked || locked.revokedAt) throw unauthorized(messages.screenTokenRevoked, 'screen_revoked');
    const [recorded, knownIds] = await Promise.all([
      repo.playsOfScreenNear(tx, screen.id, candidates, PLAY_MAX_MS + PLAY_OVERLAP_TOLERANCE_MS),
      repo.existingPlayIds(tx, candidates.map((c) => c.id)),
    ]);
    const sorted = classifyScreenPlays(recorded, knownIds, candidates);
    const fresh = new Set(await repo.insertPlayRecords(tx, sorted.count));
    const daily = new Map<string, { day: string; videoId: string; screenId: string; buildingId: string; userId: string; plays: number; playedMs: number }>();
    for (const r of sorted.count) {
      if (!fresh.has(r.id)) continue;
      const key = `${r.day}|${r.videoId}`;
      const d = daily.get(key) ?? { day: r.day, videoId: r.videoId, screenId: r.screenId, buildingId: r.buildingId, userId: r.userId, plays: 0, playedMs: 0 };
      d.plays += 1;
      d.playedMs += r.endedAt.getTime() - r.startedAt.getTime();
      daily.set(key, d);
    }
    await repo.addDailyPlays(tx, [...daily.values()]);
    return { accepted: fresh.size, duplicates: sorted.duplicates.length + sorted.count.length - fresh.size, overlapping: sorted.overlapping };
  });
  for (const p of overlapping) rejected.push({ id: p.id, reason: 'overlap' satisfies PlayRefusal });
  return { accepted, duplicates: duplicates + (plays.length - unique.length), rejected };
}

// ---------- staff: /admin/status ----------

export async function pairScreen(db: Db, actor: AuditActor & { userId: string }, input: PairScreenInput, now = clock.now()): Promise<AdminScreen> {
  const code = normalizePairingCode(input.code);
  if (!isPairingCodeShape(code)) throw badRequest(messages.pairingCodeInvalid, 'pairing_code_invalid', { fields: { code: messages.pairingCodeInvalid } });
  const label = input.label.trim();
  const screenId = await db.transaction(async (tx) => {
    // The building row is locked: two people pairing at once cannot exceed its display count.
    const b = await repo.lockBuilding(tx, input.buildingId);
    if (!b) throw badRequest(messages.screenBuildingRequired, 'building_required');
    if (isBuildingScreensFull(await repo.countLiveScreens(tx, b.id), b.displayCount)) throw badRequest(messages.screenBuildingFull, 'building_full');
    const screen = await repo.insertScreen(tx, { buildingId: b.id, label, pairedAt: now, uptimeSince: now, pairedBy: actor.userId });
    if (!(await repo.claimPairingCode(tx, sha256(code), screen.id, now))) {
      throw badRequest(messages.pairingCodeInvalid, 'pairing_code_invalid', { fields: { code: messages.pairingCodeInvalid } });
    }
    await recordAudit(tx, actor, {
      category: 'screens',
      action: 'screen_paired',
      details: `Tela "${label}" pareada no prédio ${b.name}`,
      metadata: { screenId: screen.id, buildingId: b.id },
    });
    return screen.id;
  });
  return (await listScreensForStaff(db, now)).screens.find((s) => s.id === screenId)!;
}

export async function revokeScreen(db: Db, actor: AuditActor, id: string, now = clock.now()): Promise<void> {
  if (!isUuid(id)) throw notFound(messages.screenNotFound);
  await db.transaction(async (tx) => {
    const row = await repo.revokeScreenIfLive(tx, id, now);
    if (!row) {
      if (!(await repo.findScreen(tx, id))) throw notFound(messages.screenNotFound);
      return; // already revoked: nothing to do
    }
    await recordAudit(tx, actor, { category: 'screens', action: 'screen_revoked', details: `Tela "${row.label}" revogada`, metadata: { screenId: id } });
  });
}

export async function listScreensForStaff(db: Db, now = clock.now()): Promise<AdminScreenList> {
  const week = lastDays(now, 7);
  const [rows, bs] = await Promise.all([repo.listScreens(db), repo.listBuildingsForPairing(db)]);
  const spans = spansByScreen(await repo.spansOfScreens(db, rows.map((r) => r.screen.id), dayStart(week.from)));
  const paidByBuilding = new Map<string, number>();
  for (const b of new Set(rows.filter((r) => !r.screen.revokedAt).map((r) => r.screen.buildingId))) {
    paidByBuilding.set(b, (await videoItemsOfBuilding(db, b, now)).length);
  }
  const screens = rows.map(({ screen: s, buildingName }): AdminScreen => {
    const online = !s.revokedAt && isScreenOnline(s.lastHeartbeatAt, now);
    const paidVideos = s.revokedAt ? 0 : (paidByBuilding.get(s.buildingId) ?? 0);
    return {
      id: s.id,
      buildingId: s.buildingId,
      buildingName,
      label: s.label,
      pairedAt: s.tokenHash ? s.pairedAt.toISOString() : null,
      revokedAt: s.revokedAt?.toISOString() ?? null,
      lastHeartbeatAt: s.lastHeartbeatAt?.toISOString() ?? null,
      online,
      nowPlaying: online ? (s.nowPlaying ?? null) : null,
      manifestVersion: s.manifestVersion,
      cachedFiles: s.cachedFiles,
      cachedBytes: s.cachedBytes,
      appVersion: s.appVersion,
      paidVideos,
      warning: !s.revokedAt && !online && paidVideos > 0,
      uptime: {
        today: uptimeOfDay(spans.get(s.id) ?? [], dayOf(now), s.pairedAt, now),
        last7: uptimePercent(spans.get(s.id) ?? [], { from: dayStart(week.from), to: now, pairedAt: s.pairedAt }, now),
      },
    };
  });
  // Revoked screens last.
  screens.sort((a, b) => Number(Boolean(a.revokedAt)) - Number(Boolean(b.revokedAt)));
  return { screens, buildings: bs.map((b) => ({ ...b, full: isBuildingScreensFull(b.pairedScreens, b.displayCount) })), offlineThresholdMs: OFFLINE_AFTER_MS };
}

function spansByScreen(rows: Array<{ screenId: string } & OnlineSpan>): Map<string, OnlineSpan[]> {
  const out = new Map<string, OnlineSpan[]>();
  for (const r of rows) out.set(r.screenId, [...(out.get(r.screenId) ?? []), { startedAt: r.startedAt, lastBeatAt: r.lastBeatAt }]);
  return out;
}

/** A booking as its delivery is computed: where, whose, when. */
export interface DeliveredBooking {
  id: string;
  buildingId: string;
  userId: string | null;
  startsAt: Date;
  endsAt: Date;
}

/**
 * What each booking got so far (ADR 0046): its building's screens' uptime during it, and the plays
 * of its client's videos there against what one place in the building's loop promised — the loop
 * as it is now, the screens on `hoursOn` hours a day.
 */
export async function deliveryOfBookings(db: DbOrTx, bookings: DeliveredBooking[], hoursOn: number, now = clock.now()): Promise<Map<string, BookingDelivery>> {
  const out = new Map<string, BookingDelivery>();
  if (bookings.length === 0) return out;
  const buildingIds = [...new Set(bookings.map((b) => b.buildingId))];
  const screens = (await repo.screensOfBuildings(db, buildingIds)).filter((s) => s.tokenHash);
  const earliest = new Date(Math.min(...bookings.map((b) => b.startsAt.getTime())));
  const spans = spansByScreen(await repo.spansOfScreens(db, screens.map((s) => s.id), earliest));
  const loopMs = new Map<string, number>();
  for (const id of buildingIds) loopMs.set(id, (await buildingLoop(db, id, now)).reduce((ms, item) => ms + item.durationMs, 0));
  for (const b of bookings) {
    const last = new Date(Math.min(b.endsAt.getTime() - 1, now.getTime()));
    const deliveredPlays = b.userId && b.startsAt <= now ? await repo.playsOfUserInBuilding(db, b.userId, b.buildingId, dayOf(b.startsAt), dayOf(last)) : 0;
    // A screen counts from when its time on the air is known (ADR 0047): before that, unknown is not lost.
    const of = screens
      .filter((s) => s.buildingId === b.buildingId)
      .map((s) => ({ pairedAt: s.uptimeSince > s.pairedAt ? s.uptimeSince : s.pairedAt, revokedAt: s.revokedAt, spans: spans.get(s.id) ?? [] }));
    out.set(b.id, deliveryOf(b, of, { loopMs: loopMs.get(b.buildingId) ?? 0, hoursOn, deliveredPlays }, now));
  }
  return out;
}

/** A booking's report, day by day: what a certificate of display prints (ADR 0048). */
export interface BookingReport {
  screens: Array<{ id: string; label: string }>;
  delivery: BookingDelivery;
  /** Up to when the figures count: the booking's end, or now while it runs. */
  countedUntil: Date;
  days: Array<{ day: string; plays: number; uptimePercent: number | null }>;
}

export async function bookingReport(db: DbOrTx, b: DeliveredBooking, hoursOn: number, now = clock.now()): Promise<BookingReport> {
  const countedUntil = new Date(Math.min(b.endsAt.getTime(), now.getTime()));
  const screens = (await repo.screensOfBuildings(db, [b.buildingId])).filter((s) => s.tokenHash && s.pairedAt < countedUntil);
  const spans = spansByScreen(await repo.spansOfScreens(db, screens.map((s) => s.id), b.startsAt));
  const delivery = (await deliveryOfBookings(db, [b], hoursOn, now)).get(b.id)!;
  const first = dayOf(b.startsAt);
  const last = dayOf(new Date(countedUntil.getTime() - 1));
  const plays = new Map((b.userId ? await repo.playsByDayOfUserInBuilding(db, b.userId, b.buildingId, first, last) : []).map((r) => [r.day, Number(r.plays)]));
  const days: BookingReport['days'] = [];
  for (let day = first; day <= last; day = dayOf(nextMidnight(dayStart(day)))) {
    const perScreen = screens.map((s) => uptimeOfDay(spans.get(s.id) ?? [], day, s.pairedAt, now)).filter((u): u is number => u !== null);
    const uptimePercent = perScreen.length ? Math.round((perScreen.reduce((a, u) => a + u, 0) / perScreen.length) * 10) / 10 : null;
    days.push({ day, plays: plays.get(day) ?? 0, uptimePercent });
  }
  return { screens: screens.map((s) => ({ id: s.id, label: s.label })), delivery, countedUntil, days };
}

/**
 * Screens that stopped reporting `silentForMs` ago or more, and whose outage began within the last
 * day (older outages were reported when they began, or predate this feature). One outage is named
 * by its last heartbeat, so the caller can report each one once.
 */
export async function screensGoneSilent(db: DbOrTx, silentForMs: number, now = clock.now()) {
  const rows = await repo.findSilentScreens(db, new Date(now.getTime() - 24 * 60 * 60_000), new Date(now.getTime() - silentForMs));
  return rows.map((r) => ({ id: r.id, label: r.label, buildingName: r.buildingName, lastHeartbeatAt: r.lastHeartbeatAt!.toISOString() }));
}

// ---------- outages staff are told about by e-mail (issue 32, ADR 0044) ----------

export interface ScreenOutageFacts {
  screenId: string;
  buildingId: string;
  label: string;
  buildingName: string;
  /** The last heartbeat before the silence: names the outage. */
  beganAt: Date;
}

/**
 * Screens silent for `silentForMs` or more whose outage nobody claimed yet (however long ago it
 * began: a screen dark since before a booking started is news when the booking starts).
 */
export async function unclaimedOutages(db: DbOrTx, silentForMs: number, now = clock.now()): Promise<ScreenOutageFacts[]> {
  const rows = await repo.findSilentScreensWithoutOutage(db, new Date(now.getTime() - silentForMs));
  return rows.map((r) => ({ screenId: r.id, buildingId: r.buildingId, label: r.label, buildingName: r.buildingName, beganAt: r.lastHeartbeatAt! }));
}

/**
 * Claims an outage for the alert, in the caller's transaction (with its mails); null when it was
 * claimed before, by an earlier run or another instance: the caller sends nothing.
 */
export async function claimOutage(tx: DbOrTx, o: Pick<ScreenOutageFacts, 'screenId' | 'beganAt'>, now = clock.now()): Promise<string | null> {
  return repo.insertOutage(tx, { screenId: o.screenId, beganAt: o.beganAt, alertedAt: now });
}

export interface EndedOutage {
  id: string;
  label: string;
  buildingName: string;
  beganAt: Date;
  /** The first heartbeat after the outage; null when the screen was revoked instead of coming back. */
  backAt: Date | null;
}

/**
 * Alerted outages that are over: the screen reported after the heartbeat that named the outage
 * (back at its `online_since`, the first heartbeat after the silence), or was revoked.
 */
export async function endedOutages(db: DbOrTx): Promise<EndedOutage[]> {
  const out: EndedOutage[] = [];
  for (const r of await repo.findOpenOutages(db)) {
    const last = r.lastHeartbeatAt;
    if (last && last > r.beganAt) {
      const backAt = r.onlineSince && r.onlineSince > r.beganAt ? r.onlineSince : last;
      out.push({ id: r.id, label: r.label, buildingName: r.buildingName, beganAt: r.beganAt, backAt });
    } else if (r.revokedAt) {
      out.push({ id: r.id, label: r.label, buildingName: r.buildingName, beganAt: r.beganAt, backAt: null });
    }
  }
  return out;
}

/** Closes an ended outage, in the caller's transaction; false when someone else closed it first. */
export async function closeOutage(tx: DbOrTx, o: Pick<EndedOutage, 'id' | 'backAt'>, now = clock.now()): Promise<boolean> {
  return repo.closeOutage(tx, o.id, o.backAt, now);
}

/** The admin bell: screens that stopped reporting. */
export async function screenAlerts(db: Db, now = clock.now()): Promise<ScreenAlerts> {
  const { screens } = await listScreensForStaff(db, now);
  const live = screens.filter((s) => !s.revokedAt && !s.online);
  return { offline: live.length, offlineWithPaidVideos: live.filter((s) => s.warning).length };
}

// ---------- proof of play: reports ----------

function rangeOf(q: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const d = lastDays(now, 30);
  const from = q.from ?? d.from;
  const to = q.to ?? d.to;
  if (from > to) throw badRequest(messages.endAfterStart, 'bad_range');
  return { from, to };
}

export async function playsReport(db: Db, q: { from?: string; to?: string }, now = clock.now()): Promise<PlaysReport> {
  const { from, to } = rangeOf(q, now);
  const [byBuilding, byAdvertiser] = await Promise.all([repo.playsByBuilding(db, from, to), repo.playsByAdvertiser(db, from, to)]);
  return { from, to, byBuilding, byAdvertiser };
}

/** The client's dashboard: plays per video and per building, today, 7 and 30 days, and each booking's delivery. */
export async function clientPlays(db: Db, userId: string, hoursOn: number, now = clock.now()): Promise<ClientPlays> {
  const today = dayOf(now);
  const d7 = lastDays(now, 7).from;
  const d30 = lastDays(now, 30).from;
  const [rows, booked] = await Promise.all([repo.dailyPlaysOfUser(db, userId, d30), startedBookingsOfUser(db, userId, dayStart(d30), now)]);
  const [delivery, makeGoods, renewals] = await Promise.all([
    deliveryOfBookings(db, booked, hoursOn, now),
    clientMakeGoodsOfBookings(db, booked.map((b) => b.id)),
    renewalsOfClientBookings(db, booked, now),
  ]);
  const videos = new Map<string, ClientPlays['videos'][number]>();
  const buildings = new Map<string, ClientPlays['buildings'][number]>();
  for (const r of rows) {
    const v = videos.get(r.videoId) ?? { videoId: r.videoId, title: r.title ?? 'Vídeo excluído', buildingName: r.buildingName ?? 'Não especificado', today: 0, last7: 0, last30: 0 };
    const b = buildings.get(r.buildingId) ?? { buildingId: r.buildingId, buildingName: r.buildingName ?? 'Não especificado', today: 0, last7: 0, last30: 0 };
    for (const acc of [v, b]) {
      acc.last30 += r.plays;
      if (r.day >= d7) acc.last7 += r.plays;
      if (r.day === today) acc.today += r.plays;
    }
    videos.set(r.videoId, v);
    buildings.set(r.buildingId, b);
  }
  const byPlays = <T extends { last30: number }>(a: T, b: T) => b.last30 - a.last30;
  return {
    today,
    bookings: booked.map((b) => ({
      bookingId: b.id,
      buildingName: b.buildingName,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      live: b.startsAt <= now && b.endsAt > now,
      delivery: delivery.get(b.id)!,
      makeGood: makeGoods.get(b.id) ?? null,
      renewOrderId: renewals.get(b.id)?.renewOrderId ?? null,
      renewDaysLeft: renewals.get(b.id)?.renewDaysLeft ?? null,
      renewedUntil: renewals.get(b.id)?.renewedUntil?.toISOString() ?? null,
    })),
    videos: [...videos.values()].sort(byPlays),
    buildings: [...buildings.values()].sort(byPlays),
  };
}

const timeFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const dayFmt = (day: string) => day.split('-').reverse().join('/');

/** The campaign's proof of play as CSV for Excel pt-BR: ';' separator, UTF-8 with BOM, CRLF. */
export async function campaignCsv(db: Db, userId: string, q: { from?: string; to?: string }, now = clock.now()): Promise<{ filename: string; body: string }> {
  const { from, to } = rangeOf(q, now);
  const rows = await repo.playRecordsOfUser(db, userId, from, to);
  const header = ['Data', 'Início', 'Fim', 'Duração (s)', 'Vídeo', 'Prédio', 'Tela', 'ID da exibição'];
  // Through domain/csv (issue 27): a title like '=HYPERLINK(…)' is text in the spreadsheet, never a formula.
  const lines = rows.map((r) => [
    dayFmt(r.day),
    timeFmt.format(r.startedAt),
    timeFmt.format(r.endedAt),
    ((r.endedAt.getTime() - r.startedAt.getTime()) / 1000).toFixed(1).replace('.', ','),
    csvText(r.title ?? 'Vídeo excluído'),
    csvText(r.buildingName ?? 'Prédio removido'),
    csvText(r.screenLabel),
    r.id,
  ]);
  const body = csvDocument(header, lines);
  return { filename: `exibicoes_${from}_${to}.csv`, body };
}

/** The name a certificate gives the advertiser; null for an account that no longer exists. */
export async function advertiserNameOf(db: DbOrTx, userId: string | null): Promise<string | null> {
  return userId ? ((await repo.findUserName(db, userId))?.name ?? null) : null;
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  return isUuid(userId) && Boolean(await repo.findUserName(db, userId));
}

export interface BuildingScreenStatus {
  paired: number;
  online: number;
  /** What the online screens report showing now: a notice's title, 'Anúncio' for an ad (nothing of the advertiser). */
  nowShowing: string | null;
}

/** FOR THE ÁREA DO SÍNDICO: per building, its paired screens, how many report in, and what they show. */
export async function screenStatusOfBuildings(db: DbOrTx, buildingIds: string[], now = clock.now()): Promise<Map<string, BuildingScreenStatus>> {
  const rows = await repo.liveScreensOfBuildings(db, buildingIds);
  const out = new Map<string, BuildingScreenStatus>(buildingIds.map((id) => [id, { paired: 0, online: 0, nowShowing: null }]));
  for (const s of rows) {
    const st = out.get(s.buildingId)!;
    st.paired += 1;
    if (!isScreenOnline(s.lastHeartbeatAt, now)) continue;
    st.online += 1;
    const p = s.nowPlaying;
    st.nowShowing ??= !p ? null : p.kind === 'notice' ? p.title : p.kind === 'video' ? 'Anúncio' : 'Anuncie aqui';
  }
  return out;
}
