import { z } from 'zod';
import { messages } from '../messages';
import { hasControlChars } from '../text';
import { MAX_REJECTION_REASON, MAX_VIDEO_TITLE, videoPurposes, videoStatuses } from '../videos';

/** Contracts of the client area (videos, slots, dashboard) and of the admin approvals queue. */

export const videoStatusSchema = z.enum(videoStatuses);

export const videoTitleField = z
  .string({ error: messages.videoFieldsRequired })
  .trim()
  .min(1, messages.videoFieldsRequired)
  .max(MAX_VIDEO_TITLE, messages.fieldTooLong('O nome do vídeo', MAX_VIDEO_TITLE))
  .refine((v) => !hasControlChars(v), messages.textControlChars('O nome do vídeo'));

/** The uploaded file's name as the browser gives it (tus metadata). */
export const uploadFileNameField = z
  .string({ error: messages.videoFieldsRequired })
  .trim()
  .min(1, messages.videoFieldsRequired)
  .max(255, messages.fieldTooLong('O nome do arquivo', 255))
  .refine((v) => !hasControlChars(v), messages.textControlChars('O nome do arquivo'));

/** What the upload form sends as tus metadata (strings), checked again by the server. */
export const uploadMetadata = z.object({
  title: videoTitleField,
  buildingId: z.uuid(messages.videoFieldsRequired),
  filename: uploadFileNameField,
  filetype: z.string().max(100).optional(),
  /** 'Reenviar': the rejected video this one replaces (the client's own). */
  resendOf: z.uuid().optional(),
  /** 'Substituir o vídeo atual quando aprovado': the client's video in a slot of this building. */
  replaces: z.uuid(messages.videoReplaceTargetInvalid).optional(),
});
export type UploadMetadata = z.infer<typeof uploadMetadata>;

export const clientVideo = z.object({
  id: z.uuid(),
  title: z.string(),
  status: videoStatusSchema,
  /** 'notice': a síndico's notice video (the approvals queue shows it as such). */
  purpose: z.enum(videoPurposes),
  rejectionReason: z.string().nullable(),
  buildingId: z.uuid().nullable(),
  buildingName: z.string().nullable(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  durationMs: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The slot (booking) it is active in, if any. */
  activeBookingId: z.uuid().nullable(),
  /** The video chosen at upload to leave its slot for this one when approved (issue 29). */
  replaces: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type ClientVideo = z.infer<typeof clientVideo>;

export const clientVideoList = z.object({ items: z.array(clientVideo) });
export type ClientVideoList = z.infer<typeof clientVideoList>;

export const videoListQuery = z.object({ status: videoStatusSchema.optional() });

export const slotSummary = z.object({ total: z.number().int(), used: z.number().int(), available: z.number().int() });
export type SlotSummary = z.infer<typeof slotSummary>;

export const clientSlot = z.object({
  bookingId: z.uuid(),
  /** Index plus one, in start and building order. */
  number: z.number().int(),
  buildingId: z.uuid(),
  buildingName: z.string(),
  buildingAddress: z.string(),
  buildingNeighborhood: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Started already (a future slot can hold a video that shows from its start). */
  live: z.boolean(),
  video: z
    .object({ id: z.uuid(), title: z.string(), activatedAt: z.string(), durationMs: z.number().int() })
    .nullable(),
});
export type ClientSlot = z.infer<typeof clientSlot>;

export const clientBuilding = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  neighborhood: z.string(),
  status: z.string(),
  slots: z.number().int(),
  freeSlots: z.number().int(),
});
export type ClientBuilding = z.infer<typeof clientBuilding>;

export const clientSlotsResponse = z.object({
  summary: slotSummary,
  slots: z.array(clientSlot),
  buildings: z.array(clientBuilding),
  approvedVideos: z.array(clientVideo),
});
export type ClientSlotsResponse = z.infer<typeof clientSlotsResponse>;

/**
 * One of the client's notifications: a decision on one of their videos, a make-good of one of
 * their bookings (ADR 0047: an extension, a credit), or a renewal reminder (ADR 0052: a campaign
 * ends soon, with the link that renews it). `id` is what marks them seen (`upTo`).
 */
export const clientNotification = z.object({
  id: z.uuid(),
  kind: z.enum(['video', 'make_good', 'renewal']),
  /** Set for a video decision. */
  videoId: z.uuid().nullable(),
  /** The video's title, or the building's name for a make-good. */
  title: z.string(),
  /** Set for a video decision. */
  status: videoStatusSchema.nullable(),
  reason: z.string().nullable(),
  text: z.string(),
  /** Good news (approved, compensated), bad (rejected), or something to act on (a campaign ending). */
  tone: z.enum(['good', 'bad', 'info']),
  /** Where the notification leads in the site (a renewal's link); null when it only informs. */
  link: z.string().nullable(),
  at: z.string(),
});
export type ClientNotification = z.infer<typeof clientNotification>;

/**
 * How far the client has seen their notifications, kept on the server per account: the decision
 * time of the latest one they opened the bell on (null: never), and how many came after it.
 */
export const clientNotificationsSeen = z.object({
  notificationsSeenAt: z.string().nullable(),
  notificationsUnseen: z.number().int(),
});
export type ClientNotificationsSeen = z.infer<typeof clientNotificationsSeen>;

/** Marks the notifications seen up to this one (the newest the bell showed): a decided video or a make-good of the client's. */
export const markNotificationsSeenInput = z.object({ upTo: z.uuid(messages.notificationNotFound) });
export type MarkNotificationsSeenInput = z.infer<typeof markNotificationsSeenInput>;

export const clientDashboard = z.object({
  summary: slotSummary,
  buildings: z.array(clientBuilding),
  notifications: z.array(clientNotification),
  ...clientNotificationsSeen.shape,
});
export type ClientDashboard = z.infer<typeof clientDashboard>;

export const activateInput = z.object({ videoId: z.uuid(messages.videoNotFound) });

export const rejectInput = z.object({
  reason: z
    .string({ error: messages.videoRejectionReasonRequired })
    .trim()
    .min(1, messages.videoRejectionReasonRequired)
    .max(MAX_REJECTION_REASON, messages.fieldTooLong('O motivo', MAX_REJECTION_REASON)),
});

export const adminVideo = clientVideo.extend({
  clientName: z.string(),
  clientEmail: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideo>;

export const videoCounts = z.object({ em_analise: z.number().int(), aprovado: z.number().int(), reprovado: z.number().int() });
export type VideoCounts = z.infer<typeof videoCounts>;

export const adminVideoList = z.object({ counts: videoCounts, items: z.array(adminVideo) });
export type AdminVideoList = z.infer<typeof adminVideoList>;

export const uploadResult = z.object({ video: clientVideo, activated: z.boolean().optional() });

/** Live events: channel `user:{id}` (the client) and `videos` (admins' queue). */
export const VIDEO_EVENTS = {
  decided: 'video.decided',
  uploaded: 'video.uploaded',
  changed: 'video.changed',
  /** The client saw their notifications (in this or another browser): the bells re-read the count. */
  notificationsSeen: 'notifications.seen',
} as const;
