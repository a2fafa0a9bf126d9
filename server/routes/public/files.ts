import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { STORAGE_KEY_RE } from '../../plugins/adapters/storage';
import { notFound } from '../../lib/errors';
import { messages } from '../../../domain/messages';

/**
 * Stored files (building photos, notice images, site images; videos have their own guarded route). Keys are server-made with a random
 * part, so they are immutable: cached for a year. Range requests serve video seeking.
 */
export const filesRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/files/*',
    {
      schema: { hide: true, params: z.object({ '*': z.string().max(300) }) },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!STORAGE_KEY_RE.test(key) || key.includes('..') || !['photos/', 'notices/', 'site/'].some((p) => key.startsWith(p))) throw notFound(messages.notFound);
      const obj = await deps.storage.get(key);
      if (!obj) throw notFound(messages.notFound);
      reply
        .header('content-type', obj.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', obj.size);
      return reply.send(obj.stream());
    },
  );
};
