import type { FastifyPluginAsync } from 'fastify';
import { uploadMetadata } from '../../../domain/schemas/videos';
import type { AppDeps } from '../../deps';
import { acceptUpload, checkUploadAllowed } from '../../modules/media/media.service';
import { actorOf } from '../../plugins/http/access';
import { registerTusVideoUploads } from '../../plugins/uploads/tus-uploads';

export const UPLOADS_PATH = '/api/client/uploads';

/** The client's resumable video upload (tus; see plugins/uploads/tus-uploads.ts and ADR 0012). */
export const clientUploadRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  await registerTusVideoUploads(fastify, deps, {
    path: UPLOADS_PATH,
    access: { permission: 'create:video:own' },
    tags: ['vídeos do cliente'],
    folder: 'tus',
    metadata: uploadMetadata,
    allowed: (user, meta) => checkUploadAllowed(deps.db, user.id, meta),
    accept: (user, request, meta, file) => acceptUpload({ ...deps, log: fastify.log }, actorOf(request), user, meta, file),
  });
};
