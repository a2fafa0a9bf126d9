import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

/**
 * What `npm start` runs: the server compiled by scripts/build-server.mjs, with most of its
 * libraries bundled into it (ADR 0029) and the rest loaded from node_modules when first used. The
 * other tests run the TypeScript sources; this one proves the bundle itself works: a first start
 * on an empty data directory (from the build's pre-initialised PGlite), a restart on it, and the
 * libraries that find files of their own (Swagger UI's pages, the password hash's native addon,
 * the image library, the PDF fonts). PGlite only: the bundle is the same on PostgreSQL.
 */
const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'dist', `test-server-${process.pid}`);
const gatePassword = 'compilado-portao';
const master = { email: 'master@compilado.local', password: 'compilado-master-senha' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Started {
  url: string;
  child: ChildProcess;
  stop(): Promise<number | null>;
}

async function startCompiled(dataDir: string): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags, path.join(out, 'server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_ACCESS_PASSWORD: gatePassword,
      ADMIN_EMAIL: master.email,
      ADMIN_PASSWORD: master.password,
      PAYMENT_PROVIDER: 'sandbox',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor compilado saiu (${child.exitCode}): ${stderr}`);
    if (Date.now() > until) throw new Error(`o servidor compilado não ficou saudável: ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

async function signIn(url: string): Promise<string> {
  const gate = await fetch(`${url}/api/gate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ password: gatePassword }),
  });
  expect(gate.status).toBe(200);
  const gateCookie = gate.headers.getSetCookie().map((c) => c.split(';')[0]);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie: gateCookie.join('; ') },
    body: JSON.stringify({ area: 'admin', ...master }),
  });
  expect(login.status).toBe(200);
  return [...gateCookie, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the compiled server (npm start)', () => {
  let dataDir: string;

  beforeAll(() => {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
      cwd: root,
      env: { ...process.env, SERVER_OUT: out },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`build-server falhou: ${r.stderr}`);
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
        const { items } = await (await fetch(`${first.url}/api/store/panels?neighborhood=`, { headers: { cookie } })).json();
        photos = items.map((p: { mainPhotoUrl: string | null }) => p.mainPhotoUrl);
        if (photos.length > 0 && photos.every(Boolean)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(photos.length).toBe(6);
      expect(photos.every((u) => /-md\.webp$/.test(u ?? ''))).toBe(true);
      const pdf = await fetch(`${first.url}/api/finance/reports/monthly.pdf?month=2026-01`, { headers: { cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
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
      const { summary } = await (await fetch(`${again.url}/api/store/panels?neighborhood=`, { headers: { cookie } })).json();
      expect(summary.total).toBe(6);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  }, 120_000);
});
