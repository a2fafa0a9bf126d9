import { z } from 'zod';
import { messages } from '../messages';

/** Minimal coupon creation (staff). The full coupons screen comes with the discounts admin. */
export const couponCreateInput = z.object({
  code: z.string({ error: messages.couponIncomplete }).max(40, messages.fieldTooLong('O código', 40)),
  type: z.enum(['percentage', 'fixed'], { error: messages.couponIncomplete }),
  /** Basis points for 'percentage' (1000 = 10 %), centavos for 'fixed'. */
  value: z.number({ error: messages.couponIncomplete }).max(100_000_000, messages.numberTooLarge('O valor do cupom')),
  minPurchaseCents: z.number().int().nonnegative().max(100_000_000, messages.numberTooLarge('A compra mínima')).nullable().optional(),
  maxDiscountCents: z.number().int().nonnegative().max(100_000_000, messages.numberTooLarge('O desconto máximo')).nullable().optional(),
  noExpiry: z.boolean().default(false),
  startsAt: z.iso.datetime({ offset: true, error: messages.datesRequired }).nullable().optional(),
  endsAt: z.iso.datetime({ offset: true, error: messages.datesRequired }).nullable().optional(),
  buildingIds: z.array(z.uuid('Prédio inválido.')).min(1, messages.selectBuilding).max(200).nullable().optional(),
  maxUses: z.number().int().max(1_000_000, messages.numberTooLarge('O limite de usos')).nullable().optional(),
});
export type CouponCreateInput = z.input<typeof couponCreateInput>;

export const couponView = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number().int(),
  noExpiry: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  buildingIds: z.array(z.string()).nullable(),
  maxUses: z.number().int(),
  currentUses: z.number().int(),
});
export type CouponView = z.infer<typeof couponView>;
