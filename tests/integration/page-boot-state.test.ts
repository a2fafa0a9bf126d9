import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { cookiesOf } from '../setup/app';

const GATE = 'portao-da-primeira-pintura';

/**
 * ADR 0021: a page's HTML carries the site config (data-boot on #root) only when the server knows
 * the page can show — here the gate is on, so only with a valid gate cookie. It decides what the app
 * paints first; the API still refuses a call without the cookie.
 */
describe("a page's HTML tells the app what to paint first", () => {
  let app: FastifyInstance;
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-boot-'));
    const web = path.join(dir, 'web');
    fs.mkdirSync(web, { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><title>Indexa</title></head><body><div id="root"></div></body></html>');
    database = await openDatabase({});
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', STATIC_DIR: web, SITE_ACCESS_PASSWORD: GATE });
    app = await buildApp({ config, database, closeDatabase: false, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const bootOf = (body: string) => {
    const m = /<div id="root" data-boot="([^"]*)">/.exec(body);
    return m ? (JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as Record<string, unknown>) : null;
  };

  it('without a gate cookie (or with a forged one): no boot state, the app checks and shows the gate', async () => {
    for (const cookie of [undefined, 'indexa_gate=9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await app.inject({ url: '/paineis-digitais/loja', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('with a valid gate cookie: the site config in the HTML, as /api/site/config answers it', async () => {
    const cookie = cookiesOf(await app.inject({ method: 'POST', url: '/api/gate', payload: { password: GATE } }));
    expect(cookie).toBeTruthy();
    const page = await app.inject({ url: '/paineis-digitais/loja', headers: { cookie } });
    const api = await app.inject({ url: '/api/site/config', headers: { cookie } });
    expect(bootOf(page.body)).toEqual(api.json());
    expect(bootOf(page.body)).toMatchObject({ gateEnabled: true, gateOpen: true });
    expect(page.headers.vary).toContain('cookie');
    // Only what to paint: the API still asks for the cookie.
    expect((await app.inject({ url: '/api/store/panels' })).statusCode).toBe(403);
  });
});
