import { z } from 'zod';
import { messages } from '../messages';
import {
  daysBetween,
  isCalendarDay,
  isTimeOfDay,
  NOTICE_MAX_DAYS,
  NOTICE_MAX_SECONDS,
  NOTICE_MIN_SECONDS,
  NOTICE_TEXT_MAX,
  NOTICE_TITLE_MAX,
  noticeKinds,
  noticeStates,
} from '../notices';
import { hasControlChars } from '../text';
import { videoStatuses } from '../videos';
import { uploadFileNameField } from './videos';

/** Contracts of the síndico's notices (Área do Síndico) and of staff moderation. */

const day = z.string({ error: messages.noticeDatesRequired }).refine(isCalendarDay, messages.noticeDatesRequired);
const time = z
  .string()
  .trim()
  .transform((s) => s || null)
  .nullable()
  .optional()
  .refine((s) => s == null || isTimeOfDay(s), messages.noticeHoursInvalid);

/**
 * One notice as the form sends it. Text: title and text. Image: a title (for the list) and the
 * key of an image uploaded first. Video: a title and a video uploaded first (it needs approval).
 */
export const noticeInput = z
  .object({
    kind: z.enum(noticeKinds),
    title: z
      .string({ error: messages.noticeTitleRequired })
      .trim()
      .min(1, messages.noticeTitleRequired)
      .max(NOTICE_TITLE_MAX, messages.fieldTooLong('O título', NOTICE_TITLE_MAX)),
    body: z
      .string()
      .trim()
      .max(NOTICE_TEXT_MAX, messages.fieldTooLong('O texto', NOTICE_TEXT_MAX))
      .nullish()
      .transform((s) => s || null),
    imageKey: z.string().max(200).nullish(),
    videoId: z.uuid().nullish(),
    durationSeconds: z
      .number({ error: messages.noticeDurationInvalid })
      .int(messages.noticeDurationInvalid)
      .min(NOTICE_MIN_SECONDS, messages.noticeDurationInvalid)
      .max(NOTICE_MAX_SECONDS, messages.noticeDurationInvalid),
    startDate: day,
    endDate: day,
    days: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .default([])
      .transform((d) => [...new Set(d)].sort((a, b) => a - b)),
    startTime: time,
    endTime: time,
    buildingIds: z.array(z.uuid(messages.noticeBuildingsRequired)).min(1, messages.noticeBuildingsRequired).max(200),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'text' && !v.body) ctx.addIssue({ code: 'custom', path: ['body'], message: messages.noticeTextRequired });
    if (v.kind === 'image' && !v.imageKey) ctx.addIssue({ code: 'custom', path: ['imageKey'], message: messages.noticeImageRequired });
    if (v.kind === 'video' && !v.videoId) ctx.addIssue({ code: 'custom', path: ['videoId'], message: messages.noticeVideoRequired });
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: messages.noticeEndBeforeStart });
    else if (daysBetween(v.startDate, v.endDate) >= NOTICE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: messages.noticeTooLong });
    }
    if (Boolean(v.startTime) !== Boolean(v.endTime) || (v.startTime && v.startTime === v.endTime)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: messages.noticeHoursInvalid });
    }
  })
  .transform((v) => ({
    ...v,
    startTime: v.startTime ?? null,
    endTime: v.endTime ?? null,
    body: v.kind === 'text' ? v.body : null,
    imageKey: v.kind === 'image' ? (v.imageKey ?? null) : null,
    videoId: v.kind === 'video' ? (v.videoId ?? null) : null,
    buildingIds: [...new Set(v.buildingIds.map((id) => id.toLowerCase()))],
  }));
export type NoticeInputBody = z.input<typeof noticeInput>;
export type NoticeInput = z.output<typeof noticeInput>;

export const noticePausedInput = z.object({ paused: z.boolean() });

export const noticeDto = z.object({
  id: z.uuid(),
  kind: z.enum(noticeKinds),
  title: z.string(),
  body: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageKey: z.string().nullable(),
  videoId: z.uuid().nullable(),
  videoStatus: z.enum(videoStatuses).nullable(),
  videoRejectionReason: z.string().nullable(),
  durationSeconds: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(z.number().int()),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  paused: z.boolean(),
  state: z.enum(noticeStates),
  buildings: z.array(z.object({ id: z.uuid(), name: z.string() })),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoticeDto = z.infer<typeof noticeDto>;
export const noticeList = z.object({ items: z.array(noticeDto) });

export const sindicoBuilding = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  neighborhood: z.string(),
  status: z.enum(['active', 'maintenance', 'inactive']),
  updatedAt: z.string(),
  mandateEnd: z.string().nullable(),
  /** Panels the building has (its panel count). */
  screens: z.number().int(),
  /** Screens paired with the player, and how many of them reported in the last minutes. */
  screensPaired: z.number().int(),
  screensOnline: z.number().int(),
  /** What the online screens report showing now ('Anúncio' for an ad: nothing of the advertiser). */
  nowShowing: z.string().nullable(),
  /** The notice on the air there now, if any. */
  currentNotice: z.string().nullable(),
  activeNotices: z.number().int(),
});
export type SindicoBuilding = z.infer<typeof sindicoBuilding>;

export const sindicoDashboard = z.object({
  name: z.string(),
  buildings: z.array(sindicoBuilding),
  notices: z.array(noticeDto),
  /** Today in Foz do Iguaçu, the timeline's first day. */
  today: z.string(),
});
export type SindicoDashboard = z.infer<typeof sindicoDashboard>;

export const noticeImageResponse = z.object({ imageKey: z.string(), imageUrl: z.string() });
export type NoticeImageResponse = z.infer<typeof noticeImageResponse>;

/** tus metadata of a síndico's video notice upload. */
export const noticeVideoMetadata = z.object({
  title: z
    .string({ error: messages.videoFieldsRequired })
    .trim()
    .min(1, messages.videoFieldsRequired)
    .max(NOTICE_TITLE_MAX, messages.fieldTooLong('O título', NOTICE_TITLE_MAX))
    .refine((v) => !hasControlChars(v), messages.textControlChars('O título')),
  buildingId: z.uuid(messages.noticeBuildingsRequired),
  filename: uploadFileNameField,
  filetype: z.string().max(100).optional(),
});
export type NoticeVideoMetadata = z.infer<typeof noticeVideoMetadata>;

/** What the panel player gets for one notice. */
export interface PlayableNotice {
  id: string;
  kind: 'text' | 'image' | 'video';
  title: string;
  body: string | null;
  imageUrl: string | null;
  videoId: string | null;
  durationSeconds: number;
  /** When the current showing window ends (the player drops the item then, even offline). */
  playUntil: string | null;
  updatedAt: string;
}
