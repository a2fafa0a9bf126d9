/**
 * Client videos: their word lists and the limits of an upload (spec, internal areas, sections 4,
 * 5 and 9). Pure: the browser checks a file with these before uploading, the server again after.
 */
import { messages } from './messages';

export const videoStatuses = ['em_analise', 'aprovado', 'reprovado'] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** What a video is for: an advertiser's ad (a slot) or a síndico's notice (ADR 0016). Both need approval. */
export const videoPurposes = ['ad', 'notice'] as const;
export type VideoPurpose = (typeof videoPurposes)[number];

/** Badge and filter labels (the filter buttons use the plural forms below). */
export const videoStatusLabels: Record<VideoStatus, string> = {
  em_analise: 'Em Análise',
  aprovado: 'Aprovado',
  reprovado: 'Reprovado',
};

/** The 'Meus Vídeos' filter buttons, in the spec's order. */
export const videoFilters = [
  { value: 'todos', label: 'Todos' },
  { value: 'em_analise', label: 'Em Análise' },
  { value: 'aprovado', label: 'Aprovados' },
  { value: 'reprovado', label: 'Reprovados' },
] as const;
export type VideoFilter = (typeof videoFilters)[number]['value'];

export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MAX_VIDEO_SECONDS = 15;
/** A little slack for container rounding (a 15.0 s file may say 15.02 s). */
export const MAX_VIDEO_MS = MAX_VIDEO_SECONDS * 1000 + 50;
export const MAX_VIDEO_TITLE = 120;
export const MAX_REJECTION_REASON = 1000;
/** The picker's accept list; the server decides by content (magic bytes), not by this. */
export const videoMimeTypes = ['video/mp4', 'video/quicktime'] as const;
export type VideoMime = (typeof videoMimeTypes)[number];
/** Success messages and the upload's redirect wait this long (spec section 9). */
export const VIDEO_NOTICE_MS = 3000;
/** The dashboard shows the latest decisions only. */
export const CLIENT_NOTIFICATIONS_LIMIT = 5;

/**
 * Orientation as shown: a rotation of 90 or 270 degrees (a phone recording upright) swaps width
 * and height. Square counts as not horizontal.
 */
export function displaySize(width: number, height: number, rotationDeg: number): { width: number; height: number } {
  const r = ((Math.round(rotationDeg / 90) * 90) % 360 + 360) % 360;
  return r === 90 || r === 270 ? { width: height, height: width } : { width, height };
}

export function isLandscape(width: number, height: number, rotationDeg = 0): boolean {
  const d = displaySize(width, height, rotationDeg);
  return d.width > d.height;
}

export interface VideoFacts {
  /** Detected by content on the server, the browser's File.type in the browser. */
  mime: string | null;
  size: number;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  rotationDeg?: number;
}

/**
 * The first rule a file breaks, as the pt-BR message the person reads; null when it passes.
 * Same order on both sides: type, size, duration, orientation.
 */
export function videoProblem(f: VideoFacts): string | null {
  if (!f.mime || !(videoMimeTypes as readonly string[]).includes(f.mime)) return messages.videoTypeInvalid;
  if (f.size > MAX_VIDEO_BYTES) return messages.videoTooLarge;
  if (f.durationMs === null || f.width === null || f.height === null || f.width <= 0 || f.height <= 0) {
    return messages.videoUnreadable;
  }
  if (f.durationMs > MAX_VIDEO_MS) return messages.videoTooLong;
  if (!isLandscape(f.width, f.height, f.rotationDeg ?? 0)) return messages.videoNotLandscape;
  return null;
}

/** The client dashboard's line for a decided video (other statuses are not shown there). */
export function videoNoticeText(status: VideoStatus, reason: string | null): string | null {
  if (status === 'aprovado') return messages.videoApprovedNotice;
  if (status === 'reprovado') return messages.videoRejectedNotice(reason ?? '');
  return null;
}

/** File name as it goes into a storage key: lower case, ASCII, no path, safe characters only. */
export function safeFileName(name: string, ext: 'mp4' | 'mov'): string {
  const base = name
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .slice(0, 60)
    .replace(/^[-_]+|[-_]+$/g, '');
  return `${base || 'video'}.${ext}`;
}

/**
 * Who may send an advertiser's video to a building (issue 29): whoever holds a booking there (a
 * live or future slot, in use or not). With none, the spec's 'no slots' message; a building that
 * is not active takes no uploads. The browser asks this before uploading, the server again.
 */
export type VideoUploadRefusal = 'no_slots' | 'building_inactive';

export function videoUploadRefusal(place: { slotsInBuilding: number; buildingActive: boolean }): VideoUploadRefusal | null {
  if (place.slotsInBuilding <= 0) return 'no_slots';
  if (!place.buildingActive) return 'building_inactive';
  return null;
}

export const videoUploadRefusalMessage: Record<VideoUploadRefusal, string> = {
  no_slots: messages.videoNoSlots,
  building_inactive: messages.videoBuildingInactive,
};

/** One of the client's slots in the building of an upload, and the video in it (if any). */
export interface SlotContent {
  bookingId: string;
  videoId: string | null;
}

/**
 * 'Substituir o vídeo atual quando aprovado': the video to replace must be in one of the client's
 * own slots of the upload's building (the caller passes only that client's slots there).
 */
export const canReplace = (slotsInBuilding: SlotContent[], videoId: string) => slotsInBuilding.some((s) => s.videoId === videoId);

/**
 * Where a video goes when it is approved: into the slot of the video chosen at upload while that
 * one is still in a slot of the building ('replace'); otherwise into the first free slot ('free');
 * otherwise nowhere, and it waits in 'Aprovados' until the client activates it ('wait').
 */
export type ApprovalPlacement =
  | { kind: 'replace'; bookingId: string; replacedVideoId: string }
  | { kind: 'free'; bookingId: string }
  | { kind: 'wait' };

export function placementOnApproval(slotsInBuilding: SlotContent[], replaces: string | null): ApprovalPlacement {
  const target = replaces ? slotsInBuilding.find((s) => s.videoId === replaces) : undefined;
  if (target) return { kind: 'replace', bookingId: target.bookingId, replacedVideoId: replaces! };
  const free = slotsInBuilding.find((s) => s.videoId === null);
  return free ? { kind: 'free', bookingId: free.bookingId } : { kind: 'wait' };
}
