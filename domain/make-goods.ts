/**
 * Make-goods (issue 32 item 2, ADR 0047): when a booking's screens were off the air for longer than
 * a share of the booking, the client gets the lost time back: more days on the screens when the
 * building has a place free after the booking's end, otherwise a credit (a single-use coupon) that
 * staff grant or dismiss. Pure: the server decides with these, the screens show what they return.
 */
import { generateCouponCode, type RandomInts } from './coupons';
import { formatBRL } from './money';
import { playUntilOfBooking } from './signage';
import { plural } from './text';

export const makeGoodOutcomes = ['none', 'extended', 'credit_offered', 'credit_granted', 'credit_dismissed'] as const;
export type MakeGoodOutcome = (typeof makeGoodOutcomes)[number];

export const makeGoodOutcomeLabels: Record<MakeGoodOutcome, string> = {
  none: 'Sem compensação',
  extended: 'Reserva estendida',
  credit_offered: 'Crédito a decidir',
  credit_granted: 'Crédito concedido',
  credit_dismissed: 'Crédito dispensado',
};

/** Bookings that ended longer ago than this are not assessed any more (the job was down that long). */
export const MAKE_GOOD_LOOKBACK_DAYS = 7;
/** A granted credit (coupon) is valid this long from the grant. */
export const MAKE_GOOD_CREDIT_VALID_DAYS = 90;
/** No credit below R$ 1,00: a coupon worth centavos is noise to the client. */
export const MAKE_GOOD_MIN_CREDIT_CENTS = 100;
/** Credits are coupons whose code starts with this (then 8 random characters). */
export const MAKE_GOOD_CODE_PREFIX = 'COMP';
export const MAX_DISMISS_REASON = 500;

const DAY_MS = 24 * 60 * 60_000;

export interface BookingSpan {
  startsAt: Date;
  endsAt: Date;
}

export const bookingDurationMs = (b: BookingSpan): number => Math.max(0, b.endsAt.getTime() - b.startsAt.getTime());

/** The time lost above which a booking is made good: `percent` % of the booking's duration. */
export function makeGoodThresholdMs(b: BookingSpan, percent: number): number {
  return Math.round((bookingDurationMs(b) * Math.max(0, percent)) / 100);
}

/** Made good only above the threshold (equal is within tolerance). */
export function isMakeGoodDue(lostMs: number, thresholdMs: number): boolean {
  return lostMs > 0 && lostMs > thresholdMs;
}

/**
 * Days added to a booking to give back `lostMs`: whole days, rounded up. A screen keeps an ad until
 * midnight of the booking's last day (`playUntilOfBooking`), so only whole days move that midnight.
 */
export function makeGoodDays(lostMs: number): number {
  return Math.max(1, Math.ceil(lostMs / DAY_MS));
}

/**
 * An assessment this long after the ad left the screens is late: the job did not run (instances
 * down). The job runs every minute, so a booking ending at midnight is assessed minutes after its
 * ad left, and that is not late.
 */
export const MAKE_GOOD_LATE_AFTER_MS = 60 * 60_000;

/**
 * The booking's new end. Normally its end plus the days: the screens, which still show the ad
 * until midnight of the last day, go on for exactly that many more days. When the assessment is
 * late (MAKE_GOOD_LATE_AFTER_MS past that midnight), the days count from the decision, so the
 * client still gets them on the screens.
 */
export function extendedEndsAt(endsAt: Date, days: number, now: Date): Date {
  const late = now.getTime() - playUntilOfBooking(endsAt).getTime() > MAKE_GOOD_LATE_AFTER_MS;
  return new Date((late ? now : endsAt).getTime() + days * DAY_MS);
}

/**
 * What the client paid for this booking: the order's total split over its buildings by each line's
 * share of the subtotal (the discounts fall on every building alike); without a line (an order
 * written before the lines were kept) an even split over the order's bookings.
 */
export function bookingPaidCents(o: {
  totalCents: number;
  subtotalCents: number;
  lineCents: number | null;
  bookingsInOrder: number;
}): number {
  if (o.lineCents !== null && o.subtotalCents > 0) return Math.round((o.totalCents * o.lineCents) / o.subtotalCents);
  return Math.round(o.totalCents / Math.max(1, o.bookingsInOrder));
}

/**
 * The credit for time that could not be given back on the screens: what the booking was paid, in
 * the proportion of its time that was lost, rounded to centavos, at least R$ 1,00.
 */
export function makeGoodCreditCents(paidCents: number, lostMs: number, durationMs: number): number {
  if (durationMs <= 0 || paidCents <= 0) return MAKE_GOOD_MIN_CREDIT_CENTS;
  const share = Math.min(1, Math.max(0, lostMs / durationMs));
  return Math.max(MAKE_GOOD_MIN_CREDIT_CENTS, Math.round(paidCents * share));
}

/** 'COMP' and 8 random characters over A–Z0–9 (the coupons' own alphabet). */
export function makeGoodCouponCode(randomInts?: RandomInts): string {
  return `${MAKE_GOOD_CODE_PREFIX}${generateCouponCode(randomInts)}`;
}

/** What the client was given: more days, or a credit. */
export type MakeGoodGiven =
  | { outcome: 'extended'; extendedDays: number }
  | { outcome: 'credit_granted'; couponCode: string; creditCents: number };
/** A make-good the client is told about: a booking extended, or a credit granted. */
export type ClientMakeGood = MakeGoodGiven & { buildingName: string };

/** The client's notification (pt-BR). */
export function makeGoodNoticeText(m: ClientMakeGood): string {
  return m.outcome === 'extended'
    ? `Sua campanha no ${m.buildingName} foi estendida em ${plural(m.extendedDays, 'dia', 'dias')} para compensar o tempo em que a tela ficou fora do ar.`
    : `Você recebeu um crédito de ${formatBRL(m.creditCents)} (cupom ${m.couponCode}) pelo tempo em que a tela do ${m.buildingName} ficou fora do ar.`;
}

/** The booking line of the client's dashboard: 'Compensada: +2 dias', 'Crédito: cupom COMP… (R$ 12,34)'. */
export function makeGoodLineText(m: MakeGoodGiven): string {
  return m.outcome === 'extended'
    ? `Compensada: +${plural(m.extendedDays, 'dia', 'dias')}`
    : `Crédito: cupom ${m.couponCode} (${formatBRL(m.creditCents)})`;
}
