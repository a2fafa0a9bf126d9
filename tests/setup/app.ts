import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { captureMailLog } from '../factories/mail';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Statements run since the last reset (query counting). */
  queries: string[];
  close(): Promise<void>;
}

/**
 * The real app on a fresh database: in-memory PGlite, or a brand-new PostgreSQL database when
 * TEST_DATABASE_URL is set (dropped on close), so the same suite proves both.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** `logStream`: the app logs there (set LOG_LEVEL in env); `serveWeb`: pages from STATIC_DIR. */
  opts: { logStream?: { write(line: string): void }; serveWeb?: boolean } = {},
): Promise<TestApp> {
  const queries: string[] = [];
  const onQuery = (q: string) => queries.push(q);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-test-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  if (baseUrl) {
    const name = `indexa_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), onQuery });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ onQuery });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'master@teste.local',
    ADMIN_PASSWORD: 'master-senha-forte',
    // Drawing and encoding the demo photos costs every test app; demo-photos.test.ts turns it on.
    SEED_DEMO_PHOTOS: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    closeDatabase: false,
    logger: Boolean(opts.logStream),
    logStream: opts.logStream,
    serveWeb: opts.serveWeb ?? false,
  });
  captureMailLog(app);
  return {
    app,
    database,
    dataDir,
    queries,
    async close() {
      // Each step runs even if an earlier one fails (a test may have closed the database itself).
      await app.close().catch(() => {});
      await database.close().catch(() => {});
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = <T = any>(res: LightMyRequestResponse): T => JSON.parse(res.body) as T;

/** Cookie header from a response's Set-Cookie, for the next request. */
export function cookiesOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
