import fsp from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { EVENTS, Server, type ServerOptions } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { messages } from '../../../domain/messages';
import { findBadInput } from '../../../domain/text';
import { MAX_VIDEO_BYTES, videoMimeTypes } from '../../../domain/videos';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { keepUploadAlive, releaseUpload, reserveUpload, uploadLimitsOf } from '../../modules/media/uploads.service';
import { PartListS3Store, PostgresLocker } from './tus-s3';
import type { Caller, TusRoute, TusVideoUploadOptions } from './tus-types';

/** An unfinished upload is kept this long for resuming, then swept. */
const UPLOAD_EXPIRY_MS = 24 * 60 * 60_000;

/**
 * FileStore's constructor starts an unawaited mkdir whose callback THROWS on failure: an uncaught
 * exception that would end the process (seen when a test removed its data directory meanwhile).
 * The directory is created (awaited) before the store, so that check is switched off here.
 */
class UploadFileStore extends FileStore {}
(UploadFileStore.prototype as unknown as { checkOrCreateDirectory: () => void }).checkOrCreateDirectory = () => {};

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** A tus hook refusal: the same JSON error body as every other route, in pt-BR. */
function tusError(status: number, message: string, code: string) {
  return { status_code: status, body: JSON.stringify({ error: { message, code } }) };
}
function asTusError(err: unknown) {
  if (err instanceof AppError) return tusError(err.statusCode, err.message, err.code);
  if (err && typeof err === 'object' && 'status_code' in err) return err;
  return tusError(500, messages.videoUploadError, 'upload_error');
}

/** How often bytes arriving in one long PATCH mark its upload as alive (the idle sweep spares it). */
const ALIVE_EVERY_MS = 60_000;

/**
 * The tus server of one upload route (tus-uploads.ts), built on its first request: tus,
 * its stores and, with S3, the AWS SDK are loaded then, not at start (ADR 0026).
 */
