import { randomBytes } from 'node:crypto';
import { messages } from '../../../domain/messages';
import type {
  AdminCapture,
  AdminCaptureList,
  CaptureRequest,
  CaptureUploadResult,
  PlayerCommands,
} from '../../../domain/schemas/player';
import { captureUploadFields } from '../../../domain/schemas/player';
import {
  CAPTURE_HEIGHT,
  CAPTURE_KEEP_MS,
  CAPTURE_REQUEST_TTL_MS,
  CAPTURE_WIDTH,
  captureHourOf,
  captureRequestStatus,
  isScreenOnline,
  MAX_CAPTURE_BYTES,
} from '../../../domain/signage';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { spreadPick } from '../../../domain/certificates';
import { detectImageType, encodeJpeg } from '../../lib/images';
import { isUuid } from '../../lib/uuid';
import type { Storage, StoredObject } from '../../ports';
import * as repo from './captures.repository';
import type { ScreenPrincipal } from './signage.service';
import { clock } from '../../lib/clock';

/**
 * A look at any screen (issue 32, ADR 0045): staff ask, the screen answers with a JPEG drawn on a
 * canvas; the screen also keeps one capture an hour, for a week.
 */
export interface CaptureDeps {
  db: Db;
  storage: Storage;
}

/** A week of hourly captures and a few asked by staff. */
const LIST_LIMIT = 250;
/** Captures a device sends are 640×360; anything claiming more than this many pixels is not one. */
const CAPTURE_MAX_INPUT_PIXELS = 4_000_000;

function toAdminCapture(row: repo.CaptureRow): AdminCapture {
  return {
    id: row.id,
    screenId: row.screenId,
    kind: row.kind,
    takenAt: row.takenAt.toISOString(),
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    url: `/api/admin/captures/${row.id}/file`,
  };
}

function toRequestDto(request: repo.CaptureRequestRow, capture: repo.CaptureRow | null, now: Date): CaptureRequest {
  return {
    id: request.id,
    screenId: request.screenId,
    status: captureRequestStatus(request, now),
    requestedAt: request.requestedAt.toISOString(),
    capture: capture ? toAdminCapture(capture) : null,
  };
}

// ---------- staff ----------

/**
 * 'Ver tela agora': a request the screen picks up at its next poll. Refused when the screen is
 * revoked or offline (it could not answer). A request still waiting is given back instead of a
 * second one, so pressing the button twice costs the screen one capture.
 */
export async function requestCapture(
  db: Db,
  actor: { userId: string },
  screenId: string,
  now = clock.now(),
): Promise<CaptureRequest> {
  if (!isUuid(screenId)) throw notFound(messages.screenNotFound);
  return db.transaction(async (tx) => {
    const screen = await repo.lockScreen(tx, screenId);
    if (!screen) throw notFound(messages.screenNotFound);
    if (screen.revokedAt) throw conflict(messages.captureScreenRevoked, 'screen_revoked');
    if (!isScreenOnline(screen.lastHeartbeatAt, now)) throw conflict(messages.captureScreenOffline, 'screen_offline');
    const waiting = await repo.oldestPendingRequest(tx, screenId, new Date(now.getTime() - CAPTURE_REQUEST_TTL_MS));
    const request =
      waiting ?? (await repo.insertRequest(tx, { screenId, requestedAt: now, requestedBy: actor.userId }));
    return toRequestDto(request, null, now);
  });
}

/** Where a request stands, with its capture once the screen answered. */
export async function captureRequestOf(
  db: Db,
  screenId: string,
  requestId: string,
  now = clock.now(),
): Promise<CaptureRequest> {
  if (!isUuid(screenId) || !isUuid(requestId)) throw notFound(messages.captureRequestNotFound);
  const found = await repo.findRequest(db, requestId);
  if (!found || found.request.screenId !== screenId) throw notFound(messages.captureRequestNotFound);
  return toRequestDto(found.request, found.capture, now);
}

/** The screen's captures of the last week, newest first. */
export async function capturesOfScreen(db: Db, screenId: string, now = clock.now()): Promise<AdminCaptureList> {
  if (!isUuid(screenId)) throw notFound(messages.screenNotFound);
  const rows = await repo.capturesOfScreen(db, screenId, new Date(now.getTime() - CAPTURE_KEEP_MS), LIST_LIMIT);
  return { captures: rows.map(toAdminCapture) };
}

/** A few hourly captures of these screens over [from, to), spread out, with their JPEG bytes (a certificate's pictures). */
export async function capturesForReport(deps: CaptureDeps, screenIds: string[], from: Date, to: Date, count: number): Promise<Array<{ screenId: string; takenAt: Date; jpeg: Buffer }>> {
  const rows = spreadPick(await repo.hourlyCapturesBetween(deps.db, screenIds, from, to, 24 * 7 * Math.max(1, screenIds.length)), count);
  const out: Array<{ screenId: string; takenAt: Date; jpeg: Buffer }> = [];
  for (const row of rows) {
    const file = await deps.storage.get(row.storageKey);
    // A capture purged (or lost) meanwhile is left out, not an error.
    if (!file) continue;
    const parts: Buffer[] = [];
    for await (const chunk of file.stream()) parts.push(Buffer.from(chunk as Buffer));
    out.push({ screenId: row.screenId, takenAt: row.takenAt, jpeg: Buffer.concat(parts) });
  }
  return out;
}

/** A capture's JPEG, for the guarded file route. */
export async function captureFile(deps: CaptureDeps, id: string): Promise<StoredObject> {
  if (!isUuid(id)) throw notFound(messages.captureNotFound);
  const row = await repo.findCapture(deps.db, id);
  const obj = row ? await deps.storage.get(row.storageKey) : null;
  if (!obj) throw notFound(messages.captureNotFound);
  return obj;
}

