/**
 * Uptime and delivery (issue 32, ADR 0046): how long a screen was on, and how many plays a booking
 * got against what its time on the loop promised. Pure: the server computes with these, the
 * screens show what they return.
 */
import { HEARTBEAT_MS } from './signage';
import { dayEnd, dayStart } from './time';

/** A stretch a screen reported in: from its first heartbeat to its last one of the stretch. */
export interface OnlineSpan {
  startedAt: Date;
  lastBeatAt: Date;
}

interface Interval {
  start: number;
  end: number;
}

/**
 * The time a span covers: from its first beat to one beat period after its last (the screen was
 * on between beats), never past `now`. Overlapping spans (two beats racing) are merged.
 */
function covered(spans: OnlineSpan[], now: Date): Interval[] {
  const raw = spans
    .map((s) => ({ start: s.startedAt.getTime(), end: Math.min(s.lastBeatAt.getTime() + HEARTBEAT_MS, now.getTime()) }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of raw) {
    const last = out.at(-1);
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** Milliseconds a screen was on inside [from, to). */
export function onlineMsBetween(spans: OnlineSpan[], from: Date, to: Date, now: Date): number {
  const a = from.getTime();
  const b = Math.min(to.getTime(), now.getTime());
  let ms = 0;
  for (const i of covered(spans, now)) ms += Math.max(0, Math.min(i.end, b) - Math.max(i.start, a));
  return ms;
}

/**
 * Uptime of one screen over [from, to) as a percentage with one decimal, counted from when the
 * screen was paired and up to `now`; null when none of that window has passed yet.
 */
export function uptimePercent(spans: OnlineSpan[], window: { from: Date; to: Date; pairedAt: Date }, now: Date): number | null {
  const a = Math.max(window.from.getTime(), window.pairedAt.getTime());
  const b = Math.min(window.to.getTime(), now.getTime());
  if (b <= a) return null;
  const on = onlineMsBetween(spans, new Date(a), new Date(b), now);
  return Math.round((on / (b - a)) * 1000) / 10;
}

/** Uptime of a São Paulo day 'YYYY-MM-DD'. */
export function uptimeOfDay(spans: OnlineSpan[], day: string, pairedAt: Date, now: Date): number | null {
  return uptimePercent(spans, { from: dayStart(day), to: new Date(dayEnd(day).getTime() + 1), pairedAt }, now);
}

/** The screens of a building, with their spans, as the delivery of a booking reads them. */
export interface ScreenTime {
  pairedAt: Date;
  /** Null while the screen is live. */
  revokedAt: Date | null;
  spans: OnlineSpan[];
}

export interface Delivery {
  /** Average uptime of the building's screens during the booking so far; null without screens. */
  uptimePercent: number | null;
  /** Plays the booking's share of the loop promised so far: every screen on all its hours. */
  expectedPlays: number;
  deliveredPlays: number;
  /** Delivered over expected, one decimal; null while nothing was expected yet. */
  deliveredPercent: number | null;
  /** Screen time lost to outages during the booking, averaged over its screens (ms). */
  lostMs: number;
}

/**
 * What a booking got. Expected: for each screen, the part of the booking it was paired for, times
 * the share of the day the screens are on (`hoursOn` of 24), divided by the building's loop; the
 * ad plays once per loop. Uptime and the time lost are averaged over the screens: one of two
 * screens dark is half the audience lost.
 */
export function deliveryOf(
  booking: { startsAt: Date; endsAt: Date },
  screens: ScreenTime[],
  loop: { loopMs: number; hoursOn: number; deliveredPlays: number },
  now: Date,
): Delivery {
  const a = booking.startsAt.getTime();
  const b = Math.min(booking.endsAt.getTime(), now.getTime());
  let expected = 0;
  let windowMs = 0;
  let onMs = 0;
  for (const s of screens) {
    const from = Math.max(a, s.pairedAt.getTime());
    const to = Math.min(b, s.revokedAt?.getTime() ?? Infinity);
    if (to <= from) continue;
    windowMs += to - from;
    onMs += onlineMsBetween(s.spans, new Date(from), new Date(to), now);
    if (loop.loopMs > 0) expected += ((to - from) * (loop.hoursOn / 24)) / loop.loopMs;
  }
  const counted = screens.filter((s) => Math.min(b, s.revokedAt?.getTime() ?? Infinity) > Math.max(a, s.pairedAt.getTime())).length;
  const expectedPlays = Math.floor(expected);
  return {
    uptimePercent: windowMs > 0 ? Math.round((onMs / windowMs) * 1000) / 10 : null,
    expectedPlays,
    deliveredPlays: loop.deliveredPlays,
    deliveredPercent: expectedPlays > 0 ? Math.round((loop.deliveredPlays / expectedPlays) * 1000) / 10 : null,
    lostMs: counted > 0 ? Math.round((windowMs - onMs) / counted) : 0,
  };
}

/** '98,5%' — a percentage as people here write it; '—' when there is none. */
export function formatPercent(p: number | null): string {
  return p === null ? '—' : `${p.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
}
