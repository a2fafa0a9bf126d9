import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../domain/permissions';
import { adminVideo, adminVideoList, rejectInput, videoListQuery } from '../../../domain/schemas/videos';
import type { AppDeps } from '../../deps';
import {
  approveVideo,
  listVideosForApproval,
  openVideoFile,
  pendingVideoCount,
  rejectVideo,
  VIDEOS_CHANNEL,
  videoForViewer,
} from '../../modules/media/media.service';
import { actorOf } from '../../plugins/http/access';
import { sendStoredFile } from '../../plugins/http/send-file';

const tags = ['aprovação de vídeos'];
const idParams = z.object({ id: z.string().max(64) });
const access = { permission: 'approve:video' } as const;

/** /admin/video-approvals: the queue, the player, and the one decision per video (admin and master). */
export const adminVideoRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({ ...deps, log: fastify.log });
  deps.events.registerChannel(VIDEOS_CHANNEL, (request) => can(request.user?.role, 'approve:video'));

  app.get(
    '/api/admin/videos',
    {
      config: { access },
      schema: { tags, summary: 'Vídeos para aprovação com os contadores', querystring: videoListQuery, response: { 200: adminVideoList } },
    },
    async (request) => listVideosForApproval(deps.db, request.query.status),
  );

  app.get(
    '/api/admin/videos/pending-count',
    {
      config: { access },
      schema: { tags, summary: 'Quantos vídeos aguardam análise (sino da barra superior)', response: { 200: z.object({ pending: z.number().int() }) } },
    },
    async () => pendingVideoCount(deps.db),
  );

  app.get(
    '/api/admin/videos/:id/file',
    { config: { access: { permission: 'read:video:any' } }, schema: { tags, summary: 'O arquivo do vídeo (aceita Range)', params: idParams } },
    async (request, reply) => {
      const video = await videoForViewer(deps.db, { id: request.user!.id, any: true }, request.params.id);
      return sendStoredFile(request, reply, await openVideoFile(deps, video));
    },
  );

  app.post(
    '/api/admin/videos/:id/approve',
    { config: { access }, schema: { tags, summary: 'Aprova um vídeo em análise', params: idParams, response: { 200: adminVideo } } },
    async (request) => approveVideo(ctx(), { ...actorOf(request), userId: request.user!.id }, request.params.id),
  );

  app.post(
    '/api/admin/videos/:id/reject',
    {
      config: { access },
      schema: { tags, summary: 'Reprova um vídeo em análise com o motivo', params: idParams, body: rejectInput, response: { 200: adminVideo } },
    },
    async (request) => rejectVideo(ctx(), { ...actorOf(request), userId: request.user!.id }, request.params.id, request.body.reason),
  );
};
