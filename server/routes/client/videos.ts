import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateInput,
  clientDashboard,
  clientSlotsResponse,
  clientVideoList,
  videoListQuery,
} from '../../../domain/schemas/videos';
import type { AppDeps } from '../../deps';
import {
  activateVideo,
  deactivateSlot,
  deleteClientVideo,
  getClientDashboard,
  getClientSlots,
  listClientVideos,
  openVideoFile,
  userChannel,
  videoForViewer,
} from '../../modules/media/media.service';
import { actorOf } from '../../plugins/http/access';
import { sendStoredFile } from '../../plugins/http/send-file';

const tags = ['vídeos do cliente'];
const idParams = z.object({ id: z.string().max(64) });
const bookingParams = z.object({ bookingId: z.string().max(64) });

/** The Área do Cliente: dashboard, own videos, own slots. Every read and write is the caller's own rows. */
export const clientVideoRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({ ...deps, log: fastify.log });
  // A client hears about their own videos only: channel user:{their id}.
  deps.events.registerChannel('user', (request, channel) => Boolean(request.user) && channel === userChannel(request.user!.id));

  app.get(
    '/api/client/dashboard',
    {
      config: { access: { permission: 'read:slot:own' } },
      schema: { tags, summary: 'Painel do cliente: slots, prédios e as 5 últimas notificações', response: { 200: clientDashboard } },
    },
    async (request) => getClientDashboard(deps.db, request.user!.id),
  );

  app.get(
    '/api/client/videos',
    {
      config: { access: { permission: 'read:video:own' } },
      schema: { tags, summary: 'Meus vídeos, mais recentes primeiro', querystring: videoListQuery, response: { 200: clientVideoList } },
    },
    async (request) => listClientVideos(deps.db, request.user!.id, request.query.status),
  );

  app.delete(
    '/api/client/videos/:id',
    {
      config: { access: { permission: 'delete:video:own' } },
      schema: { tags, summary: 'Exclui um vídeo (libera o slot e apaga o arquivo)', params: idParams },
    },
    async (request, reply) => {
      await deleteClientVideo(ctx(), actorOf(request), request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/client/videos/:id/file',
    {
      config: { access: { permission: 'read:video:own' } },
      schema: { tags, summary: 'O arquivo do vídeo (aceita Range)', params: idParams },
    },
    async (request, reply) => {
      const video = await videoForViewer(deps.db, { id: request.user!.id, any: false }, request.params.id);
      return sendStoredFile(request, reply, await openVideoFile(deps, video));
    },
  );

  app.get(
    '/api/client/slots',
    {
      config: { access: { permission: 'read:slot:own' } },
      schema: { tags, summary: 'Meus slots (reservas vivas ou futuras) e vídeos aprovados', response: { 200: clientSlotsResponse } },
    },
    async (request) => getClientSlots(deps.db, request.user!.id),
  );

  app.put(
    '/api/client/slots/:bookingId/video',
    {
      config: { access: { permission: 'activate:video:own' } },
      schema: {
        tags,
        summary: 'Ativa (slot vazio) ou substitui (slot ocupado) o vídeo de um slot',
        params: bookingParams,
        body: activateInput,
        response: { 200: clientSlotsResponse },
      },
    },
    async (request) => activateVideo(ctx(), actorOf(request), request.user!.id, request.params.bookingId, request.body.videoId),
  );

  app.delete(
    '/api/client/slots/:bookingId/video',
    {
      config: { access: { permission: 'activate:video:own' } },
      schema: { tags, summary: 'Desativa o vídeo de um slot', params: bookingParams, response: { 200: clientSlotsResponse } },
    },
    async (request) => deactivateSlot(ctx(), actorOf(request), request.user!.id, request.params.bookingId),
  );
};