export function createTusServer<M extends { filetype?: string }>(
  fastify: FastifyInstance,
  deps: AppDeps,
  opts: TusVideoUploadOptions<M>,
  directory: string,
  callers: WeakMap<IncomingMessage, Caller>,
): TusRoute {
  const UPLOADS_PATH = opts.path;
  // With S3 the chunks live in the bucket and any instance continues an upload (ADR 0023);
  // otherwise on this machine's disk.
  const s3 = deps.config.S3_BUCKET ? new PartListS3Store(deps.config, UPLOAD_EXPIRY_MS) : null;
  const store = s3 ?? new UploadFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const locker = deps.database.pool ? new PostgresLocker(deps.database.pool) : undefined;
  const callerOf = (req: TusRequest): Caller => {
    const raw = (req as unknown as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const caller = raw ? callers.get(raw) : undefined;
    if (!caller) throw tusError(401, messages.unauthenticated, 'unauthorized');
    return caller;
  };
  const limits = uploadLimitsOf(deps.config);
  const deleteChunks = async (id: string) => {
    await fsp.rm(path.join(directory, id), { force: true });
    if (s3) await s3.remove(id);
    else await (store as UploadFileStore).configstore.delete(id).catch(() => {});
  };
  // The bytes are freed first: a crash before the chunks go leaves them to tus's own expiry.
  const removeUpload = async (id: string) => {
    await releaseUpload(deps.db, id);
    await deleteChunks(id);
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    ...(locker ? { locker } : {}),
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    postReceiveInterval: ALIVE_EVERY_MS,
    // Same-origin only: the browser sends the session cookie, no CORS is offered.
    allowedOrigins: [],
    async onIncomingRequest(req, id) {
      const { user } = callerOf(req);
      if (req.method === 'POST') return;
      const upload = await store.getUpload(id).catch(() => null);
      if (!upload || upload.metadata?.userId !== user.id) throw tusError(404, messages.notFound, 'not_found');
      // Bytes may only go to an open reservation: one swept as idle is gone (its chunks are being deleted).
      if (req.method === 'PATCH' && !(await keepUploadAlive(deps.db, id))) throw tusError(404, messages.uploadExpired, 'upload_expired');
      // Abandoned by its owner: tus deletes the chunks next; the reservation ends now.
      if (req.method === 'DELETE') await releaseUpload(deps.db, id);
    },
    async onUploadCreate(req, upload) {
      const { user, request } = callerOf(req);
      if (upload.sizeIsDeferred || upload.size === undefined)
        throw tusError(400, messages.videoTooLarge, 'length_required');
      const meta = opts.metadata.safeParse(upload.metadata ?? {});
      if (!meta.success)
        throw tusError(400, meta.error.issues[0]?.message ?? messages.videoFieldsRequired, 'bad_metadata');
      // Every metadata text (also keys and fields no schema names) under the rule JSON bodies
      // follow (plugins/input-guard.ts): a NUL byte would pass the whole file, then fail the insert.
      const bad = findBadInput(upload.metadata ?? {});
      if (bad) throw tusError(400, messages.textControlChars(bad.path ? `O campo "${bad.path}"` : 'O texto enviado'), 'validation');
      // The browser's declared type is a first filter only; the content decides at the end.
      if (meta.data.filetype && !(videoMimeTypes as readonly string[]).includes(meta.data.filetype)) {
        throw tusError(400, messages.videoTypeInvalid, 'video_refused');
      }
      try {
        await opts.allowed(user, meta.data);
      } catch (err) {
        throw asTusError(err);
      }
      // Last: the limits of unfinished uploads, counted and reserved under one lock (domain/uploads.ts).
      try {
        await reserveUpload(deps.db, limits, { id: upload.id, route: opts.folder, userId: user.id, address: request.ip, bytes: upload.size });
      } catch (err) {
        throw asTusError(err);
      }
      const clean: Record<string, string> = { userId: user.id };
      for (const [k, v] of Object.entries(meta.data)) if (v !== undefined) clean[k] = String(v);
      return { metadata: clean };
    },
    async onUploadFinish(req, upload) {
      const { user, request } = callerOf(req);
      const meta = opts.metadata.safeParse(upload.metadata ?? {});
      const file = path.join(directory, upload.id);
      try {
        if (!meta.success || upload.metadata?.userId !== user.id)
          throw new AppError(400, messages.videoFieldsRequired, 'bad_metadata');
        if (s3) await s3.download(upload.id, file);
        const video = await opts.accept(user, request, meta.data, file);
        await removeUpload(upload.id);
        deps.metrics.uploadFinished('accepted');
        return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ video }) };
      } catch (err) {
        await removeUpload(upload.id);
        deps.metrics.uploadFinished('refused');
        // A refusal in pt-BR is the caller's; anything else is ours and must reach the log.
        if (!(err instanceof AppError) && !(err && typeof err === 'object' && 'status_code' in err)) fastify.log.error({ err }, 'tus upload accept failed');
        throw asTusError(err);
      }
    },
    onResponseError(_req, err) {
      const status = 'status_code' in err ? err.status_code : 500;
      if (status === 413) return tusError(413, messages.videoTooLarge, 'video_too_large');
      if ('body' in err && err.body.startsWith('{')) return undefined;
      if (status >= 500) {
        fastify.log.error({ err }, 'tus upload failed');
        return tusError(status, messages.videoUploadError, 'upload_error');
      }
      return undefined;
    },
  });

  // Bytes arriving in a long PATCH keep the upload alive (the idle sweep judges by them).
  tus.on(EVENTS.POST_RECEIVE, (_req: unknown, upload: { id: string }) => {
    keepUploadAlive(deps.db, upload.id).catch((err: unknown) => fastify.log.warn({ err }, 'upload keep-alive failed'));
  });

  return {
    tus,
    async removeUploads(ids) {
      for (const id of ids) await deleteChunks(id);
    },
  };
}
