/**
 * Campaigns (/admin/campaigns): what runs where and when. Pure: the server hands in the
 * buildings' active bookings and a window; this file cuts the window into weeks or months and
 * says how many advertisers share each building in each of them, and when a full one frees up.
 * Days are São Paulo calendar days (./time).
 */
import { PANEL_FULL_AT } from './panels';
import { dayOf, dayStart } from './time';


export const campaignGranularities = ['week', 'month'] as const;
export type CampaignGranularity = (typeof campaignGranularities)[number];
export const campaignGranularityLabels: Record<CampaignGranularity, string> = { week: 'Semanas', month: 'Meses' };

/** How far ahead the timeline looks, per granularity (about six months either way). */
export const CAMPAIGN_PERIODS: Record<CampaignGranularity, number> = { week: 26, month: 6 };

/** A building holds this many advertisers at once (the store's 'Lotado'). */
export const BUILDING_CAPACITY = PANEL_FULL_AT;

const DAY_MS = 86_400_000;

export interface Period {
  /** São Paulo calendar day the period starts on (YYYY-MM-DD). */
  start: string;
  /** First day after the period. */
  end: string;
}

export interface TimelineBooking {
  startsAt: Date;
  endsAt: Date;
}

const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The periods from the one holding `now`: weeks start on Monday, months on the 1st. */
export function campaignPeriods(now: Date, granularity: CampaignGranularity, count = CAMPAIGN_PERIODS[granularity]): Period[] {
  const today = dayOf(now);
  const out: Period[] = [];
  if (granularity === 'week') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
    let start = addDays(today, -weekday);
    for (let i = 0; i < count; i++) {
      const end = addDays(start, 7);
      out.push({ start, end });
      start = end;
    }
    return out;
  }
  let [y, m] = today.split('-').map(Number) as [number, number];
  for (let i = 0; i < count; i++) {
    const start = `${y}-${String(m).padStart(2, '0')}-01`;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
    out.push({ start, end: `${y}-${String(m).padStart(2, '0')}-01` });
  }
  return out;
}

const liveAt = (b: TimelineBooking, t: number) => b.startsAt.getTime() <= t && t < b.endsAt.getTime();

/** Advertisers on the building at one instant. */
export function advertisersAt(bookings: readonly TimelineBooking[], at: Date): number {
  const t = at.getTime();
  return bookings.filter((b) => liveAt(b, t)).length;
}

/**
 * The most advertisers sharing the building at any moment of the period (what capacity is about:
 * one leaving on the 10th and another arriving on the 20th use one place, not two).
 */
export function peakAdvertisers(bookings: readonly TimelineBooking[], period: Period): number {
  const from = dayStart(period.start).getTime();
  const to = dayStart(period.end).getTime();
  const points = [from, ...bookings.map((b) => b.startsAt.getTime()).filter((t) => t > from && t < to)];
  return Math.max(0, ...points.map((t) => bookings.filter((b) => liveAt(b, t)).length));
}

/**
 * When a building that is full at `now` has a free place again: the first end of a booking after
 * which fewer than `capacity` advertisers remain (bookings already sold for later count). Null when
 * it is not full now.
 */
export function freesUpAt(bookings: readonly TimelineBooking[], now: Date, capacity = BUILDING_CAPACITY): Date | null {
  if (advertisersAt(bookings, now) < capacity) return null;
  const ends = [...new Set(bookings.map((b) => b.endsAt.getTime()).filter((t) => t > now.getTime()))].sort((a, b) => a - b);
  for (const t of ends) if (bookings.filter((b) => liveAt(b, t)).length < capacity) return new Date(t);
  return null;
}

/** Where a booking's bar sits on the timeline: the first and last period it touches (-1 = outside). */
export function barSpan(b: TimelineBooking, periods: readonly Period[]): { first: number; last: number } | null {
  const s = b.startsAt.getTime();
  const e = b.endsAt.getTime();
  const idx = periods
    .map((p, i) => (s < dayStart(p.end).getTime() && e > dayStart(p.start).getTime() ? i : -1))
    .filter((i) => i >= 0);
  return idx.length ? { first: idx[0]!, last: idx[idx.length - 1]! } : null;
}

export const occupancyTone = (n: number, capacity = BUILDING_CAPACITY): 'free' | 'busy' | 'full' =>
  n >= capacity ? 'full' : n >= Math.ceil(capacity * 0.7) ? 'busy' : 'free';

/** Where a booking stands for people: cancelled, not started, running or over. */
export const bookingPhases = ['scheduled', 'running', 'ended', 'cancelled'] as const;
export type BookingPhase = (typeof bookingPhases)[number];
export const bookingPhaseLabels: Record<BookingPhase, string> = {
  scheduled: 'Agendada',
  running: 'No ar',
  ended: 'Encerrada',
  cancelled: 'Cancelada',
};

export function bookingPhase(b: { status: 'active' | 'cancelled'; startsAt: string | Date; endsAt: string | Date }, now: Date): BookingPhase {
  if (b.status === 'cancelled') return 'cancelled';
  const t = now.getTime();
  if (new Date(b.startsAt).getTime() > t) return 'scheduled';
  return new Date(b.endsAt).getTime() > t ? 'running' : 'ended';
}
