import { z } from 'zod';
import {
  discountProblems,
  discountTypes,
  parsePercentToBp,
  periodProblems,
  promotionStates,
  promotionStatuses,
  type DiscountField,
} from '../discounts';
import { messages } from '../messages';
import { dayEnd, dayStart, isDay } from '../time';
import { parseBRL } from '../money';
import { PERIOD_OPTIONS } from '../pricing';

/**
 * Building discounts, period discounts, bulk apply and the statistics. Units in the names:
 * `valueBp` (percentage, basis points), `valueCents`, `minValueCents`, `maxValueCents`,
 * `percentBp`; dates are instants. The `*Form` schemas take what a person types and give the
 * API body; the rules (`discountProblems`, `periodProblems`) are the same on both sides.
 */

const MAX_CENTS = 1_000_000_000;
const centsField = z.number({ error: messages.amountInvalid }).int(messages.amountInvalid).min(0, messages.amountInvalid).max(MAX_CENTS, messages.amountInvalid);
const instant = z.iso.datetime({ offset: true, error: messages.datesRequired });
const uuidList = z.array(z.uuid('Prédio inválido.'), { error: messages.selectBuilding }).max(500);

const discountBase = z.object({
  type: z.enum(discountTypes, { error: messages.discountTypeInvalid }).nullable().optional(),
  valueBp: z.number({ error: messages.discountPercentInvalid }).nullable().optional(),
  valueCents: z.number({ error: messages.discountValueInvalid }).nullable().optional(),
  minValueCents: centsField.nullable().optional(),
  maxValueCents: centsField.nullable().optional(),
  startsAt: instant.nullable().optional(),
  endsAt: instant.nullable().optional(),
  buildingIds: uuidList.nullable().optional(),
  status: z.enum(promotionStatuses).optional(),
});
type DiscountBase = z.infer<typeof discountBase>;

function checkDiscount(v: DiscountBase, ctx: z.RefinementCtx) {
  const problems = discountProblems({
    type: v.type,
    valueBp: v.valueBp,
    valueCents: v.valueCents,
    minValueCents: v.minValueCents,
    maxValueCents: v.maxValueCents,
    startsAt: v.startsAt ? new Date(v.startsAt) : null,
    endsAt: v.endsAt ? new Date(v.endsAt) : null,
    buildingIds: v.buildingIds,
  });
  for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
}

/** POST and PUT /api/admin/discounts. */
export const discountInput = discountBase.superRefine(checkDiscount);
export type DiscountInput = z.infer<typeof discountInput>;
export type DiscountInputBody = z.input<typeof discountInput>;

export const discountView = z.object({
  id: z.string(),
  type: z.enum(discountTypes),
  valueBp: z.number().int().nullable(),
  valueCents: z.number().int().nullable(),
  minValueCents: z.number().int().nullable(),
  maxValueCents: z.number().int().nullable(),
  /** What the store takes off (for 'fixed': value / min value), basis points. */
  percentBp: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(promotionStatuses),
  state: z.enum(promotionStates),
  buildings: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountView = z.infer<typeof discountView>;
export const discountListResponse = z.object({ discounts: z.array(discountView) });

// ---- Period discounts ----

export const periodDiscountView = z.object({
  id: z.string(),
  months: z.number().int(),
  percentBp: z.number().int(),
  active: z.boolean(),
});
export type PeriodDiscountView = z.infer<typeof periodDiscountView>;
export const periodDiscountListResponse = z.object({ periods: z.array(periodDiscountView) });

export const periodDiscountsInput = z
  .object({
    periods: z
      .array(
        z.object({
          months: z.number().int().refine((m) => (PERIOD_OPTIONS as readonly number[]).includes(m), 'Período inválido: use 1, 3, 6 ou 12 meses.'),
          percentBp: z.number().nullable(),
          active: z.boolean(),
        }),
      )
      .min(1)
      .max(PERIOD_OPTIONS.length),
  })
  .superRefine((v, ctx) => {
    const months = v.periods.map((p) => p.months);
    if (new Set(months).size !== months.length) ctx.addIssue({ code: 'custom', path: ['periods'], message: 'Cada período aparece uma vez só.' });
    for (const p of periodProblems(v.periods)) ctx.addIssue({ code: 'custom', path: ['periods', p.index, 'percentBp'], message: p.message });
  });
export type PeriodDiscountsInput = z.infer<typeof periodDiscountsInput>;

// ---- Bulk apply ----

export const bulkApplyInput = z.object({
  buildingIds: uuidList.min(1, messages.selectBuilding),
  periodDiscountId: z.uuid({ error: messages.selectPeriod }),
});
export type BulkApplyInput = z.infer<typeof bulkApplyInput>;
export const bulkApplyResponse = z.object({ discount: discountView, message: z.string() });

// ---- Statistics (ADR 0011) ----

export const discountStats = z.object({
  totalDiscounts: z.number().int(),
  activeDiscounts: z.number().int(),
  totalSavingsCents: z.number().int(),
  redemptionRateBp: z.number().int(),
  redemptionsLast30Days: z.number().int(),
  redemptionsTotal: z.number().int(),
});
export type DiscountStats = z.infer<typeof discountStats>;

// ---- The discount form: what a person types ----

export interface DiscountFormValues {
  type: (typeof discountTypes)[number];
  /** '20' (percent) or '150,00' (reais). */
  value: string;
  minValue: string;
  maxValue: string;
  startDate: string;
  endDate: string;
  buildingIds: string[];
  status: (typeof promotionStatuses)[number];
}

export const discountFieldToForm: Record<DiscountField | 'status', keyof DiscountFormValues> = {
  type: 'type',
  valueBp: 'value',
  valueCents: 'value',
  minValueCents: 'minValue',
  maxValueCents: 'maxValue',
  startsAt: 'startDate',
  endsAt: 'endDate',
  buildingIds: 'buildingIds',
  status: 'status',
};

const optionalMoney = (s: string): number | null => (s.trim() === '' ? null : (parseBRL(s) ?? Number.NaN));

export function discountFormToBody(v: DiscountFormValues): DiscountInputBody {
  const pct = v.value.trim() === '' ? null : (parsePercentToBp(v.value) ?? Number.NaN);
  return {
    type: v.type,
    valueBp: v.type === 'percentage' ? pct : null,
    valueCents: v.type === 'fixed' ? optionalMoney(v.value) : null,
    minValueCents: optionalMoney(v.minValue),
    maxValueCents: optionalMoney(v.maxValue),
    startsAt: isDay(v.startDate) ? dayStart(v.startDate).toISOString() : null,
    endsAt: isDay(v.endDate) ? dayEnd(v.endDate).toISOString() : null,
    buildingIds: v.buildingIds,
    status: v.status,
  };
}

export const discountForm = z
  .object({
    type: z.enum(discountTypes),
    value: z.string(),
    minValue: z.string(),
    maxValue: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    buildingIds: z.array(z.string()),
    status: z.enum(promotionStatuses),
  })
  .superRefine((v, ctx) => {
    const parsed = discountInput.safeParse(discountFormToBody(v));
    if (parsed.success) return;
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'value') as keyof typeof discountFieldToForm;
      const field = discountFieldToForm[key] ?? 'value';
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  })
  .transform((v) => discountInput.parse(discountFormToBody(v)));
