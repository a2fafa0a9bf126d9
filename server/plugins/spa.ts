import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built front end: hashed assets cached for a year, index.html never cached. Returns
 * index.html for the not-found handler (registerErrorHandler), which answers unknown HTML GETs
 * with it so client routes survive a reload; null when the front end is not built.
 */
export async function registerSpa(app: FastifyInstance, dir: string): Promise<Buffer | null> {
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ dir }, 'front end not built: run npm run build');
    return null;
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
  return indexHtml;
}
