import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { json } from '../setup/app';
import { OG_IMAGE, publicPages } from '../../domain/site-pages';

/**
 * With a built front end the app serves its files and answers the app's pages with index.html
 * carrying each page's head (a reload on /marketing works; curl and link previews get the page),
 * unknown pages with the app's 404 page and status 404, while unknown API paths keep the pt-BR
 * JSON 404. One not-found handler does it all (Fastify refuses two on the root prefix).
 */
describe('built front end: static files and client routes', () => {
  let app: FastifyInstance;
  let database: Database;
  let dir: string;
  const html =
    '<!doctype html><html lang="pt-BR"><head><meta name="description" content="x" /><title>Indexa</title></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-spa-'));
    const web = path.join(dir, 'web');
    fs.mkdirSync(path.join(web, 'media'), { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), html);
    fs.writeFileSync(path.join(web, 'media', 'clip.mp4'), Buffer.from('00000018667479706d703432', 'hex'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(web, 'player-sw.js'), 'self.addEventListener("fetch", () => {})');
    database = await openDatabase({});
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', STATIC_DIR: web, PUBLIC_URL: 'https://indexa.example', PAYMENT_PROVIDER: 'sandbox' });
    app = await buildApp({ config, database, closeDatabase: false, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every page the app knows with its HTML (200), whatever the Accept header, never kept by a shared cache', async () => {
    for (const [url, accept] of [
      ['/', 'text/html'],
      ['/marketing', '*/*'],
      ['/marketing/', undefined],
      ['/paineis-digitais', 'application/json'],
      ['/paineis-digitais/loja?bairro=Centro', '*/*'],
      ['/checkout/success', 'text/html'],
      ['/admin/buildings', '*/*'],
      ['/clientes/videos', 'text/html'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      // No gate here: the page carries the site config so the app paints at once (ADR 0021).
      expect(res.body).toMatch(/<div id="root" data-boot="[^"]*&quot;gateEnabled&quot;:false[^"]*"><\/div>/);
    }
  });

  it('compresses a page for a browser that accepts it (the not-found handler is no route for @fastify/compress)', async () => {
    const res = await app.inject({ method: 'GET', url: '/paineis-digitais', headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toMatch(/^(gzip|br)$/);
    const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
    expect(body.toString('utf8')).toContain(`<title>${publicPages['/paineis-digitais']!.title}</title>`);
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    const plain = await app.inject({ method: 'GET', url: '/paineis-digitais', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body.toString('utf8'));
  });

  it('answers an unknown page with the app (its 404 page) and status 404', async () => {
    for (const [url, accept] of [
      ['/rota-que-nao-existe', 'text/html'],
      ['/marketingx', '*/*'],
      ['/paineis-digitais/loja/extra', 'text/html'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Página não encontrada — Indexa</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<div id="root" data-boot=');
    }
  });

  it("sends each public page's own title, description and link-preview tags, addressed from PUBLIC_URL", async () => {
    const res = await app.inject({ method: 'GET', url: '/paineis-digitais/loja', headers: { accept: '*/*', host: 'evil.example' } });
    const meta = publicPages['/paineis-digitais/loja']!;
    expect(res.body).toContain(`<title>${meta.title}</title>`);
    expect(res.body).toContain(`<meta name="description" content="${meta.description}" />`);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toContain(`<meta property="og:title" content="${meta.title}" />`);
    expect(res.body).toContain('<meta property="og:url" content="https://indexa.example/paineis-digitais/loja" />');
    expect(res.body).toContain(`<meta property="og:image" content="https://indexa.example${OG_IMAGE.path}" />`);
    expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
    expect(res.body).toContain('<meta property="og:image:height" content="630" />');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toContain('noindex');
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(home.body).toContain(`<title>${publicPages['/']!.title}</title>`);
    expect(home.body).toContain('<link rel="canonical" href="https://indexa.example/" />');
    const admin = await app.inject({ method: 'GET', url: '/admin', headers: { accept: '*/*' } });
    expect(admin.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('lists the public pages in sitemap.xml and keeps private areas out in robots.txt', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(Object.keys(publicPages).map((p) => `https://indexa.example${p}`));
    expect(locs).not.toContain('https://indexa.example/checkout');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const area of ['/admin', '/sindico', '/clientes', '/financeiro', '/checkout', '/api/']) {
      expect(robots.body).toContain(`Disallow: ${area}\n`);
    }
    expect(robots.body).not.toMatch(/Disallow: \/\n/);
    expect(robots.body).toContain('Sitemap: https://indexa.example/sitemap.xml');
  });

  it('serves public files with their type; hashed assets are cached for a year, the rest for an hour', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/clip.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const top = await app.inject({ method: 'GET', url: '/player-sw.js' });
    expect(top.statusCode).toBe(200);
    expect(top.body).toContain('addEventListener');
    expect(top.headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });

  it('never serves outside the build, nor a folder listing; a missing asset is the JSON 404', async () => {
    for (const url of ['/assets/../../etc/passwd', '/assets/%2e%2e/%2e%2e/etc/passwd', '/media/..%2f..%2fpackage.json', '/assets/']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
    }
    const missing = await app.inject({ method: 'GET', url: '/assets/nada-123.js', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error.code).toBe('not_found');
  });

  it('keeps the JSON 404 for the API and for paths that name a file', async () => {
    for (const [url, accept] of [
      ['/api/nada', 'text/html'],
      ['/api/nada', 'application/json'],
      ['/nada.png', 'image/png'],
      ['/nada.png', 'text/html'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).error).toEqual({ code: 'not_found', message: 'Página não encontrada.' });
    }
    const post = await app.inject({ method: 'POST', url: '/marketing', headers: { accept: 'text/html' }, payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
