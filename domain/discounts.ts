/**
 * Promotions administration (building discounts, coupons, period discounts): the word lists,
 * the state a promotion is in now, what people type ('10' for 10 %, '12,5') turned into basis
 * points, and calendar-day arithmetic (the São Paulo days themselves come from ./time).
 *
 * The rules of the forms (`discountProblems`, `couponProblems`, `periodProblems`) are written once
 * here and run in the browser (react-hook-form) and on the server (the route's zod schema).
 */
import { isWithinWindow } from './dates';
import { messages } from './messages';
import { BP_PER_UNIT } from './money';
import { dayEnd, dayOf, dayStart, isDay } from './time';

export const discountTypes = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof discountTypes)[number];
export const discountTypeLabels: Record<DiscountType, string> = { percentage: 'Porcentagem', fixed: 'Valor fixo' };

/** What is stored: 'active' on creation, changed by an update. */
export const promotionStatuses = ['active', 'inactive'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** What the lists show: the stored status read against the clock (and the uses, for coupons). */
export const promotionStates = ['active', 'scheduled', 'expired', 'exhausted', 'inactive'] as const;
export type PromotionState = (typeof promotionStates)[number];
export const promotionStateLabels: Record<PromotionState, string> = {
  active: 'Ativo',
  scheduled: 'Agendado',
  expired: 'Expirado',
  exhausted: 'Esgotado',
  inactive: 'Inativo',
};

/** The coupon and discount percentage steps: 0,01 % = 1 bp; period discounts use 0,1 % = 10 bp. */
export const PERIOD_STEP_BP = 10;
/** The discount form's input stops at 70 % (spec); validation accepts up to 100 %. */
export const DISCOUNT_INPUT_MAX_PERCENT = 70;
export const COUPON_CODE_MAX = 40;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;

/** A building discount is in force while active and inside its dates (both inclusive). */
export function discountState(d: { status: PromotionStatus; startsAt: Date; endsAt: Date }, now: Date): PromotionState {
  if (d.status !== 'active') return 'inactive';
  if (now.getTime() < d.startsAt.getTime()) return 'scheduled';
  if (now.getTime() > d.endsAt.getTime()) return 'expired';
  return 'active';
}

export function couponState(
  c: { status: PromotionStatus; noExpiry: boolean; startsAt: Date | null; endsAt: Date | null; maxUses: number; currentUses: number },
  now: Date,
): PromotionState {
  if (c.status !== 'active') return 'inactive';
  if (!c.noExpiry && !isWithinWindow(now, c.startsAt, c.endsAt)) {
    return c.startsAt && now.getTime() < c.startsAt.getTime() ? 'scheduled' : 'expired';
  }
  if (c.currentUses >= c.maxUses) return 'exhausted';
  return 'active';
}

const PERCENT_TEXT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/**
 * '10' -> 1000, '12,5' -> 1250, '0.1' -> 10, ' 35 % ' -> 3500. Null for anything else (signs,
 * more than two decimals, garbage): a typed percentage is never rounded silently.
 */
export function parsePercentToBp(text: string): number | null {
  const s = text.replace(/%/g, '').replace(/[\s\u00a0]/g, '');
  const m = PERCENT_TEXT.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 -> '12,5', 1000 -> '10', 10 -> '0,1' (what a percentage field shows). */
export function bpToPercentText(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = String(bp % 100).padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole},${frac}` : String(whole);
}

// ---- Calendar days (no zone: São Paulo days come from ./time) ----

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function splitDay(day: string): [number, number, number] | null {
  if (!isDay(day)) return null;
  const m = ISO_DAY.exec(day.trim())!;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** '2026-01-31' + 1 month -> '2026-02-28' (the day is clamped to the month's last day). */
export function addMonthsToDay(day: string, months: number): string {
  const p = splitDay(day);
  if (!p) throw new RangeError(`addMonthsToDay: invalid day ${day}`);
  const [y, m, d] = p;
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** '2026-11-22' + n days. */
export function addDaysToDay(day: string, days: number): string {
  const p = splitDay(day);
  if (!p) throw new RangeError(`addDaysToDay: invalid day ${day}`);
  return new Date(Date.UTC(p[0], p[1] - 1, p[2] + days)).toISOString().slice(0, 10);
}

/**
 * Bulk apply (ADR 0011): the period's percentage on the chosen buildings for that many months,
 * from the start of today to the end of the day before the same date `months` later.
 */
export function bulkWindow(now: Date, months: number): { startsAt: Date; endsAt: Date } {
  const today = dayOf(now);
  const last = addDaysToDay(addMonthsToDay(today, months), -1);
  return { startsAt: dayStart(today), endsAt: dayEnd(last) };
}

// ---- Form rules (shared by the browser and the server) ----

export interface Problem<F extends string> {
  field: F;
  message: string;
}

const isDate = (d: Date | null | undefined): d is Date => d instanceof Date && !Number.isNaN(d.getTime());
const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

export interface DiscountRuleInput {
  type: DiscountType | null | undefined;
  valueBp: number | null | undefined;
  valueCents: number | null | undefined;
  minValueCents: number | null | undefined;
  maxValueCents: number | null | undefined;
  startsAt: Date | null | undefined;
  endsAt: Date | null | undefined;
  buildingIds: readonly string[] | null | undefined;
}
export type DiscountField = 'type' | 'valueBp' | 'valueCents' | 'minValueCents' | 'maxValueCents' | 'startsAt' | 'endsAt' | 'buildingIds';

/** The discount form (spec, section 5), one problem per field at most, in the form's order. */
export function discountProblems(i: DiscountRuleInput): Problem<DiscountField>[] {
  const out: Problem<DiscountField>[] = [];
  if (i.type == null) out.push({ field: 'type', message: messages.discountTypeInvalid });
  if (i.type === 'percentage') {
    if (!isInt(i.valueBp) || i.valueBp <= 0) out.push({ field: 'valueBp', message: messages.discountPercentInvalid });
    else if (i.valueBp > BP_PER_UNIT) out.push({ field: 'valueBp', message: messages.discountPercentMax });
  }
  if (i.type === 'fixed') {
    if (!isInt(i.valueCents) || i.valueCents <= 0) out.push({ field: 'valueCents', message: messages.discountValueInvalid });
  }
  const minOk = i.minValueCents == null || (isInt(i.minValueCents) && i.minValueCents >= 0);
  const maxOk = i.maxValueCents == null || (isInt(i.maxValueCents) && i.maxValueCents >= 0);
  if (!minOk) out.push({ field: 'minValueCents', message: messages.amountInvalid });
  else if (i.type === 'fixed' && isInt(i.valueCents) && i.valueCents > 0 && !(isInt(i.minValueCents) && i.minValueCents >= i.valueCents)) {
    // A fixed discount is shown as value / min_value (spec, section 7): it needs that reference.
    out.push({ field: 'minValueCents', message: messages.discountFixedReference });
  }
  if (!maxOk) out.push({ field: 'maxValueCents', message: messages.amountInvalid });
  else if (minOk && i.minValueCents != null && i.maxValueCents != null && i.maxValueCents < i.minValueCents) {
    out.push({ field: 'maxValueCents', message: messages.discountMinMaxInvalid });
  }
  if (!isDate(i.startsAt)) out.push({ field: 'startsAt', message: messages.datesRequired });
  if (!isDate(i.endsAt)) out.push({ field: 'endsAt', message: messages.datesRequired });
  else if (isDate(i.startsAt) && i.endsAt.getTime() <= i.startsAt.getTime()) {
    out.push({ field: 'endsAt', message: messages.endAfterStart });
  }
  if (!i.buildingIds || i.buildingIds.length === 0) out.push({ field: 'buildingIds', message: messages.selectBuilding });
  return out;
}

export interface CouponRuleInput {
  code: string | null | undefined;
  type: DiscountType | null | undefined;
  valueBp: number | null | undefined;
  valueCents: number | null | undefined;
  minPurchaseCents: number | null | undefined;
  maxDiscountCents: number | null | undefined;
  noExpiry: boolean;
  startsAt: Date | null | undefined;
  endsAt: Date | null | undefined;
  maxUses: number | null | undefined;
}
export type CouponField = 'code' | 'type' | 'valueBp' | 'valueCents' | 'minPurchaseCents' | 'maxDiscountCents' | 'startsAt' | 'endsAt' | 'maxUses';

/** The coupon form (spec, section 5). */
export function couponProblems(i: CouponRuleInput): Problem<CouponField>[] {
  const out: Problem<CouponField>[] = [];
  const code = i.code ?? '';
  if (code === '') out.push({ field: 'code', message: messages.couponIncomplete });
  else if (code.trim() === '') out.push({ field: 'code', message: messages.couponCodeRequired });
  else if (code !== code.toUpperCase()) out.push({ field: 'code', message: messages.couponCodeUppercase });
  else if (!COUPON_CODE_PATTERN.test(code)) out.push({ field: 'code', message: messages.couponCodeChars });
  if (i.type == null) out.push({ field: 'type', message: messages.couponIncomplete });
  const valueField = i.type === 'fixed' ? 'valueCents' : 'valueBp';
  const value = i.type === 'fixed' ? i.valueCents : i.valueBp;
  if (i.type != null) {
    if (value == null) out.push({ field: valueField, message: messages.couponIncomplete });
    else if (!isInt(value) || value <= 0) out.push({ field: valueField, message: messages.couponValueInvalid });
    else if (i.type === 'percentage' && value > BP_PER_UNIT) out.push({ field: valueField, message: messages.couponPercentMax });
  }
  if (i.minPurchaseCents != null && !(isInt(i.minPurchaseCents) && i.minPurchaseCents >= 0)) {
    out.push({ field: 'minPurchaseCents', message: messages.amountInvalid });
  }
  if (i.maxDiscountCents != null && !(isInt(i.maxDiscountCents) && i.maxDiscountCents > 0)) {
    out.push({ field: 'maxDiscountCents', message: messages.amountInvalid });
  }
  if (!i.noExpiry) {
    if (!isDate(i.startsAt)) out.push({ field: 'startsAt', message: messages.couponStartRequired });
    else if (isDate(i.endsAt) && i.endsAt.getTime() <= i.startsAt.getTime()) {
      out.push({ field: 'endsAt', message: messages.endAfterStart });
    }
  }
  if (i.maxUses != null && (!isInt(i.maxUses) || i.maxUses < 1)) out.push({ field: 'maxUses', message: messages.couponMaxUsesInvalid });
  return out;
}

export interface PeriodRow {
  months: number;
  percentBp: number | null | undefined;
  active: boolean;
}

/**
 * Period discounts: an active period needs 0 < p <= 100 % in steps of 0,1 % (spec); an inactive
 * one may hold 0 (the 1-month row usually has no discount, ADR 0011).
 */
export function periodProblems(rows: readonly PeriodRow[]): { index: number; message: string }[] {
  const out: { index: number; message: string }[] = [];
  rows.forEach((r, index) => {
    const p = r.percentBp;
    const ok = isInt(p) && p >= 0 && p <= BP_PER_UNIT && p % PERIOD_STEP_BP === 0 && (!r.active || p > 0);
    if (!ok) out.push({ index, message: messages.periodPercentInvalid(r.months) });
  });
  return out;
}
