import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicSiteConfig } from '../../../domain/schemas/site';
import type { PagePrerenderer } from './page-prerender';
import {
  disallowedPaths,
  normalizePath,
  notFoundMeta,
  OG_IMAGE,
  pageMetaFor,
  publicPages,
  SITE_NAME,
  type PageMeta,
} from '../../../domain/site-pages';

/** What the server sends for a page: its status and the HTML with the page's own head. */
export interface PageAnswer {
  status: 200 | 404;
  html: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's head inside the built index.html: title, description, canonical link, Open Graph and
 * Twitter tags (a link sent on WhatsApp shows them; crawlers do not run scripts). Addresses come
 * from PUBLIC_URL (`baseUrl`), never from the request.
 */
export function renderPageHead(indexHtml: string, meta: PageMeta, path: string | null, baseUrl: string): string {
  const url = path === null ? null : `${baseUrl}${path === '/' ? '/' : path}`;
  const image = `${baseUrl}${meta.image}`;
  const tags = [
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    meta.indexed ? null : '<meta name="robots" content="noindex" />',
    url ? `<link rel="canonical" href="${escapeAttr(url)}" />` : null,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    url ? `<meta property="og:url" content="${escapeAttr(url)}" />` : null,
    `<meta property="og:image" content="${escapeAttr(image)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeAttr(OG_IMAGE.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeAttr(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeAttr(image)}" />`,
  ].filter(Boolean);
  return indexHtml
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    // A function, not a string: in a replacement string `$&`, `$'`, `` $` `` and `$1` are
    // patterns, and the text comes from data (issue 27).
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeAttr(meta.title)}</title>\n    ${tags.join('\n    ')}`);
}

/**
 * The page's HTML with what the app would ask first (ADR 0021) in a data attribute of its root
 * element — not a script, so the CSP stays as it is. The app paints the page at once with it.
 */
export function withBootState(html: string, boot: unknown): string {
  if (boot === null || boot === undefined) return html;
  // A function replacement: the settings may hold `$'`, `$&`… which a replacement string would
  // expand into pieces of the page (issue 27).
  return html.replace('<div id="root">', () => `<div id="root" data-boot="${escapeAttr(JSON.stringify(boot))}">`);
}

/** The built index.html per path: known pages 200, the rest the app's 404 page. Rendered once per page. */
export function pageRenderer(indexHtml: string, baseUrl: string): (path: string) => PageAnswer {
  const cache = new Map<string, string>();
  const notFound = renderPageHead(indexHtml, notFoundMeta, null, baseUrl);
  return (rawPath) => {
    const path = normalizePath(rawPath);
    const meta = pageMetaFor(path);
    if (!meta) return { status: 404, html: notFound };
    let html = cache.get(path);
    if (!html) {
      html = renderPageHead(indexHtml, meta, path, baseUrl);
      // Areas accept any path below them; only so many are worth keeping.
      if (cache.size < 500) cache.set(path, html);
    }
    return { status: 200, html };
  };
}

/**
 * The HTML route's answer for a page (the not-found handler sends it, error-handler.ts): the built
 * index.html with the page's head; with the site config for the app's first paint when this
 * visitor's page can show (gate off or a valid gate cookie, ADR 0021), and then, for the public
 * pages that are prerendered, the page itself already drawn (ADR 0027). The whole HTML of a drawn
 * page is kept until what it shows changes (page-prerender.ts), so such a page costs a lookup.
 */
export function pageResponder(
  pages: (path: string) => PageAnswer,
  boot: (request: FastifyRequest) => Promise<PublicSiteConfig | null>,
  prerender: PagePrerenderer | undefined,
): (path: string, request: FastifyRequest) => Promise<PageAnswer> {
  return async (rawPath, request) => {
    const answer = pages(rawPath);
    const config = await boot(request);
    if (!config) return answer;
    if (prerender && answer.status === 200) {
      const html = await prerender(normalizePath(rawPath), config, () => withBootState(answer.html, config));
      if (html) return { status: 200, html };
    }
    return { status: answer.status, html: withBootState(answer.html, config) };
  };
}

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', ...disallowedPaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(baseUrl: string): string {
  const urls = Object.entries(publicPages)
    .filter(([, meta]) => meta.indexed)
    .map(([path]) => `  <url><loc>${escapeAttr(`${baseUrl}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt and sitemap.xml, from the page list and PUBLIC_URL; served with or without a built front end. */
export function registerSiteFiles(app: FastifyInstance, baseUrl: string): void {
  const robots = robotsTxt(baseUrl);
  const sitemap = sitemapXml(baseUrl);
  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_req, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
}
