/**
 * Cart pricing. One entry point, `priceCart`, so the store, the cart drawer, the checkout
 * and the server all compute the same quote from the same inputs.
 *
 * Order of reductions: building promo → cart discount (period OR variety) → coupon → PIX.
 * All amounts are integer centavos; every percentage is in basis points and every share is
 * rounded half up to the centavo (see money.ts).
 */
import { isWithinWindow } from './dates';
import { buyerMessages as messages } from './buyer-messages';
import { applyBp, BP_PER_UNIT, isCents, mulDivHalfUp, percentFromBp } from './money';
import type { BuildingStatus } from './buildings';
import { plural } from './text';
import type { DiscountType, PromotionStatus } from './discounts';

export const PIX_DISCOUNT_BP = 1000;
export const MAX_INSTALLMENTS = 12;
export const MIN_MONTHS = 1;
export const MAX_MONTHS = 120;
export const PERIOD_OPTIONS = [1, 3, 6, 12] as const;
export const VARIETY_DEFAULTS = { minBuildings: 5, percentBp: 1500 } as const;

export const paymentMethods = ['pix', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface PricingBuilding {
  id: string;
  name: string;
  address?: string;
  status: BuildingStatus;
  /** Price for 30 days, in centavos. */
  priceCents: number;
}

export interface BuildingDiscount {
  id: string;
  buildingId: string | null;
  buildingIds: string[] | null;
  type: DiscountType;
  /** Basis points for 'percentage', centavos for 'fixed'. */
  value: number;
  minValueCents: number | null;
  status: PromotionStatus;
  startsAt: Date;
  endsAt: Date;
}

/** A discount row as the database hands it over (dates as Date, or as ISO text inside JSON). */
export type StoredBuildingDiscount = Omit<BuildingDiscount, 'startsAt' | 'endsAt'> & {
  startsAt: Date | string;
  endsAt: Date | string;
};

/** The one mapping from a stored discount row to the engine's input. */
export function toBuildingDiscount(d: StoredBuildingDiscount): BuildingDiscount {
  return {
    id: d.id,
    buildingId: d.buildingId,
    buildingIds: d.buildingIds,
    type: d.type,
    value: d.value,
    minValueCents: d.minValueCents,
    status: d.status,
    startsAt: new Date(d.startsAt),
    endsAt: new Date(d.endsAt),
  };
}

export interface PeriodDiscount {
  months: number;
  percentBp: number;
  active: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

export interface VarietyDiscount {
  /** Distinct buildings needed; defaults to 5. */
  minBuildings?: number;
  /** Defaults to 1500 (15 %). */
  percentBp?: number;
  active: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

export interface CouponForPricing {
  code: string;
  type: DiscountType;
  /** Basis points for 'percentage', centavos for 'fixed'. */
  value: number;
  minPurchaseCents: number | null;
  maxDiscountCents: number | null;
}

export interface PricingInput {
  lines: { building: PricingBuilding }[];
  months: number;
  buildingDiscounts: BuildingDiscount[];
  periodDiscounts: PeriodDiscount[];
  varietyDiscount: VarietyDiscount | null;
  coupon: CouponForPricing | null;
  method: PaymentMethod | null;
  installments?: number;
  now: Date;
}

export interface QuoteLine {
  buildingId: string;
  name: string;
  address?: string;
  status: BuildingStatus;
  originalUnitCents: number;
  unitCents: number;
  isPromo: boolean;
  promoPercentBp: number;
  discountId: string | null;
  lineCents: number;
  originalLineCents: number;
}

export interface CartDiscount {
  kind: 'period' | 'variety' | null;
  percentBp: number;
  cents: number;
}

export type CouponRejectedReason = 'min_purchase';

export interface Quote {
  months: number;
  lines: QuoteLine[];
  subtotalCents: number;
  originalSubtotalCents: number;
  /** Display only: what the building promos already took off (subtotal is after promos). */
  promoDiscountCents: number;
  cartDiscount: CartDiscount;
  couponDiscountCents: number;
  couponRejectedReason: CouponRejectedReason | null;
  pixDiscountCents: number;
  totalCents: number;
  method: PaymentMethod | null;
  /** Number of card installments; null unless method is 'card'. */
  installments: number | null;
  /** Card only (empty otherwise): amounts that sum exactly to totalCents. */
  installmentPlan: number[];
}

export type PricingErrorCode = 'invalid_months' | 'invalid_installments' | 'invalid_amount';

export class PricingError extends Error {
  readonly code: PricingErrorCode;
  constructor(code: PricingErrorCode, message: string) {
    super(message);
    this.name = 'PricingError';
    this.code = code;
  }
}

/** Clamps a configured percentage into 0..10000 bp; bad rows must not make totals negative. */
function clampBp(bp: number): number {
  if (!Number.isFinite(bp) || bp <= 0) return 0;
  return Math.min(Math.round(bp), BP_PER_UNIT);
}

/** The share a building discount takes off, in basis points (fixed: value / min value). */
export function discountBp(d: Pick<BuildingDiscount, 'type' | 'value' | 'minValueCents'>): number {
  if (d.type === 'percentage') return clampBp(d.value);
  // A fixed discount is expressed as its share of the reference value (min_value), as the
  // original store did; without a reference there is no meaningful share.
  if (!d.minValueCents || d.minValueCents <= 0 || !isCents(d.minValueCents) || !isCents(d.value)) {
    return 0;
  }
  return Math.min(mulDivHalfUp(d.value, BP_PER_UNIT, d.minValueCents), BP_PER_UNIT);
}

/**
 * A building's 30-day price after its promotion (`promoBp` basis points off, rounded half up):
 * the quote's unit price and the store card's price, including live price updates.
 */
export function promotionPriceCents(originalCents: number, promoBp: number): number {
  return originalCents - applyBp(originalCents, promoBp);
}

function bestBuildingDiscount(
  buildingId: string,
  discounts: BuildingDiscount[],
  now: Date,
): { bp: number; id: string | null } {
  let best: { bp: number; id: string | null } = { bp: 0, id: null };
  for (const d of discounts) {
    const matches = d.buildingId === buildingId || (d.buildingIds?.includes(buildingId) ?? false);
    if (!matches || d.status !== 'active' || !isWithinWindow(now, d.startsAt, d.endsAt)) continue;
    const bp = discountBp(d);
    // Strictly greater: among equal discounts the first row wins, keeping discountId stable.
    if (bp > best.bp) best = { bp, id: d.id };
  }
  return best;
}

function priceLine(building: PricingBuilding, months: number, input: PricingInput): QuoteLine {
  if (!isCents(building.priceCents)) {
    throw new PricingError('invalid_amount', messages.buildingPriceInvalid);
  }
  const original = building.priceCents;
  const { bp, id } = bestBuildingDiscount(building.id, input.buildingDiscounts, input.now);
  const unit = promotionPriceCents(original, bp);
  return {
    buildingId: building.id,
    name: building.name,
    ...(building.address !== undefined ? { address: building.address } : {}),
    status: building.status,
    originalUnitCents: original,
    unitCents: unit,
    isPromo: bp > 0,
    promoPercentBp: bp,
    discountId: id,
    lineCents: unit * months,
    originalLineCents: original * months,
  };
}

/** `now` null means "ignore the rows' windows" (labels rendered without a clock). */
function periodBp(rows: PeriodDiscount[], months: number, now: Date | null): number {
  let best = 0;
  for (const r of rows) {
    const inWindow = now === null || isWithinWindow(now, r.startsAt, r.endsAt);
    if (r.months === months && r.active && inWindow) {
      best = Math.max(best, clampBp(r.percentBp));
    }
  }
  return best;
}

function varietyBp(v: VarietyDiscount | null, distinctBuildings: number, now: Date): number {
  if (!v || !v.active || !isWithinWindow(now, v.startsAt, v.endsAt)) return 0;
  const min = v.minBuildings ?? VARIETY_DEFAULTS.minBuildings;
  return distinctBuildings >= min ? clampBp(v.percentBp ?? VARIETY_DEFAULTS.percentBp) : 0;
}

function couponDiscount(
  coupon: CouponForPricing | null,
  base: number,
): { cents: number; rejected: CouponRejectedReason | null } {
  if (!coupon) return { cents: 0, rejected: null };
  if (coupon.minPurchaseCents != null && base < coupon.minPurchaseCents) {
    return { cents: 0, rejected: 'min_purchase' };
  }
  let cents =
    coupon.type === 'percentage'
      ? applyBp(base, clampBp(coupon.value))
      : isCents(coupon.value)
        ? coupon.value
        : 0;
  if (coupon.maxDiscountCents != null) {
    cents = Math.min(cents, Math.max(0, coupon.maxDiscountCents));
  }
  return { cents: Math.min(cents, base), rejected: null };
}

function isInstallmentCount(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_INSTALLMENTS;
}

/**
 * Splits a total into n interest-free installments that differ by at most one centavo and
 * sum exactly to the total; the first installments carry the leftover centavos.
 */
export function splitInstallments(totalCents: number, n: number): number[] {
  if (!isCents(totalCents)) throw new PricingError('invalid_amount', messages.invalidInput);
  if (!isInstallmentCount(n)) {
    throw new PricingError('invalid_installments', messages.installmentsInvalid);
  }
  const base = Math.floor(totalCents / n);
  const extra = totalCents - base * n;
  return Array.from({ length: n }, (_, i) => (i < extra ? base + 1 : base));
}

/** For the installment selector: the plan for every count from 1 to 12. */
export function installmentOptions(
  totalCents: number,
): { installments: number; amounts: number[] }[] {
  return Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({
    installments: i + 1,
    amounts: splitInstallments(totalCents, i + 1),
  }));
}

export function priceCart(input: PricingInput): Quote {
  const { months, now } = input;
  if (!Number.isInteger(months) || months < MIN_MONTHS || months > MAX_MONTHS) {
    throw new PricingError('invalid_months', messages.pricingMonthsInvalid);
  }
  const installments = input.method === 'card' ? (input.installments ?? 1) : null;
  if (installments !== null && !isInstallmentCount(installments)) {
    throw new PricingError('invalid_installments', messages.installmentsInvalid);
  }

  const lines = input.lines.map((l) => priceLine(l.building, months, input));
  const subtotal = lines.reduce((s, l) => s + l.lineCents, 0);
  const originalSubtotal = lines.reduce((s, l) => s + l.originalLineCents, 0);
  if (!isCents(originalSubtotal)) throw new PricingError('invalid_amount', messages.invalidInput);

  // The two cart discounts never stack: the larger wins, and a tie goes to 'period'.
  const pBp = periodBp(input.periodDiscounts, months, now);
  const vBp = varietyBp(input.varietyDiscount, new Set(lines.map((l) => l.buildingId)).size, now);
  const cartBp = Math.max(pBp, vBp);
  const cartDiscount: CartDiscount = {
    kind: cartBp === 0 ? null : pBp >= vBp ? 'period' : 'variety',
    percentBp: cartBp,
    cents: applyBp(subtotal, cartBp),
  };

  const afterCart = subtotal - cartDiscount.cents;
  const coupon = couponDiscount(input.coupon, afterCart);
  const afterCoupon = afterCart - coupon.cents;
  const pixDiscount = input.method === 'pix' ? applyBp(afterCoupon, PIX_DISCOUNT_BP) : 0;
  const total = afterCoupon - pixDiscount;

  return {
    months,
    lines,
    subtotalCents: subtotal,
    originalSubtotalCents: originalSubtotal,
    promoDiscountCents: originalSubtotal - subtotal,
    cartDiscount,
    couponDiscountCents: coupon.cents,
    couponRejectedReason: coupon.rejected,
    pixDiscountCents: pixDiscount,
    totalCents: total,
    method: input.method,
    installments,
    installmentPlan: installments === null ? [] : splitInstallments(total, installments),
  };
}

/** '1 mês', '3 meses'. */
export function monthsLabel(n: number): string {
  return plural(n, 'mês', 'meses');
}

/**
 * Labels for the period selector, e.g. '3 meses (5% OFF)', from the active rows. When `now`
 * is given the rows' optional windows are honoured too, so the label matches `priceCart`.
 */
export function periodLabels(
  periodDiscounts: PeriodDiscount[],
  now?: Date,
): { months: number; percentBp: number; label: string }[] {
  return PERIOD_OPTIONS.map((months) => {
    const bp = periodBp(periodDiscounts, months, now ?? null);
    const label =
      bp > 0 ? `${monthsLabel(months)} (${percentFromBp(bp)} OFF)` : monthsLabel(months);
    return { months, percentBp: bp, label };
  });
}

/** One line of a priced cart's summary, the cart drawer's and the checkout's alike (issue 29). */
export interface SummaryLine {
  key: 'subtotal' | 'promo' | 'discount' | 'coupon' | 'pix';
  label: string;
  /** What the line adds (subtotal) or takes off (every other line), never negative. */
  cents: number;
}

/**
 * The lines between the items and the total: the subtotal at list prices, then each discount that
 * took something off, in the order it was applied; when none did, one 'Desconto' of zero (the
 * cart drawer's spec shows a discount). `pix` adds the PIX line once that method is chosen.
 */
export function summaryLines(quote: Quote, pix?: { discountCents: number } | null): SummaryLine[] {
  const d = quote.cartDiscount;
  const discounts: SummaryLine[] = [];
  if (quote.promoDiscountCents > 0) discounts.push({ key: 'promo', label: 'Desconto promocional', cents: quote.promoDiscountCents });
  if (d.cents > 0) {
    const why = d.kind === 'variety' ? ' por variedade de prédios' : ` por ${monthsLabel(quote.months)}`;
    discounts.push({ key: 'discount', label: `Desconto (${percentFromBp(d.percentBp)}${d.kind ? why : ''})`, cents: d.cents });
  }
  if (quote.couponDiscountCents > 0) discounts.push({ key: 'coupon', label: 'Desconto do cupom', cents: quote.couponDiscountCents });
  if (pix) discounts.push({ key: 'pix', label: `Desconto PIX (${percentFromBp(PIX_DISCOUNT_BP)} OFF)`, cents: pix.discountCents });
  if (discounts.length === 0) discounts.push({ key: 'discount', label: 'Desconto', cents: 0 });
  return [{ key: 'subtotal', label: 'Subtotal', cents: quote.originalSubtotalCents }, ...discounts];
}
