/**
 * The panel player (issue 12): pairing, heartbeat, proof of play. Pure rules and constants shared
 * by the server (which enforces them), the player page and the admin screens (which show them).
 */
import { dayOf, nextMidnight, startOfDayAt } from './time';
import { MAX_VIDEO_MS } from './videos';

/** Pairing codes: short, easy to read aloud and type (no 0/O, 1/I/L), valid for 10 minutes. */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_CODE_TTL_MS = 10 * 60_000;
/** How often an unpaired device asks whether staff typed its code. */
export const PAIRING_POLL_MS = 3_000;

/** Heartbeat every 60 s; a screen is offline after about 2.5 missed beats. */
export const HEARTBEAT_MS = 60_000;
export const OFFLINE_AFTER_MS = 150_000;

export const SCREEN_LABEL_MAX = 60;
/** The player's own version, reported in every heartbeat. */
export const PLAYER_APP_VERSION = '1.0.0';

/** Proof of play: batches and what the server accepts as a plausible play. */
export const PLAY_BATCH_MAX = 500;
/** A whole play lasts the video's duration; a stall may stretch it a little, a cut may not shorten it. */
export const PLAY_SHORTER_TOLERANCE_MS = 1_500;
export const PLAY_LONGER_TOLERANCE_MS = 10_000;
/** Device clocks drift: a play may end a little "in the future". */
export const PLAY_CLOCK_SKEW_MS = 2 * 60_000;
/** Records older than this are not accepted (the device queue keeps at most this much). */
export const PLAY_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** The device keeps at most this many unsent records (about four days of a full building offline). */
export const PLAY_QUEUE_MAX = 20_000;

/** How long a notice item stays on screen when the síndico area does not say. */
export const NOTICE_DEFAULT_MS = 10_000;

export function normalizePairingCode(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function isPairingCodeShape(code: string): boolean {
  if (code.length !== PAIRING_CODE_LENGTH) return false;
  for (const ch of code) if (!PAIRING_CODE_ALPHABET.includes(ch)) return false;
  return true;
}

/** A building takes no more screens once its live (not revoked) screens reach its display count. */
export function isBuildingScreensFull(pairedScreens: number, displayCount: number): boolean {
  return pairedScreens >= displayCount;
}

/** Online when the last heartbeat is recent enough. */
export function isScreenOnline(lastHeartbeatAt: Date | string | null | undefined, now: Date): boolean {
  if (!lastHeartbeatAt) return false;
  return now.getTime() - new Date(lastHeartbeatAt).getTime() <= OFFLINE_AFTER_MS;
}

/**
 * How long a screen was out (issue 32): from its last signal before the silence to its first
 * signal back, in whole minutes, as a mail says it: '45 min', '1 h 12 min', '2 dias 3 h'.
 */
export function outageDurationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 1) return 'menos de 1 min';
  const d = Math.floor(minutes / (24 * 60));
  const h = Math.floor((minutes % (24 * 60)) / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (d) parts.push(`${d} ${d === 1 ? 'dia' : 'dias'}`);
  if (h) parts.push(`${h} h`);
  // Past a day the minutes are noise.
  if (m && !d) parts.push(`${m} min`);
  return parts.join(' ');
}

export type PlayProblem = 'bad_window' | 'too_short' | 'too_long' | 'future' | 'too_old' | 'before_pairing';
/** Why else a play is refused: not a video the screen was given at that time, or not alone on the screen. */
export type PlayRefusal = PlayProblem | 'wrong_building' | 'not_on_air' | 'overlap';

/** Whether a device's play record is plausible for a video of `durationMs`. */
export function playProblem(
  play: { startedAt: Date; endedAt: Date },
  durationMs: number,
  ctx: { now: Date; pairedAt: Date },
): PlayProblem | null {
  const start = play.startedAt.getTime();
  const end = play.endedAt.getTime();
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 'bad_window';
  const took = end - start;
  if (took < durationMs - PLAY_SHORTER_TOLERANCE_MS) return 'too_short';
  if (took > durationMs + PLAY_LONGER_TOLERANCE_MS) return 'too_long';
  if (end > ctx.now.getTime() + PLAY_CLOCK_SKEW_MS) return 'future';
  if (start < ctx.now.getTime() - PLAY_MAX_AGE_MS) return 'too_old';
  if (start < ctx.pairedAt.getTime() - PLAY_CLOCK_SKEW_MS) return 'before_pairing';
  return null;
}

/**
 * An advertisement stops at midnight of its booking's last day (issue 12): the last day is the
 * São Paulo day of the booking's (exclusive) end.
 */
export function playUntilOfBooking(bookingEndsAt: Date): Date {
  return nextMidnight(bookingEndsAt.getTime() - 1);
}

/** 'YYYY-MM-DD' days from `from` to `to` inclusive, for reports; the last `n` days ending today. */
export function lastDays(now: Date, n: number): { from: string; to: string } {
  const to = dayOf(now);
  const from = dayOf(startOfDayAt(now).getTime() - (n - 1) * 24 * 60 * 60_000 + 12 * 60 * 60_000);
  return { from, to };
}

// ---------- proof of play: one screen plays one thing at a time (issue 27) ----------

/**
 * A screen shows one item at a time: the next ad starts after the previous one ended. Its clock is
 * corrected at each heartbeat, so two neighbours may seem to overlap by a moment; more than this is
 * not a real play (a forged or replayed record).
 */
export const PLAY_OVERLAP_TOLERANCE_MS = 1_000;
/** The longest a plausible play lasts: the longest video plus the stall allowance. */
export const PLAY_MAX_MS = MAX_VIDEO_MS + PLAY_LONGER_TOLERANCE_MS;

