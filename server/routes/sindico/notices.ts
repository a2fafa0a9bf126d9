import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from '../../../domain/schemas/buildings';
import {
  noticeDto,
  noticeImageResponse,
  noticeInput,
  noticeList,
  noticePausedInput,
  noticeVideoMetadata,
  sindicoDashboard,
} from '../../../domain/schemas/notices';
import type { AppDeps } from '../../deps';
import { editNotice, removeNotice } from '../../flows/notices';
import { sindicoDashboard as buildDashboard } from '../../flows/sindico-dashboard';
import type { SessionUser } from '../../modules/identity/sessions.service';
import { acceptNoticeVideo, openVideoFile, videoForViewer } from '../../modules/media/media.service';
import { sendStoredFile } from '../../plugins/http/send-file';
import { notFound } from '../../lib/errors';
import { messages } from '../../../domain/messages';
import {
  createNotice,
  listNotices,
  mayListenToNotices,
  NOTICES_CHANNEL,
  requireManagedBuilding,
  setNoticePaused,
  uploadNoticeImage,
  type NoticeScope,
} from '../../modules/notices/notices.service';
import { acceptImageUploads, readImageUpload } from '../../lib/image-upload';
import { actorOf } from '../../plugins/http/access';
import { registerTusVideoUploads } from '../../plugins/uploads/tus-uploads';

const tags = ['área do síndico'];
const idParams = z.object({ id: z.string().max(64) });
const read = { permission: 'read:sindico_area:own' } as const;
const manage = { permission: 'manage:notice:own' } as const;

const scopeOf = (user: SessionUser): NoticeScope => ({ role: 'sindico', userId: user.id, email: user.email });

/**
 * The Área do Síndico (ADR 0016): their buildings and their notices. Every call works out the
 * buildings the person manages NOW (their e-mail on an active síndico record, mandate not ended);
 * another building's notice answers 404, another building's id 403.
 */
export const sindicoNoticeRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  await acceptImageUploads(fastify, MAX_PHOTO_BYTES);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({ ...deps, log: fastify.log });
  // Staff open 'notices'; a síndico only 'notices:<id>' of a building they manage now (issue 27).
  deps.events.registerChannel(NOTICES_CHANNEL, (request, channel) => mayListenToNotices(deps.db, request.user, channel));

  app.get(
    '/api/sindico/dashboard',
    { config: { access: read }, schema: { tags, summary: 'Prédios do síndico, telas e avisos', response: { 200: sindicoDashboard } } },
    async (request) => buildDashboard(deps.db, request.user!),
  );

  app.get(
    '/api/sindico/notices',
    { config: { access: read }, schema: { tags, summary: 'Avisos dos prédios do síndico', response: { 200: noticeList } } },
    async (request) => listNotices(deps.db, scopeOf(request.user!)),
  );

  app.post(
    '/api/sindico/notices',
    { config: { access: manage }, schema: { tags, summary: 'Publica um aviso', body: noticeInput, response: { 201: noticeDto } } },
    async (request, reply) => {
      const notice = await createNotice(ctx(), actorOf(request), scopeOf(request.user!), request.body);
      reply.status(201);
      return notice;
    },
  );

  app.put(
    '/api/sindico/notices/:id',
    { config: { access: manage }, schema: { tags, summary: 'Edita um aviso', params: idParams, body: noticeInput, response: { 200: noticeDto } } },
    async (request) => editNotice(ctx(), actorOf(request), scopeOf(request.user!), request.params.id, request.body),
  );

  app.put(
    '/api/sindico/notices/:id/paused',
    {
      config: { access: manage },
      schema: { tags, summary: 'Pausa ou retoma um aviso', params: idParams, body: noticePausedInput, response: { 200: noticeDto } },
    },
    async (request) => setNoticePaused(ctx(), actorOf(request), scopeOf(request.user!), request.params.id, request.body.paused),
  );

  app.delete(
    '/api/sindico/notices/:id',
    { config: { access: manage }, schema: { tags, summary: 'Exclui um aviso', params: idParams } },
    async (request, reply) => {
      await removeNotice(ctx(), actorOf(request), scopeOf(request.user!), request.params.id);
      reply.status(204);
    },
  );

  app.post(
    '/api/sindico/notice-images',
    {
      config: { access: manage },
      schema: { tags, summary: 'Envia a imagem de um aviso (multipart, campo "file"; JPG ou PNG até 5 MB)', response: { 201: noticeImageResponse } },
    },
    async (request, reply) => {
      const result = await uploadNoticeImage(ctx(), actorOf(request), request.user!, await readImageUpload(request), MAX_PHOTO_BYTES);
      reply.status(201);
      return result;
    },
  );

  app.get(
    '/api/sindico/videos/:id/file',
    { config: { access: manage }, schema: { tags, summary: 'O vídeo de um aviso do próprio síndico (aceita Range)', params: idParams } },
    async (request, reply) => {
      const video = await videoForViewer(deps.db, { id: request.user!.id, any: false }, request.params.id);
      if (video.purpose !== 'notice') throw notFound(messages.videoNotFound);
      return sendStoredFile(request, reply, await openVideoFile(deps, video));
    },
  );

  // The notice's video: the client videos' tus upload and checks, then the approvals queue.
  await registerTusVideoUploads(fastify, deps, {
    path: '/api/sindico/uploads',
    access: manage,
    tags,
    folder: 'tus-avisos',
    metadata: noticeVideoMetadata,
    allowed: (user, meta) => requireManagedBuilding(deps.db, user, meta.buildingId),
    accept: (user, request, meta, file) =>
      acceptNoticeVideo(ctx(), actorOf(request), { userId: user.id, ...meta }, file, () => requireManagedBuilding(deps.db, user, meta.buildingId)),
  });
};