// ---------- the screen ----------

/** The screen's poll: a request waiting for it, or null (the route answers 204). */
export async function pendingCommands(
  db: Db,
  screen: ScreenPrincipal,
  now = clock.now(),
): Promise<PlayerCommands | null> {
  const waiting = await repo.oldestPendingRequest(db, screen.id, new Date(now.getTime() - CAPTURE_REQUEST_TTL_MS));
  return waiting ? { capture: { requestId: waiting.id } } : null;
}

export interface IncomingCapture {
  data: Buffer | null;
  truncated: boolean;
  fields: Record<string, string | undefined>;
}

/**
 * A capture sent by the screen: a JPEG (by its bytes) of at most MAX_CAPTURE_BYTES, re-encoded
 * without metadata, answering one of its own waiting requests or being its one capture of this
 * hour. Checked cheaply before the image is decoded; the file is stored, then the row written in
 * a transaction that checks again (the request locked, the hour by its unique index); the file is
 * removed when the row is not written.
 */
export async function acceptCapture(
  deps: CaptureDeps,
  screen: ScreenPrincipal,
  file: IncomingCapture,
  now = clock.now(),
): Promise<CaptureUploadResult> {
  const fields = captureUploadFields.safeParse({
    kind: file.fields.kind,
    requestId: file.fields.requestId || undefined,
  });
  if (!fields.success) throw badRequest(messages.captureKindInvalid, 'capture_kind');
  const { kind } = fields.data;
  const requestId = kind === 'requested' ? fields.data.requestId : undefined;
  if (kind === 'requested' && !requestId) throw badRequest(messages.captureRequestNotFound, 'capture_request_missing');
  if (file.truncated || (file.data && file.data.length > MAX_CAPTURE_BYTES))
    throw new AppError(413, messages.captureTooLarge, 'capture_too_large');
  if (!file.data || file.data.length === 0) throw badRequest(messages.captureFileMissing, 'capture_missing');
  if (!(await detectImageType(file.data, ['image/jpeg'] as const)))
    throw new AppError(415, messages.captureType, 'capture_type');

  const hourStart = kind === 'hourly' ? captureHourOf(now) : null;
  if (requestId) await answerableRequest(deps.db, screen.id, requestId, now);
  else if (hourStart && (await repo.hourlyCaptureExists(deps.db, screen.id, hourStart)))
    throw conflict(messages.captureHourTaken, 'capture_hour_taken');

  let image: Awaited<ReturnType<typeof encodeJpeg>>;
  try {
    image = await encodeJpeg(file.data, {
      maxWidth: CAPTURE_WIDTH,
      maxHeight: CAPTURE_HEIGHT,
      quality: 75,
      limitInputPixels: CAPTURE_MAX_INPUT_PIXELS,
    });
  } catch {
    throw new AppError(415, messages.captureType, 'capture_type');
  }
  const storageKey = `captures/${screen.id}/${randomBytes(12).toString('hex')}.jpg`;
  await deps.storage.put(storageKey, image.data);
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (requestId) await answerableRequest(tx, screen.id, requestId, now, true);
      const values = {
        screenId: screen.id,
        kind,
        takenAt: now,
        hourStart,
        storageKey,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
      };
      const inserted = await repo.insertCapture(tx, values);
      if (!inserted) throw conflict(messages.captureHourTaken, 'capture_hour_taken');
      if (requestId) await repo.markRequestFulfilled(tx, requestId, now, inserted.id);
      return inserted;
    });
    return { id: row.id, kind: row.kind, takenAt: row.takenAt.toISOString() };
  } catch (err) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw err;
  }
}

/** The request exists, is this screen's, and still waits; locked when `lock`. */
async function answerableRequest(
  db: DbOrTx,
  screenId: string,
  requestId: string,
  now: Date,
  lock = false,
): Promise<void> {
  const request = lock ? await repo.lockRequest(db, requestId) : (await repo.findRequest(db, requestId))?.request;
  // Another screen's request is as unknown to this one as a made-up id.
  if (!request || request.screenId !== screenId)
    throw notFound(messages.captureRequestNotFound, 'capture_request_not_found');
  const status = captureRequestStatus(request, now);
  if (status === 'done') throw conflict(messages.captureRequestDone, 'capture_request_done');
  if (status === 'expired') throw new AppError(410, messages.captureRequestExpired, 'capture_request_expired');
}

// ---------- the purge job ----------

/**
 * Captures older than a week go: files first, then rows, so a run that dies in between leaves
 * rows whose files are gone (the next run deletes them; deleting a missing file is not an error)
 * rather than files nobody can find. A row stays when its file could not be deleted. At most
 * `batch` × `maxBatches` per run; two runs at once only delete the same things twice.
 */
export async function purgeOldCaptures(
  deps: CaptureDeps,
  now = clock.now(),
  batch = 500,
  maxBatches = 4,
): Promise<number> {
  const before = new Date(now.getTime() - CAPTURE_KEEP_MS);
  let purged = 0;
  for (let round = 0; round < maxBatches; round++) {
    const rows = await repo.capturesTakenBefore(deps.db, before, batch);
    if (rows.length === 0) break;
    const results = await Promise.allSettled(rows.map((r) => deps.storage.delete(r.storageKey)));
    const gone = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((r) => r.id);
    purged += await repo.deleteCaptures(deps.db, gone);
    if (gone.length < rows.length || rows.length < batch) break;
  }
  await repo.deleteRequestsBefore(deps.db, before);
  return purged;
}
