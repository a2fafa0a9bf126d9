import { checkCoupon, normalizeCouponCode, validateCouponInput, type CartBuildingRef, type CouponCheckResult } from '../../../domain/coupons';
import type { CouponCreateInput } from '../../../domain/schemas/coupons';
import { messages } from '../../../domain/messages';
import { formatBRL } from '../../../domain/money';
import type { CouponForPricing, Quote } from '../../../domain/pricing';
import type { DbOrTx } from '../../db/client';
import { quoteCart } from '../pricing/pricing.service';
import * as repo from './coupons.repository';
import { findCouponByCode, insertCoupon, toCouponRecord, type CouponRow } from './coupons.repository';

/**
 * Takes one use of the coupon inside the caller's transaction with a conditional update
 * (ADR 0007): false when its uses ran out or it stopped being valid in between.
 */
export function claimCouponUse(tx: DbOrTx, couponId: string, now: Date): Promise<boolean> {
  return repo.claimCouponUse(tx, couponId, now);
}

/** Gives back a use claimed earlier (an order that expired or could not be granted). */
export function releaseCouponUse(tx: DbOrTx, couponId: string, now: Date): Promise<void> {
  return repo.releaseCouponUse(tx, couponId, now);
}

export type CouponEvaluation =
  | { ok: true; coupon: CouponRow }
  | { ok: false; code: string; message: string };

export function couponForPricing(c: CouponRow): CouponForPricing {
  return { code: c.code, type: c.type, value: c.value, minPurchaseCents: c.minPurchaseCents, maxDiscountCents: c.maxDiscountCents };
}

/** The spec's checks, in its order, on the coupon as stored now. */
export async function evaluateCoupon(
  db: DbOrTx,
  rawCode: string,
  cartBuildings: CartBuildingRef[],
  now: Date,
): Promise<CouponEvaluation> {
  const code = normalizeCouponCode(rawCode);
  const row = code ? await findCouponByCode(db, code) : undefined;
  const result: CouponCheckResult = checkCoupon({ coupon: row ? toCouponRecord(row) : null, cartBuildings, now });
  if (!result.ok) return { ok: false, code: result.code, message: result.message };
  return { ok: true, coupon: row! };
}

/** The amount rule the pricing engine reports (minimum purchase), as a message. */
export function couponAmountProblem(quote: Quote, coupon: CouponRow): string | null {
  if (quote.couponRejectedReason === 'min_purchase') {
    return messages.couponMinPurchase(formatBRL(coupon.minPurchaseCents ?? 0));
  }
  return null;
}

export interface CouponValidation {
  ok: boolean;
  message: string;
  code: string | null;
  quote: Quote | null;
}

/** 'Aplicar' in the checkout: the rule's message, or the quote with the coupon's discount. */
export async function validateCouponForCart(
  db: DbOrTx,
  input: { code: string; buildingIds: string[]; months: number },
  now = new Date(),
): Promise<CouponValidation> {
  const base = await quoteCart(db, { buildingIds: input.buildingIds, months: input.months, now });
  if (base.missing.length > 0) {
    return { ok: false, code: 'not_found', message: messages.checkoutBuildingNotFound, quote: null };
  }
  const cart = base.buildings.map((b) => ({ id: b.id, name: b.name, status: b.status }));
  const ev = await evaluateCoupon(db, input.code, cart, now);
  if (!ev.ok) return { ok: false, code: ev.code, message: ev.message, quote: null };
  const { quote } = await quoteCart(db, { buildingIds: input.buildingIds, months: input.months, coupon: couponForPricing(ev.coupon), now });
  const problem = couponAmountProblem(quote, ev.coupon);
  if (problem) return { ok: false, code: 'min_purchase', message: problem, quote: null };
  return { ok: true, code: null, message: messages.couponApplied, quote };
}

export class CouponInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** Staff creation: the domain's form rules, code stored upper case, max uses 1 by default. */
export async function createCoupon(
  db: DbOrTx,
  input: CouponCreateInput,
  createdBy: string | null,
) {
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  const problem = validateCouponInput({
    code: input.code,
    type: input.type,
    value: input.value,
    noExpiry: input.noExpiry,
    startsAt,
    endsAt,
    maxUses: input.maxUses,
  });
  if (problem) throw new CouponInputError(problem.message, problem.field);
  return insertCoupon(db, {
    code: input.code,
    type: input.type,
    value: input.value,
    minPurchaseCents: input.minPurchaseCents ?? null,
    maxDiscountCents: input.maxDiscountCents ?? null,
    noExpiry: input.noExpiry ?? false,
    startsAt: input.noExpiry ? null : startsAt,
    endsAt: input.noExpiry ? null : endsAt,
    buildingIds: input.buildingIds ?? null,
    maxUses: input.maxUses ?? 1,
    createdBy,
  });
}
