import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import { can, type Role } from '../../../domain/permissions';
import { addDays, buildingNoticesChannel, currentWindowEnd, NOTICES_CHANGED_EVENT, NOTICES_CHANNEL, noticeState, isScheduledAt, type NoticeSchedule } from '../../../domain/notices';
import { dayOf } from '../../../domain/time';
import type {
  NoticeDto,
  NoticeImageResponse,
  NoticeInput,
  PlayableNotice,
  SindicoBuilding,
  SindicoDashboard,
} from '../../../domain/schemas/notices';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { buildingsManagedBy, requireBuilding } from '../buildings/buildings.service';
import { detectPhotoType, encodePhoto } from '../buildings/photo-images';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { findVideoById } from '../media/media.service';
import * as repo from './notices.repository';
import type { NoticeListRow, NoticeRow } from './notices.repository';
import { clock } from '../../lib/clock';


export type NoticesDeps = Pick<AppDeps, 'db' | 'storage' | 'events'> & { log?: FastifyBaseLogger };

/**
 * Who acts on notices. A síndico reaches only the notices whose buildings are ALL among the
 * buildings they manage now (ADR 0016); staff (admin, master: moderation) reach every notice.
 */
export type NoticeScope = { role: 'sindico'; userId: string; email: string } | { role: 'staff'; userId: string };

/**
 * Notice events. \`notices\` is staff's (moderation: every notice, with its id). Each building has
 * its own \`notices:<buildingId>\`, which only the building's síndicos (while the mandate lasts) and
 * staff may open, and which says only that the building's notices changed: a síndico never hears
 * of another building's notice, not even its id (issue 27).
 */
export { NOTICES_CHANNEL, buildingNoticesChannel };

/** Who may open a notices channel (the event stream asks when it opens). */
export async function mayListenToNotices(
  db: DbOrTx,
  user: { role: Role; email: string } | null | undefined,
  channel: string,
  now = clock.now(),
): Promise<boolean> {
  if (!user) return false;
  const buildingId = channel.startsWith(`${NOTICES_CHANNEL}:`) ? channel.slice(NOTICES_CHANNEL.length + 1) : null;
  if (can(user.role, 'moderate:notice')) return channel === NOTICES_CHANNEL || (buildingId !== null && isUuid(buildingId));
  if (!can(user.role, 'manage:notice:own') || buildingId === null || !isUuid(buildingId)) return false;
  return (await buildingsManagedBy(db, user.email, now)).some((m) => m.building.id === buildingId.toLowerCase());
}

// ---------- shaping ----------

export const noticeImageUrl = (key: string) => `/files/${key}`;

const scheduleOf = (n: NoticeRow): NoticeSchedule => ({
  startDate: n.startDate,
  endDate: n.endDate,
  days: n.days,
  startTime: n.startTime,
  endTime: n.endTime,
});

async function toDtos(db: DbOrTx, rows: NoticeListRow[], now: Date): Promise<NoticeDto[]> {
  const links = await repo.selectNoticeBuildings(
    db,
    rows.map((r) => r.notice.id),
  );
  return rows.map(({ notice: n, videoStatus, videoRejectionReason, authorName }) => ({
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    imageKey: n.imageKey,
    imageUrl: n.imageKey ? noticeImageUrl(n.imageKey) : null,
    videoId: n.videoId,
    videoStatus: n.videoId ? videoStatus : null,
    videoRejectionReason: n.videoId ? videoRejectionReason : null,
    durationSeconds: n.durationSeconds,
    ...scheduleOf(n),
    days: [...n.days],
    paused: n.paused,
    state: noticeState({ ...scheduleOf(n), paused: n.paused, kind: n.kind, videoStatus }, now),
    buildings: links.filter((l) => l.noticeId === n.id).map((l) => ({ id: l.id, name: l.name })),
    authorName,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  }));
}

// ---------- scope ----------

/** The building ids a scope may use: the síndico's managed buildings, or null (any) for staff. */
async function allowedBuildings(db: DbOrTx, scope: NoticeScope, now: Date): Promise<Set<string> | null> {
  if (scope.role === 'staff') return null;
  return new Set((await buildingsManagedBy(db, scope.email, now)).map((m) => m.building.id));
}

async function visibleIds(db: DbOrTx, scope: NoticeScope, now: Date): Promise<string[] | undefined> {
  const allowed = await allowedBuildings(db, scope, now);
  return allowed ? repo.noticeIdsWithin(db, [...allowed]) : undefined;
}

