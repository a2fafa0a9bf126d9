import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditFacetsResponse, auditListResponse, auditQuery } from '../../../domain/schemas/audit';
import type { AppDeps } from '../../deps';
import { auditFacets, searchAuditLog } from '../../modules/identity/audit-log.service';

/** /admin/security-logs: read-only; the application never edits or deletes an audit row. */
export const adminSecurityLogRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['segurança'];

  app.get(
    '/api/admin/audit-logs',
    {
      config: { access: { permission: 'read:audit_log' } },
      schema: { tags, summary: 'Log de auditoria filtrado e paginado', querystring: auditQuery, response: { 200: auditListResponse } },
    },
    async (request) => searchAuditLog(db, request.query),
  );

  app.get(
    '/api/admin/audit-logs/facets',
    {
      config: { access: { permission: 'read:audit_log' } },
      schema: { tags, summary: 'Categorias e ações disponíveis nos filtros', response: { 200: auditFacetsResponse } },
    },
    async () => auditFacets(db),
  );
};
