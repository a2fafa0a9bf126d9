import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '../../domain/messages';

/**
 * Serves the built front end: hashed assets cached for a year, index.html never cached, and any
 * unknown GET that wants HTML answered with index.html so client routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ dir }, 'front end not built: run npm run build');
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'public, max-age=3600');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && !request.url.startsWith('/api') && wantsHtml) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ error: { code: 'not_found', message: messages.routeNotFound } });
  });
}
