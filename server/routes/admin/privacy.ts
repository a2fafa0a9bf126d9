import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import {
  privacyActionResult,
  privacyAnswerInput,
  privacyRequestInput,
  privacyRequestList,
  privacyRequestResult,
} from '../../../domain/schemas/privacy';
import type { AppDeps } from '../../deps';
import { eraseEmailData } from '../../flows/account-deletion';
import { actorOf } from '../../plugins/http/access';
import { exportForRequest } from '../../modules/privacy/my-data.service';
import { listPrivacyRequests, privacyRequestView } from '../../modules/privacy/privacy.service';
import { answerRequestByStaff, registerRequestByStaff } from '../../modules/privacy/staff-requests.service';
import { sendDownload } from '../../lib/download';

const tags = ['suporte'];
const access = { permission: 'manage:privacy:any' } as const;
const params = z.object({ id: z.string().max(64) });

/** 'Pedidos LGPD' in /admin/support (ADR 0055): register, export, erase, answer within 15 days. */
export const adminPrivacyRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/admin/privacy-requests',
      { config: { access }, schema: { tags, summary: 'Pedidos LGPD com o prazo de resposta', response: { 200: privacyRequestList } } },
      async () => listPrivacyRequests(deps.db),
    );

    app.post(
      '/api/admin/privacy-requests',
      { config: { access }, schema: { tags, summary: 'Registra um pedido que chegou pelo canal de contato', body: privacyRequestInput, response: { 200: privacyRequestResult } } },
      async (request) => ({
        message: messages.privacyRequestSaved,
        request: await registerRequestByStaff(deps.db, actorOf(request), request.body, fastify.log),
      }),
    );

    app.post(
      '/api/admin/privacy-requests/:id/answer',
      { config: { access }, schema: { tags, summary: 'Marca como respondido, com a resposta dada', params, body: privacyAnswerInput, response: { 200: privacyRequestResult } } },
      async (request) => ({
        message: messages.privacyRequestAnswered,
        request: await answerRequestByStaff(deps.db, { ...actorOf(request), userId: request.user!.id }, request.params.id, request.body.answer, fastify.log),
      }),
    );

    app.get(
      '/api/admin/privacy-requests/:id/export',
      { config: { access }, schema: { tags, summary: 'Exporta (JSON) os dados guardados do e-mail do pedido', params } },
      async (request, reply) => {
        const r = await privacyRequestView(deps.db, request.params.id);
        const file = await exportForRequest(deps.db, actorOf(request), r.email, fastify.log);
        return sendDownload(reply, 'json', file.filename, file.json);
      },
    );

    app.post(
      '/api/admin/privacy-requests/:id/erase',
      { config: { access }, schema: { tags, summary: 'Exclui ou anonimiza os dados do e-mail do pedido (sem conta)', params, response: { 200: privacyActionResult } } },
      async (request) => {
        const r = await privacyRequestView(deps.db, request.params.id);
        const out = await eraseEmailData(deps, actorOf(request), r.email, fastify.log);
        return { message: out.message };
      },
    );
  };
