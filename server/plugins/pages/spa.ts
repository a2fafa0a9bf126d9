import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The built index.html, or undefined when the front end has not been built. */
export function loadSpaIndex(dir: string): string | undefined {
  const indexFile = path.join(dir, 'index.html');
  return fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
}

function setCacheHeaders(res: { header(name: string, value: string): unknown }, filePath: string): void {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    res.header('cache-control', 'public, max-age=31536000, immutable');
  } else {
    res.header('cache-control', 'public, max-age=3600');
  }
}

/**
 * Serves the built front end: hashed assets cached for a year, other files an hour. index.html
 * itself is answered (never cached, with each page's own head: site-pages.ts) by the not-found
 * handler so client routes survive a reload and link previews see the page.
 *
 * One wildcard route per top-level folder (assets, img, media) and one route per top-level file:
 * @fastify/static's one-route-per-file mode globbed the whole build and registered two routes for
 * each of its ≈ 200 files, ≈ 0.15 s of every start. A missing file under a folder falls through
 * to the not-found handler, as before.
 */
export async function registerSpa(app: FastifyInstance, dir: string): Promise<void> {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  let decorated = false;
  for (const entry of entries.filter((e) => e.isDirectory())) {
    await app.register(fastifyStatic, {
      root: path.join(dir, entry.name),
      prefix: `/${entry.name}/`,
      wildcard: true,
      index: false,
      redirect: false,
      list: false,
      decorateReply: !decorated,
      setHeaders: setCacheHeaders,
    });
    decorated = true;
  }
  const files = entries.filter((e) => e.isFile() && e.name !== 'index.html').map((e) => e.name);
  if (!files.length) return;
  // Without any folder, `serve: false` gives `reply.sendFile` alone (a folder's registration gave it already).
  if (!decorated) await app.register(fastifyStatic, { root: dir, serve: false, index: false, setHeaders: setCacheHeaders });
  for (const file of files) app.get(`/${file}`, (_request, reply) => reply.sendFile(file, dir));
}
