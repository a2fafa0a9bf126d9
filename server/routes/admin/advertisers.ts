import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advertiserDetail, advertiserList, advertiserListQuery } from '../../../domain/schemas/advertisers';
import { campaignQuery, campaignTimeline } from '../../../domain/schemas/campaigns';
import type { AppDeps } from '../../deps';
import { advertiserDetail as detailOf, listAdvertisers } from '../../modules/advertisers/advertisers.service';
import { campaignTimelineFor } from '../../modules/advertisers/campaigns.service';

const tags = ['anunciantes'];

/** /admin/advertisers (clients and what they bought) and /admin/campaigns (what runs where). */
export const adminAdvertiserRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/advertisers',
    {
      config: { access: { permission: 'read:advertiser:any' } },
      schema: { tags, summary: 'Anunciantes (clientes), paginados, com busca', querystring: advertiserListQuery, response: { 200: advertiserList } },
    },
    async (request) => listAdvertisers(deps.db, request.query),
  );

  app.get(
    '/api/admin/advertisers/:id',
    {
      config: { access: { permission: 'read:advertiser:any' } },
      schema: {
        tags,
        summary: 'Anunciante: reservas, pedidos e totais, vídeos e exibições',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: advertiserDetail },
      },
    },
    async (request) => detailOf(deps.db, request.params.id, deps.config.SCREEN_HOURS_ON),
  );

  app.get(
    '/api/admin/campaigns',
    {
      config: { access: { permission: 'read:campaign:any' } },
      schema: { tags, summary: 'Linha do tempo das reservas por prédio (ocupação por semana ou mês)', querystring: campaignQuery, response: { 200: campaignTimeline } },
    },
    async (request) => campaignTimelineFor(deps.db, request.query),
  );
};
