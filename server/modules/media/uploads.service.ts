import { messages } from '../../../domain/messages';
import { uploadRefusal, uploadRefusalStatus, type UploadLimits, type UploadRefusal } from '../../../domain/uploads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { AppError } from '../../lib/errors';
import { closeIdleReservations, closeReservation, dropOldClosedReservations, insertReservation, touchReservation, uploadUsage } from './uploads.repository';

export function uploadLimitsOf(config: Config): UploadLimits {
  return {
    openPerAccount: config.UPLOADS_OPEN_PER_ACCOUNT,
    openPerAddress: config.UPLOADS_OPEN_PER_ADDRESS,
    perMinute: config.UPLOADS_PER_MINUTE,
    pendingMaxBytes: config.UPLOADS_PENDING_MAX_MB * 1024 * 1024,
  };
}

/**
 * A new upload's reservation, or its refusal in pt-BR (429, or 507 when the budget is spent).
 * Counting and inserting run under one transaction-scoped lock, so parallel creates (from any
 * instance) are served one after another and never overshoot a limit. Runs before tus writes
 * anything; if the process dies after the commit and before the upload exists, the idle sweep
 * closes the row.
 */
export async function reserveUpload(
  db: Db,
  limits: UploadLimits,
  upload: { id: string; route: string; userId: string; address: string; bytes: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, 'upload-reservations');
    const refusal = uploadRefusal(await uploadUsage(tx, upload.userId, upload.address), limits, upload.bytes);
    if (refusal) {
      const message: Record<UploadRefusal, string> = {
        account_open: messages.uploadsAccountOpen(limits.openPerAccount),
        address_open: messages.uploadsAddressOpen,
        too_fast: messages.uploadsTooFast,
        no_space: messages.uploadsNoSpace,
      };
      throw new AppError(uploadRefusalStatus(refusal), message[refusal], `uploads_${refusal}`);
    }
    await insertReservation(tx, upload);
  });
}

/** Bytes arrived for an upload: false when it is no longer open (finished or swept as idle). */
export const keepUploadAlive = (db: Db, id: string) => touchReservation(db, id);

/** The upload ended (finished, refused, or abandoned by its owner): its bytes are free. */
export const releaseUpload = (db: Db, id: string) => closeReservation(db, id);

/**
 * The idle uploads of one route, closed now (the caller deletes their chunks), and closed rows
 * that count for nothing any more dropped.
 */
export async function closeIdleUploads(db: Db, route: string, idleMinutes: number): Promise<string[]> {
  const ids = await closeIdleReservations(db, route, idleMinutes);
  await dropOldClosedReservations(db, route);
  return ids;
}