/** The notice locked for a change, or 404 (a síndico never learns a notice of another building exists). */
async function lockNoticeInScope(tx: DbOrTx, scope: NoticeScope, id: string, now: Date): Promise<NoticeRow> {
  if (!isUuid(id)) throw notFound(messages.noticeNotFound);
  const row = await repo.lockNotice(tx, id.toLowerCase());
  if (!row) throw notFound(messages.noticeNotFound);
  const allowed = await allowedBuildings(tx, scope, now);
  if (allowed) {
    const current = await repo.buildingIdsOfNotice(tx, row.id);
    if (current.length === 0 || !current.every((b) => allowed.has(b))) throw notFound(messages.noticeNotFound);
  }
  return row;
}

/** A síndico may name only buildings they manage now; staff any building in the catalogue. */
async function checkBuildings(db: DbOrTx, scope: NoticeScope, ids: string[], now: Date): Promise<void> {
  const allowed = await allowedBuildings(db, scope, now);
  for (const id of ids) {
    if (allowed && !allowed.has(id)) throw forbidden(messages.noticeBuildingNotManaged, 'building_not_managed');
    if (!allowed) await requireBuilding(db, id);
  }
}

/** The síndico's right to one building now (used before a video upload is accepted). */
export async function requireManagedBuilding(db: DbOrTx, user: { email: string }, buildingId: string, now = clock.now()): Promise<void> {
  const managed = await buildingsManagedBy(db, user.email, now);
  if (!managed.some((m) => m.building.id === buildingId.toLowerCase())) {
    throw forbidden(messages.noticeBuildingNotManaged, 'building_not_managed');
  }
}

/**
 * The content a notice points to must be the actor's own upload (or the one the notice already
 * had, when staff or a successor edits it): an image key under notices/<their id>/ that exists,
 * a video of purpose 'notice' they sent.
 */
async function checkContent(deps: NoticesDeps, scope: NoticeScope, input: NoticeInput, current?: NoticeRow): Promise<void> {
  if (input.kind === 'image') {
    const key = input.imageKey!;
    const same = current?.imageKey === key;
    if (!same && !key.startsWith(`notices/${scope.userId}/`)) throw badRequest(messages.noticeImageNotFound, 'image_not_found');
    if (!same && !(await deps.storage.get(key).catch(() => null))) throw badRequest(messages.noticeImageNotFound, 'image_not_found');
  }
  if (input.kind === 'video') {
    const id = input.videoId!;
    if (current?.videoId === id) return;
    const v = await findVideoById(deps.db, id);
    if (!v || v.purpose !== 'notice' || v.userId !== scope.userId) throw badRequest(messages.noticeVideoNotFound, 'video_not_found');
  }
}

const valuesOf = (input: NoticeInput, by: string) => ({
  kind: input.kind,
  title: input.title,
  body: input.body,
  imageKey: input.imageKey,
  videoId: input.videoId,
  durationSeconds: input.durationSeconds,
  startDate: input.startDate,
  endDate: input.endDate,
  days: input.days,
  startTime: input.startTime,
  endTime: input.endTime,
  updatedBy: by,
});

/** Staff hear which notice changed; each building it was or is shown in hears that its notices changed. */
async function publishChanged(deps: NoticesDeps, noticeId: string, buildingIds: readonly string[]) {
  const events = [
    { channel: NOTICES_CHANNEL, type: NOTICES_CHANGED_EVENT, payload: { noticeId } },
    ...[...new Set(buildingIds)].map((buildingId) => ({ channel: buildingNoticesChannel(buildingId), type: NOTICES_CHANGED_EVENT, payload: { buildingId } })),
  ];
  for (const e of events) await deps.events.publish(e).catch((err: unknown) => deps.log?.warn({ err }, 'notice event not published'));
}

async function oneDto(db: DbOrTx, id: string, now: Date): Promise<NoticeDto> {
  const [dto] = await toDtos(db, await repo.selectNotices(db, [id]), now);
  if (!dto) throw notFound(messages.noticeNotFound);
  return dto;
}

const who = (scope: NoticeScope) => (scope.role === 'staff' ? ' (moderação)' : '');

// ---------- reads ----------

export async function listNotices(db: Db, scope: NoticeScope, now = clock.now()): Promise<{ items: NoticeDto[] }> {
  const ids = await visibleIds(db, scope, now);
  return { items: await toDtos(db, await repo.selectNotices(db, ids), now) };
}

