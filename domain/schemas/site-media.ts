import { z } from 'zod';
import { MAX_ALT_LENGTH, siteImageSizes, siteMediaSlotKeys, type SiteMediaSlot } from '../site-media';
import { messages } from '../messages';

export const altField = z
  .string({ error: messages.siteMediaAltRequired })
  .trim()
  .min(1, messages.siteMediaAltRequired)
  .max(MAX_ALT_LENGTH, messages.fieldTooLong('O texto alternativo', MAX_ALT_LENGTH));

export const slotEnum = z.enum(siteMediaSlotKeys as [SiteMediaSlot, ...SiteMediaSlot[]]);

const urls = z.object(Object.fromEntries(Object.keys(siteImageSizes).map((k) => [k, z.string()])) as Record<keyof typeof siteImageSizes, z.ZodString>);

export const siteImageDto = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  urls,
  srcSet: z.string(),
  createdAt: z.string(),
  /** The slots showing it. */
  slots: z.array(slotEnum),
});
export type SiteImageDto = z.infer<typeof siteImageDto>;

export const siteImageList = z.object({
  rows: z.array(siteImageDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SiteImageList = z.infer<typeof siteImageList>;

export const siteSlotDto = z.object({
  slot: slotEnum,
  image: siteImageDto.nullable(),
  updatedAt: z.string().nullable(),
});
export const siteSlotList = z.object({ slots: z.array(siteSlotDto) });
export type SiteSlotList = z.infer<typeof siteSlotList>;

export const altInput = z.object({ alt: altField });
export const assignSlotInput = z.object({ imageId: z.string().max(64) });

export const siteMediaResult = z.object({ message: z.string(), image: siteImageDto.nullable() });

/** What the public pages read: only the filled slots; the rest keep their built-in art. */
export const publicSiteMedia = z.object({
  slots: z.record(
    z.string(),
    z.object({ src: z.string(), srcSet: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
  ),
});
export type PublicSiteMedia = z.infer<typeof publicSiteMedia>;
