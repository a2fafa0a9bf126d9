import QRCode from 'qrcode';
import type { ManifestItem, VideoItem } from '../../../domain/schemas/player';
import { playUntilOfBooking, startOfSaoPauloDay } from '../../../domain/signage';
import type { DbOrTx } from '../../db/client';
import { findVideoById, listActiveVideosOfBuilding } from '../media/media.service';
import { listPlayableNotices } from '../notices/notices.service';

/**
 * The building's videos the screen plays now. The media model says a video is on air while its
 * booking covers `now`; the screen keeps it until midnight (São Paulo) of the booking's last day
 * (issue 12), so the bookings that ended earlier today are read too (on air at today's midnight).
 */
export async function videoItemsOfBuilding(db: DbOrTx, buildingId: string, now: Date): Promise<VideoItem[]> {
  const [current, sinceMidnight] = await Promise.all([
    listActiveVideosOfBuilding(db, buildingId, now),
    listActiveVideosOfBuilding(db, buildingId, startOfSaoPauloDay(now)),
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
      url: `/api/player/videos/${v.videoId}/file`,
      fileSize: v.fileSize,
      fileType: v.fileType,
      width: v.width,
      height: v.height,
      playUntil: playUntil.toISOString(),
    });
  }
  // Oldest activation first: a new advertiser joins at the end of the loop.
  return [...byId.values()].reverse();
}

/**
 * The síndico's notices on screen now (server/modules/notices, ADR 0012), oldest first: text and
 * image notices as notice items shown for their display duration; a video notice (approved by
 * staff) as a video item flagged `notice`, played whole like an ad but never counted as an ad's
 * proof of play. `playUntil` is the end of the notice's current window, so a device that loses
 * the network still drops it on time; a paused, deleted or expired notice leaves the manifest,
 * hence the loop, at the next loop boundary.
 */
export async function noticeItemsOfBuilding(db: DbOrTx, buildingId: string, now: Date): Promise<ManifestItem[]> {
  const notices = await listPlayableNotices(db, buildingId, now);
  const items: ManifestItem[] = [];
  for (const n of notices) {
    if (n.kind === 'video') {
      const v = n.videoId ? await findVideoById(db, n.videoId) : undefined;
      if (!v || v.status !== 'aprovado') continue;
      items.push({
        kind: 'video',
        id: v.id,
        title: n.title,
        durationMs: v.durationMs,
        url: `/api/player/videos/${v.id}/file`,
        fileSize: v.fileSize,
        fileType: v.fileType,
        width: v.width,
        height: v.height,
        playUntil: n.playUntil ?? now.toISOString(),
        notice: true,
      });
      continue;
    }
    items.push({
      kind: 'notice',
      id: n.id,
      title: n.title,
      body: n.body ?? '',
      imageUrl: n.imageUrl,
      durationMs: n.durationSeconds * 1000,
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
export function composeLoop(videoItems: VideoItem[], notices: ManifestItem[]): ManifestItem[] {
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
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  qrCache.set(text, url);
  return url;
}
