import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponse } from '../../../domain/schemas/dashboard';
import { historyQuery, historyResponse } from '../../../domain/schemas/history';
import type { AppDeps } from '../../deps';
import { getDashboard } from '../../modules/dashboard/dashboard.service';
import { historyPage } from '../../modules/identity/audit-log.service';

/** /admin/dashboard and /admin/history (issue 16): read-only. */
export const adminDashboardRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/admin/dashboard',
    {
      config: { access: { permission: 'read:dashboard' } },
      schema: { tags: ['painel'], summary: 'Números do dia: receita, pedidos, reservas, ocupação, pendências', response: { 200: dashboardResponse } },
    },
    async () => getDashboard(db),
  );

  app.get(
    '/api/admin/history',
    {
      config: { access: { permission: 'read:history' } },
      schema: { tags: ['painel'], summary: 'Histórico de atividades, filtrado e paginado', querystring: historyQuery, response: { 200: historyResponse } },
    },
    async (request) => historyPage(db, request.query),
  );
};
