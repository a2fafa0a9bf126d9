import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSiteMedia } from '../../../domain/schemas/site-media';
import type { AppDeps } from '../../deps';
import { publicSiteMedia as readPublicSiteMedia } from '../../modules/site-media/site-media.service';

/**
 * The images staff put on the public pages. Revalidated on each load (ETag, 304 when unchanged)
 * rather than cached for a time, so a replaced image shows on the next visit, on every instance.
 */
export const siteMediaRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/site/media',
    {
      config: { access: { public: true } },
      schema: { tags: ['site'], summary: 'Imagens das páginas públicas (espaços preenchidos pela equipe)', response: { 200: publicSiteMedia, 304: z.null().describe('Sem mudanças desde o ETag enviado') } },
    },
    async (request, reply) => {
      const body = await readPublicSiteMedia(deps.db);
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return body;
    },
  );
};