export interface PlayInterval {
  id: string;
  videoId: string;
  startedAt: Date;
  endedAt: Date;
}

/** Whether two plays of one screen overlap by more than the clock tolerance. */
export function playsOverlap(a: Pick<PlayInterval, 'startedAt' | 'endedAt'>, b: Pick<PlayInterval, 'startedAt' | 'endedAt'>): boolean {
  return (
    a.startedAt.getTime() < b.endedAt.getTime() - PLAY_OVERLAP_TOLERANCE_MS && b.startedAt.getTime() < a.endedAt.getTime() - PLAY_OVERLAP_TOLERANCE_MS
  );
}

/**
 * Sorts a screen's incoming plays against what is recorded for it: a record seen before (same id,
 * or the same video starting at the same instant: an offline device's retry) is a duplicate,
 * counted once and answered without error; a play overlapping one already counted is not counted;
 * the rest count. Earlier plays win, so the answer does not depend on the batch's order.
 */
export function classifyScreenPlays<T extends PlayInterval>(
  recorded: readonly PlayInterval[],
  knownIds: ReadonlySet<string>,
  incoming: readonly T[],
): { count: T[]; duplicates: T[]; overlapping: T[] } {
  const kept: PlayInterval[] = [...recorded];
  const ids = new Set(knownIds);
  const out = { count: [] as T[], duplicates: [] as T[], overlapping: [] as T[] };
  const ordered = [...incoming].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id.localeCompare(b.id));
  for (const p of ordered) {
    if (ids.has(p.id) || kept.some((k) => k.videoId === p.videoId && k.startedAt.getTime() === p.startedAt.getTime())) {
      out.duplicates.push(p);
    } else if (kept.some((k) => playsOverlap(k, p))) {
      out.overlapping.push(p);
    } else {
      kept.push(p);
      ids.add(p.id);
      out.count.push(p);
    }
  }
  return out;
}

/**
 * A video is on a screen's manifest from its slot's start (or its activation, if later) until
 * midnight ending the slot's last day (\`playUntilOfBooking\`); a play must start in that window,
 * with the clock allowance on both sides.
 */
export function playWithinSlot(startedAt: Date, slot: { activatedAt: Date; startsAt: Date; endsAt: Date }): boolean {
  const from = Math.max(slot.activatedAt.getTime(), slot.startsAt.getTime()) - PLAY_CLOCK_SKEW_MS;
  const until = playUntilOfBooking(slot.endsAt).getTime() + PLAY_CLOCK_SKEW_MS;
  const t = startedAt.getTime();
  return t >= from && t < until;
}

/**
 * How long a screen keeps a video whose slot goes on in a renewal (issue 33, ADR 0052): from its
 * `playUntil`, through every slot of the same video that starts by then (the renewal starts at the
 * midnight the old slot ends), to the last one's midnight. A device that loses the network on the
 * old slot's last day keeps the ad on after midnight instead of dropping it.
 */
export function chainedPlayUntil(playUntil: Date, slots: readonly { startsAt: Date; endsAt: Date }[]): Date {
  let until = playUntil.getTime();
  for (let moved = true; moved; ) {
    moved = false;
    for (const s of slots) {
      const end = playUntilOfBooking(s.endsAt).getTime();
      if (s.startsAt.getTime() <= until && end > until) {
        until = end;
        moved = true;
      }
    }
  }
  return new Date(until);
}

// ---------- a look at the screen: captures (issue 32, ADR 0045) ----------

/** 'requested': staff pressed 'Ver tela agora'; 'hourly': the one the player keeps each hour. */
export const CAPTURE_KINDS = ['requested', 'hourly'] as const;
export type CaptureKind = (typeof CAPTURE_KINDS)[number];
/** A staff request as the page sees it: waiting for the screen, answered, or given up. */
export const CAPTURE_REQUEST_STATUSES = ['pending', 'done', 'expired'] as const;
export type CaptureRequestStatus = (typeof CAPTURE_REQUEST_STATUSES)[number];

/** How often a playing screen asks whether staff want a capture (a 204 almost always). */
export const CAPTURE_POLL_MS = 5_000;
/** A request the screen has not answered by then is given up: a couple of polls and the upload. */
export const CAPTURE_REQUEST_TTL_MS = 30_000;
/** The canvas the player draws: the 16:9 stage, small. */
export const CAPTURE_WIDTH = 640;
export const CAPTURE_HEIGHT = 360;
/** A 640×360 JPEG at quality 0.7 is some tens of KB; this leaves room and no more. */
export const MAX_CAPTURE_BYTES = 300 * 1024;
/** Captures are kept a week (the certificate of display picks hourly ones), then purged. */
export const CAPTURE_KEEP_MS = 7 * 24 * 60 * 60_000;
export const CAPTURE_HOUR_MS = 60 * 60_000;

/**
 * The clock hour a capture belongs to (one hourly capture per screen per hour). São Paulo's
 * offset is a whole number of hours, so its hours begin at the same instants as UTC's.
 */
export function captureHourOf(instant: Date | number): Date {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(Math.floor(t / CAPTURE_HOUR_MS) * CAPTURE_HOUR_MS);
}

/** Where a staff request stands at `now`. */
export function captureRequestStatus(req: { requestedAt: Date; fulfilledAt: Date | null }, now: Date): CaptureRequestStatus {
  if (req.fulfilledAt) return 'done';
  return now.getTime() - req.requestedAt.getTime() > CAPTURE_REQUEST_TTL_MS ? 'expired' : 'pending';
}
