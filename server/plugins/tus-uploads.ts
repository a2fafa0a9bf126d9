import fsp from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server, type ServerOptions } from '@tus/server';
import { z } from 'zod';
import { FileStore } from '@tus/file-store';
import { messages } from '../../domain/messages';
import { MAX_VIDEO_BYTES, videoMimeTypes } from '../../domain/videos';
import type { AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import type { SessionUser } from '../modules/identity/sessions.service';
import type { Access } from './access';
import { registerIntervalJob } from './interval-job';
import { PartListS3Store, PostgresLocker } from './tus-s3';

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
interface Caller {
  user: SessionUser;
  request: FastifyRequest;
}

/** A tus hook refusal: the same JSON error body as every other route, in pt-BR. */
function tusError(status: number, message: string, code: string) {
  return { status_code: status, body: JSON.stringify({ error: { message, code } }) };
}
function asTusError(err: unknown) {
  if (err instanceof AppError) return tusError(err.statusCode, err.message, err.code);
  if (err && typeof err === 'object' && 'status_code' in err) return err;
  return tusError(500, messages.videoUploadError, 'upload_error');
}

export interface TusVideoUploadOptions<M extends { filetype?: string }> {
  /** The route prefix, e.g. /api/client/uploads. */
  path: string;
  access: Access;
  tags: string[];
  /** Its own folder under DATA_DIR (two upload routes never share chunks). */
  folder: string;
  /** What the upload's tus metadata must be (strings). */
  metadata: z.ZodType<M>;
  /** The caller's right to send this upload: runs before any byte is accepted. */
  allowed(user: SessionUser, meta: M): Promise<void>;
  /** The last byte arrived: check, store and record the file; the JSON answer's `video`. */
  accept(user: SessionUser, request: FastifyRequest, meta: M, file: string): Promise<unknown>;
}

/**
 * Resumable video upload (tus 1.0): POST creates, HEAD tells the offset, PATCH appends, DELETE
 * abandons. The session guard runs first (config.access); the caller is then bound to the upload
 * (its user id is written into the upload's metadata by the server) and nobody else can see or
 * continue it. `maxSize` makes tus refuse an Upload-Length over 50 MB before any byte arrives and
 * cut a PATCH that would pass it. Chunks are on disk under DATA_DIR/<folder>, or in the S3 bucket
 * when one is configured (then any instance continues the upload, the tus lock being a PostgreSQL
 * advisory lock), so an interrupted upload, or one whose server restarted, resumes at the byte
 * where it stopped. On the last byte
 * `accept` checks and records the file, or it is deleted with the reason. Used by the client's
 * videos and the síndico's notice videos (ADR 0012, 0016).
 */
export async function registerTusVideoUploads<M extends { filetype?: string }>(
  fastify: FastifyInstance,
  deps: AppDeps,
  opts: TusVideoUploadOptions<M>,
): Promise<void> {
  const UPLOADS_PATH = opts.path;
  const { access, tags } = opts;
  const directory = path.join(deps.config.dataDir, opts.folder);
  await fsp.mkdir(directory, { recursive: true });
  // With S3 the chunks live in the bucket and any instance continues an upload (ADR 0023);
  // otherwise on this machine's disk.
  const s3 = deps.config.S3_BUCKET ? new PartListS3Store(deps.config, UPLOAD_EXPIRY_MS) : null;
  const store = s3 ?? new UploadFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const locker = deps.database.pool ? new PostgresLocker(deps.database.pool) : undefined;
  const callers = new WeakMap<IncomingMessage, Caller>();
  const callerOf = (req: TusRequest): Caller => {
    const raw = (req as unknown as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const caller = raw ? callers.get(raw) : undefined;
    if (!caller) throw tusError(401, messages.unauthenticated, 'unauthorized');
    return caller;
  };
  const removeUpload = async (id: string) => {
    await fsp.rm(path.join(directory, id), { force: true });
    if (s3) await s3.remove(id);
    else await (store as UploadFileStore).configstore.delete(id).catch(() => {});
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    ...(locker ? { locker } : {}),
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    // Same-origin only: the browser sends the session cookie, no CORS is offered.
    allowedOrigins: [],
    async onIncomingRequest(req, id) {
      const { user } = callerOf(req);
      if (req.method === 'POST') return;
      const upload = await store.getUpload(id).catch(() => null);
      if (!upload || upload.metadata?.userId !== user.id) throw tusError(404, messages.notFound, 'not_found');
    },
    async onUploadCreate(req, upload) {
      const { user } = callerOf(req);
      if (upload.sizeIsDeferred || upload.size === undefined) throw tusError(400, messages.videoTooLarge, 'length_required');
      const meta = opts.metadata.safeParse(upload.metadata ?? {});
      if (!meta.success) throw tusError(400, meta.error.issues[0]?.message ?? messages.videoFieldsRequired, 'bad_metadata');
      // The browser's declared type is a first filter only; the content decides at the end.
      if (meta.data.filetype && !(videoMimeTypes as readonly string[]).includes(meta.data.filetype)) {
        throw tusError(400, messages.videoTypeInvalid, 'video_refused');
      }
      try {
        await opts.allowed(user, meta.data);
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
        if (!meta.success || upload.metadata?.userId !== user.id) throw new AppError(400, messages.videoFieldsRequired, 'bad_metadata');
        if (s3) await s3.download(upload.id, file);
        const video = await opts.accept(user, request, meta.data, file);
        await removeUpload(upload.id);
        deps.metrics.uploadFinished('accepted');
        return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ video }) };
      } catch (err) {
        await removeUpload(upload.id);
        deps.metrics.uploadFinished('refused');
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

  // PATCH bodies are left unread for tus to stream to disk.
  fastify.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    callers.set(request.raw, { user: request.user!, request });
    reply.hijack();
    const done = deps.metrics.uploadRequest();
    try {
      await tus.handle(request.raw, reply.raw);
    } finally {
      done();
    }
  };
  const params = z.object({ id: z.string().max(64) });
  fastify.post(UPLOADS_PATH, { config: { access }, schema: { tags, summary: 'Cria um envio de vídeo retomável (tus)' } }, handle);
  fastify.route({
    method: 'HEAD',
    url: `${UPLOADS_PATH}/:id`,
    config: { access },
    schema: { tags, summary: 'Quanto do envio já chegou (tus)', params },
    handler: handle,
  });
  fastify.patch(`${UPLOADS_PATH}/:id`, { config: { access }, schema: { tags, summary: 'Envia mais um trecho (tus)', params } }, handle);
  fastify.delete(`${UPLOADS_PATH}/:id`, { config: { access }, schema: { tags, summary: 'Abandona um envio (tus)', params } }, handle);

  registerIntervalJob(fastify, { name: `tus-expired-uploads:${opts.folder}`, everyMs: 60 * 60_000, run: () => tus.cleanUpExpiredUploads() });
}
