import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAGE_SCRIPTS_ID,
  PRERENDER_STATE_ID,
  prerenderedPages,
  storeFirstVisitQuery,
  type PrerenderModule,
  type PrerenderOutput,
} from '../../../domain/prerender';
import type { PublicSiteConfig } from '../../../domain/schemas/site';
import type { StorePanelsResponse } from '../../../domain/schemas/store';
import { listStorePanels, type StoreCatalog } from '../../modules/store/store.service';
import { AFTER_PAINT_LOADER } from '../../lib/after-paint-loader';
import { clock } from '../../lib/clock';

/**
 * The server's renderer of the public pages (ADR 0027): `vite build --ssr` puts it in dist/ssr,
 * beside the built front end (STATIC_DIR, dist/web). Without it (`npm run dev`, tests that run the
 * sources) pages go out as before, drawn by the app in the browser.
 */
export async function loadPrerenderModule(staticDir: string, log: FastifyBaseLogger): Promise<PrerenderModule | undefined> {
  const file = path.resolve(staticDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  try {
    return (await import(pathToFileURL(file).href)) as PrerenderModule;
  } catch (err) {
    log.error({ err, file }, 'page prerenderer did not load: pages are drawn in the browser');
    return undefined;
  }
}

/**
 * The page drawn by the server inside #root, and the data it was drawn from in a JSON data block
 * (not executed, so the CSP stays as it is). The image preloads React puts before the markup go to
 * the head, where the browser finds them first. The app's scripts only make a drawn page
 * interactive: their tags give way to a list the inline loader fetches after the first paint,
 * holding any tap made before the app is in (ADR 0030).
 */
export function withPrerender(html: string, out: PrerenderOutput): string {
  const preloads = /^(?:<link [^>]*\/>)*/.exec(out.html)![0];
  const body = out.html.slice(preloads.length);
  const state = `<script type="application/json" id="${PRERENDER_STATE_ID}">${out.state}</script>`;
  let entry: string | undefined;
  const modules: string[] = [];
  const head = html
    .replace(/<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g, (_, src: string) => ((entry = src), ''))
    .replace(/<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g, (_, href: string) => (modules.push(href), ''));
  // A build whose tags this does not recognise keeps them as they are.
  const scripts = entry
    ? `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify({ entry, preload: modules })}</script><script>${AFTER_PAINT_LOADER}</script>`
    : '';
  return (entry ? head : html)
    .replace('</head>', () => `${preloads}${scripts}</head>`)
    .replace(/(<div id="root"[^>]*>)<\/div>/, (_, open: string) => `${open}${body}</div>${state}`);
}

/**
 * A drawn page is reused while nothing it shows has changed — the same site config and the same
 * store answer (the snapshot's ETag of `/api/store/panels`, new after every edit event and every
 * discount window that opens or closes: never stale) — and for at most this long, so the times
 * the data it carries says it was read stay near now (the app asks again after 5 minutes).
 */
const REUSE_MS = 60_000;

/** After start, when the server is answering: the first drawing of each page, made for nobody. */
const WARM_AFTER_MS = 3_000;

interface Drawn {
  key: string;
  at: number;
  html: Promise<string | null>;
}

/**
 * The whole HTML of a prerendered page for a visitor whose page can show (`boot`), from the page's
 * HTML without the drawing (`page`); null for other pages, or when drawing failed.
 */
export type PagePrerenderer = (path: string, boot: PublicSiteConfig, page: () => string) => Promise<string | null>;

/**
 * `module` may still be loading (server/app.ts does not hold the start for it: React DOM's server
 * renderer is ≈ 0.6 MB of JavaScript to read): a page asked before it is in waits for it; without
 * one (it did not load) pages are drawn in the browser.
 */
export function pagePrerenderer(
  module: PrerenderModule | Promise<PrerenderModule | undefined>,
  catalog: StoreCatalog,
  log: FastifyBaseLogger,
): PagePrerenderer {
  const drawn = new Map<string, Drawn>();
  const loaded = Promise.resolve(module);
  setTimeout(() => {
    loaded.then((m) => m?.warm()).catch((err: unknown) => log.warn({ err }, 'page prerender warm-up failed'));
  }, WARM_AFTER_MS).unref();
  return async (pagePath, boot, page) => {
    const spec = prerenderedPages[pagePath];
    if (!spec) return null;
    const renderer = await loaded;
    if (!renderer) return null;
    const store = spec.store ? await listStorePanels(catalog, { ...storeFirstVisitQuery }).catch(() => null) : undefined;
    // The store did not answer: the app asks for it (and shows its error) as before.
    if (store === null) return null;
    const key = `${JSON.stringify(boot)}\u0000${store?.etag ?? ''}`;
    const now = clock.ms();
    const hit = drawn.get(pagePath);
    if (hit && hit.key === key && now - hit.at < REUSE_MS) return hit.html;
    const entry: Drawn = { key, at: now, html: Promise.resolve(null) };
    entry.html = renderer
      .render({ path: pagePath, config: boot, ...(store ? { store: JSON.parse(store.body) as StorePanelsResponse } : {}) })
      .then((out) => withPrerender(page(), out))
      .catch((err: unknown) => {
        log.error({ err, path: pagePath }, 'page prerender failed: the app draws it in the browser');
        if (drawn.get(pagePath) === entry) drawn.delete(pagePath);
        return null;
      });
    drawn.set(pagePath, entry);
    return entry.html;
  };
}
