import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingBody } from '../factories/buildings';
import type { FastifyInstance } from 'fastify';
import { buyer } from '../factories/checkout';
import { fixture, makeSlot, tusMetadata } from '../factories/videos';
import { openDatabase } from '../../server/db/client';
import { createUser } from '../../server/modules/identity/users.service';
import { startS3rver, type S3Server } from '../setup/s3rver';

/**
 * Two real server processes started at the same moment on one empty PostgreSQL database and one
 * S3 server (issue 19): both come up with the master account made once; an event published
 * through one reaches an event stream open on the other; a gate cookie and a session made on one
 * work on the other; 50 buyers racing for a one-use coupon across both get one redemption; the
 * start-up reconciliation runs once. Needs TEST_DATABASE_URL (a fresh database per run, dropped after).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GATE = 'portao-multi';
const MASTER = { email: 'master@multi.local', password: 'master-multi-senha' };
const METRICS_TOKEN = 'metricas-multi-instancia-0123456789';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

interface Instance {
  url: string;
  child: ChildProcess;
  log: string[];
}

describe.skipIf(!baseUrl)('two instances on one PostgreSQL and one S3 server', () => {
  const dbName = `multi_${process.pid}_${Date.now() % 100000}`;
  let dbUrl: string;
  let s3: S3Server;
  const instances: Instance[] = [];
  const dirs: string[] = [];

  async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  function start(port: number): Instance {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-multi-'));
    dirs.push(dataDir);
    const log: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/server.ts')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...s3.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: MASTER.email,
        ADMIN_PASSWORD: MASTER.password,
        SITE_ACCESS_PASSWORD: GATE,
        METRICS_TOKEN,
        // Behind the proxy every buyer has its own address (X-Forwarded-For).
        TRUST_PROXY: 'true',
        REDIS_URL: '',
      },
    });
    child.stdout!.on('data', (c: Buffer) => log.push(c.toString()));
    child.stderr!.on('data', (c: Buffer) => log.push(c.toString()));
    return { url: `http://127.0.0.1:${port}`, child, log };
  }

  async function waitUp(i: Instance): Promise<void> {
    const until = Date.now() + 40_000;
    for (;;) {
      if (i.child.exitCode !== null) throw new Error(`instance exited (${i.child.exitCode}):\n${i.log.join('')}`);
      try {
        const res = await fetch(`${i.url}/api/health`);
        if (res.ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > until) throw new Error(`instance did not come up:\n${i.log.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${dbName}`));
    const u = new URL(baseUrl!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    s3 = await startS3rver('indexa-multi');
    const [p1, p2] = await Promise.all([freePort(), freePort()]);
    // The same moment: both run migrations, seeding and the first master against an empty database.
    instances.push(start(p1), start(p2));
    await Promise.all(instances.map(waitUp));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(
        (i) =>
          new Promise<void>((resolve) => {
            if (i.child.exitCode !== null) return resolve();
            i.child.once('exit', () => resolve());
            i.child.kill('SIGTERM');
          }),
      ),
    );
    await s3?.stop();
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`)).catch(() => {});
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }, 30_000);

  const [a, b] = [() => instances[0]!, () => instances[1]!];
  const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const send = (i: Instance, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${i.url}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });

  it('both came up and the master account exists once', async () => {
    const one = new pg.Client({ connectionString: dbUrl });
    await one.connect();
    const { rows } = await one.query(`select email from users where role = 'master'`).finally(() => one.end());
    expect(rows).toEqual([{ email: MASTER.email }]);
    for (const i of instances) expect(i.log.join('')).not.toMatch(/users_email_lower_unique|"level":50/);
  });

  it('a gate cookie and a session made on one work on the other; an event published on one reaches a stream on the other', async () => {
    const gate = cookieOf(await send(a(), 'POST', '/api/gate', { password: GATE }));
    expect(gate).toMatch(/indexa_gate=/);
    expect((await send(b(), 'GET', '/api/store/panels', undefined, { cookie: gate })).status).toBe(200);

    const login = await send(a(), 'POST', '/api/auth/login', { area: 'admin', ...MASTER });
    expect(login.status).toBe(200);
    const session = cookieOf(login);
    const me = await (await send(b(), 'GET', '/api/auth/me', undefined, { cookie: session })).json();
    expect(me.user.email).toBe(MASTER.email);

    // A browser's event stream on B (through its gate cookie from A)...
    const received: string[] = [];
    const stream = http.get(`${b().url}/api/events?channels=catalog`, { headers: { cookie: gate, accept: 'text/event-stream' } });
    const ready = new Promise<void>((resolve, reject) => {
      stream.on('response', (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received.push(chunk);
          if (chunk.includes('event: ready')) resolve();
        });
      });
      stream.on('error', reject);
    });
    await ready;
    // ...hears a building created through A (same session cookie, made on A).
    const created = await send(a(), 'POST', '/api/admin/buildings', buildingBody(), { cookie: session, origin: a().url });
    expect(created.status).toBe(201);
    const building = await created.json();
    const until = Date.now() + 5000;
    while (!received.join('').includes(building.id) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    stream.destroy();
    expect(received.join('')).toContain('event: BUILDING_UPDATED');
    expect(received.join('')).toContain(building.id);
  });

  it('50 buyers racing for a one-use coupon across both instances: no use taken without a payment (issue 27)', async () => {
    const gate = cookieOf(await send(b(), 'POST', '/api/gate', { password: GATE }));
    const code = `MULTI${Date.now() % 100000}`;
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      await db.query(`insert into coupons (code, type, value, no_expiry, max_uses) values ($1, 'percentage', 5000, true, 1)`, [code]);
      const { rows } = await db.query(`select id from buildings where status = 'active' order by name limit 1`);
      const buildingId = rows[0].id as string;
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          send(n % 2 ? b() : a(), 'POST', '/api/checkout/orders', { buyer: buyer(), buildingIds: [buildingId], months: 1, couponCode: code }, {
            cookie: gate,
            'x-forwarded-for': `10.50.${n}.1`,
          }).then((r) => r.status),
        ),
      );
      // ADR 0007 as amended in issue 27: a use is counted by a paid order, so nobody is refused
      // for an order that may never be paid (the grant counts it; see checkout-concurrency).
      expect(answers.filter((s) => s === 201)).toHaveLength(50);
      const used = await db.query(`select current_uses from coupons where code = $1`, [code]);
      expect(used.rows[0].current_uses).toBe(0);
      const withCoupon = await db.query(`select count(*)::int as n from orders where coupon_code = $1`, [code]);
      expect(withCoupon.rows[0].n).toBe(50);
    } finally {
      await db.end();
    }
  });

  const client: { cookie?: string; buildingId?: string } = {};
  it('a video upload started on one instance resumes on the other', async () => {
    // A client with a paid slot, written straight into the shared database.
    const database = await openDatabase({ url: dbUrl });
    const password = 'cliente-multi-senha';
    let buildingId: string;
    try {
      const client = await createUser(database.db, { name: 'Cliente Multi', email: 'cliente@multi.local', role: 'client', password });
      ({ buildingId } = await makeSlot({ deps: { db: database.db } } as unknown as FastifyInstance, client.id));
    } finally {
      await database.close();
    }
    const login = await send(a(), 'POST', '/api/auth/login', { area: 'client', email: 'cliente@multi.local', password }, { 'x-forwarded-for': '10.60.0.1' });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);
    Object.assign(client, { cookie, buildingId });
    const data = fixture('landscape-10s.mp4');
    const tus = { 'tus-resumable': '1.0.0', cookie, origin: a().url };
    const created = await fetch(`${a().url}/api/client/uploads`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(data.length), 'upload-metadata': tusMetadata({ title: 'Multi', filetype: 'video/mp4', buildingId, filename: 'multi.mp4' }) },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const half = Math.floor(data.length / 2);
    const patch = (i: Instance, offset: number, chunk: Buffer) =>
      fetch(`${i.url}${location}`, {
        method: 'PATCH',
        headers: { ...tus, origin: i.url, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(chunk),
      });
    expect((await patch(a(), 0, data.subarray(0, half))).status).toBe(204);
    const head = await fetch(`${b().url}${location}`, { method: 'HEAD', headers: tus });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const done = await patch(b(), half, data.subarray(half));
    expect(done.status).toBe(200);
    const { video } = await done.json();
    const file = await fetch(`${a().url}/api/client/videos/${video.id}/file`, { headers: { cookie, range: 'bytes=0-99' } });
    expect(file.status).toBe(206);
    expect(Buffer.from(await file.arrayBuffer()).equals(data.subarray(0, 100))).toBe(true);
  });

  it('the start-up reconciliation ran once across both instances', async () => {
    let total = 0;
    for (const i of instances) {
      const text = await (await send(i, 'GET', '/api/metrics', undefined, { authorization: `Bearer ${METRICS_TOKEN}` })).text();
      const m = /indexa_job_runs_total\{job="checkout-reconcile",outcome="ok"\} (\d+)/.exec(text);
      total += m ? Number(m[1]) : 0;
    }
    expect(total).toBe(1);
  });

  it('SIGTERM drains: an upload in flight finishes, event streams end, the process exits cleanly', async () => {
    const i = a();
    const data = fixture('landscape-8s.mov');
    const tus = { 'tus-resumable': '1.0.0', cookie: client.cookie!, origin: i.url };
    const created = await fetch(`${i.url}/api/client/uploads`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(data.length), 'upload-metadata': tusMetadata({ title: 'Drenado', filetype: 'video/quicktime', buildingId: client.buildingId!, filename: 'drenado.mov' }) },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const gate = cookieOf(await send(i, 'POST', '/api/gate', { password: GATE }));
    const streamEnded = new Promise<void>((resolve) => {
      http.get(`${i.url}/api/events?channels=catalog`, { headers: { cookie: gate } }, (res) => {
        res.resume();
        res.on('end', () => resolve());
        res.on('close', () => resolve());
      });
    });
    await new Promise((r) => setTimeout(r, 200));
    // Half the body is sent, then the instance is told to stop, then the rest follows.
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(`${i.url}${location}`, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(data.length) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(data.subarray(0, data.length / 2));
      setTimeout(() => {
        i.child.kill('SIGTERM');
        setTimeout(() => req.end(data.subarray(data.length / 2)), 500);
      }, 200);
    });
    const exited = new Promise<number | null>((resolve) => i.child.once('exit', (code) => resolve(code)));
    expect(await answer).toBe(200);
    await streamEnded;
    expect(await exited).toBe(0);
  });
});
