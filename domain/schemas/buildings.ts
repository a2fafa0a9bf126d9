import { z } from 'zod';
import { buildingStatuses, DEFAULT_COORDINATES } from '../buildings';
import { messages } from '../messages';
import { centsToAmountText, parseBRL } from '../money';
import { emailField } from './site';

export { DEFAULT_COORDINATES };

/**
 * The building contract: `buildingInput` is what the API takes (price in centavos);
 * `buildingForm` is the same rules over what a person types (price as '1.997,00', numbers as
 * text) and turns into a `buildingInput`. Both use the spec's exact messages.
 */

export const DEFAULT_PRICE_CENTS = 199_700;
/** R$ 10 milhões: far above any real panel, well inside the database's integer. */
export const MAX_PRICE_CENTS = 1_000_000_000;

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.fieldTooLong(label, max));

const nameField = requiredText(messages.buildingNameRequired, 'O nome', 200);
const addressField = requiredText(messages.buildingAddressRequired, 'O endereço', 300);
const neighborhoodField = requiredText(messages.buildingNeighborhoodRequired, 'O bairro', 120);
const residentsField = z
  .number({ error: messages.buildingResidentsInvalid })
  .int(messages.buildingResidentsInvalid)
  .positive(messages.buildingResidentsInvalid)
  .max(1_000_000, messages.buildingResidentsInvalid);
const priceCentsField = z
  .number({ error: messages.buildingPriceInvalid })
  .int(messages.buildingPriceInvalid)
  .positive(messages.buildingPriceInvalid)
  .max(MAX_PRICE_CENTS, messages.buildingPriceInvalid);
const displayCountField = z
  .number({ error: messages.buildingPanelsInvalid })
  .int(messages.buildingPanelsInvalid)
  .min(1, messages.buildingPanelsInvalid)
  .max(100, messages.buildingPanelsInvalid);
const statusField = z.enum(buildingStatuses).default('active');

/** Anything that is not a finite number ('', 'abc', null) becomes the default point. */
export function toCoordinate(value: unknown, fallback: number): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim().replace(',', '.'))
        : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

const coordinate = (fallback: number, limit: number, message: string) =>
  z
    .union([z.number(), z.string().max(40), z.null()])
    .optional()
    .transform((v) => toCoordinate(v, fallback))
    .pipe(z.number().min(-limit, message).max(limit, message));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD'. */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * The síndico block. Saved only when the name is not blank; then an e-mail, when given, must be
 * valid, and a mandate end that is only spaces (or not a date) is refused. Output: the block or
 * null (no síndico).
 */
export const sindicoBlock = z
  .object({
    name: z.string().max(120, messages.fieldTooLong('O nome do síndico', 120)).default(''),
    email: z.string().max(254, messages.fieldTooLong('O e-mail', 254)).nullish(),
    phone: z.string().max(40, messages.fieldTooLong('O telefone', 40)).nullish(),
    mandateEnd: z.string().max(40, messages.mandateEndInvalid).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.name.trim()) return;
    const email = v.email?.trim();
    if (email && !emailField.safeParse(email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.emailInvalid });
    }
    const end = v.mandateEnd;
    if (end != null && end !== '' && !isIsoDate(end.trim())) {
      ctx.addIssue({ code: 'custom', path: ['mandateEnd'], message: messages.mandateEndInvalid });
    }
  })
  .transform((v) =>
    v.name.trim()
      ? {
          name: v.name.trim(),
          email: v.email?.trim().toLowerCase() || null,
          phone: v.phone?.trim() || null,
          mandateEnd: v.mandateEnd?.trim() || null,
        }
      : null,
  );
export type SindicoInput = NonNullable<z.output<typeof sindicoBlock>>;

export const buildingInput = z.object({
  name: nameField,
  address: addressField,
  neighborhood: neighborhoodField,
  residents: residentsField,
  latitude: coordinate(DEFAULT_COORDINATES.latitude, 90, messages.latitudeInvalid),
  longitude: coordinate(DEFAULT_COORDINATES.longitude, 180, messages.longitudeInvalid),
  priceCents: priceCentsField,
  displayCount: displayCountField.default(1),
  status: statusField,
  /** Absent: the síndico is left as it is. A blank name or null: the building has none. */
  sindico: sindicoBlock.nullable().optional(),
});
export type BuildingInput = z.output<typeof buildingInput>;
export type BuildingInputBody = z.input<typeof buildingInput>;

