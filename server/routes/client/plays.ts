import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientPlays, dayRange } from '../../../domain/schemas/player';
import type { AppDeps } from '../../deps';
import { campaignCsv, clientPlays as buildClientPlays } from '../../modules/signage/signage.service';
import { sendDownload } from '../../lib/download';

const tags = ['área do cliente'];
const access = { permission: 'read:plays:own' } as const;

/** The client's proof of play: counts for the dashboard and the CSV of their own campaign. */
export const clientPlayRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/client/plays',
    { config: { access }, schema: { tags, summary: 'Exibições dos meus vídeos: hoje, 7 e 30 dias, por vídeo e por prédio, e a entrega de cada reserva', response: { 200: clientPlays } } },
    async (request) => buildClientPlays(deps.db, request.user!.id, deps.config.SCREEN_HOURS_ON),
  );

  app.get(
    '/api/client/plays/export',
    { config: { access }, schema: { tags, summary: 'CSV das exibições da minha campanha', querystring: dayRange } },
    async (request, reply) => {
      const csv = await campaignCsv(deps.db, request.user!.id, request.query);
      return sendDownload(reply, 'csv', csv.filename, csv.body);
    },
  );
};
