import { z } from 'zod';
import { CAPTURE_KINDS, CAPTURE_REQUEST_STATUSES, PLAY_BATCH_MAX, SCREEN_LABEL_MAX } from '../signage';
import { clientMakeGood } from './make-goods';

// ---------- the device ----------

export const pairingStart = z.object({
  code: z.string(),
  /** Held by the device only: proves it is the one that shows the code when it collects the token. */
  secret: z.string(),
  expiresAt: z.string(),
});
export type PairingStart = z.infer<typeof pairingStart>;

export const pairingClaimInput = z.object({ secret: z.string().min(20).max(200) });

export const screenInfo = z.object({
  id: z.string(),
  label: z.string(),
  buildingId: z.string(),
  buildingName: z.string(),
});
export type ScreenInfo = z.infer<typeof screenInfo>;

export const pairingClaim = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting'), expiresAt: z.string() }),
  z.object({ status: z.literal('paired'), token: z.string(), screen: screenInfo }),
]);
export type PairingClaim = z.infer<typeof pairingClaim>;

/**
 * One thing the screen shows. Videos come from the media model; notices from the síndico area
 * (server/modules/signage/manifest.ts, `noticeItemsOfBuilding`). `playUntil`: the item leaves the
 * loop at this instant even when the device is offline (midnight of the booking's last day).
 */
export const videoItem = z.object({
  kind: z.literal('video'),
  id: z.string(),
  title: z.string(),
  durationMs: z.number().int(),
  url: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  playUntil: z.string(),
});
/**
 * A notice: text (title and body), an image (`imageUrl`, e.g. /files/notices/...webp) or a video
 * (`videoId`; the screen downloads it from `videoUrl`, /api/player/videos/{videoId}/file, like an
 * ad, but no proof of play is recorded for it).
 */
export const noticeItem = z.object({
  kind: z.literal('notice'),
  id: z.string(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  videoId: z.string().nullable(),
  videoUrl: z.string().nullable(),
  durationMs: z.number().int(),
  playUntil: z.string().nullable(),
});
export const manifestItem = z.discriminatedUnion('kind', [videoItem, noticeItem]);
export type VideoItem = z.infer<typeof videoItem>;
export type NoticeItem = z.infer<typeof noticeItem>;
export type ManifestItem = z.infer<typeof manifestItem>;

export const manifest = z.object({
  /** Changes whenever anything the screen shows changes (also the ETag). */
  version: z.string(),
  generatedAt: z.string(),
  screen: screenInfo,
  items: z.array(manifestItem),
  /** The agency card shown when there is nothing to play. */
  agency: z.object({ storeUrl: z.string(), qrSvgDataUrl: z.string() }),
  heartbeatMs: z.number().int(),
});
export type Manifest = z.infer<typeof manifest>;

export const heartbeatInput = z.object({
  nowPlaying: z
    .object({ kind: z.enum(['video', 'notice', 'agency']), id: z.string().max(64).nullable(), title: z.string().max(200) })
    .nullable(),
  manifestVersion: z.string().max(80).nullable(),
  cachedFiles: z.number().int().min(0).max(10_000),
  cachedBytes: z.number().int().min(0).max(1e12),
  appVersion: z.string().max(40),
});
export type HeartbeatInput = z.infer<typeof heartbeatInput>;

export const playRecord = z.object({
  id: z.uuid(),
  videoId: z.uuid(),
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }),
});
export type PlayRecordInput = z.infer<typeof playRecord>;
export const playBatchInput = z.object({ plays: z.array(playRecord).min(1).max(PLAY_BATCH_MAX) });
export const playBatchResult = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type PlayBatchResult = z.infer<typeof playBatchResult>;

// ---------- staff (/admin/status) ----------

export const pairScreenInput = z.object({
  code: z.string().trim().min(1).max(20),
  buildingId: z.uuid(),
  label: z.string().trim().min(1).max(SCREEN_LABEL_MAX),
});
export type PairScreenInput = z.infer<typeof pairScreenInput>;

export const adminScreen = z.object({
  id: z.string(),
  buildingId: z.string(),
  buildingName: z.string(),
  label: z.string(),
  pairedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastHeartbeatAt: z.string().nullable(),
  online: z.boolean(),
  nowPlaying: z.object({ kind: z.string(), id: z.string().nullable(), title: z.string() }).nullable(),
  manifestVersion: z.string().nullable(),
  cachedFiles: z.number().int().nullable(),
  cachedBytes: z.number().nullable(),
  appVersion: z.string().nullable(),
  /** Videos of paying advertisers on air in its building now. */
  paidVideos: z.number().int(),
  /** Offline while paid videos should be on air. */
  warning: z.boolean(),
  /** Share of the time it was on (ADR 0046): today so far, and the last 7 days; null before pairing. */
  uptime: z.object({ today: z.number().nullable(), last7: z.number().nullable() }),
});
export type AdminScreen = z.infer<typeof adminScreen>;

