import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { backupTo, BackupError, restoreFrom } from '../../server/db/backup';
import { openDatabase, type Database } from '../../server/db/client';
import type { Storage } from '../../server/ports';
import { createTestApp, json } from '../setup/app';
import { multipartFile } from '../setup/multipart';
import { makePng } from '../setup/images';
import { loginAs } from '../factories/users';
import { makeBuilding } from '../factories/buildings';
import { buildingIds, buyer, createOrder, payPix, sandboxApprove } from '../factories/checkout';
import type { FastifyInstance } from 'fastify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const temps: string[] = [];
const tmp = (p: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), p));
  temps.push(d);
  return d;
};
afterAll(() => temps.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Every row of every table (sorted), and every stored file's hash: what "the same" means. */
async function snapshot(database: Database, storage: Storage) {
  const tables = ((await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as unknown as { rows: { tablename: string }[] }).rows;
  const rows: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    const r = (await database.db.execute(sql.raw(`select row_to_json(t)::text as j from "${tablename}" t`))) as unknown as { rows: { j: string }[] };
    rows[tablename] = r.rows.map((x) => x.j).sort();
  }
  const files: Record<string, string> = {};
  for await (const key of storage.list()) {
    const obj = (await storage.get(key))!;
    files[key] = createHash('sha256').update(Buffer.concat(await obj.stream().toArray())).digest('hex');
  }
  return { rows, files };
}

/** Some of everything: accounts, a building with a photo (three files), a paid order. */
async function fill(app: FastifyInstance) {
  const editor = (await loginAs(app, 'editor')).cookie;
  const b = await makeBuilding(app);
  const { payload, headers } = multipartFile('file', 'foto.png', 'image/png', await makePng());
  const up = await app.inject({ method: 'POST', url: `/api/admin/buildings/${b.id}/photos`, headers: { ...headers, cookie: editor }, payload });
  expect(up.statusCode).toBe(201);
  const order = await createOrder(app, { buyer: buyer(), buildingIds: (await buildingIds(app)).slice(0, 2), months: 3 });
  expect(json(await sandboxApprove(app, await payPix(app, order))).outcome).toBe('paid');
}

describe('backup and restore', () => {
  it('backup, wipe, restore: the same rows and files', async () => {
    const t = await createTestApp();
    try {
      await fill(t.app);
      const before = await snapshot(t.database, t.app.deps.storage);
      expect(Object.keys(before.files)).toHaveLength(3);
      expect(before.rows.orders!.length).toBeGreaterThan(0);

      const dir = path.join(tmp('indexa-backup-'), 'copia');
      const manifest = await backupTo(t.database, t.app.deps.storage, dir);
      expect(manifest.tables.users).toBe(before.rows.users!.length);

      // Wipe: every row and every file gone.
      await t.database.db.execute(sql.raw(`truncate ${Object.keys(before.rows).map((n) => `"${n}"`).join(', ')} cascade`));
      fs.rmSync(path.join(t.dataDir, 'files'), { recursive: true, force: true });
      expect((await snapshot(t.database, t.app.deps.storage)).rows.users).toEqual([]);

      await restoreFrom(t.database, t.app.deps.storage, dir);
      expect(await snapshot(t.database, t.app.deps.storage)).toEqual(before);
      // The restored app works: the master still logs in.
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { area: 'admin', email: 'master@teste.local', password: 'master-senha-forte' } });
      expect(login.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses a folder that is not a copy, and a tampered file', async () => {
    const t = await createTestApp();
    try {
      await expect(restoreFrom(t.database, t.app.deps.storage, tmp('indexa-empty-'))).rejects.toThrow(BackupError);
      await t.app.deps.storage.put('photos/x/foto-md.webp', Buffer.from('imagem'));
      const dir = path.join(tmp('indexa-backup-'), 'copia');
      const m = await backupTo(t.database, t.app.deps.storage, dir);
      const key = Object.keys(m.files)[0]!;
      fs.appendFileSync(path.join(dir, 'files', key), 'x');
      await expect(restoreFrom(t.database, t.app.deps.storage, dir)).rejects.toThrow(/alterado/);
    } finally {
      await t.close();
    }
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup / npm run restore round-trip the embedded database in DATA_DIR', async () => {
    const dataDir = tmp('indexa-cli-');
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_PHOTOS: 'false', ADMIN_EMAIL: 'master@teste.local', ADMIN_PASSWORD: 'master-senha-forte', DATABASE_URL: '', S3_BUCKET: '' };
    const open = async () => {
      const config = loadConfig(env);
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      const app = await buildApp({ config, database, closeDatabase: true, logger: false, serveWeb: false });
      return app;
    };
    let app = await open();
    await fill(app);
    const before = await snapshot(app.deps.database, app.deps.storage);
    await app.close();

    const out = path.join(tmp('indexa-cli-out-'), 'copia');
    // Each command is a fresh process that opens (and, after the wipe, migrates) the embedded database.
    const run = (script: string, args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', path.join(root, `server/cli/${script}.ts`), ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
    const b = run('backup', ['--out', out]);
    expect(b.status, b.stderr).toBe(0);
    expect(b.stdout).toMatch(/Cópia feita em .*: \d+ tabelas, [\d.]+ linhas, 3 arquivos\./);

    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    fs.rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });
    expect(run('restore', [out]).status).toBe(2);
    const r = run('restore', [out, '--yes']);
    expect(r.status, r.stderr).toBe(0);

    app = await open();
    try {
      expect(await snapshot(app.deps.database, app.deps.storage)).toEqual(before);
    } finally {
      await app.close();
    }
  }, 120_000);
});
