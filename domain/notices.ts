/**
 * Síndico notices ("avisos") shown on a building's elevator screens: their word lists, limits and
 * the schedule rules. Pure: the server decides with these what the player shows, the browser draws
 * the week's timeline with the same functions. Dates and hours are Foz do Iguaçu's (São Paulo
 * time, ./time), whatever the machine's zone.
 */
import { dayAndMinuteOf, dayOf, dayStart } from './time';

export const noticeKinds = ['text', 'image', 'video'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const noticeKindLabels: Record<NoticeKind, string> = {
  text: 'Texto',
  image: 'Imagem',
  video: 'Vídeo',
};

/** What a person reads about a notice now (derived; only `paused` is stored). */
export const noticeStates = ['running', 'waiting', 'scheduled', 'paused', 'pending_approval', 'rejected', 'ended'] as const;
export type NoticeState = (typeof noticeStates)[number];

export const noticeStateLabels: Record<NoticeState, string> = {
  running: 'No ar',
  waiting: 'Ativo (fora do horário)',
  scheduled: 'Agendado',
  paused: 'Pausado',
  pending_approval: 'Aguardando aprovação',
  rejected: 'Reprovado',
  ended: 'Encerrado',
};

/** Readable from an elevator: a short title, a few lines of text, big letters. */
/**
 * Notice events (ADR 0016, issue 27): \`notices\` is staff's; \`notices:<buildingId>\` tells a
 * building's síndicos that its notices changed (never which notice).
 */
export const NOTICES_CHANNEL = 'notices';
export const NOTICES_CHANGED_EVENT = 'NOTICES_CHANGED';
export const buildingNoticesChannel = (buildingId: string) => `${NOTICES_CHANNEL}:${buildingId}`;

export const NOTICE_TITLE_MAX = 60;
export const NOTICE_TEXT_MAX = 280;
export const NOTICE_MIN_SECONDS = 5;
export const NOTICE_MAX_SECONDS = 60;
export const NOTICE_DEFAULT_SECONDS = 10;
/** A schedule may not be longer than a year (a notice is not an ad). */
export const NOTICE_MAX_DAYS = 366;

export const weekdayLabels = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/**
 * When a notice runs. Dates are calendar days ('YYYY-MM-DD', both inclusive); `days` are weekdays
 * (0 = Sunday … 6 = Saturday), empty meaning every day; `startTime`/`endTime` ('HH:MM') both set
 * or both null (all day). A window whose end is not after its start crosses midnight: 22:00–02:00
 * started on Monday runs until 02:00 on Tuesday, and it is Monday (the day it starts) that the
 * dates and weekdays are checked against.
 */
export interface NoticeSchedule {
  startDate: string;
  endDate: string;
  days: readonly number[];
  startTime: string | null;
  endTime: string | null;
}

export const DAY_MINUTES = 24 * 60;

export function minutesOf(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) return Number.NaN;
  return Number(m[1]) * 60 + Number(m[2]);
}

