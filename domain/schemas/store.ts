import { z } from 'zod';
import { buildingStatuses } from '../buildings';
import { paymentMethods } from '../pricing';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, viewProblem } from '../map-clusters';
import { messages } from '../messages';

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
  method: z.enum(paymentMethods).nullable().optional(),
  installments: z.number().int().min(1).max(12).optional(),
});
export type QuoteInput = z.infer<typeof quoteInput>;

const quoteLine = z.object({
  buildingId: z.string(),
  name: z.string(),
  address: z.string().optional(),
  status: z.enum(buildingStatuses),
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
  method: z.enum(paymentMethods).nullable(),
  installments: z.number().int().nullable(),
  installmentPlan: z.array(z.number().int()),
});

export const quoteResponse = z.object({
  quote: quoteSchema,
  /** Buildings that can no longer be bought (missing, archived, not active). */
  unavailable: z.array(z.object({ buildingId: z.string(), reason: z.enum(['not_found', 'not_active']) })),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

// ---------------------------------------------------------------------------------------------
// GET /api/store/panels: one page of the store, the map's panels and the filter options.

const pageError = 'Página inválida.';

export const storePanelsQuery = z.object({
  search: z.string().trim().max(100, 'A busca deve ter no máximo 100 caracteres.').optional(),
  neighborhood: z.string().trim().max(100, 'O bairro deve ter no máximo 100 caracteres.').optional(),
  page: z.coerce
    .number({ error: pageError })
    .int(pageError)
    .min(1, pageError)
    .max(100_000, pageError)
    .default(1),
  /**
   * '1' (default): also the filter's summary (count, neighbourhoods, the map's panels, period
   * discounts). '0': the page only, for page changes: its cost does not depend on how many
   * buildings there are.
   */
  summary: z
    .enum(['0', '1'], { error: 'O parâmetro summary deve ser 0 ou 1.' })
    .default('1')
    .transform((v) => v === '1'),
});
export type StorePanelsQuery = z.input<typeof storePanelsQuery>;

const buildingStatus = z.enum(buildingStatuses);

export const storePanel = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  neighborhood: z.string(),
  status: buildingStatus,
  /** Number of screens (display_count). */
  screens: z.number().int(),
  residents: z.number().int(),
  /** residents x 5 daily views x 30 days (domain/panels.ts). */
  monthlyViews: z.number().int(),
  /** 30-day unit price after the building's active discount, as the quote computes it. */
  priceCents: z.number().int(),
  originalPriceCents: z.number().int(),
  isPromo: z.boolean(),
  promoPercentBp: z.number().int(),
  advertisers: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  mainPhotoUrl: z.string().nullable(),
});
export type StorePanel = z.infer<typeof storePanel>;

/**
 * One panel on the store map, compact (ADR 0021): [id, latitude, longitude, status, advertisers] —
 * what the marker's colour needs. The info window's name, address and price come on click
 * (GET /api/store/panels/:id), so the first visit of a 10,000-building store stays small.
 */
export const mapPin = z.tuple([z.string(), z.number(), z.number(), buildingStatus, z.number().int()]);
export type MapPin = z.infer<typeof mapPin>;

export const storePanelParams = z.object({ id: z.string().max(64) });

export const activePeriodDiscount = z.object({ months: z.number().int(), percentBp: z.number().int() });
export type ActivePeriodDiscount = z.infer<typeof activePeriodDiscount>;

/** What depends on the filters but not on the page. */
export const storeSummary = z.object({
  /** Panels matching the filters. */
  total: z.number().int(),
  /** Sellable buildings whatever the filters (0 = 'Nenhum prédio disponível no momento.'). */
  totalSellable: z.number().int(),
  /** Every stored neighbourhood plus those written in addresses, one spelling each, sorted. */
  neighborhoods: z.array(z.string()),
  /**
   * [south, west, north, east] around every matching panel (null when none): the map fits it, then
   * asks GET /api/store/map for what its view shows (ADR 0033). The server always sends it; a
   * summary without it (the prerenderer's warm-up) fits the default point.
   */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable().optional(),
  /** Period discounts in force now, for the cart's period selector labels. */
  periodDiscounts: z.array(activePeriodDiscount),
});
export type StoreSummary = z.infer<typeof storeSummary>;

export const storePanelsResponse = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(storePanel),
  /** null when the request said summary=0. */
  summary: storeSummary.nullable(),
});
export type StorePanelsResponse = z.infer<typeof storePanelsResponse>;

// ---------------------------------------------------------------------------------------------
// GET /api/store/map: what the store map's view shows, clustered on the server (ADR 0033).

const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: messages.mapViewInvalid }).min(min, messages.mapViewInvalid).max(max, messages.mapViewInvalid);

export const storeMapQuery = z
  .object({
    search: storePanelsQuery.shape.search,
    neighborhood: storePanelsQuery.shape.neighborhood,
    zoom: z.coerce
      .number({ error: messages.mapViewInvalid })
      .int(messages.mapViewInvalid)
      .min(MAP_MIN_ZOOM, messages.mapViewInvalid)
      .max(MAP_MAX_ZOOM, messages.mapViewInvalid),
    west: coordinate(-180, 180),
    south: coordinate(-90, 90),
    east: coordinate(-180, 180),
    north: coordinate(-90, 90),
  })
  .superRefine((v, ctx) => {
    const problem = viewProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: messages[problem], path: ['zoom'] });
  });
export type StoreMapQuery = z.input<typeof storeMapQuery>;

export const mapCluster = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  /** [south, west, north, east] of its panels: a click zooms there. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** Its panels' ids, only for small clusters. */
  ids: z.array(z.string()).optional(),
});
export type MapCluster = z.infer<typeof mapCluster>;

export const storeMapResponse = z.object({
  zoom: z.number().int(),
  /** Panels matching the filters, anywhere. */
  total: z.number().int(),
  /** Panels in the view's cells (clusters' counts plus pins). */
  inView: z.number().int(),
  clusters: z.array(mapCluster),
  /** Panels alone in their cell (every one from zoom 17 on), as compact pins. */
  pins: z.array(mapPin),
});
export type StoreMapResponse = z.infer<typeof storeMapResponse>;
