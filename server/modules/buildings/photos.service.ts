import { messages } from '../../../domain/messages';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, photoSizes, type PhotoSize, type PhotosResponse } from '../../../domain/schemas/buildings';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { publishPhotosUpdated } from './buildings.events';
import * as repo from './buildings.repository';
import { mainPhotoUrlOf, photoKeys, requireBuilding, toPhotoDto, type BuildingsDeps } from './buildings.service';
import { detectPhotoType, encodePhoto, newPhotoKey, type EncodedPhoto } from './photo-images';

export interface IncomingPhoto {
  /** Null when the request carried no file. */
  data: Buffer | null;
  /** The multipart reader stopped at the size limit. */
  truncated: boolean;
}

async function photosOf(db: DbOrTx, buildingId: string, message?: string): Promise<PhotosResponse> {
  const photos = (await repo.selectPhotos(db, [buildingId])).map(toPhotoDto);
  return { photos, mainPhotoUrl: mainPhotoUrlOf(photos), ...(message ? { message } : {}) };
}

export async function listPhotos(db: DbOrTx, buildingId: string): Promise<PhotosResponse> {
  const b = await requireBuilding(db, buildingId);
  return photosOf(db, b.id);
}

/**
 * Runs one photo operation: failures are audited with `errorAction` and anything that is not a
 * known refusal becomes the spec's error text; success publishes PHOTOS_UPDATED.
 */
async function photoOperation(
  deps: BuildingsDeps,
  actor: AuditActor,
  buildingId: string,
  errorAction: string,
  errorMessage: string,
  run: () => Promise<{ message: string }>,
): Promise<PhotosResponse> {
  const bid = buildingId.toLowerCase();
  let message: string;
  try {
    ({ message } = await run());
  } catch (err) {
    await recordAudit(deps.db, actor, {
      category: 'photos',
      action: errorAction,
      details: err instanceof AppError ? err.message : errorMessage,
      metadata: { buildingId: buildingId.slice(0, 64) },
    });
    if (err instanceof AppError) throw err;
    deps.log?.error({ err }, `photo operation failed: ${errorAction}`);
    throw new AppError(500, errorMessage, errorAction);
  }
  const result = await photosOf(deps.db, bid, message);
  await publishPhotosUpdated(deps, bid, result.mainPhotoUrl);
  return result;
}

const photoSizeNames = Object.keys(photoSizes) as PhotoSize[];

const removeFiles = (deps: BuildingsDeps, key: string) =>
  Promise.all(photoKeys(key).map((k) => deps.storage.delete(k).catch(() => {})));

/**
 * One photo per call. Refused (nothing stored): no file, over 5 MB, bytes that are not JPEG or
 * PNG (whatever the name says), a building that already has 5. The limit holds under concurrent
 * uploads because the insert runs under a lock on the building row and counts again there.
 */
export async function uploadPhoto(
  deps: BuildingsDeps,
  actor: AuditActor,
  buildingId: string,
  file: IncomingPhoto,
): Promise<PhotosResponse> {
  return photoOperation(deps, actor, buildingId, 'upload_error', messages.photoUploadError, async () => {
    const building = await requireBuilding(deps.db, buildingId);
    if (file.truncated || (file.data && file.data.length > MAX_PHOTO_BYTES)) {
      throw new AppError(413, messages.photoSize, 'photo_too_large');
    }
    if (!file.data || file.data.length === 0) throw badRequest(messages.photoMissing, 'photo_missing');
    if (!(await detectPhotoType(file.data))) throw new AppError(415, messages.photoType, 'photo_type');
    if ((await repo.photoStats(deps.db, building.id)).count >= MAX_PHOTOS) throw conflict(messages.photoMax, 'photo_max');
    let encoded: EncodedPhoto;
    try {
      encoded = await encodePhoto(file.data);
    } catch {
      throw new AppError(415, messages.photoType, 'photo_type');
    }
    const key = newPhotoKey(building.id);
    try {
      await Promise.all(photoSizeNames.map((size) => deps.storage.put(`${key}-${size}.webp`, encoded[size])));
      const photo = await deps.db.transaction(async (tx) => {
        const locked = await requireBuilding(tx, building.id, true);
        const { count, maxOrder } = await repo.photoStats(tx, locked.id);
        if (count >= MAX_PHOTOS) throw conflict(messages.photoMax, 'photo_max');
        // After the last one, never on top of it (ADR 0006).
        const row = await repo.insertPhoto(tx, { buildingId: locked.id, storageKey: key, photoOrder: maxOrder + 1 });
        await recordAudit(tx, actor, {
          category: 'photos',
          action: 'upload_success',
          details: `Foto enviada para o prédio "${locked.name}"`,
          metadata: { buildingId: locked.id, photoId: row.id, bytes: file.data!.length },
        });
        return row;
      });
      return { message: messages.photoUploaded, photoId: photo.id };
    } catch (err) {
      await removeFiles(deps, key);
      throw err;
    }
  });
}

