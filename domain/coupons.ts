/**
 * Coupon rules: code handling, the checkout eligibility check (validity, not amount: the
 * amount is computed by pricing.ts) and the admin form validation.
 */
import { isWithinWindow } from './dates';
import { buyerMessages as messages } from './buyer-messages';
import type { BuildingStatus } from './buildings';
import type { DiscountType, PromotionStatus } from './discounts';

export const COUPON_CODE_LENGTH = 8;
export const COUPON_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function normalizeCouponCode(s: string): string {
  return s.trim().toUpperCase();
}

/** Returns `n` random non-negative integers. */
export type RandomInts = (n: number) => number[];

// Largest multiple of 36 that fits a byte: bytes above it are rejected so that every
// alphabet character is equally likely (plain `% 36` over 0..255 favours A–D).
const BYTE_LIMIT = Math.floor(256 / COUPON_ALPHABET.length) * COUPON_ALPHABET.length;

/** Uniform values in 0..35 from the Web Crypto API (browsers and Node ≥ 20). */
function cryptoAlphabetIndexes(n: number): number[] {
  const out: number[] = [];
  while (out.length < n) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(n * 2));
    for (const b of bytes)
      if (b < BYTE_LIMIT && out.length < n) out.push(b % COUPON_ALPHABET.length);
  }
  return out;
}

/**
 * An 8-character code over A–Z0–9. A custom source's values are taken modulo 36, so it
 * should be uniform over a multiple of 36 (tests pass a deterministic one).
 */
export function generateCouponCode(randomInts: RandomInts = cryptoAlphabetIndexes): string {
  const values = randomInts(COUPON_CODE_LENGTH);
  if (
    values.length < COUPON_CODE_LENGTH ||
    !values.every((v) => Number.isSafeInteger(v) && v >= 0)
  ) {
    throw new RangeError('generateCouponCode: random source must return non-negative integers');
  }
  return values
    .slice(0, COUPON_CODE_LENGTH)
    .map((v) => COUPON_ALPHABET[v % COUPON_ALPHABET.length])
    .join('');
}

export interface CouponRecord {
  code: string;
  type: DiscountType;
  value: number;
  status: PromotionStatus;
  noExpiry: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number;
  currentUses: number;
  /** null = valid for every building. */
  buildingIds: string[] | null;
  minPurchaseCents: number | null;
  maxDiscountCents: number | null;
}

export interface CartBuildingRef {
  id: string;
  name: string;
  status: BuildingStatus;
}

export type CouponCheckCode =
  'inactive_building' | 'invalid' | 'out_of_period' | 'exhausted' | 'not_for_buildings';

export type CouponCheckResult =
  { ok: true } | { ok: false; code: CouponCheckCode; message: string };

/**
 * The checkout checks, in the order the specification fixes (the first failure is the one
 * the buyer sees). The window is inclusive at both ends; a null bound is open on that side.
 */
export function checkCoupon(args: {
  coupon: CouponRecord | null;
  cartBuildings: CartBuildingRef[];
  now: Date;
}): CouponCheckResult {
  const { coupon, cartBuildings, now } = args;
  if (cartBuildings.some((b) => b.status !== 'active')) {
    return { ok: false, code: 'inactive_building', message: messages.couponInactiveBuilding };
  }
  if (!coupon || coupon.status !== 'active') {
    return { ok: false, code: 'invalid', message: messages.couponInvalid };
  }
  if (!coupon.noExpiry && !isWithinWindow(now, coupon.startsAt, coupon.endsAt)) {
    return { ok: false, code: 'out_of_period', message: messages.couponOutOfPeriod };
  }
  if (!(coupon.currentUses < coupon.maxUses)) {
    return { ok: false, code: 'exhausted', message: messages.couponExhausted };
  }
  if (coupon.buildingIds) {
    const allowed = new Set(coupon.buildingIds);
    const excluded = cartBuildings.filter((b) => !allowed.has(b.id));
    if (excluded.length > 0) {
      const names = excluded.map((b) => b.name).join(', ');
      return {
        ok: false,
        code: 'not_for_buildings',
        message: messages.couponNotForBuildings(names),
      };
    }
  }
  return { ok: true };
}

export interface CouponInput {
  code?: string | null;
  type?: DiscountType | null;
  /** Basis points for 'percentage', centavos for 'fixed'. */
  value?: number | null;
  noExpiry?: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** Optional; the table defaults it to 1. */
  maxUses?: number | null;
}

export type CouponInputField = 'code' | 'type' | 'value' | 'startsAt' | 'endsAt' | 'maxUses';

/** Admin coupon form: the first problem found, or null when the input is acceptable. */
export function validateCouponInput(
  input: CouponInput,
): { field: CouponInputField; message: string } | null {
  const { code, type, value } = input;
  if (code == null || code === '') return { field: 'code', message: messages.couponIncomplete };
  if (type == null) return { field: 'type', message: messages.couponIncomplete };
  if (value == null) return { field: 'value', message: messages.couponIncomplete };
  if (!Number.isSafeInteger(value) || value <= 0) {
    return { field: 'value', message: messages.couponValueInvalid };
  }
  if (type === 'percentage' && value > 10_000) {
    return { field: 'value', message: messages.couponPercentMax };
  }
  // Reached only for whitespace-only codes: the field was filled, but with nothing usable.
  if (code.trim() === '') return { field: 'code', message: messages.couponCodeRequired };
  if (code !== code.toUpperCase()) return { field: 'code', message: messages.couponCodeUppercase };
  if (!input.noExpiry) {
    if (!isValidDate(input.startsAt)) return { field: 'startsAt', message: messages.datesRequired };
    if (!isValidDate(input.endsAt)) return { field: 'endsAt', message: messages.datesRequired };
    if (input.endsAt.getTime() <= input.startsAt.getTime()) {
      return { field: 'endsAt', message: messages.endAfterStart };
    }
  }
  if (input.maxUses != null && (!Number.isSafeInteger(input.maxUses) || input.maxUses < 1)) {
    return { field: 'maxUses', message: messages.couponMaxUsesInvalid };
  }
  return null;
}

function isValidDate(d: Date | null | undefined): d is Date {
  return d instanceof Date && !Number.isNaN(d.getTime());
}
