import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { MAX_SITE_IMAGE_BYTES } from '../../../domain/site-media';
import { altInput, assignSlotInput, siteImageDto, siteImageList, siteMediaResult, siteSlotList } from '../../../domain/schemas/site-media';
import type { AppDeps } from '../../deps';
import { acceptImageUploads, readImageUpload } from '../../lib/image-upload';
import { actorOf } from '../../plugins/http/access';
import {
  assignSlot,
  deleteSiteImage,
  listImages,
  listSlots,
  revertSlot,
  updateAlt,
  uploadSiteImage,
} from '../../modules/site-media/site-media.service';

const tags = ['site'];
const access = { permission: 'manage:site_media' } as const;
const idParams = z.object({ id: z.string().max(64) });
const slotParams = z.object({ slot: z.string().max(64) });

/** The image with its 'alt' and 'slot' fields, as the service takes it. */
async function readSiteImage(request: FastifyRequest) {
  const { data, truncated, fields } = await readImageUpload(request, ['alt', 'slot']);
  return { data, truncated, alt: fields.alt, slot: fields.slot };
}

/** /admin/media and /admin/media-manager: the slots of the public pages and the image library. */
export const adminSiteMediaRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  await acceptImageUploads(fastify, MAX_SITE_IMAGE_BYTES);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/site-media/slots',
    { config: { access }, schema: { tags, summary: 'Espaços de imagem das páginas públicas e o que mostram', response: { 200: siteSlotList } } },
    async () => listSlots(deps.db),
  );

  app.put(
    '/api/admin/site-media/slots/:slot',
    {
      config: { access },
      schema: { tags, summary: 'Mostra uma imagem da biblioteca neste espaço', params: slotParams, body: assignSlotInput, response: { 200: siteMediaResult } },
    },
    async (request) => ({
      message: messages.siteMediaAssigned,
      image: await assignSlot(deps.db, actorOf(request), request.params.slot, request.body.imageId),
    }),
  );

  app.delete(
    '/api/admin/site-media/slots/:slot',
    { config: { access }, schema: { tags, summary: 'Volta o espaço à imagem original do site', params: slotParams, response: { 200: siteMediaResult } } },
    async (request) => {
      await revertSlot(deps.db, actorOf(request), request.params.slot);
      return { message: messages.siteMediaReverted, image: null };
    },
  );

  app.get(
    '/api/admin/site-media/images',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Biblioteca de imagens do site (paginada)',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: siteImageList },
      },
    },
    async (request) => listImages(deps.db, request.query.page),
  );

  app.post(
    '/api/admin/site-media/images',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Envia uma imagem (multipart: "file" JPG, PNG ou WebP até 5 MB, "alt" obrigatório, "slot" opcional)',
        response: { 201: siteMediaResult },
      },
    },
    async (request, reply) => {
      const image = await uploadSiteImage(deps, actorOf(request), await readSiteImage(request));
      reply.status(201);
      return { message: messages.siteMediaUploaded, image };
    },
  );

  app.put(
    '/api/admin/site-media/images/:id',
    { config: { access }, schema: { tags, summary: 'Altera o texto alternativo', params: idParams, body: altInput, response: { 200: siteImageDto } } },
    async (request) => updateAlt(deps.db, actorOf(request), request.params.id, request.body.alt),
  );

  app.delete(
    '/api/admin/site-media/images/:id',
    {
      config: { access },
      schema: { tags, summary: 'Exclui a imagem; os espaços que a mostravam voltam à original', params: idParams, response: { 200: siteMediaResult } },
    },
    async (request) => {
      await deleteSiteImage(deps, actorOf(request), request.params.id);
      return { message: messages.siteMediaDeleted, image: null };
    },
  );
};
