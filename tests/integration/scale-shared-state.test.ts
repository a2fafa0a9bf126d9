import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { scheduledJobs, users } from '../../server/db/schema';
import { registerIntervalJob } from '../../server/plugins/jobs/interval-job';
import { claimScheduledRun } from '../../server/modules/operations/jobs.service';

/**
 * What several instances on one database share (issue 19, ADR 0022): the first master account,
 * scheduled job ticks, and the rate limits. "Instances" here are apps with their own connection
 * pools on one database (PostgreSQL with TEST_DATABASE_URL; PGlite proves the single-process path).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
});

/** A fresh database and a way to open it N times (N pools on PostgreSQL; the one PGlite in process). */
async function sharedDatabase(): Promise<() => Promise<Database>> {
  if (!baseUrl) {
    const only = await openDatabase({});
    cleanups.push(() => only.close());
    return async () => only;
  }
  const name = `indexa_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return async () => {
    const d = await openDatabase({ url: url.toString() });
    cleanups.push(() => d.close());
    return d;
  };
}

async function instance(database: Database, env: Record<string, string> = {}, before?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-scale-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'master@teste.local',
    ADMIN_PASSWORD: 'master-senha-forte',
    ...env,
  });
  const app = await buildApp({ config, database, closeDatabase: false, logger: false, serveWeb: false });
  before?.(app);
  cleanups.push(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

const redisUp = () =>
  new Promise<boolean>((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: 6379 });
    s.setTimeout(500);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });

describe('instances started together on one empty database', () => {
  it('both come up and the master account is made once', async () => {
    const open = await sharedDatabase();
    const [a, b] = await Promise.all([open(), open()]);
    const apps = await Promise.all([instance(a), instance(b), instance(a)]);
    expect(apps).toHaveLength(3);
    const masters = await a.db.select().from(users).where(eq(users.role, 'master'));
    expect(masters).toHaveLength(1);
    expect(masters[0]!.email).toBe('master@teste.local');
    // The same signing secret on both: a gate cookie made by one opens the other.
    expect(apps[0]!.deps.secret).toBe(apps[1]!.deps.secret);
  });
});

describe('scheduled jobs', () => {
  it('one tick is claimed once however many instances ask at the same moment', async () => {
    const open = await sharedDatabase();
    const dbs = await Promise.all([open(), open(), open()]);
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimScheduledRun(dbs[i % 3]!.db, 'probe', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Once the period has passed, the next tick is claimable again (once).
    await dbs[0]!.db.update(scheduledJobs).set({ nextRunAt: new Date(Date.now() - 1000) }).where(eq(scheduledJobs.name, 'probe'));
    const again = await Promise.all(Array.from({ length: 6 }, (_, i) => claimScheduledRun(dbs[i % 3]!.db, 'probe', 60_000)));
    expect(again.filter(Boolean)).toHaveLength(1);
  });

  it('a job registered on two instances runs once at their start', async () => {
    const open = await sharedDatabase();
    const [a, b] = await Promise.all([open(), open()]);
    let runs = 0;
    const job = (app: FastifyInstance) =>
      registerIntervalJob(app, { name: 'probe-start', everyMs: 60_000, runAtStart: true, run: async () => void runs++ });
    const apps = await Promise.all([instance(a, {}, job), instance(b, {}, job)]);
    await Promise.all(apps.map((app) => app.ready()));
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toBe(1);
    const [row] = await a.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'probe-start'));
    expect(row!.runs).toBe(1);
  });
});

describe('rate limits across instances', () => {
  const tryGate = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: '/api/gate', payload: { password: 'errada' }, remoteAddress: ip });

  async function exhaustAcross(env: Record<string, string>) {
    const open = await sharedDatabase();
    const [a, b] = await Promise.all([open(), open()]);
    const limits = { SITE_ACCESS_PASSWORD: 'portao-secreto', GATE_TRIES_PER_MINUTE: '4', ...env };
    const [one, two] = await Promise.all([instance(a, limits), instance(b, limits)]);
    const ip = `10.${1 + (process.pid % 200)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await tryGate(i % 2 ? two : one, ip)).statusCode);
    return codes;
  }

  it.runIf(baseUrl)('on PostgreSQL the tries of one address add up over both instances', async () => {
    const codes = await exhaustAcross({});
    expect(codes).toEqual([403, 403, 403, 403, 429, 429]);
  });

  it('with REDIS_URL the tries add up over both instances (skipped without Redis)', async (ctx) => {
    if (!(await redisUp())) ctx.skip();
    const codes = await exhaustAcross({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(codes).toEqual([403, 403, 403, 403, 429, 429]);
  });
});
