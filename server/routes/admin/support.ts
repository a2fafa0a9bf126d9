import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { dayOf } from '../../../domain/time';
import {
  contactActionResult,
  contactList,
  contactListQuery,
  contactReplyInput,
  subscriberList,
  subscriberListQuery,
} from '../../../domain/schemas/support';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/http/access';
import {
  answerContactMessage,
  archiveContactMessage,
  listContactMessages,
  listSubscribers,
  subscribersCsv,
} from '../../modules/site/support.service';
import { clock } from '../../lib/clock';
import { sendDownload } from '../../lib/download';

const tags = ['suporte'];
const access = { permission: 'manage:support' } as const;
const params = z.object({ id: z.string().max(64) });

/** /admin/support: contact-form messages (reply by e-mail, archive) and newsletter subscribers. */
export const adminSupportRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/support/messages',
    { config: { access }, schema: { tags, summary: 'Mensagens do formulário de contato', querystring: contactListQuery, response: { 200: contactList } } },
    async (request) => listContactMessages(deps.db, request.query),
  );

  app.post(
    '/api/admin/support/messages/:id/reply',
    {
      config: { access },
      schema: { tags, summary: 'Responde por e-mail (registrado) e marca como respondida', params, body: contactReplyInput, response: { 200: contactActionResult } },
    },
    async (request) => ({
      message: messages.supportReplySent,
      contact: await answerContactMessage(deps, { ...actorOf(request), name: request.user!.name }, request.params.id, request.body.body),
    }),
  );

  app.post(
    '/api/admin/support/messages/:id/archive',
    { config: { access }, schema: { tags, summary: 'Arquiva a mensagem', params, response: { 200: contactActionResult } } },
    async (request) => ({ message: messages.supportArchived, contact: await archiveContactMessage(deps.db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/api/admin/support/subscribers',
    { config: { access }, schema: { tags, summary: 'Inscritos na newsletter', querystring: subscriberListQuery, response: { 200: subscriberList } } },
    async (request) => listSubscribers(deps.db, request.query),
  );

  app.get(
    '/api/admin/support/subscribers.csv',
    { config: { access }, schema: { tags, summary: 'Inscritos na newsletter em CSV (planilha pt-BR)' } },
    async (_request, reply) => {
      const csv = await subscribersCsv(deps.db);
      const day = dayOf(clock.now());
      return sendDownload(reply, 'csv', `inscritos-newsletter-${day}.csv`, csv);
    },
  );
};
