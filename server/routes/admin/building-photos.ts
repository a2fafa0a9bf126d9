import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES, photoOrderInput, photosResponse } from '../../../domain/schemas/buildings';
import type { AppDeps } from '../../deps';
import {
  deletePhoto,
  listPhotos,
  reorderPhotos,
  setMainPhoto,
  uploadPhoto,
  type IncomingPhoto,
} from '../../modules/buildings/photos.service';
import { actorOf } from '../../plugins/access';

const params = z.object({ id: z.string().max(64) });
const photoParams = z.object({ id: z.string().max(64), photoId: z.string().max(64) });
const tags = ['fotos'];
const access = { permission: 'manage:photo' } as const;

/**
 * Reads the one file of a multipart request. The reader stops one byte past 5 MB, which is how
 * an oversized file is told apart from one of exactly 5 MB; the rest of the stream is drained.
 */
async function readPhoto(request: FastifyRequest): Promise<IncomingPhoto> {
  if (!request.isMultipart()) return { data: null, truncated: false };
  const part = await request.file();
  if (!part) return { data: null, truncated: false };
  try {
    return { data: await part.toBuffer(), truncated: false };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { data: null, truncated: true };
    throw err;
  }
}

export const adminPhotosRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  // Only this plugin (its own encapsulation context) accepts multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({ ...deps, log: fastify.log });

  app.get(
    '/api/admin/buildings/:id/photos',
    { config: { access }, schema: { tags, summary: 'Fotos do prédio, em ordem', params, response: { 200: photosResponse } } },
    async (request) => listPhotos(deps.db, request.params.id),
  );

  app.post(
    '/api/admin/buildings/:id/photos',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Envia uma foto (multipart, campo "file"; JPG ou PNG até 5 MB; máximo 5 por prédio)',
        params,
        response: { 201: photosResponse },
      },
    },
    async (request, reply) => {
      const file = await readPhoto(request);
      const result = await uploadPhoto(ctx(), actorOf(request), request.params.id, file);
      reply.status(201);
      return result;
    },
  );

  app.put(
    '/api/admin/buildings/:id/photos/:photoId/main',
    { config: { access }, schema: { tags, summary: 'Define a foto principal', params: photoParams, response: { 200: photosResponse } } },
    async (request) => setMainPhoto(ctx(), actorOf(request), request.params.id, request.params.photoId),
  );

  app.delete(
    '/api/admin/buildings/:id/photos/:photoId',
    { config: { access }, schema: { tags, summary: 'Exclui uma foto (arquivos e registro)', params: photoParams, response: { 200: photosResponse } } },
    async (request) => deletePhoto(ctx(), actorOf(request), request.params.id, request.params.photoId),
  );

  app.put(
    '/api/admin/buildings/:id/photos/order',
    {
      config: { access },
      schema: { tags, summary: 'Reordena as fotos (ids na nova ordem)', params, body: photoOrderInput, response: { 200: photosResponse } },
    },
    async (request) => reorderPhotos(ctx(), actorOf(request), request.params.id, request.body.ids),
  );
};
