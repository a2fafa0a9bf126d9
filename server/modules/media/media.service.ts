import fsp from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import type {
  AdminVideo,
  AdminVideoList,
  ClientBuilding,
  ClientDashboard,
  ClientNotification,
  ClientNotificationsSeen,
  ClientSlot,
  ClientSlotsResponse,
  ClientVideo,
  SlotSummary,
  UploadMetadata,
} from '../../../domain/schemas/videos';
import { VIDEO_EVENTS } from '../../../domain/schemas/videos';
import {
  canReplace,
  CLIENT_NOTIFICATIONS_LIMIT,
  placementOnApproval,
  safeFileName,
  videoNoticeText,
  videoProblem,
  videoUploadRefusal,
  videoUploadRefusalMessage,
  type ApprovalPlacement,
  type SlotContent,
  type VideoPurpose,
  type VideoStatus,
} from '../../../domain/videos';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { clientNotificationsSeenAt, markClientNotificationsSeen, notifyStaff } from '../notifications/notifications.service';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { StoredObject } from '../../ports';
import { liveBookingsOfUser, lockLiveBookingsOfUser, type ClientSlotRow as SlotRow } from '../bookings/bookings.service';
import { countMakeGoodNoticesAfter, latestMakeGoodNotices, makeGoodNoticeTime } from '../make-goods/make-goods.service';
import { countRenewalNoticesAfter, latestRenewalNotices, renewalNoticeTime } from '../renewals/renewals.service';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { composeMail } from '../mail/outbox.service';
import {
  activeOfVideo,
  activeVideosOfBookings,
  carryVideoInto,
  countDecisionsAfter,
  countVideosByStatus,
  deleteUnbookedVideosOf,
  deleteUnbookedVideosOfDeletedAccounts,
  deleteVideoOfUser,
  findDecisionTimeOfUser,
  findVideo,
  findVideoForUpdate,
  findVideoListRow,
  insertVideo,
  latestDecisions,
  listVideosForStaff,
  listVideosOfUser,
  markApprovedIfPending,
  markRejectedIfPending,
  onAirVideosOfBuilding,
  putVideoInSlot,
  removeVideoFromSlot,
  removeVideosFromBookings,
  slotsOfVideosInBuilding,
  type StaffVideoListRow,
  type VideoListRow,
  type VideoRow,
} from './media.repository';
import { probeVideo } from './video-probe';
import { clock } from '../../lib/clock';


type Deps = Pick<AppDeps, 'db' | 'events' | 'mailer' | 'storage' | 'config'> & { log?: FastifyBaseLogger };

/** Staff's live queue; clients listen on `user:{their id}`. */
export const VIDEOS_CHANNEL = 'videos';
export const userChannel = (userId: string) => `user:${userId}`;

// ---------- storage keys (spec: clientes/{id}/aguardando_aprovacao/{ts}_{name}) ----------

const PENDING_DIR = 'aguardando_aprovacao';
const APPROVED_DIR = 'aprovados';

export function pendingKey(userId: string, at: Date, fileName: string, ext: 'mp4' | 'mov'): string {
  return `clientes/${userId.toLowerCase()}/${PENDING_DIR}/${at.getTime()}_${safeFileName(fileName, ext)}`;
}
export const approvedKeyOf = (key: string) => key.replace(`/${PENDING_DIR}/`, `/${APPROVED_DIR}/`);
export const pendingKeyOf = (key: string) => key.replace(`/${APPROVED_DIR}/`, `/${PENDING_DIR}/`);

// ---------- shaping ----------

function toClientVideo(r: VideoListRow): ClientVideo {
  const v = r.video;
  return {
    id: v.id,
    title: v.title,
    status: v.status,
    purpose: v.purpose,
    rejectionReason: v.rejectionReason,
    buildingId: v.buildingId,
    buildingName: r.buildingName,
    fileName: v.fileName,
    fileSize: v.fileSize,
    fileType: v.fileType,
    durationMs: v.durationMs,
    width: v.width,
    height: v.height,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    decidedAt: v.decidedAt?.toISOString() ?? null,
    activeBookingId: r.activeBookingId,
    replaces: v.replacesVideoId && r.replacesTitle !== null ? { id: v.replacesVideoId, title: r.replacesTitle } : null,
  };
}

