import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { adminScreen, adminScreenList, campaignCsvQuery, dayRange, pairScreenInput, playsReport, screenAlerts } from '../../../domain/schemas/player';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import {
  campaignCsv,
  listScreensForStaff,
  pairScreen,
  playsReport as buildPlaysReport,
  revokeScreen,
  screenAlerts as buildAlerts,
  userExists,
} from '../../modules/signage/signage.service';
import { actorOf } from '../../plugins/http/access';
import { sendDownload } from '../../lib/download';

const tags = ['monitoramento'];

/** /admin/status: screens (pair, revoke, online/offline) and proof-of-play reports. */
export const adminScreenRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/screens',
    {
      config: { access: { permission: 'read:screen_status' } },
      schema: { tags, summary: 'Todas as telas com o status (online após o último sinal de vida)', response: { 200: adminScreenList } },
    },
    async () => listScreensForStaff(deps.db),
  );

  app.get(
    '/api/admin/screens/alerts',
    {
      config: { access: { permission: 'read:screen_status' }, passiveSession: true },
      schema: { tags, summary: 'Telas sem sinal (sino da barra superior)', response: { 200: screenAlerts } },
    },
    async () => buildAlerts(deps.db),
  );

  app.post(
    '/api/admin/screens',
    {
      config: { access: { permission: 'manage:screen' } },
      schema: { tags, summary: 'Pareia uma tela pelo código que ela exibe', body: pairScreenInput, response: { 200: z.object({ message: z.string(), screen: adminScreen }) } },
    },
    async (request) => ({
      message: messages.screenPaired,
      screen: await pairScreen(deps.db, { ...actorOf(request), userId: request.user!.id }, request.body),
    }),
  );

  app.post(
    '/api/admin/screens/:id/revoke',
    {
      config: { access: { permission: 'manage:screen' } },
      schema: { tags, summary: 'Revoga uma tela: o token deixa de valer', params: z.object({ id: z.string().max(64) }), response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await revokeScreen(deps.db, actorOf(request), request.params.id);
      return { message: messages.screenRevoked };
    },
  );

  app.get(
    '/api/admin/plays',
    {
      config: { access: { permission: 'read:plays:any' } },
      schema: { tags, summary: 'Exibições por prédio e por anunciante (padrão: últimos 30 dias)', querystring: dayRange, response: { 200: playsReport } },
    },
    async (request) => buildPlaysReport(deps.db, request.query),
  );

  app.get(
    '/api/admin/plays/export',
    {
      config: { access: { permission: 'read:plays:any' } },
      schema: { tags, summary: 'CSV das exibições da campanha de um anunciante', querystring: campaignCsvQuery },
    },
    async (request, reply) => {
      if (!(await userExists(deps.db, request.query.userId))) throw notFound(messages.userNotFound);
      const csv = await campaignCsv(deps.db, request.query.userId, request.query);
      return sendDownload(reply, 'csv', csv.filename, csv.body);
    },
  );
};
