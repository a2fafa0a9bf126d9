import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompiledServer, signIn as signInTo, startCompiled as start, Visitor } from '../setup/compiled-server';

/**
 * What `npm start` runs: the server compiled by scripts/build-server.mjs, with most of its
 * libraries bundled into it (ADR 0031) and the rest loaded from node_modules when first used. This
 * file proves the bundle starts: a first start on an empty data directory (from the build's
 * pre-initialised PGlite), a restart on it, and the libraries that find files of their own
 * (Swagger UI's pages, the password hash's native addon, the image library, the PDF fonts).
 * compiled-server-libraries.test.ts goes through every library loaded on first use, and
 * compiled-server-mercadopago.test.ts through `npm start` in Mercado Pago mode. PGlite only: the
 * bundle is the same on PostgreSQL.
 */
let out: string;
const gatePassword = 'compilado-portao';
const master = { email: 'master@compilado.local', password: 'compilado-master-senha' };

const startCompiled = (dataDir: string) =>
  start(out, {
    DATA_DIR: dataDir,
    SITE_ACCESS_PASSWORD: gatePassword,
    ADMIN_EMAIL: master.email,
    ADMIN_PASSWORD: master.password,
    PAYMENT_PROVIDER: 'sandbox',
  });

async function signIn(url: string): Promise<string> {
  const v = new Visitor(url);
  const login = await signInTo(v, 'admin', master.email, master.password, gatePassword);
  expect(login.status).toBe(200);
  return v.cookie();
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the compiled server (npm start)', () => {
  let dataDir: string;

  beforeAll(() => {
    out = buildCompiledServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-compiled-'));
  }, 120_000);
  afterAll(() => {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on an empty data directory, serves the API, its docs (with their files), logins, demo photos and PDFs, and starts again on it', async () => {
    const first = await startCompiled(dataDir);
    try {
      const cookie = await signIn(first.url);
      const spec = await fetch(`${first.url}/api/docs/json`);
      expect(spec.status).toBe(200);
      expect((await spec.json()).openapi).toMatch(/^3\./);
      const docs = await fetch(`${first.url}/api/docs/static/index.html`);
      expect(docs.status).toBe(200);
      expect(await docs.text()).toContain('swagger');
      // The plugin is bundled: its page's scripts, styles and logo come from the installed package.
      for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'logo.svg']) {
        const asset = await fetch(`${first.url}/api/docs/static/${file}`);
        expect(asset.status, file).toBe(200);
        expect((await asset.arrayBuffer()).byteLength, file).toBeGreaterThan(1000);
      }
      // The demo photos are drawn after start through the image library.
      let photos: (string | null)[] = [];
      for (let i = 0; i < 300; i++) {
        const { items } = await (
          await fetch(`${first.url}/api/store/panels?neighborhood=`, { headers: { cookie } })
        ).json();
        photos = items.map((p: { mainPhotoUrl: string | null }) => p.mainPhotoUrl);
        if (photos.length > 0 && photos.every(Boolean)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(photos.length).toBe(6);
      expect(photos.every((u) => /-md\.webp$/.test(u ?? ''))).toBe(true);
      const pdf = await fetch(`${first.url}/api/finance/reports/monthly.pdf?month=2026-01`, { headers: { cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const bad = await fetch(`${first.url}/api/finance/reports/monthly.pdf?month=13`, { headers: { cookie } });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.message).toContain('Mês inválido');
    } finally {
      expect(await first.stop()).toBe(0);
    }
    // The restart finds its data: the same master signs in, the same six buildings.
    const again = await startCompiled(dataDir);
    try {
      const cookie = await signIn(again.url);
      const { summary } = await (
        await fetch(`${again.url}/api/store/panels?neighborhood=`, { headers: { cookie } })
      ).json();
      expect(summary.total).toBe(6);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  }, 120_000);
});
