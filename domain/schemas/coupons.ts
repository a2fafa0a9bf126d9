import { z } from 'zod';
import {
  COUPON_CODE_MAX,
  couponProblems,
  discountTypes,
  parsePercentToBp,
  promotionStates,
  promotionStatuses,
  type CouponField,
} from '../discounts';
import { messages } from '../messages';
import { dayEnd, dayStart, isDay } from '../time';
import { parseBRL } from '../money';

/**
 * The coupon contract. The API carries units in its field names: `valueBp` (basis points, 1000 =
 * 10 %) for 'percentage', `valueCents` for 'fixed'; dates are instants (ISO 8601 with offset).
 * `couponForm` is what a person types ('10' for 10 %, 'R$ 50,00', calendar days in São Paulo)
 * and turns into the API body. Both run `couponProblems` (domain/discounts.ts).
 */

const noNul = (s: string) => !s.includes('\u0000');
const MAX_CENTS = 1_000_000_000;
const centsField = z.number({ error: messages.amountInvalid }).int(messages.amountInvalid).min(0, messages.amountInvalid).max(MAX_CENTS, messages.amountInvalid);
const instant = z.iso.datetime({ offset: true, error: messages.datesRequired });

const couponBase = z.object({
  code: z
    .string({ error: messages.couponIncomplete })
    .max(COUPON_CODE_MAX, messages.fieldTooLong('O código', COUPON_CODE_MAX))
    .refine(noNul, messages.textNulInvalid),
  type: z.enum(discountTypes, { error: messages.couponIncomplete }).nullable().optional(),
  valueBp: z.number({ error: messages.couponValueInvalid }).nullable().optional(),
  valueCents: z.number({ error: messages.couponValueInvalid }).nullable().optional(),
  minPurchaseCents: centsField.nullable().optional(),
  maxDiscountCents: centsField.nullable().optional(),
  noExpiry: z.boolean().default(false),
  startsAt: instant.nullable().optional(),
  endsAt: instant.nullable().optional(),
  /** Null (or absent) = every building. */
  buildingIds: z.array(z.uuid('Prédio inválido.')).min(1, messages.selectBuilding).max(500).nullable().optional(),
  maxUses: z.number({ error: messages.couponMaxUsesInvalid }).nullable().optional(),
  status: z.enum(promotionStatuses).optional(),
});

type CouponBase = z.infer<typeof couponBase>;

function checkCoupon(v: CouponBase, ctx: z.RefinementCtx) {
  const problems = couponProblems({
    code: v.code,
    type: v.type,
    valueBp: v.valueBp,
    valueCents: v.valueCents,
    minPurchaseCents: v.minPurchaseCents,
    maxDiscountCents: v.maxDiscountCents,
    noExpiry: v.noExpiry,
    startsAt: v.startsAt ? new Date(v.startsAt) : null,
    endsAt: v.endsAt ? new Date(v.endsAt) : null,
    maxUses: v.maxUses,
  });
  for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
}

/** POST and PUT /api/admin/coupons. */
export const couponInput = couponBase.superRefine(checkCoupon);
export type CouponInput = z.infer<typeof couponInput>;
export type CouponInputBody = z.input<typeof couponInput>;
/** Kept for callers of the first version of the API. */
export const couponCreateInput = couponInput;
export type CouponCreateInput = CouponInputBody;

export const couponView = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(discountTypes),
  /** Set for 'percentage' (basis points), null otherwise. */
  valueBp: z.number().int().nullable(),
  /** Set for 'fixed' (centavos), null otherwise. */
  valueCents: z.number().int().nullable(),
  minPurchaseCents: z.number().int().nullable(),
  maxDiscountCents: z.number().int().nullable(),
  noExpiry: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(promotionStatuses),
  state: z.enum(promotionStates),
  buildingIds: z.array(z.string()).nullable(),
  maxUses: z.number().int(),
  currentUses: z.number().int(),
  /** Store revenue of the paid orders that used it, refunds taken off (ADR 0039). */
  revenueCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CouponView = z.infer<typeof couponView>;
export const couponListResponse = z.object({ coupons: z.array(couponView) });

// ---- The form: what a person types ----

/** Form field for each API field (server messages land on the right input). */
export const couponFieldToForm: Record<CouponField | 'buildingIds' | 'status', keyof CouponFormValues> = {
  code: 'code',
  type: 'type',
  valueBp: 'value',
  valueCents: 'value',
  minPurchaseCents: 'minPurchase',
  maxDiscountCents: 'maxDiscount',
  startsAt: 'startDate',
  endsAt: 'endDate',
  maxUses: 'maxUses',
  buildingIds: 'buildingIds',
  status: 'status',
};

export interface CouponFormValues {
  code: string;
  type: (typeof discountTypes)[number];
  /** '10' (percent) or '50,00' (reais). */
  value: string;
  minPurchase: string;
  maxDiscount: string;
  noExpiry: boolean;
  /** 'YYYY-MM-DD' in São Paulo. */
  startDate: string;
  endDate: string;
  allBuildings: boolean;
  buildingIds: string[];
  maxUses: string;
  status: (typeof promotionStatuses)[number];
}

const optionalMoney = (s: string): number | null => (s.trim() === '' ? null : (parseBRL(s) ?? Number.NaN));
const optionalInt = (s: string): number | null => (s.trim() === '' ? null : /^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

export function couponFormToBody(v: CouponFormValues): CouponInputBody {
  const value = v.type === 'percentage' ? (v.value.trim() === '' ? null : (parsePercentToBp(v.value) ?? Number.NaN)) : optionalMoney(v.value);
  return {
    code: v.code,
    type: v.type,
    valueBp: v.type === 'percentage' ? value : null,
    valueCents: v.type === 'fixed' ? value : null,
    minPurchaseCents: optionalMoney(v.minPurchase),
    maxDiscountCents: optionalMoney(v.maxDiscount),
    noExpiry: v.noExpiry,
    startsAt: !v.noExpiry && isDay(v.startDate) ? dayStart(v.startDate).toISOString() : null,
    endsAt: !v.noExpiry && isDay(v.endDate) ? dayEnd(v.endDate).toISOString() : null,
    buildingIds: v.allBuildings ? null : v.buildingIds,
    maxUses: optionalInt(v.maxUses) ?? 1,
    status: v.status,
  };
}

export const couponForm = z
  .object({
    code: z.string(),
    type: z.enum(discountTypes),
    value: z.string(),
    minPurchase: z.string(),
    maxDiscount: z.string(),
    noExpiry: z.boolean(),
    startDate: z.string(),
    endDate: z.string(),
    allBuildings: z.boolean(),
    buildingIds: z.array(z.string()),
    maxUses: z.string(),
    status: z.enum(promotionStatuses),
  })
  .superRefine((v, ctx) => {
    const body = couponFormToBody(v);
    const parsed = couponInput.safeParse(body);
    if (parsed.success) return;
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'code') as keyof typeof couponFieldToForm;
      const field = couponFieldToForm[key] ?? 'code';
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  })
  .transform((v) => couponInput.parse(couponFormToBody(v)));
