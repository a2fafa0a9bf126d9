import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../domain/messages';
import { deletionConfirmInput, myContact, myContactInput, myDataView, privacyActionResult } from '../../../domain/schemas/privacy';
import type { AppDeps } from '../../deps';
import { confirmAccountDeletion, requestAccountDeletion } from '../../flows/account-deletion';
import { actorOf } from '../../plugins/http/access';
import { correctOwnContact } from '../../modules/identity/account-privacy.service';
import { downloadMyData, myDataOf } from '../../modules/privacy/my-data.service';
import { sendDownload } from '../../lib/download';

const tags = ['área do cliente'];
const access = { permission: 'manage:my_data:own' } as const;

/** 'Meus dados' (LGPD art. 18, ADR 0055): see, download, correct, and ask to delete one's account. */
export const clientMyDataRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/client/my-data',
      { config: { access }, schema: { tags, summary: 'Meus dados: a conta e os pedidos LGPD feitos', response: { 200: myDataView } } },
      async (request) => myDataOf(deps.db, request.user!.id),
    );

    app.get(
      '/api/client/my-data/export',
      { config: { access, rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { tags, summary: 'Baixa tudo o que guardamos sobre mim (JSON)' } },
      async (request, reply) => {
        const file = await downloadMyData(deps.db, actorOf(request), request.user!.id, fastify.log);
        return sendDownload(reply, 'json', file.filename, file.json);
      },
    );

    app.put(
      '/api/client/my-data/contact',
      { config: { access }, schema: { tags, summary: 'Corrige meu nome e telefone', body: myContactInput, response: { 200: myContact } } },
      async (request) => correctOwnContact(deps.db, actorOf(request), request.user!.id, request.body, fastify.log),
    );

    app.post(
      '/api/client/my-data/deletion',
      {
        config: { access, rateLimit: { max: 5, timeWindow: '15 minutes' } },
        schema: { tags, summary: 'Pede a exclusão da minha conta (confirmada pelo link do e-mail)', response: { 200: privacyActionResult } },
      },
      async (request) => {
        await requestAccountDeletion(deps, actorOf(request), request.user!, fastify.log);
        return { message: messages.privacyDeletionMailed };
      },
    );

    // The mailed link: its signed single-use token is the proof (the person may not be signed in).
    app.post(
      '/api/my-data/deletion/confirm',
      {
        config: { access: { public: true, gate: false }, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { tags, summary: 'Confirma a exclusão da conta pelo link do e-mail', body: deletionConfirmInput, response: { 200: privacyActionResult } },
      },
      async (request) => confirmAccountDeletion(deps, request.body.token, fastify.log),
    );
  };