const toAdminVideo = (r: StaffVideoListRow): AdminVideo => ({
  ...toClientVideo(r),
  clientName: r.clientName,
  clientEmail: r.clientEmail,
});

function summaryOf(slots: { video: unknown }[]): SlotSummary {
  const used = slots.filter((s) => s.video).length;
  return { total: slots.length, used, available: slots.length - used };
}

function buildingsOf(slots: ClientSlot[], rows: SlotRow[]): ClientBuilding[] {
  const map = new Map<string, ClientBuilding>();
  rows.forEach((r, i) => {
    const b = map.get(r.buildingId) ?? {
      id: r.buildingId,
      name: r.buildingName,
      address: r.buildingAddress,
      neighborhood: r.buildingNeighborhood,
      status: r.buildingStatus,
      slots: 0,
      freeSlots: 0,
    };
    b.slots += 1;
    if (!slots[i]!.video) b.freeSlots += 1;
    map.set(r.buildingId, b);
  });
  return [...map.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

async function slotsOf(db: DbOrTx, userId: string, now: Date): Promise<{ rows: SlotRow[]; slots: ClientSlot[] }> {
  const rows = await liveBookingsOfUser(db, userId, now);
  const actives = await activeVideosOfBookings(
    db,
    rows.map((r) => r.id),
  );
  const byBooking = new Map(actives.map((a) => [a.active.bookingId, a]));
  const slots = rows.map((r, i): ClientSlot => {
    const a = byBooking.get(r.id);
    return {
      bookingId: r.id,
      number: i + 1,
      buildingId: r.buildingId,
      buildingName: r.buildingName,
      buildingAddress: r.buildingAddress,
      buildingNeighborhood: r.buildingNeighborhood,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      live: r.startsAt <= now,
      video: a
        ? { id: a.active.videoId, title: a.title, activatedAt: a.active.activatedAt.toISOString(), durationMs: a.durationMs }
        : null,
    };
  });
  return { rows, slots };
}

// ---------- client area reads ----------

export async function getClientSlots(db: Db, userId: string, now = clock.now()): Promise<ClientSlotsResponse> {
  const { rows, slots } = await slotsOf(db, userId, now);
  const approved = await listVideosOfUser(db, userId, 'aprovado');
  return {
    summary: summaryOf(slots),
    slots,
    buildings: buildingsOf(slots, rows),
    approvedVideos: approved.map(toClientVideo),
  };
}

export async function getClientDashboard(db: Db, userId: string, now = clock.now()): Promise<ClientDashboard> {
  const { rows, slots } = await slotsOf(db, userId, now);
  const [decided, madeGood, reminders] = await Promise.all([
    latestDecisions(db, userId, CLIENT_NOTIFICATIONS_LIMIT),
    latestMakeGoodNotices(db, userId, CLIENT_NOTIFICATIONS_LIMIT),
    latestRenewalNotices(db, userId, CLIENT_NOTIFICATIONS_LIMIT),
  ]);
  const notifications = [
    ...decided.map(
      (v): ClientNotification => ({
        id: v.id,
        kind: 'video',
        videoId: v.id,
        title: v.title,
        status: v.status,
        reason: v.rejectionReason,
        text: videoNoticeText(v.status, v.rejectionReason) ?? '',
        tone: v.status === 'reprovado' ? 'bad' : 'good',
        link: null,
        at: (v.decidedAt ?? v.updatedAt).toISOString(),
      }),
    ),
    ...madeGood.map(
      (m): ClientNotification => ({
        id: m.id,
        kind: 'make_good',
        videoId: null,
        title: m.buildingName,
        status: null,
        reason: null,
        text: m.text,
        tone: 'good',
        link: null,
        at: m.at.toISOString(),
      }),
    ),
    ...reminders.map(
      (r): ClientNotification => ({
        id: r.id,
        kind: 'renewal',
        videoId: null,
        title: r.buildingNames.join(', '),
        status: null,
        reason: null,
        text: r.text,
        tone: 'info',
        link: r.link,
        at: r.at.toISOString(),
      }),
    ),
  ]
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
    .slice(0, CLIENT_NOTIFICATIONS_LIMIT);
  return { summary: summaryOf(slots), buildings: buildingsOf(slots, rows), notifications, ...(await notificationsSeenOf(db, userId)) };
}

/** The bell's count: the client's decisions, make-goods and renewal reminders after their seen marker (kept per account). */
async function notificationsSeenOf(db: DbOrTx, userId: string, seenAt?: Date | null): Promise<ClientNotificationsSeen> {
  const at = seenAt === undefined ? await clientNotificationsSeenAt(db, userId) : seenAt;
  const [decisions, makeGoods, reminders] = await Promise.all([
    countDecisionsAfter(db, userId, at),
    countMakeGoodNoticesAfter(db, userId, at),
    countRenewalNoticesAfter(db, userId, at),
  ]);
  return { notificationsSeenAt: at?.toISOString() ?? null, notificationsUnseen: decisions + makeGoods + reminders };
}

/**
 * The client opened the bell: their notifications are seen up to `upTo`, the newest one it showed.
 * Only a decided video, a make-good or a renewal reminder of their own counts (anything else, another person's
 * included, is 'not found'), so the marker never passes what they actually have. Idempotent; the marker only moves
 * forward. Their other open pages hear it and re-read the count.
 */
export async function markNotificationsSeen(
  deps: Pick<Deps, 'db' | 'events' | 'log'>,
  userId: string,
  upTo: string,
  now = clock.now(),
): Promise<ClientNotificationsSeen> {
  const decidedAt = isUuid(upTo)
    ? ((await findDecisionTimeOfUser(deps.db, userId, upTo)) ??
      (await makeGoodNoticeTime(deps.db, userId, upTo)) ??
      (await renewalNoticeTime(deps.db, userId, upTo)))
    : undefined;
  if (!decidedAt) throw notFound(messages.notificationNotFound, 'notification_not_found');
  const seenAt = await markClientNotificationsSeen(deps.db, userId, decidedAt, now);
  await deps.events
    .publish({ channel: userChannel(userId), type: VIDEO_EVENTS.notificationsSeen, payload: {} })
    .catch((err: unknown) => deps.log?.warn({ err }, 'notifications event not published'));
  return notificationsSeenOf(deps.db, userId, seenAt);
}

export async function listClientVideos(db: Db, userId: string, status?: VideoStatus): Promise<{ items: ClientVideo[] }> {
  return { items: (await listVideosOfUser(db, userId, status)).map(toClientVideo) };
}

// ---------- upload ----------

const contentOf = (slots: ClientSlot[]): SlotContent[] => slots.map((s) => ({ bookingId: s.bookingId, videoId: s.video?.id ?? null }));

/**
 * Before a single byte is accepted, and again on the last one: the person holds a live or future
 * slot in this building, in use or not (issue 29; without one, the spec's 'no slots' message), the
 * building is active (spec, section 4), a resend refers to one of their own rejected videos, and
 * the video to replace when approved is theirs, in one of their slots of this building.
 */
export async function checkUploadAllowed(db: Db, userId: string, meta: UploadMetadata, now = clock.now()): Promise<void> {
  if (meta.resendOf) {
    const original = await findVideo(db, meta.resendOf);
    if (!original || original.userId !== userId) throw notFound(messages.videoNotFound);
    if (original.status !== 'reprovado') throw badRequest(messages.videoResendOnlyRejected, 'not_rejected');
  }
  const { rows, slots } = await slotsOf(db, userId, now);
  const inBuilding = slots.filter((s) => s.buildingId === meta.buildingId);
  const refusal = videoUploadRefusal({
    slotsInBuilding: inBuilding.length,
    buildingActive: rows.some((r) => r.buildingId === meta.buildingId && r.buildingStatus === 'active'),
  });
  if (refusal) throw badRequest(videoUploadRefusalMessage[refusal], refusal);
  if (meta.replaces && !canReplace(contentOf(inBuilding), meta.replaces)) {
    throw badRequest(messages.videoReplaceTargetInvalid, 'replace_target_invalid');
  }
}

/**
 * A finished upload: the server reads the file itself (type by content, duration and orientation
 * from the movie header), refuses and deletes it with the rule's pt-BR message, or moves it into
 * storage under the spec's path and records the video as em_analise. Staff's open queues hear of it.
 */
export async function acceptUpload(
  deps: Deps,
  actor: AuditActor,
  user: { id: string; name: string },
  meta: UploadMetadata,
  filePath: string,
  now = clock.now(),
): Promise<ClientVideo> {
  const fields = { userId: user.id, buildingId: meta.buildingId, title: meta.title, filename: meta.filename, resendOf: meta.resendOf, replaces: meta.replaces };
  return acceptVideoFile(deps, actor, fields, filePath, {
    purpose: 'ad',
    keyPrefix: 'clientes',
    check: () => checkUploadAllowed(deps.db, user.id, meta, now),
    now,
  });
}

/**
 * A síndico's notice video (ADR 0016): the same checks as a client's (content type, size,
 * duration, orientation), stored under avisos/{userId}/aguardando_aprovacao/ and recorded as
 * em_analise with purpose 'notice', so it waits in the same approvals queue before any screen
 * plays it. `check` is the caller's right to the building, run before anything is stored.
 */
export async function acceptNoticeVideo(
  deps: Deps,
  actor: AuditActor,
  meta: { userId: string; buildingId: string; title: string; filename: string },
  filePath: string,
  check: () => Promise<void>,
  now = clock.now(),
): Promise<ClientVideo> {
  return acceptVideoFile(deps, actor, meta, filePath, { purpose: 'notice', keyPrefix: 'avisos', check, now });
}

async function acceptVideoFile(
  deps: Deps,
  actor: AuditActor,
  meta: { userId: string; buildingId: string; title: string; filename: string; resendOf?: string; replaces?: string },
  filePath: string,
  opts: { purpose: VideoPurpose; keyPrefix: 'clientes' | 'avisos'; check: () => Promise<void>; now: Date },
): Promise<ClientVideo> {
  const { now } = opts;
  const probe = await probeVideo(filePath);
  const problem = videoProblem({ ...probe });
  if (problem) {
    await fsp.rm(filePath, { force: true });
    throw badRequest(problem, 'video_refused');
  }
  try {
    await opts.check();
  } catch (err) {
    await fsp.rm(filePath, { force: true });
    throw err;
  }
  const ext = probe.mime === 'video/quicktime' ? 'mov' : 'mp4';
  const key = pendingKey(meta.userId, now, meta.filename, ext).replace(/^clientes\//, () => `${opts.keyPrefix}/`);
  await deps.storage.putFile(key, filePath);
  const rotated = probe.rotationDeg === 90 || probe.rotationDeg === 270;
  let row: VideoRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const v = await insertVideo(tx, {
        userId: meta.userId,
        buildingId: meta.buildingId,
        title: meta.title,
        purpose: opts.purpose,
        storageKey: key,
        fileName: meta.filename.slice(0, 255),
        fileSize: probe.size,
        fileType: probe.mime!,
        durationMs: probe.durationMs!,
        width: rotated ? probe.height! : probe.width!,
        height: rotated ? probe.width! : probe.height!,
        replacesVideoId: meta.replaces ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, actor, {
        category: 'videos',
        action: 'upload',
        details: `${opts.purpose === 'notice' ? 'Vídeo de aviso' : 'Vídeo'} "${meta.title}" enviado para análise`,
        metadata: { videoId: v.id, buildingId: meta.buildingId, size: probe.size, durationMs: probe.durationMs, resendOf: meta.resendOf, replaces: meta.replaces, purpose: opts.purpose },
      });
      return v;
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }
  await deps.events
    .publish({ channel: VIDEOS_CHANNEL, type: VIDEO_EVENTS.uploaded, payload: { videoId: row.id } })
    .catch((err: unknown) => deps.log?.warn({ err }, 'video event not published'));
  await notifyStaff(deps, { kind: 'video_pending', videoId: row.id, title: meta.title }, deps.log, now);
  const listed = await findVideoListRow(deps.db, row.id);
  return toClientVideo(listed!);
}

// ---------- delete, activate, deactivate (client) ----------

/** Deletes the client's own video in any status: its slot is freed (cascade), then its file removed. */
export async function deleteClientVideo(deps: Deps, actor: AuditActor, userId: string, videoId: string): Promise<void> {
  if (!isUuid(videoId)) throw notFound(messages.videoNotFound);
  const row = await deps.db.transaction(async (tx) => {
    const v = await deleteVideoOfUser(tx, videoId, userId);
    if (!v) throw notFound(messages.videoNotFound);
    await recordAudit(tx, actor, {
      category: 'videos',
      action: 'delete',
      details: `Vídeo "${v.title}" excluído pelo cliente`,
      metadata: { videoId: v.id, status: v.status },
    });
    return v;
  });
  // The row is gone first: a crash here leaves an orphan file, never a row without its file.
  await deps.storage.delete(row.storageKey).catch(() => {});
  await deps.storage.delete(row.status === 'aprovado' ? pendingKeyOf(row.storageKey) : approvedKeyOf(row.storageKey)).catch(() => {});
  await publishChanged(deps, userId, row.id);
}

async function publishChanged(deps: Deps, userId: string, videoId: string) {
  await Promise.all([
    deps.events.publish({ channel: userChannel(userId), type: VIDEO_EVENTS.changed, payload: { videoId } }),
    deps.events.publish({ channel: VIDEOS_CHANNEL, type: VIDEO_EVENTS.changed, payload: { videoId } }),
  ]).catch((err: unknown) => deps.log?.warn({ err }, 'video event not published'));
}

/**
 * 'Ativar' (empty slot) and 'Substituir' (occupied slot): the slot must be one of the client's
 * live or future bookings (locked for the transaction), the video theirs, approved, of the same
 * building and not active in another slot.
 */
export async function activateVideo(
  deps: Deps,
  actor: AuditActor,
  userId: string,
  bookingId: string,
  videoId: string,
  now = clock.now(),
): Promise<ClientSlotsResponse> {
  if (!isUuid(bookingId)) throw notFound(messages.slotNotFound);
  await deps.db.transaction(async (tx) => {
    const mine = await lockLiveBookingsOfUser(tx, userId, now);
    const booking = mine.find((b) => b.id === bookingId);
    if (!booking) throw notFound(messages.slotNotFound);
    const video = await findVideoForUpdate(tx, videoId);
    if (!video || video.userId !== userId) throw notFound(messages.videoNotFound);
    if (video.status !== 'aprovado') throw badRequest(messages.videoNotApproved, 'not_approved');
    if (video.buildingId !== booking.buildingId) throw badRequest(messages.videoWrongBuilding, 'wrong_building');
    const elsewhere = await activeOfVideo(tx, videoId);
    if (elsewhere && elsewhere.bookingId !== bookingId) throw conflict(messages.videoAlreadyActive, 'already_active');
    await putVideoInSlot(tx, { bookingId, videoId, userId, buildingId: booking.buildingId, now });
    await recordAudit(tx, actor, {
      category: 'videos',
      action: 'activate',
      details: `Vídeo "${video.title}" ativado num slot`,
      metadata: { videoId, bookingId },
    });
  });
  await publishChanged(deps, userId, videoId);
  return getClientSlots(deps.db, userId, now);
}

export async function deactivateSlot(deps: Deps, actor: AuditActor, userId: string, bookingId: string, now = clock.now()): Promise<ClientSlotsResponse> {
  if (!isUuid(bookingId)) throw notFound(messages.slotNotFound);
  const removed = await deps.db.transaction(async (tx) => {
    const row = await removeVideoFromSlot(tx, bookingId, userId);
    if (!row) throw notFound(messages.slotNotFound);
    await recordAudit(tx, actor, {
      category: 'videos',
      action: 'deactivate',
      details: 'Vídeo desativado de um slot',
      metadata: { videoId: row.videoId, bookingId },
    });
    return row;
  });
  await publishChanged(deps, userId, removed.videoId);
  return getClientSlots(deps.db, userId, now);
}

/**
 * Inside the caller's transaction: the slots of bookings that ended early (their order's money
 * went back) give their videos back; the videos stay approved and can go into another slot.
 */
export async function releaseSlotsOfBookings(tx: DbOrTx, bookingIds: string[]): Promise<number> {
  return (await removeVideosFromBookings(tx, bookingIds)).length;
}

/**
 * Inside the grant's transaction (ADR 0052): a renewal keeps the renewed slot's video, already
 * approved, with no new approval: the renewal's slot gets the same video, and the old slot keeps
 * playing it until its last day. Returns the video carried, if any.
 */
export async function carryVideoToRenewal(tx: DbOrTx, fromBookingId: string, toBookingId: string): Promise<string | null> {
  return (await carryVideoInto(tx, fromBookingId, toBookingId))?.videoId ?? null;
}

/** Tells a client's open pages that their slots changed (e.g. bookings ended by a refund). */
export async function announceSlotsChanged(deps: Pick<AppDeps, 'events'>, userId: string): Promise<void> {
  await deps.events.publish({ channel: userChannel(userId), type: VIDEO_EVENTS.changed, payload: {} });
}

// ---------- staff: queue and decisions ----------

export async function listVideosForApproval(db: Db, status?: VideoStatus): Promise<AdminVideoList> {
  const [counts, rows] = await Promise.all([countVideosByStatus(db), listVideosForStaff(db, status)]);
  return { counts, items: rows.map(toAdminVideo) };
}

export async function pendingVideoCount(db: Db): Promise<{ pending: number }> {
  return { pending: (await countVideosByStatus(db)).em_analise };
}

/** 404 for an unknown id, 409 for a video somebody already decided. */
async function whyNotPending(db: DbOrTx, id: string): Promise<AppError> {
  const v = await findVideo(db, id);
  return v ? conflict(messages.videoAlreadyDecided, 'already_decided') : notFound(messages.videoNotFound);
}

/**
 * Inside approveVideo's transaction, with the client's slots of the building locked (two approvals
 * for the same client and building go one after the other): the approved ad takes the slot of the
 * video chosen at upload if that one is still there (which leaves the air but stays approved, in
 * 'Aprovados'), else a free slot, else no slot: it waits in 'Aprovados' (domain placementOnApproval).
 */
async function placeApprovedVideo(tx: DbOrTx, v: VideoRow & { buildingId: string }, now: Date): Promise<ApprovalPlacement> {
  const slots = await lockLiveBookingsOfUser(tx, v.userId, now, v.buildingId);
  const inSlot = new Map(
    (
      await activeVideosOfBookings(
        tx,
        slots.map((s) => s.id),
      )
    ).map((a) => [a.active.bookingId, a.active.videoId]),
  );
  const placement = placementOnApproval(
    slots.map((s) => ({ bookingId: s.id, videoId: inSlot.get(s.id) ?? null })),
    v.replacesVideoId,
  );
  if (placement.kind !== 'wait') {
    await putVideoInSlot(tx, { bookingId: placement.bookingId, videoId: v.id, userId: v.userId, buildingId: v.buildingId, now });
  }
  return placement;
}

const approvalNote: Record<ApprovalPlacement['kind'], string> = {
  replace: ' e ativado no lugar do vídeo escolhido no envio, que continua em Aprovados',
  free: ' e ativado num slot livre',
  wait: '; os slots do prédio estão em uso e ele aguarda em Aprovados',
};

/**
 * em_analise -> aprovado by a conditional update (two staff at once: one decision, the other a
 * 409). In the same transaction the ad is placed (placeApprovedVideo): in the slot of the video
 * chosen at upload, or in a free slot of its building (the shortest way from payment to the
 * panel), or it waits in 'Aprovados'. The file moves to aprovados/ after the commit (the stream
 * looks in both places until it has).
 */
export async function approveVideo(deps: Deps, actor: AuditActor & { userId: string }, id: string, now = clock.now()): Promise<AdminVideo> {
  if (!isUuid(id)) throw notFound(messages.videoNotFound);
  const { video, placement } = await deps.db.transaction(async (tx) => {
    const current = await findVideo(tx, id);
    if (!current) throw notFound(messages.videoNotFound);
    const v = await markApprovedIfPending(tx, { id, by: actor.userId, storageKey: approvedKeyOf(current.storageKey), now });
    if (!v) throw await whyNotPending(tx, id);
    const isAd = v.buildingId !== null && v.purpose === 'ad';
    const placed: ApprovalPlacement = isAd ? await placeApprovedVideo(tx, { ...v, buildingId: v.buildingId! }, now) : { kind: 'wait' };
    await recordAudit(tx, actor, {
      category: 'videos',
      action: 'approve',
      details: `Vídeo "${v.title}" aprovado${isAd ? approvalNote[placed.kind] : ''}`,
      metadata: {
        videoId: v.id,
        clientId: v.userId,
        bookingId: placed.kind === 'wait' ? null : placed.bookingId,
        replacedVideoId: placed.kind === 'replace' ? placed.replacedVideoId : null,
      },
    });
    return { video: { before: current, after: v }, placement: placed };
  });
  await moveFile(deps, video.before.storageKey, video.after.storageKey);
  const row = (await findVideoListRow(deps.db, id))!;
  await notifyDecision(deps, row, 'aprovado', placement);
  return toAdminVideo(row);
}

export async function rejectVideo(deps: Deps, actor: AuditActor & { userId: string }, id: string, reason: string, now = clock.now()): Promise<AdminVideo> {
  if (!isUuid(id)) throw notFound(messages.videoNotFound);
  await deps.db.transaction(async (tx) => {
    const v = await markRejectedIfPending(tx, { id, by: actor.userId, reason, now });
    if (!v) throw await whyNotPending(tx, id);
    await recordAudit(tx, actor, {
      category: 'videos',
      action: 'reject',
      details: `Vídeo "${v.title}" reprovado: ${reason}`,
      metadata: { videoId: v.id, clientId: v.userId },
    });
  });
  const row = (await findVideoListRow(deps.db, id))!;
  await notifyDecision(deps, row, 'reprovado', { kind: 'wait' });
  return toAdminVideo(row);
}

async function moveFile(deps: Deps, from: string, to: string): Promise<void> {
  if (from === to) return;
  try {
    if (deps.storage.move) await deps.storage.move(from, to);
    else {
      const obj = await deps.storage.get(from);
      if (!obj) return;
      await deps.storage.put(to, obj.stream());
      await deps.storage.delete(from);
    }
  } catch (err) {
    deps.log?.error({ err, from, to }, 'approved video not moved; it is still served from its old key');
  }
}

/** The client hears at once (their event channel) and by e-mail; staff queues refresh. */
async function notifyDecision(
  deps: Deps,
  row: StaffVideoListRow,
  decided: 'aprovado' | 'reprovado',
  placement: ApprovalPlacement,
): Promise<void> {
  const v = row.video;
  const activated = placement.kind !== 'wait';
  const text = videoNoticeText(v.status, v.rejectionReason) ?? '';
  try {
    await deps.events.publish({
      channel: userChannel(v.userId),
      type: VIDEO_EVENTS.decided,
      payload: { videoId: v.id, status: v.status, title: v.title, reason: v.rejectionReason, text, activated },
    });
    await deps.events.publish({ channel: VIDEOS_CHANNEL, type: VIDEO_EVENTS.decided, payload: { videoId: v.id, status: v.status } });
  } catch (err) {
    deps.log?.warn({ err }, 'video event not published');
  }
  await deps.mailer
    .send({
      to: row.clientEmail,
      ...composeMail(deps.config, 'videoDecision', {
        clientName: row.clientName,
        purpose: v.purpose,
        status: decided,
        rejectionReason: v.rejectionReason,
        title: v.title,
        buildingName: row.buildingName,
        placement: placement.kind,
        replacedTitle: row.replacesTitle ?? null,
      }),
      dedupeKey: `video-decision:${v.id}`,
    })
    .catch((err: unknown) => deps.log?.error({ err }, 'video decision e-mail not sent'));
}

// ---------- files (streaming) and the player's reads ----------

/** The video a person may stream: the owner's own, or any for staff with read:video:any. */
export async function videoForViewer(db: Db, viewer: { id: string; any: boolean }, id: string): Promise<VideoRow> {
  if (!isUuid(id)) throw notFound(messages.videoNotFound);
  const v = await findVideo(db, id);
  if (!v || (!viewer.any && v.userId !== viewer.id)) throw notFound(messages.videoNotFound);
  return v;
}

/** Opens a video's file; an approval whose move did not finish is still found at its old key. */
export async function openVideoFile(deps: Pick<AppDeps, 'storage'>, v: VideoRow): Promise<StoredObject | null> {
  const obj = await deps.storage.get(v.storageKey);
  if (obj) return obj;
  const other = v.status === 'aprovado' ? pendingKeyOf(v.storageKey) : approvedKeyOf(v.storageKey);
  return other === v.storageKey ? null : deps.storage.get(other);
}

export interface OnAirVideo {
  videoId: string;
  title: string;
  durationMs: number;
  width: number;
  height: number;
  fileType: string;
  fileSize: number;
  bookingId: string;
  activatedAt: string;
  bookingEndsAt: string;
}

/**
 * FOR THE PANEL PLAYER: the approved videos active in a slot of this building whose booking is on
 * air now (started, not ended, not cancelled), newest activation first.
 */
export async function listActiveVideosOfBuilding(db: DbOrTx, buildingId: string, now = clock.now()): Promise<OnAirVideo[]> {
  if (!isUuid(buildingId)) return [];
  const rows = await onAirVideosOfBuilding(db, buildingId, now);
  return rows.map((r) => ({
    videoId: r.video.id,
    title: r.video.title,
    durationMs: r.video.durationMs,
    width: r.video.width,
    height: r.video.height,
    fileType: r.video.fileType,
    fileSize: r.video.fileSize,
    bookingId: r.bookingId,
    activatedAt: r.activatedAt.toISOString(),
    bookingEndsAt: r.bookingEndsAt.toISOString(),
  }));
}

/** FOR THE PANEL PLAYER's stream route: the screen's building may play this video now. */
export async function isVideoOnAirInBuilding(db: DbOrTx, videoId: string, buildingId: string, now = clock.now()): Promise<boolean> {
  return (await listActiveVideosOfBuilding(db, buildingId, now)).some((v) => v.videoId === videoId);
}

/**
 * FOR PROOF OF PLAY: where these videos sit in the building's slots now (approved ads only), so a
 * play can be checked against what the screen's manifest held when it played.
 */
export async function videoSlotsInBuilding(db: DbOrTx, buildingId: string, videoIds: string[]) {
  const ids = videoIds.filter(isUuid);
  return isUuid(buildingId) ? slotsOfVideosInBuilding(db, buildingId, ids) : [];
}

export async function findVideoById(db: DbOrTx, id: string): Promise<VideoRow | undefined> {
  return isUuid(id) ? findVideo(db, id) : undefined;
}

/**
 * A notice's video goes with its notice (server/flows/remove-notice.ts): row first, then files.
 * Only purpose 'notice' videos; an advertiser's video is never touched here.
 */
export async function deleteNoticeVideo(deps: Deps, actor: AuditActor, videoId: string): Promise<void> {
  if (!isUuid(videoId)) return;
  const row = await deps.db.transaction(async (tx) => {
    const v = await findVideoForUpdate(tx, videoId);
    if (!v || v.purpose !== 'notice') return undefined;
    const deleted = await deleteVideoOfUser(tx, v.id, v.userId);
    await recordAudit(tx, actor, {
      category: 'videos',
      action: 'delete',
      details: `Vídeo de aviso "${v.title}" excluído com o aviso`,
      metadata: { videoId: v.id, status: v.status, purpose: 'notice' },
    });
    return deleted;
  });
  if (!row) return;
  await deps.storage.delete(row.storageKey).catch(() => {});
  await deps.storage.delete(row.status === 'aprovado' ? pendingKeyOf(row.storageKey) : approvedKeyOf(row.storageKey)).catch(() => {});
  await deps.events
    .publish({ channel: VIDEOS_CHANNEL, type: VIDEO_EVENTS.changed, payload: { videoId: row.id } })
    .catch((err: unknown) => deps.log?.warn({ err }, 'video event not published'));
}

/**
 * An account being deleted (ADR 0055): its videos that no running or future booking shows go, in
 * the caller's transaction. Returns every storage key their files may sit under (awaiting approval
 * and approved), for the caller to record as files to purge in the same transaction.
 */
export async function removeUnbookedVideosOf(tx: DbOrTx, userId: string, now: Date): Promise<{ removed: number; kept: number; storageKeys: string[] }> {
  const removed = await deleteUnbookedVideosOf(tx, userId, now);
  const kept = (await listVideosOfUser(tx, userId)).length;
  return { removed: removed.length, kept, storageKeys: storageKeysOf(removed) };
}

/**
 * The retention job's step (ADR 0055): a deleted account's videos kept for a running campaign go
 * once it ended. Returns how many went and their files, to be purged after the commit.
 */
export async function removeVideosOfDeletedAccounts(tx: DbOrTx, now: Date, limit: number): Promise<{ removed: number; storageKeys: string[] }> {
  const removed = await deleteUnbookedVideosOfDeletedAccounts(tx, now, limit);
  return { removed: removed.length, storageKeys: storageKeysOf(removed) };
}

/** Every file a video may have left behind (as sent, waiting, approved). */
const storageKeysOf = (rows: { storageKey: string }[]) =>
  [...new Set(rows.flatMap((v) => [v.storageKey, pendingKeyOf(v.storageKey), approvedKeyOf(v.storageKey)]))];
