import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DehydratedState } from '@tanstack/react-query';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { formatBRL } from '../../domain/money';
import { EARLY_TAPS_REPLAY, PAGE_SCRIPTS_ID, PRERENDER_STATE_ID, storeFirstVisitQuery } from '../../domain/prerender';
import type { StorePanelsResponse } from '../../domain/schemas/store';
import * as entryServer from '../../web/entry-server';
import { cookiesOf, json } from '../setup/app';
import { buildingBody } from '../factories/buildings';
import { loginAs } from '../factories/users';

const GATE = 'portao-da-pre-renderizacao';

/**
 * ADR 0027: the public pages go out drawn by the server (the app's own renderer, web/entry-server.tsx,
 * the one `vite build --ssr` bundles) when the visitor's page can show, with the data they were drawn
 * from; the store's first page is the API's answer, and an edit shows on the very next page.
 */
describe('prerendered public pages', () => {
  let app: FastifyInstance;
  let database: Database;
  let dir: string;
  let gate: string;
  let staff: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-prerender-'));
    const web = path.join(dir, 'web');
    fs.mkdirSync(web, { recursive: true });
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html lang="pt-BR"><head><title>Indexa</title><script type="module" crossorigin src="/assets/index-a1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/compat-b2.js">\n<link rel="modulepreload" crossorigin href="/assets/api-c3.js">\n<link rel="stylesheet" crossorigin href="/assets/index-d4.css"></head><body><div id="root"></div></body></html>',
    );
    database = await openDatabase({});
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      STATIC_DIR: web,
      SITE_ACCESS_PASSWORD: GATE,
      SEED_DEMO_PHOTOS: 'false',
      ADMIN_EMAIL: 'master@teste.local',
      ADMIN_PASSWORD: 'master-senha-forte',
    });
    app = await buildApp({ config, database, closeDatabase: false, logger: false, prerender: entryServer });
    gate = cookiesOf(await app.inject({ method: 'POST', url: '/api/gate', payload: { password: GATE } }));
    staff = (await loginAs(app, 'admin')).cookie;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await app.inject({ url, headers: { cookie: gate } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const stateOf = (html: string) => {
    const m = new RegExp(`<script type="application/json" id="${PRERENDER_STATE_ID}">([^<]*)</script>`).exec(html);
    expect(m, 'the data block').not.toBeNull();
    return JSON.parse(m![1]!) as DehydratedState;
  };
  const storeApi = async () => {
    const { neighborhood, page: n } = storeFirstVisitQuery;
    const res = await app.inject({ url: `/api/store/panels?page=${n}&summary=1&neighborhood=${neighborhood}`, headers: { cookie: gate } });
    expect(res.statusCode).toBe(200);
    return json<StorePanelsResponse>(res);
  };
  const storeOf = (html: string) => {
    const { search, neighborhood, page: n } = storeFirstVisitQuery;
    const q = stateOf(html).queries.find((x) => JSON.stringify(x.queryKey) === JSON.stringify(['store', 'panels', search, neighborhood, n]));
    expect(q, 'the store query in the data block').toBeDefined();
    return q!.state.data as StorePanelsResponse;
  };
  const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

  it('/ and /paineis-digitais: the page drawn inside #root, with the site config it used', async () => {
    const home = await page('/');
    expect(rootOf(home)).toContain('Comunicação que gera <span class="text-accent-400">resultado</span>.');
    const config = stateOf(home).queries.find((q) => q.queryKey[0] === 'site-config');
    expect(config?.state.data).toEqual(json(await app.inject({ url: '/api/site/config', headers: { cookie: gate } })));
    expect(rootOf(await page('/paineis-digitais'))).toContain('Sua marca na tela que os moradores');
    // The checkout's cart is in the browser: the server draws the page around it.
    expect(rootOf(await page('/checkout'))).toContain('Finalizar compra');
  });

  it('without a valid gate cookie: nothing drawn, the app shows the gate as before', async () => {
    const res = await app.inject({ url: '/paineis-digitais/loja' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(PRERENDER_STATE_ID);
    // Not drawn: the app's scripts load as the build wrote them.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(res.body).not.toContain(PAGE_SCRIPTS_ID);
  });

  it("a drawn page fetches the app's scripts after its first paint, through the one inline script the CSP allows", async () => {
    const res = await app.inject({ url: '/paineis-digitais', headers: { cookie: gate } });
    const html = res.body;
    // No script or module preload the browser would fetch before painting; the stylesheet stays.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    const list = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
    expect(JSON.parse(list![1]!)).toEqual({ entry: '/assets/index-a1.js', preload: ['/assets/compat-b2.js', '/assets/api-c3.js'] });
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(inline[0]).toContain(EARLY_TAPS_REPLAY);
  });

  it('the store: its first page is the API answer, and a price edit is on the very next page', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/buildings',
      headers: { cookie: staff },
      payload: buildingBody({ name: 'Aaa Pré-renderizado', priceCents: 187_300 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ id: string }>(created).id;

    const before = await page('/paineis-digitais/loja');
    const api = await storeApi();
    expect(api.items.some((p) => p.id === id)).toBe(true);
    expect(storeOf(before)).toEqual(api);
    for (const p of api.items) {
      expect(rootOf(before)).toContain(`data-panel-id="${p.id}"`);
      expect(rootOf(before)).toContain(formatBRL(p.priceCents));
    }

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/buildings/${id}`,
      headers: { cookie: staff },
      payload: buildingBody({ name: 'Aaa Pré-renderizado', priceCents: 143_900 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await page('/paineis-digitais/loja');
    expect(storeOf(after).items.find((p) => p.id === id)?.priceCents).toBe(143_900);
    expect(storeOf(after)).toEqual(await storeApi());
    expect(rootOf(after)).toContain(formatBRL(143_900));
    expect(rootOf(after)).not.toContain(formatBRL(187_300));
  });
});
