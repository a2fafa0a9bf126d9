import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { json } from '../setup/app';

/**
 * With a built front end the app serves its files and answers client routes with index.html
 * (a reload on /marketing works), while unknown API paths keep the pt-BR JSON 404. One not-found
 * handler does both (there used to be two on the root prefix, which Fastify may refuse).
 */
describe('built front end: static files and client routes', () => {
  let app: FastifyInstance;
  let database: Database;
  let dir: string;
  const html = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-spa-'));
    const web = path.join(dir, 'web');
    fs.mkdirSync(path.join(web, 'media'), { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), html);
    fs.writeFileSync(path.join(web, 'media', 'clip.mp4'), Buffer.from('00000018667479706d703432', 'hex'));
    database = await openDatabase({});
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', STATIC_DIR: web });
    app = await buildApp({ config, database, closeDatabase: false, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a client route that wants HTML with index.html, never cached', async () => {
    for (const url of ['/', '/marketing', '/paineis-digitais', '/rota-que-nao-existe']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(html);
    }
  });

  it('serves public files with their type', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/clip.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('video/mp4');
  });

  it('keeps the JSON 404 for the API and for requests that do not want HTML', async () => {
    for (const [url, accept] of [
      ['/api/nada', 'text/html'],
      ['/api/nada', 'application/json'],
      ['/nada.png', 'image/png'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).error).toEqual({ code: 'not_found', message: 'Página não encontrada.' });
    }
    const post = await app.inject({ method: 'POST', url: '/marketing', headers: { accept: 'text/html' }, payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