/**
 * The Área do Síndico's first screen: their buildings (name, address, status, last update, the
 * screens, the notice on the air now) and their notices. Nothing about advertisers or money.
 */
export async function getSindicoDashboard(
  db: Db,
  user: { id: string; name: string; email: string },
  now = clock.now(),
): Promise<SindicoDashboard> {
  const managed = await buildingsManagedBy(db, user.email, now);
  const scope: NoticeScope = { role: 'sindico', userId: user.id, email: user.email };
  const { items } = await listNotices(db, scope, now);
  const buildings: SindicoBuilding[] = managed.map(({ building: b, mandateEnd }) => {
    const here = items.filter((n) => n.buildings.some((x) => x.id === b.id));
    return {
      id: b.id,
      name: b.name,
      address: b.address,
      neighborhood: b.neighborhood,
      status: b.status,
      updatedAt: b.updatedAt.toISOString(),
      mandateEnd,
      screens: b.displayCount,
      screensPaired: 0,
      screensOnline: 0,
      nowShowing: null,
      currentNotice: here.find((n) => n.state === 'running')?.title ?? null,
      activeNotices: here.filter((n) => n.state === 'running' || n.state === 'waiting').length,
    };
  });
  return { name: user.name, buildings, notices: items, today: dayOf(now) };
}

// ---------- writes ----------

export async function createNotice(
  deps: NoticesDeps,
  actor: AuditActor,
  scope: NoticeScope,
  input: NoticeInput,
  now = clock.now(),
): Promise<NoticeDto> {
  await checkBuildings(deps.db, scope, input.buildingIds, now);
  await checkContent(deps, scope, input);
  const row = await deps.db.transaction(async (tx) => {
    // Again inside the transaction: a mandate that ends meanwhile does not slip through.
    await checkBuildings(tx, scope, input.buildingIds, now);
    const n = await repo.insertNotice(tx, { ...valuesOf(input, scope.userId), authorId: scope.userId });
    await repo.replaceNoticeBuildings(tx, n.id, input.buildingIds);
    await recordAudit(tx, actor, {
      category: 'notices',
      action: 'create_success',
      details: `Aviso "${n.title}" publicado${who(scope)}`,
      metadata: { noticeId: n.id, kind: n.kind, buildingIds: input.buildingIds },
    });
    return n;
  });
  await publishChanged(deps, row.id, input.buildingIds);
  return oneDto(deps.db, row.id, now);
}

export async function updateNotice(
  deps: NoticesDeps,
  actor: AuditActor,
  scope: NoticeScope,
  id: string,
  input: NoticeInput,
  now = clock.now(),
): Promise<{ notice: NoticeDto; replaced: { imageKey: string | null; videoId: string | null } }> {
  const { row, before, buildingIds } = await deps.db.transaction(async (tx) => {
    const current = await lockNoticeInScope(tx, scope, id, now);
    await checkBuildings(tx, scope, input.buildingIds, now);
    await checkContent(deps, scope, input, current);
    const beforeBuildings = await repo.buildingIdsOfNotice(tx, current.id);
    const n = await repo.updateNoticeRow(tx, current.id, valuesOf(input, scope.userId));
    await repo.replaceNoticeBuildings(tx, n.id, input.buildingIds);
    await recordAudit(tx, actor, {
      category: 'notices',
      action: 'update',
      details: `Aviso "${n.title}" atualizado${who(scope)}`,
      metadata: { noticeId: n.id, kind: n.kind, buildingIds: input.buildingIds },
    });
    return { row: n, before: current, buildingIds: [...beforeBuildings, ...input.buildingIds] };
  });
  await publishChanged(deps, row.id, buildingIds);
  return {
    notice: await oneDto(deps.db, row.id, now),
    replaced: {
      imageKey: before.imageKey && before.imageKey !== row.imageKey ? before.imageKey : null,
      videoId: before.videoId && before.videoId !== row.videoId ? before.videoId : null,
    },
  };
}

