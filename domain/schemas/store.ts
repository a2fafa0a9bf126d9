import { z } from 'zod';

export const periodMonths = z
  .number({ error: 'Escolha um período válido: 1, 3, 6 ou 12 meses.' })
  .int()
  .refine((m) => [1, 3, 6, 12].includes(m), 'Escolha um período válido: 1, 3, 6 ou 12 meses.');

export const quoteInput = z.object({
  buildingIds: z
    .array(z.uuid('Prédio inválido.'), { error: 'Informe os prédios do carrinho.' })
    .min(1, 'O carrinho está vazio.')
    .max(50, 'O carrinho pode ter no máximo 50 prédios.'),
  months: periodMonths,
  method: z.enum(['pix', 'card']).nullable().optional(),
  installments: z.number().int().min(1).max(12).optional(),
});
export type QuoteInput = z.infer<typeof quoteInput>;

const quoteLine = z.object({
  buildingId: z.string(),
  name: z.string(),
  address: z.string().optional(),
  status: z.enum(['active', 'maintenance', 'inactive']),
  originalUnitCents: z.number().int(),
  unitCents: z.number().int(),
  isPromo: z.boolean(),
  promoPercentBp: z.number().int(),
  discountId: z.string().nullable(),
  lineCents: z.number().int(),
  originalLineCents: z.number().int(),
});

export const quoteSchema = z.object({
  months: z.number().int(),
  lines: z.array(quoteLine),
  subtotalCents: z.number().int(),
  originalSubtotalCents: z.number().int(),
  promoDiscountCents: z.number().int(),
  cartDiscount: z.object({
    kind: z.enum(['period', 'variety']).nullable(),
    percentBp: z.number().int(),
    cents: z.number().int(),
  }),
  couponDiscountCents: z.number().int(),
  couponRejectedReason: z.enum(['min_purchase']).nullable(),
  pixDiscountCents: z.number().int(),
  totalCents: z.number().int(),
  method: z.enum(['pix', 'card']).nullable(),
  installments: z.number().int().nullable(),
  installmentPlan: z.array(z.number().int()),
});

export const quoteResponse = z.object({
  quote: quoteSchema,
  /** Buildings that can no longer be bought (missing, archived, not active). */
  unavailable: z.array(z.object({ buildingId: z.string(), reason: z.enum(['not_found', 'not_active']) })),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;
