import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffWaitlist, staffWaitlistQuery } from '../../../domain/schemas/waitlist';
import type { AppDeps } from '../../deps';
import { staffWaitlist as listsOf } from '../../modules/waitlist/waitlist.service';

/** Staff read each full building's waitlist (ADR 0051): names and e-mails, so admins only. */
export const adminWaitlistRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/waitlist',
      {
        config: { access: { permission: 'read:waitlist:any' } },
        schema: {
          tags: ['anunciantes'],
          summary: 'Listas de espera dos prédios lotados (todas, ou a de um prédio)',
          querystring: staffWaitlistQuery,
          response: { 200: staffWaitlist },
        },
      },
      async (request) => listsOf(deps.db, request.query.buildingId),
    );
  };