/** 'Pausar' and 'Retomar': the player drops or picks the notice up at its next loop. */
export async function setNoticePaused(
  deps: NoticesDeps,
  actor: AuditActor,
  scope: NoticeScope,
  id: string,
  paused: boolean,
  now = clock.now(),
): Promise<NoticeDto> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockNoticeInScope(tx, scope, id, now);
    const changed = await repo.setPausedIfDifferent(tx, current.id, paused, scope.userId);
    if (changed) {
      await recordAudit(tx, actor, {
        category: 'notices',
        action: paused ? 'pause' : 'resume',
        details: `Aviso "${current.title}" ${paused ? 'pausado' : 'retomado'}${who(scope)}`,
        metadata: { noticeId: current.id },
      });
    }
    return { ...current, buildingIds: await repo.buildingIdsOfNotice(tx, current.id) };
  });
  await publishChanged(deps, row.id, row.buildingIds);
  return oneDto(deps.db, row.id, now);
}

/** Deletes the row (its building links go with it); the flow removes its image or video after. */
export async function deleteNoticeRow(deps: NoticesDeps, actor: AuditActor, scope: NoticeScope, id: string, now = clock.now()): Promise<NoticeRow> {
  const removed = await deps.db.transaction(async (tx) => {
    const current = await lockNoticeInScope(tx, scope, id, now);
    // Read before the row goes (its building links go with it): those buildings hear of it.
    const buildingIds = await repo.buildingIdsOfNotice(tx, current.id);
    const deleted = await repo.deleteNoticeRow(tx, current.id);
    await recordAudit(tx, actor, {
      category: 'notices',
      action: 'delete_success',
      details: `Aviso "${current.title}" excluído${who(scope)}`,
      metadata: { noticeId: current.id, kind: current.kind },
    });
    return { row: deleted!, buildingIds };
  });
  await publishChanged(deps, removed.row.id, removed.buildingIds);
  return removed.row;
}

export async function deleteNoticeImage(deps: NoticesDeps, key: string | null): Promise<void> {
  if (key) await deps.storage.delete(key).catch(() => {});
}

// ---------- image upload ----------

export interface IncomingImage {
  data: Buffer | null;
  truncated: boolean;
}

/**
 * An image for a notice, with the building photos' checks (JPG or PNG by content, 5 MB) and
 * re-encoding (sharp: EXIF orientation applied, metadata dropped), kept at 1280 px WebP under
 * notices/<userId>/. The notice form then names it; an image no notice names is never shown.
 */
export async function uploadNoticeImage(
  deps: NoticesDeps,
  actor: AuditActor,
  user: { id: string },
  file: IncomingImage,
  maxBytes: number,
): Promise<NoticeImageResponse> {
  if (file.truncated || (file.data && file.data.length > maxBytes)) throw new AppError(413, messages.photoSize, 'photo_too_large');
  if (!file.data || file.data.length === 0) throw badRequest(messages.photoMissing, 'photo_missing');
  if (!(await detectPhotoType(file.data))) throw new AppError(415, messages.photoType, 'photo_type');
  let encoded: Buffer;
  try {
    encoded = (await encodePhoto(file.data)).lg;
  } catch {
    throw new AppError(415, messages.photoType, 'photo_type');
  }
  const key = `notices/${user.id}/${randomBytes(12).toString('hex')}.webp`;
  await deps.storage.put(key, encoded);
  await recordAudit(deps.db, actor, {
    category: 'notices',
    action: 'upload_success',
    details: 'Imagem de aviso enviada',
    metadata: { imageKey: key, bytes: file.data.length },
  });
  return { imageKey: key, imageUrl: noticeImageUrl(key) };
}

// ---------- the panel player ----------

/**
 * FOR THE PANEL PLAYER: the notices this building's screens show at `now`, oldest first: not
 * paused, inside their schedule (dates, weekdays, hours in São Paulo time, a window across
 * midnight included), a video notice only once staff approved its video. The player asks again at
 * every loop boundary, so a paused, deleted or expired notice leaves at the next loop.
 */
export async function listPlayableNotices(db: DbOrTx, buildingId: string, now = clock.now()): Promise<PlayableNotice[]> {
  if (!isUuid(buildingId)) return [];
  const today = dayOf(now);
  const rows = await repo.playableCandidates(db, buildingId.toLowerCase(), addDays(today, -1), today);
  return rows
    .filter((n) => isScheduledAt(scheduleOf(n), now))
    .map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      imageUrl: n.imageKey ? noticeImageUrl(n.imageKey) : null,
      videoId: n.videoId,
      durationSeconds: n.durationSeconds,
      playUntil: currentWindowEnd(scheduleOf(n), now)?.toISOString() ?? null,
      updatedAt: n.updatedAt.toISOString(),
    }));
}