/** Digits only, else NaN (so the number schema gives the field's message). */
const intText = (s: string): number => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** What the form holds: every field as typed. */
export const buildingForm = z
  .object({
    name: nameField,
    address: addressField,
    neighborhood: neighborhoodField,
    residents: z.string().transform(intText).pipe(residentsField),
    latitude: z.string().max(40),
    longitude: z.string().max(40),
    price: z
      .string()
      .transform((s) => parseBRL(s) ?? Number.NaN)
      .pipe(priceCentsField),
    displayCount: z.string().transform(intText).pipe(displayCountField),
    status: z.enum(buildingStatuses),
    sindico: sindicoBlock,
  })
  .transform(
    ({ price, latitude, longitude, ...rest }): BuildingInputBody => ({
      ...rest,
      priceCents: price,
      latitude: toCoordinate(latitude, DEFAULT_COORDINATES.latitude),
      longitude: toCoordinate(longitude, DEFAULT_COORDINATES.longitude),
    }),
  )
  .pipe(buildingInput);
export type BuildingFormValues = z.input<typeof buildingForm>;


export const emptyBuildingForm = (): BuildingFormValues => ({
  name: '',
  address: '',
  neighborhood: '',
  residents: '',
  latitude: String(DEFAULT_COORDINATES.latitude),
  longitude: String(DEFAULT_COORDINATES.longitude),
  price: centsToAmountText(DEFAULT_PRICE_CENTS),
  displayCount: '1',
  status: 'active',
  sindico: { name: '', email: '', phone: '', mandateEnd: '' },
});

// ---- Responses ----

export const photoUrls = z.object({ sm: z.string(), md: z.string(), lg: z.string() });
export type PhotoUrls = z.infer<typeof photoUrls>;

export const buildingPhotoDto = z.object({
  id: z.uuid(),
  isMain: z.boolean(),
  order: z.number().int(),
  urls: photoUrls,
  createdAt: z.string(),
});
export type BuildingPhotoDto = z.infer<typeof buildingPhotoDto>;

export const sindicoDto = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mandateStart: z.string(),
  mandateEnd: z.string().nullable(),
  userId: z.uuid().nullable(),
});
export type SindicoDto = z.infer<typeof sindicoDto>;

export const buildingDto = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  neighborhood: z.string(),
  residents: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  status: z.enum(buildingStatuses),
  displayCount: z.number().int(),
  priceCents: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  photos: z.array(buildingPhotoDto),
  /** The main photo (or the first when none is main), medium size; null without photos. */
  mainPhotoUrl: z.string().nullable(),
  sindico: sindicoDto.nullable(),
  /** Active bookings that have not ended (a panel is full at 10). */
  advertisers: z.number().int(),
});
export type BuildingDto = z.infer<typeof buildingDto>;

export const archivedFilters = ['exclude', 'include', 'only'] as const;
export const buildingListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  archived: z.enum(archivedFilters).default('exclude'),
});
export const buildingListResponse = z.object({ buildings: z.array(buildingDto) });

export const deleteBuildingsInput = z.object({ ids: z.array(z.string().max(64)).min(1).max(200) });
export const deleteBuildingsResponse = z.object({
  deleted: z.array(z.uuid()),
  archived: z.array(z.uuid()),
  message: z.string(),
});
export type DeleteBuildingsResult = z.infer<typeof deleteBuildingsResponse>;

export const photosResponse = z.object({
  photos: z.array(buildingPhotoDto),
  mainPhotoUrl: z.string().nullable(),
  message: z.string().optional(),
});
export type PhotosResponse = z.infer<typeof photosResponse>;
export const photoOrderInput = z.object({ ids: z.array(z.string().max(64)).min(1).max(20) });

/** When none is main, the first photo (by order) is shown. */
export function mainPhotoOf<T extends { isMain: boolean; order: number }>(photos: readonly T[]): T | null {
  return photos.find((p) => p.isMain) ?? [...photos].sort((a, b) => a.order - b.order)[0] ?? null;
}

export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const photoSizes = { sm: 320, md: 640, lg: 1280 } as const;
export type PhotoSize = keyof typeof photoSizes;
