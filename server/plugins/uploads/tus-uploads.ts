import fsp from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { closeIdleUploads } from '../../modules/media/uploads.service';
import { registerIntervalJob } from '../jobs/interval-job';
import type { Caller, TusRoute, TusVideoUploadOptions } from './tus-types';

/** Each app's idle-upload sweeps (one per upload route), run by their jobs and by {@link sweepIdleUploads}. */
const idleSweeps = new WeakMap<AppDeps, Array<() => Promise<number>>>();

/**
 * Closes every upload route's uploads with no bytes for UPLOADS_IDLE_MINUTES and deletes their
 * chunks now (the job does it every few minutes); the number swept.
 */
export async function sweepIdleUploads(deps: AppDeps): Promise<number> {
  let n = 0;
  for (const sweep of idleSweeps.get(deps) ?? []) n += await sweep();
  return n;
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
  const callers = new WeakMap<IncomingMessage, Caller>();
  // tus (and, with S3, the AWS SDK) is loaded by the first upload request, not at start.
  let tus: Promise<TusRoute> | undefined;
  const tusServer = () => (tus ??= import('./tus-server').then((m) => m.createTusServer(fastify, deps, opts, directory, callers)));

  // PATCH bodies are left unread for tus to stream to disk.
  fastify.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const server = await tusServer();
    callers.set(request.raw, { user: request.user!, request });
    reply.hijack();
    const done = deps.metrics.uploadRequest();
    try {
      await server.tus.handle(request.raw, reply.raw);
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

  registerIntervalJob(fastify, { name: `tus-expired-uploads:${opts.folder}`, everyMs: 60 * 60_000, run: async () => (await tusServer()).tus.cleanUpExpiredUploads() });
  // Abandoned uploads free their reservation (and disk or bucket) long before tus's 24 h expiry.
  const sweep = async () => {
    const ids = await closeIdleUploads(deps.db, opts.folder, deps.config.UPLOADS_IDLE_MINUTES);
    if (ids.length > 0) await (await tusServer()).removeUploads(ids);
    return ids.length;
  };
  idleSweeps.set(deps, [...(idleSweeps.get(deps) ?? []), sweep]);
  registerIntervalJob(fastify, { name: `tus-idle-uploads:${opts.folder}`, everyMs: 5 * 60_000, run: sweep });
}
