import type { FastifyPluginAsync } from 'fastify';
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
} from '../../modules/buildings/photos.service';
import { acceptImageUploads, readImageUpload } from '../../lib/image-upload';
import { actorOf } from '../../plugins/http/access';

const params = z.object({ id: z.string().max(64) });
const photoParams = z.object({ id: z.string().max(64), photoId: z.string().max(64) });
const tags = ['fotos'];
const access = { permission: 'manage:photo' } as const;

export const adminPhotosRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  await acceptImageUploads(fastify, MAX_PHOTO_BYTES);
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
      const file = await readImageUpload(request);
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