export const adminScreenList = z.object({
  screens: z.array(adminScreen),
  /** The pairing form's choices: live screens per building, and whether it takes no more. */
  buildings: z.array(z.object({ id: z.string(), name: z.string(), displayCount: z.number().int(), pairedScreens: z.number().int(), full: z.boolean() })),
  offlineThresholdMs: z.number().int(),
});
export type AdminScreenList = z.infer<typeof adminScreenList>;

export const screenAlerts = z.object({ offline: z.number().int(), offlineWithPaidVideos: z.number().int() });
export type ScreenAlerts = z.infer<typeof screenAlerts>;

// ---------- a look at the screen: captures (issue 32) ----------

/** What the screen is asked to do now (GET /api/player/commands answers 204 when nothing). */
export const playerCommands = z.object({ capture: z.object({ requestId: z.string() }).nullable() });
export type PlayerCommands = z.infer<typeof playerCommands>;

/** The multipart fields sent beside the JPEG. */
export const captureUploadFields = z.object({
  kind: z.enum(CAPTURE_KINDS),
  requestId: z.uuid().optional(),
});
export const captureUploadResult = z.object({ id: z.string(), kind: z.enum(CAPTURE_KINDS), takenAt: z.string() });
export type CaptureUploadResult = z.infer<typeof captureUploadResult>;

/** A capture as staff see it; `url` is the guarded file route, never a public address. */
export const adminCapture = z.object({
  id: z.string(),
  screenId: z.string(),
  kind: z.enum(CAPTURE_KINDS),
  takenAt: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type AdminCapture = z.infer<typeof adminCapture>;

export const captureRequest = z.object({
  id: z.string(),
  screenId: z.string(),
  status: z.enum(CAPTURE_REQUEST_STATUSES),
  requestedAt: z.string(),
  capture: adminCapture.nullable(),
});
export type CaptureRequest = z.infer<typeof captureRequest>;

export const adminCaptureList = z.object({ captures: z.array(adminCapture) });
export type AdminCaptureList = z.infer<typeof adminCaptureList>;

// ---------- proof of play reports ----------

export const dayRange = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const playsReport = z.object({
  from: z.string(),
  to: z.string(),
  byBuilding: z.array(z.object({ buildingId: z.string(), buildingName: z.string(), plays: z.number().int(), screens: z.number().int() })),
  byAdvertiser: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), plays: z.number().int(), videos: z.number().int() })),
});
export type PlaysReport = z.infer<typeof playsReport>;

/** What a booking got so far (ADR 0046): uptime of its screens, plays delivered against expected. */
export const bookingDelivery = z.object({
  uptimePercent: z.number().nullable(),
  expectedPlays: z.number().int(),
  deliveredPlays: z.number().int(),
  deliveredPercent: z.number().nullable(),
  lostMs: z.number().int(),
});
export type BookingDelivery = z.infer<typeof bookingDelivery>;

export const clientPlays = z.object({
  today: z.string(),
  /** The client's bookings running or ended in the last 30 days, with their delivery. */
  bookings: z.array(
    z.object({
      bookingId: z.string(),
      buildingName: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      live: z.boolean(),
      delivery: bookingDelivery,
      /** What the client was given for time the screens were off the air (ADR 0047). */
      makeGood: clientMakeGood.nullable(),
      /** The order to renew while the booking is in the reminder window and not renewed (ADR 0052). */
      renewOrderId: z.string().nullable(),
      /** São Paulo days to the booking's last day while 'Renovar' is offered (0 on the last day). */
      renewDaysLeft: z.number().int().nullable(),
      /** The end of the renewal that continues the booking, if any. */
      renewedUntil: z.string().nullable(),
    }),
  ),
  videos: z.array(
    z.object({ videoId: z.string(), title: z.string(), buildingName: z.string(), today: z.number().int(), last7: z.number().int(), last30: z.number().int() }),
  ),
  buildings: z.array(z.object({ buildingId: z.string(), buildingName: z.string(), today: z.number().int(), last7: z.number().int(), last30: z.number().int() })),
});
export type ClientPlays = z.infer<typeof clientPlays>;

export const campaignCsvQuery = dayRange.extend({ userId: z.uuid() });