function requirePhotoId(photoId: string): string {
  if (!isUuid(photoId)) throw notFound(messages.photoNotFound);
  return photoId.toLowerCase();
}

/** Exactly one main photo: clear and set in one transaction under the building lock. */
export async function setMainPhoto(deps: BuildingsDeps, actor: AuditActor, buildingId: string, photoId: string) {
  return photoOperation(deps, actor, buildingId, 'main_photo_error', messages.photoMainError, async () => {
    const id = requirePhotoId(photoId);
    await deps.db.transaction(async (tx) => {
      const b = await requireBuilding(tx, buildingId, true);
      if (!(await repo.setMainPhoto(tx, b.id, id))) throw notFound(messages.photoNotFound);
      await recordAudit(tx, actor, {
        category: 'photos',
        action: 'main_photo_changed',
        details: `Foto principal do prédio "${b.name}" alterada`,
        metadata: { buildingId: b.id, photoId: id },
      });
    });
    return { message: messages.photoMainChanged };
  });
}

/** The row goes in the transaction; the files after it commits. */
export async function deletePhoto(deps: BuildingsDeps, actor: AuditActor, buildingId: string, photoId: string) {
  return photoOperation(deps, actor, buildingId, 'delete_error', messages.photoDeleteError, async () => {
    const id = requirePhotoId(photoId);
    const row = await deps.db.transaction(async (tx) => {
      const b = await requireBuilding(tx, buildingId, true);
      const deleted = await repo.deletePhotoRow(tx, b.id, id);
      if (!deleted) throw notFound(messages.photoNotFound);
      await recordAudit(tx, actor, {
        category: 'photos',
        action: 'delete_success',
        details: `Foto excluída do prédio "${b.name}"`,
        metadata: { buildingId: b.id, photoId: id },
      });
      return deleted;
    });
    await removeFiles(deps, row.storageKey);
    return { message: messages.photoDeleted };
  });
}

/** The new order must name every photo of the building exactly once. */
export async function reorderPhotos(deps: BuildingsDeps, actor: AuditActor, buildingId: string, ids: string[]) {
  return photoOperation(deps, actor, buildingId, 'reorder_error', messages.photoReorderError, async () => {
    const wanted = ids.map((s) => s.toLowerCase());
    await deps.db.transaction(async (tx) => {
      const b = await requireBuilding(tx, buildingId, true);
      const current = (await repo.selectPhotos(tx, [b.id])).map((p) => p.id).sort();
      const same = wanted.length === current.length && [...wanted].sort().every((id, i) => id === current[i]);
      if (!same) throw badRequest(messages.photoOrderInvalid, 'photo_order_invalid');
      await repo.setPhotoOrder(tx, b.id, wanted);
      await recordAudit(tx, actor, {
        category: 'photos',
        action: 'reorder_success',
        details: `Fotos do prédio "${b.name}" reordenadas`,
        metadata: { buildingId: b.id, ids: wanted },
      });
    });
    return { message: '' };
  });
}
