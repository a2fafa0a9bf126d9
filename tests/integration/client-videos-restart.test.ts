import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { videos } from '../../server/db/schema';
import { json } from '../setup/app';
import { login, makeUser } from '../factories/users';
import { fixture, makeSlot, tusCreate, tusHead, tusPatch } from '../factories/videos';

/**
 * An upload interrupted half-way, the server stopped and a new one started on the same data
 * directory and database: the client asks where it stopped (HEAD) and sends only the rest.
 */
describe('a video upload resumes after a server restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-upload-restart-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgName = `indexa_t_${randomBytes(6).toString('hex')}`;
  let pgUrl: string | undefined;

  async function open(): Promise<FastifyInstance> {
    if (baseUrl && !pgUrl) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${pgName}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.pathname = `/${pgName}`;
      pgUrl = url.toString();
    }
    const database = await openDatabase(pgUrl ? { url: pgUrl } : { dataDir: path.join(dataDir, 'pglite') });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_EMAIL: 'master@teste.local', ADMIN_PASSWORD: 'master-senha-forte' });
    return buildApp({ config, database, closeDatabase: true, logger: false, serveWeb: false });
  }

  afterAll(async () => {
    if (pgUrl) {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${pgName} with (force)`);
      await c.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // Two PGlite start-ups on disk: slow on a loaded machine, hence the long timeout.
  it('completes with the same bytes', { timeout: 120_000 }, async () => {
    const data = fixture('landscape-10s.mp4');
    const half = Math.floor(data.length / 2);
    const first = await open();
    const user = await makeUser(first, { role: 'client' });
    const { buildingId } = await makeSlot(first, user.id);
    let cookie = await login(first, user);
    const created = await tusCreate(first, cookie, data.length, { title: 'Retomado', buildingId, filename: 'retomado.mp4', filetype: 'video/mp4' });
    expect(created.statusCode).toBe(201);
    const loc = created.headers.location as string;
    expect((await tusPatch(first, cookie, loc, 0, data.subarray(0, half))).statusCode).toBe(204);
    await first.close();

    const second = await open();
    try {
      cookie = await login(second, user);
      const head = await tusHead(second, cookie, loc);
      expect(head.statusCode).toBe(200);
      const offset = Number(head.headers['upload-offset']);
      expect(offset).toBe(half);
      const rest = await tusPatch(second, cookie, loc, offset, data.subarray(offset));
      expect(rest.statusCode, rest.body).toBe(200);
      const id = json(rest).video.id as string;
      const [row] = await second.deps.db.select().from(videos).where(eq(videos.id, id));
      const stored = fs.readFileSync(path.join(dataDir, 'files', row!.storageKey));
      expect(stored.equals(data)).toBe(true);
      // Streaming returns the same bytes too.
      const res = await second.inject({ method: 'GET', url: `/api/client/videos/${id}/file`, headers: { cookie } });
      expect(res.rawPayload.equals(data)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
