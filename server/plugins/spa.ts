import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The built index.html, or undefined when the front end has not been built. */
export function loadSpaIndex(dir: string): string | undefined {
  const indexFile = path.join(dir, 'index.html');
  return fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
}

/**
 * Serves the built front end: hashed assets cached for a year, other files an hour. index.html
 * itself is answered (never cached, with each page's own head: site-pages.ts) by the not-found
 * handler so client routes survive a reload and link previews see the page.
 */
export async function registerSpa(app: FastifyInstance, dir: string): Promise<void> {
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
}
