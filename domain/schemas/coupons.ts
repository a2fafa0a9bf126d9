import { z } from 'zod';
import { messages } from '../messages';
import { discountStatuses, discountTypes } from '../pricing';

/** Minimal coupon creation (staff). The full coupons screen comes with the discounts admin. */
export const couponCreateInput = z.object({
  code: z.string({ error: messages.couponIncomplete }).max(40, messages.fieldTooLong('O código', 40)),
  type: z.enum(discountTypes, { error: messages.couponIncomplete }),
  /** Basis points for 'percentage' (1000 = 10 %), centavos for 'fixed'. */
  value: z.number({ error: messages.couponIncomplete }),
  minPurchaseCents: z.number().int().nonnegative().nullable().optional(),
  maxDiscountCents: z.number().int().nonnegative().nullable().optional(),
  noExpiry: z.boolean().default(false),
  startsAt: z.iso.datetime({ offset: true, error: messages.datesRequired }).nullable().optional(),
  endsAt: z.iso.datetime({ offset: true, error: messages.datesRequired }).nullable().optional(),
  buildingIds: z.array(z.uuid('Prédio inválido.')).min(1, messages.selectBuilding).max(200).nullable().optional(),
  maxUses: z.number().int().nullable().optional(),
});
export type CouponCreateInput = z.input<typeof couponCreateInput>;

export const couponView = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(discountTypes),
  value: z.number().int(),
  noExpiry: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(discountStatuses),
  buildingIds: z.array(z.string()).nullable(),
  maxUses: z.number().int(),
  currentUses: z.number().int(),
});
export type CouponView = z.infer<typeof couponView>;
