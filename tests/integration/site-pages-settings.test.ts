import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs } from '../factories/users';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><meta name="description" content="Indexa" /><title>Indexa</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

/**
 * Issue 27 (7): the company's settings reach every page's HTML (the boot state on #root). In a
 * String.replace replacement string `$'`, `$&`, `` $` ``, `$1`, `$$`, `$<n>` are patterns: each,
 * in each setting a page carries, must come out as typed and leave the page whole.
 */
describe('company settings with $ patterns keep every page whole', () => {
  let t: TestApp;
  let admin: { cookie: string };
  let web: string;
  beforeAll(async () => {
    const base = await createTestApp();
    // The same app, but serving pages from a built index.html of our own.
    web = path.join(base.dataDir, 'web');
    await base.close();
    fs.mkdirSync(web, { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), INDEX);
    t = await createTestApp({ STATIC_DIR: web }, { serveWeb: true });
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    fs.rmSync(path.dirname(web), { recursive: true, force: true });
  });

  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const bootOf = (html: string) => {
    const m = /<div id="root" data-boot="([^"]*)">/.exec(html);
    return m ? (JSON.parse(unescape(m[1]!)) as { company: Record<string, string> }) : null;
  };
  /** The page without its boot attribute: what must not change whatever the settings hold. */
  const frame = (html: string) => html.replace(/ data-boot="[^"]*"/, '');
  const pages = ['/', '/paineis-digitais/loja', '/pagina-que-nao-existe'];
  const base = { whatsapp: '5545988887777', phone: '(45) 98888-7777', email: 'comercial@indexa.com.br', address: 'Rua Quintino Bocaiúva, 200 - Centro' };
  const patterns = ["$'", '$&', '$`', '$1', '$$', '$<x>', "$'$&$`$1$$"];

  it('each pattern in each setting is in the HTML literally, and the page is otherwise the same', async () => {
    // Pages reuse the company data they read for 5 s (site-config.service.ts): each round moves the
    // clock past that instead of waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    const put = (company: typeof base) => {
      vi.setSystemTime(Date.now() + 10_000);
      return t.app.inject({ method: 'PUT', url: '/api/admin/settings/company', headers: { cookie: admin.cookie }, payload: company });
    };
    expect((await put(base)).statusCode).toBe(200);
    const frames = new Map<string, string>();
    for (const page of pages) {
      const res = await t.app.inject({ url: page });
      expect(bootOf(res.body)?.company).toEqual(base);
      frames.set(page, frame(res.body));
    }
    // The settings a page carries that may hold a `$` (WhatsApp is digits; an e-mail cannot).
    for (const field of ['phone', 'address'] as const) {
      for (const p of patterns) {
        const company = { ...base, [field]: `${base[field]} ${p} fim` };
        const saved = await put(company);
        expect(saved.statusCode, `${field} ${p}`).toBe(200);
        expect(json(saved).company[field]).toBe(company[field]);
        for (const page of pages) {
          const res = await t.app.inject({ url: page });
          expect(bootOf(res.body)?.company, `${page} ${field} ${p}`).toEqual(company);
          expect(frame(res.body), `${page} ${field} ${p}`).toBe(frames.get(page));
          expect(res.body.match(/<div id="root"/g)).toHaveLength(1);
          expect(res.body.endsWith('</body></html>')).toBe(true);
        }
      }
    }
  });
});