export const isTimeOfDay = (s: string) => !Number.isNaN(minutesOf(s));

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export function isCalendarDay(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Adds days to a calendar day (no zones involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);


/** The notice's window starting on this day runs (dates and weekdays). */
export function runsOnDay(s: NoticeSchedule, day: string): boolean {
  if (day < s.startDate || day > s.endDate) return false;
  return s.days.length === 0 || s.days.includes(weekdayOf(day));
}

/** A window that starts at or after its end crosses midnight. */
export function crossesMidnight(s: Pick<NoticeSchedule, 'startTime' | 'endTime'>): boolean {
  if (!s.startTime || !s.endTime) return false;
  return minutesOf(s.endTime) <= minutesOf(s.startTime);
}

/** Minutes of this day in which the notice runs, as [from, to) pieces in order. */
export function segmentsOfDay(s: NoticeSchedule, day: string): Array<[number, number]> {
  if (!s.startTime || !s.endTime) return runsOnDay(s, day) ? [[0, DAY_MINUTES]] : [];
  const start = minutesOf(s.startTime);
  const end = minutesOf(s.endTime);
  if (!crossesMidnight(s)) return runsOnDay(s, day) ? [[start, end]] : [];
  const out: Array<[number, number]> = [];
  // The tail of yesterday's window, then today's own start.
  if (end > 0 && runsOnDay(s, addDays(day, -1))) out.push([0, end]);
  if (runsOnDay(s, day)) out.push([start, DAY_MINUTES]);
  return out;
}

/** The schedule shows the notice at this instant (pause and approval are not schedule rules). */
export function isScheduledAt(s: NoticeSchedule, at: Date): boolean {
  const { day, minute } = dayAndMinuteOf(at);
  return segmentsOfDay(s, day).some(([from, to]) => minute >= from && minute < to);
}

/** The schedule has nothing left after this instant. */
export function hasEnded(s: NoticeSchedule, at: Date): boolean {
  const { day, minute } = dayAndMinuteOf(at);
  if (day <= s.endDate) {
    if (day < s.endDate) return false;
    // The last day: ended once its last piece (or the one crossing into tomorrow) is over.
    const tomorrow = segmentsOfDay(s, addDays(day, 1));
    if (tomorrow.length > 0) return false;
    const today = segmentsOfDay(s, day);
    return today.length === 0 || today.every(([, to]) => minute >= to);
  }
  // The day after the end date may still carry the tail of a window that crossed midnight.
  if (day === addDays(s.endDate, 1)) return !segmentsOfDay(s, day).some(([, to]) => minute < to);
  return true;
}

/** What a person reads about a notice now. */
export function noticeState(
  n: { paused: boolean; kind: NoticeKind; videoStatus?: 'em_analise' | 'aprovado' | 'reprovado' | null } & NoticeSchedule,
  at: Date,
): NoticeState {
  if (hasEnded(n, at)) return 'ended';
  if (n.kind === 'video' && n.videoStatus === 'reprovado') return 'rejected';
  if (n.kind === 'video' && n.videoStatus !== 'aprovado') return 'pending_approval';
  if (n.paused) return 'paused';
  if (isScheduledAt(n, at)) return 'running';
  return dayOf(at) < n.startDate ? 'scheduled' : 'waiting';
}

export interface TimelineDay {
  day: string;
  weekday: number;
  segments: Array<[number, number]>;
}

/** The coming days (today first) with the minutes the notice runs in each. */
export function weekTimeline(s: NoticeSchedule, fromDay: string, days = 7): TimelineDay[] {
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(fromDay, i);
    return { day, weekday: weekdayOf(day), segments: segmentsOfDay(s, day) };
  });
}

export const formatMinutes = (m: number) =>
  m >= DAY_MINUTES ? '24:00' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** One line for the list: 'Todos os dias, 08:00–18:00' or 'Seg, Qua, Sex, 22:00–02:00 (dia seguinte)'. */
export function describeSchedule(s: NoticeSchedule): string {
  const days =
    s.days.length === 0 || s.days.length === 7
      ? 'Todos os dias'
      : [...s.days].sort((a, b) => a - b).map((d) => weekdayLabels[d]).join(', ');
  const hours = s.startTime && s.endTime ? `${s.startTime}–${s.endTime}${crossesMidnight(s) ? ' (dia seguinte)' : ''}` : 'o dia todo';
  return `${days}, ${hours}`;
}

const dayStartMs = (day: string) => dayStart(day).getTime();

/**
 * The instant the notice's current showing window ends (the player drops it then, even offline),
 * or null when the schedule does not show it at `at`.
 */
export function currentWindowEnd(s: NoticeSchedule, at: Date): Date | null {
  const { day, minute } = dayAndMinuteOf(at);
  const seg = segmentsOfDay(s, day).find(([from, to]) => minute >= from && minute < to);
  if (!seg) return null;
  let end = dayStartMs(day) + seg[1] * 60_000;
  // A piece that reaches midnight goes on into the next day's first piece: one window.
  let d = day;
  let to = seg[1];
  for (let i = 0; to === DAY_MINUTES && i < NOTICE_MAX_DAYS + 1; i += 1) {
    d = addDays(d, 1);
    const next = segmentsOfDay(s, d)[0];
    if (!next || next[0] !== 0) break;
    to = next[1];
    end = dayStartMs(d) + to * 60_000;
  }
  return new Date(end);
}
