import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import { DataDirLockedError, openDatabase } from '../../server/db/client';
import { newsletterSubscriptions } from '../../server/db/schema';
import { createTestApp, json } from '../setup/app';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-found-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

describe('configuration', () => {
  it('refuses bad values with a pt-BR message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'abc', COMPANY_WHATSAPP: '123', DATABASE_URL: 'mysql://x' })).toThrowError(ConfigError);
    let thrown: unknown = null;
    try {
      loadConfig({ PORT: '70000', COMPANY_WHATSAPP: '123', DATABASE_URL: 'mysql://x', SITE_ACCESS_PASSWORD: 'ab' });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const msg = (thrown as Error).message;
    expect(msg).toMatch(/^Configuração inválida/);
    expect(msg).toMatch(/PORT/);
    expect(msg).toMatch(/COMPANY_WHATSAPP: deve ter 12 ou 13 dígitos/);
    expect(msg).toMatch(/DATABASE_URL: deve começar com postgres/);
    expect(msg).toMatch(/SITE_ACCESS_PASSWORD: deve ter pelo menos 4 caracteres/);
  });

  it('mercadopago without an access token is refused', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago' })).toThrowError(/MERCADOPAGO_ACCESS_TOKEN/);
  });

  it('defaults are usable: PGlite under ./data, port 3000, seeding on', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.SEED_DEMO_DATA).toBe(true);
  });
});

describe('embedded database directory', () => {
  it('a second process on the same directory is refused with a clear message', async () => {
    const dir = tmp();
    const first = await openDatabase({ dataDir: dir });
    // Simulate another live process owning the lock: our own pid is treated as re-entrant.
    const lock = path.join(dir, 'indexa.lock');
    fs.writeFileSync(lock, String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrowError(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrowError(/já está em uso/);
    fs.writeFileSync(lock, String(process.pid));
    await first.close();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('a lock left by a dead process is taken over', async () => {
    const dir = tmp();
    fs.mkdirSync(dir, { recursive: true });
    const lock = path.join(dir, 'indexa.lock');
    fs.writeFileSync(lock, '999999');
    const db = await openDatabase({ dataDir: dir });
    // The stale lock now names this process, and the database answers.
    expect(fs.readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    await expect(db.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
    await db.close();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('data survives a restart', async () => {
    const dir = tmp();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const a = await buildApp({ config, logger: false, serveWeb: false });
    await a.deps.db.insert(newsletterSubscriptions).values({ email: 'persiste@teste.com' });
    await a.close();
    const b = await buildApp({ config, logger: false, serveWeb: false });
    const rows = await b.deps.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['persiste@teste.com']);
    await b.close();
  });
});

describe('health and errors', () => {
  it('health is 503 with a pt-BR message when the database does not answer', async () => {
    const t = await createTestApp();
    // The database stops answering (connection lost) while the app keeps running.
    const realPing = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection terminated'));
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(json(res).message).toBe('Não foi possível conectar ao banco de dados.');
    // Liveness does not ask the database: the process is alive, only not ready.
    for (const url of ['/api/health', '/api/health/live']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    t.database.ping = realPing;
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    await t.close();
  });

  it('unknown API routes answer a pt-BR 404; the OpenAPI document lists the routes', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
      expect(res.statusCode).toBe(404);
      expect(json(res).error.message).toBe('Página não encontrada.');
      const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/gate', '/api/site/newsletter']));
    } finally {
      await t.close();
    }
  });

  it('security headers: CSP and nosniff on every answer', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await t.close();
    }
  });
});
