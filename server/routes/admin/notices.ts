import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeDto, noticeInput, noticeList, noticePausedInput } from '../../../domain/schemas/notices';
import type { AppDeps } from '../../deps';
import { editNotice, removeNotice } from '../../flows/notices';
import { listNotices, setNoticePaused, type NoticeScope } from '../../modules/notices/notices.service';
import { actorOf } from '../../plugins/http/access';

const tags = ['avisos (moderação)'];
const idParams = z.object({ id: z.string().max(64) });
const access = { permission: 'moderate:notice' } as const;

/** /admin/notices: admin and master see, edit, pause and remove every síndico notice; audited as moderation. */
export const adminNoticeRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({ ...deps, log: fastify.log });
  const staff = (id: string): NoticeScope => ({ role: 'staff', userId: id });

  app.get(
    '/api/admin/notices',
    { config: { access }, schema: { tags, summary: 'Todos os avisos dos síndicos', response: { 200: noticeList } } },
    async (request) => listNotices(deps.db, staff(request.user!.id)),
  );

  app.put(
    '/api/admin/notices/:id',
    { config: { access }, schema: { tags, summary: 'Edita um aviso (moderação)', params: idParams, body: noticeInput, response: { 200: noticeDto } } },
    async (request) => editNotice(ctx(), actorOf(request), staff(request.user!.id), request.params.id, request.body),
  );

  app.put(
    '/api/admin/notices/:id/paused',
    {
      config: { access },
      schema: { tags, summary: 'Pausa ou retoma um aviso (moderação)', params: idParams, body: noticePausedInput, response: { 200: noticeDto } },
    },
    async (request) => setNoticePaused(ctx(), actorOf(request), staff(request.user!.id), request.params.id, request.body.paused),
  );

  app.delete(
    '/api/admin/notices/:id',
    { config: { access }, schema: { tags, summary: 'Remove um aviso (moderação)', params: idParams } },
    async (request, reply) => {
      await removeNotice(ctx(), actorOf(request), staff(request.user!.id), request.params.id);
      reply.status(204);
    },
  );
};
