/**
 * The one clock of the product (ADR 0042): every São Paulo day, month and deadline is computed
 * here, on `date-fns` with `@date-fns/tz`, so the zone's rules (not a fixed −03:00) decide. Brazil
 * dropped daylight saving time in 2019, but stored dates reach back before that, and a law can
 * bring it back; then only the tz database changes, not this code. Lint refuses the zone's name
 * and '-03:00' anywhere else.
 *
 * Calendar arithmetic on 'YYYY-MM-DD' texts (add a day, a month) needs no zone and stays with the
 * rules that use it.
 */
import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';
import { TIME_ZONE } from './time-zone';

export { TIME_ZONE };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

function splitDay(day: string): [number, number, number] | null {
  const m = ISO_DAY.exec(day.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return [y, mo, d];
}

function dayParts(day: string): [number, number, number] {
  const p = splitDay(day);
  if (!p) throw new RangeError(`not a calendar day: ${day}`);
  return p;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Whether the text is a real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not). */
export const isDay = (text: string): boolean => splitDay(text) !== null;

/** The instant seen on São Paulo's wall clock. */
const inSaoPaulo = (instant: Date | number): TZDate => new TZDate(+instant, TIME_ZONE);

/**
 * The first instant of a São Paulo wall-clock day: its midnight, or the first minute after it on a
 * day whose midnight did not exist (the clocks jumped from 00:00 to 01:00 on 2018-11-04).
 */
const wallDayStart = (y: number, m: number, d: number): Date => new Date(+new TZDate(y, m - 1, d, TIME_ZONE));

/** The São Paulo calendar day of an instant, 'YYYY-MM-DD'. */
export function dayOf(instant: Date | number): string {
  const t = inSaoPaulo(instant);
  return `${pad(t.getFullYear(), 4)}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** The São Paulo day of an instant and the minute of that day on the wall clock (0–1439). */
export function dayAndMinuteOf(instant: Date | number): { day: string; minute: number } {
  const t = inSaoPaulo(instant);
  return { day: dayOf(instant), minute: t.getHours() * 60 + t.getMinutes() };
}

/** '2026-11-23' -> its first millisecond in São Paulo. Throws a RangeError for anything else. */
export function dayStart(day: string): Date {
  const [y, m, d] = dayParts(day);
  return wallDayStart(y, m, d);
}

/** '2026-11-23' -> its last millisecond in São Paulo (end dates are inclusive). Throws a RangeError for anything else. */
export function dayEnd(day: string): Date {
  const [y, m, d] = dayParts(day);
  return new Date(wallDayStart(y, m, d + 1).getTime() - 1);
}

/** The start of the São Paulo day an instant falls in. */
export function startOfDayAt(instant: Date | number): Date {
  return new Date(+startOfDay(inSaoPaulo(instant)));
}

/** The next São Paulo midnight after an instant: the start of the following day. */
export function nextMidnight(instant: Date | number): Date {
  const t = inSaoPaulo(instant);
  return wallDayStart(t.getFullYear(), t.getMonth() + 1, t.getDate() + 1);
}

/** '2026-11' -> the first millisecond of that month in São Paulo. Throws a RangeError for anything else. */
export function monthStart(month: string): Date {
  const m = ISO_MONTH.exec(month.trim());
  const mo = m ? Number(m[2]) : 0;
  if (!m || mo < 1 || mo > 12) throw new RangeError(`not a month: ${month}`);
  return wallDayStart(Number(m[1]), mo, 1);
}

/** The instant written with São Paulo's offset at that moment: '2026-11-27T21:00:00.000-03:00'. */
export function isoInSaoPaulo(instant: Date | number): string {
  return inSaoPaulo(instant).toISOString();
}

let dateTimeFmt: Intl.DateTimeFormat | undefined;

/** '27/11/2026 às 18:24' in São Paulo (mails, receipts); the formatter is made on first use. */
export const dateTimeAtText = (d: Date): string =>
  (dateTimeFmt ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }))
    .format(d)
    .replace(', ', ' às ');
