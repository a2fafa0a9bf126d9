import type { ManifestItem, NoticeItem, VideoItem } from '../../../domain/schemas/player';
import { chainedPlayUntil, playUntilOfBooking } from '../../../domain/signage';
import { startOfDayAt } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { findVideoById, listActiveVideosOfBuilding, videoSlotsInBuilding } from '../media/media.service';
import { listPlayableNotices } from '../notices/notices.service';

/** Where a screen downloads a video (ads and video notices alike). */
export const noticeVideoUrl = (videoId: string) => `/api/player/videos/${videoId}/file`;

/** The video ids a screen of this building may download now: its ads and its video notices. */
export function videoIdsOfLoop(items: ManifestItem[]): Set<string> {
  return new Set(items.flatMap((i) => (i.kind === 'video' ? [i.id] : i.videoId ? [i.videoId] : [])));
}

/**
 * The building's videos the screen plays now. The media model says a video is on air while its
 * booking covers `now`; the screen keeps it until midnight (São Paulo) of the booking's last day
 * (issue 12), so the bookings that ended earlier today are read too (on air at today's midnight).
 * A video whose slot goes on in a renewal (ADR 0052) keeps it until the renewal's last midnight:
 * the old slot plays it to its last day, the renewal from the next one, and a device that misses
 * the manifest at that midnight does not drop it.
 */
export async function videoItemsOfBuilding(db: DbOrTx, buildingId: string, now: Date): Promise<VideoItem[]> {
  const [current, sinceMidnight] = await Promise.all([
    listActiveVideosOfBuilding(db, buildingId, now),
    listActiveVideosOfBuilding(db, buildingId, startOfDayAt(now)),
  ]);
  const byId = new Map<string, VideoItem>();
  for (const v of [...current, ...sinceMidnight]) {
    if (byId.has(v.videoId)) continue;
    const playUntil = playUntilOfBooking(new Date(v.bookingEndsAt));
    if (playUntil <= now) continue;
    byId.set(v.videoId, {
      kind: 'video',
      id: v.videoId,
      title: v.title,
      durationMs: v.durationMs,
      url: noticeVideoUrl(v.videoId),
      fileSize: v.fileSize,
      fileType: v.fileType,
      width: v.width,
      height: v.height,
      playUntil: playUntil.toISOString(),
    });
  }
  if (byId.size > 0) {
    const slots = await videoSlotsInBuilding(db, buildingId, [...byId.keys()]);
    for (const item of byId.values()) {
      const own = slots.filter((s) => s.videoId === item.id);
      item.playUntil = chainedPlayUntil(new Date(item.playUntil), own).toISOString();
    }
  }
  // Oldest activation first: a new advertiser joins at the end of the loop.
  return [...byId.values()].reverse();
}

/**
 * The síndico's notices on screen now (server/modules/notices, ADR 0016), oldest first, as notice
 * items: text (`title`, `body`) or an image (`imageUrl`) for the notice's display duration, or an
 * approved video notice (`videoId`, downloaded from `videoUrl` like an ad, no proof of play) for
 * the video's own length (it plays whole). `playUntil` is the end of the notice's current window,
 * so a device that loses the network still drops it on time; a paused, deleted or expired notice
 * leaves the manifest, hence the loop, at the next loop boundary.
 */
export async function noticeItemsOfBuilding(db: DbOrTx, buildingId: string, now: Date): Promise<NoticeItem[]> {
  const notices = await listPlayableNotices(db, buildingId, now);
  const items: NoticeItem[] = [];
  for (const n of notices) {
    let durationMs = n.durationSeconds * 1000;
    if (n.kind === 'video') {
      const v = n.videoId ? await findVideoById(db, n.videoId) : undefined;
      if (!v || v.status !== 'aprovado') continue;
      durationMs = v.durationMs;
    }
    items.push({
      kind: 'notice',
      id: n.id,
      title: n.title,
      body: n.body ?? '',
      imageUrl: n.imageUrl,
      videoId: n.kind === 'video' ? n.videoId : null,
      videoUrl: n.kind === 'video' && n.videoId ? noticeVideoUrl(n.videoId) : null,
      durationMs,
      playUntil: n.playUntil,
    });
  }
  return items;
}

/**
 * The loop of a building: its videos, then its notices after every `NOTICE_EVERY` videos (all
 * notices at the end when there are fewer videos). Pure, so it is tested without a database.
 */
export const NOTICE_EVERY = 3;
export function composeLoop(videoItems: VideoItem[], notices: NoticeItem[]): ManifestItem[] {
  if (notices.length === 0) return videoItems;
  const out: ManifestItem[] = [];
  let n = 0;
  videoItems.forEach((v, i) => {
    out.push(v);
    if ((i + 1) % NOTICE_EVERY === 0 && n < notices.length) out.push(notices[n++]!);
  });
  while (n < notices.length) out.push(notices[n++]!);
  return out;
}

export async function buildingLoop(db: DbOrTx, buildingId: string, now: Date): Promise<ManifestItem[]> {
  const [v, n] = await Promise.all([videoItemsOfBuilding(db, buildingId, now), noticeItemsOfBuilding(db, buildingId, now)]);
  return composeLoop(v, n);
}

const qrCache = new Map<string, string>();
/** The store's address as a QR code (SVG data URL), drawn once per address. */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const hit = qrCache.get(text);
  if (hit) return hit;
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  qrCache.set(text, url);
  return url;
}
