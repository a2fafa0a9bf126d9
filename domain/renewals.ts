/**
 * Renewals (issue 33 items 1 and 2, ADR 0052): a paid booking's client is reminded 7 days and 1 day
 * before it ends, with a link that puts the same buildings and period in the cart at today's
 * prices; a renewal paid before the end starts the day after the old one's last day, in the same
 * place and with the same video, so the screen never goes dark. Pure: the server decides with
 * these, the client area shows what they return.
 */
import { playUntilOfBooking } from './signage';
import { dayOf } from './time';

/** The reminders, each sent once per booking: 7 days and 1 day before its last day. */
export const renewalReminders = ['7d', '1d'] as const;
export type RenewalReminder = (typeof renewalReminders)[number];

/** How many days before its last day each reminder is due. */
export const REMINDER_DAYS: Readonly<Record<RenewalReminder, number>> = { '7d': 7, '1d': 1 };

/** The client area offers 'Renovar' from this many days before a booking's last day. */
export const RENEWAL_WINDOW_DAYS = REMINDER_DAYS['7d'];

const DAY_MS = 24 * 60 * 60_000;

/**
 * The São Paulo day a booking is last on the screens: the day of its (exclusive) end, which is
 * when the screen drops the ad at the following midnight (`playUntilOfBooking`).
 */
export function lastDayOf(endsAt: Date): string {
  return dayOf(endsAt.getTime() - 1);
}

/** Whole calendar days from one 'YYYY-MM-DD' to another (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  const utc = (d: string) => {
    const [y, m, day] = d.split('-').map(Number);
    return Date.UTC(y!, m! - 1, day!);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** Days from today (São Paulo) to the booking's last day: 0 on the last day itself. */
export function daysLeft(endsAt: Date, now: Date): number {
  return daysBetween(dayOf(now), lastDayOf(endsAt));
}

/**
 * The reminder a running booking is due now, given the ones it already got: '1d' from the day
 * before its last day, '7d' from seven days before (until the '1d' one is due: a job that was
 * down a week sends the nearer one only). None once the booking has ended.
 */
export function dueReminder(endsAt: Date, now: Date, sent: readonly RenewalReminder[]): RenewalReminder | null {
  if (endsAt.getTime() <= now.getTime()) return null;
  const left = daysLeft(endsAt, now);
  if (left < 0) return null;
  if (left <= REMINDER_DAYS['1d']) return sent.includes('1d') ? null : '1d';
  if (left <= REMINDER_DAYS['7d']) return sent.includes('7d') || sent.includes('1d') ? null : '7d';
  return null;
}

/** Whether the client area shows 'Renovar' for a booking still running. */
export function inRenewalWindow(endsAt: Date, now: Date): boolean {
  if (endsAt.getTime() <= now.getTime()) return false;
  const left = daysLeft(endsAt, now);
  return left >= 0 && left <= RENEWAL_WINDOW_DAYS;
}

/**
 * When a renewal paid at `paidAt` starts: at the midnight after the renewed booking's last day
 * when it is paid before the screens stop showing the old one (no gap, no overlap), otherwise at
 * once, like any booking.
 */
export function renewalStartsAt(previousEndsAt: Date, paidAt: Date): Date {
  const next = playUntilOfBooking(previousEndsAt);
  return paidAt.getTime() < next.getTime() ? next : paidAt;
}

/** 'termina em 7 dias', 'termina amanhã', 'termina hoje'. */
export function endsInText(days: number): string {
  if (days <= 0) return 'termina hoje';
  if (days === 1) return 'termina amanhã';
  return `termina em ${days} dias`;
}

/** 'no Edifício Aurora', 'no Edifício Aurora e no Edifício Brisa', 'no A, no B e no C'. */
export function placesText(buildingNames: readonly string[]): string {
  const parts = buildingNames.map((n) => `no ${n}`);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}

/** The reminder's subject and notification: 'Sua campanha no Edifício Aurora termina em 7 dias'. */
export function renewalReminderText(buildingNames: readonly string[], days: number): string {
  return `Sua campanha ${placesText(buildingNames)} ${endsInText(days)}`;
}

/**
 * Where the client renews (the client area, behind its login): the order's renewable bookings in
 * the cart, or only one of them.
 */
export function renewalPath(orderId: string, bookingId?: string): string {
  return `/clientes/renovar/${orderId}${bookingId ? `?reserva=${bookingId}` : ''}`;
}
