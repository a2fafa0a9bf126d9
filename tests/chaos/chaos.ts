/**
 * The crash test of the money path (issue 9, ADR 0013). A real server process on PostgreSQL runs
 * checkouts and payments while this runner SIGKILLs and restarts it at random moments. Every
 * request is retried the way a browser (or the bank's notification) would, with the same
 * idempotency keys. Afterwards, with the reconciliation job run once more, the database must hold:
 *   - every approved payment: a paid order with exactly its bookings (one per line);
 *   - every paid order: exactly one approved payment; no order with two approved payments;
 *   - every charge the (sandbox) bank approved: approved, refund_needed or refunded on our side
 *     (none lost), and every order the server acknowledged is in the database.
 * Used by `npm run chaos` (long) and tests/integration/chaos.test.ts (short, on PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { reconcilePayments } from '../../server/flows/checkout/reconcile';

export interface ChaosOptions {
  /** Base PostgreSQL URL; a fresh database is created (and dropped) under it. */
  baseUrl: string;
  flows: number;
  /** Kills happen at random between these many milliseconds. */
  killEveryMs: [number, number];
  port: number;
  concurrency?: number;
  /** Keep running flows past `flows` until this many kills happened (default 0). */
  minKills?: number;
  log?: (s: string) => void;
  seed?: number;
}

export interface ChaosReport {
  flows: number;
  kills: number;
  paid: number;
  refundNeeded: number;
  repaired: number;
  acknowledgedOrders: number;
  approvedPayments: number;
  bankApproved: number;
  violations: string[];
}

const root = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function cpf(n: number): string {
  const base = String(100_000_000 + (n % 800_000_000)).slice(0, 9).split('').map(Number);
  const dv = (d: number[], start: number) => {
    const r = d.reduce((a, x, i) => a + x * (start - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, 10);
  return [...base, d1, dv([...base, d1], 11)].join('');
}

const cardToken = (number: string) => {
  const r = sandboxTokenize({ number, holder: 'FULANO DE TAL', expiry: '12/35', cvv: '123' }, new Date());
  if (!r.ok) throw new Error('bad test card');
  return r.card.token;
};

export async function runChaos(opts: ChaosOptions): Promise<ChaosReport> {
  const log = opts.log ?? (() => {});
  const random = rng(opts.seed ?? Date.now());
  const name = `indexa_chaos_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: opts.baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(opts.baseUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-chaos-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: dbUrl,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    STATIC_DIR: path.join(dataDir, 'no-web'),
    ADMIN_EMAIL: 'master@chaos.local',
    ADMIN_PASSWORD: 'senha-do-caos-123',
    PAYMENT_STALE_SECONDS: '2',
    RECONCILE_EVERY_SECONDS: '2',
    PUBLIC_URL: '',
    PAYMENT_PROVIDER: 'sandbox',
  };
  const base = `http://127.0.0.1:${opts.port}`;

  let child: ChildProcess | undefined;
  let kills = 0;
  let stopping = false;
  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/server.ts')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    for (let i = 0; i < 600; i++) {
      try {
        const r = await fetch(`${base}/api/health`);
        if (r.ok) return;
      } catch {
        /* not up yet */
      }
      await sleep(100);
    }
    throw new Error('server did not start');
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await gone;
    kills++;
  };
  let up = start();
  await up;

  // The killer: SIGKILL at a random moment, then start again.
  const killer = (async () => {
    while (!stopping) {
      await sleep(opts.killEveryMs[0] + random() * (opts.killEveryMs[1] - opts.killEveryMs[0]));
      if (stopping) break;
      await kill();
      log(`kill #${kills}`);
      up = start();
      await up;
    }
  })();

  /** A request as a patient browser makes it: on a dead server, wait for it and send it again. */
  async function call(method: string, p: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
    for (let attempt = 0; attempt < 60; attempt++) {
      try {
        await up;
        const r = await fetch(`${base}${p}`, {
          method,
          headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        const json = await r.json().catch(() => null);
        const code = json?.error?.code;
        if (r.status >= 500 || r.status === 429 || (r.status === 409 && code === 'payment_in_progress')) {
          await sleep(300 + random() * 500);
          continue;
        }
        return { status: r.status, json };
      } catch {
        await sleep(200 + random() * 300);
      }
    }
    return { status: 0, json: null };
  }

  const buildingIds: string[] = (await call('GET', '/api/store/panels?page=1')).json?.items?.map((b: { id: string }) => b.id) ?? [];
  if (buildingIds.length === 0) throw new Error('no buildings seeded');
  const acknowledged = new Set<string>();

  async function flow(i: number) {
    const kind = Math.floor(random() * 4);
    const b = { name: `Caos ${i}`, email: `caos${i}@teste.local`, phone: '(45) 99999-0000', cpf: cpf(i * 7919 + 11), company: null, cnpj: null };
    const key = randomUUID();
    const created = await call('POST', '/api/checkout/orders', { buyer: b, buildingIds: [buildingIds[i % buildingIds.length]], months: 1 }, { 'idempotency-key': key });
    if (!created.json?.order) return;
    const orderId: string = created.json.order.id;
    const token: string = created.json.accessToken;
    acknowledged.add(orderId);
    const h = { 'x-order-token': token };
    const payPix = () => call('POST', `/api/checkout/orders/${orderId}/payments`, { method: 'pix' }, h);
    const approve = (paymentId: string) => call('POST', `/api/sandbox/payments/${paymentId}/approve`, undefined, h);
    const card = (number: string) => call('POST', `/api/checkout/orders/${orderId}/payments`, { method: 'card', cardToken: cardToken(number), installments: 1 }, h);
    if (kind === 0) {
      const pix = await payPix();
      if (pix.json?.payment) {
        await approve(pix.json.payment.id);
        await approve(pix.json.payment.id); // a duplicate notification
      }
    } else if (kind === 1) {
      const token1 = cardToken('4111111111111111');
      const body = { method: 'card', cardToken: token1, installments: 1 };
      await call('POST', `/api/checkout/orders/${orderId}/payments`, body, h);
      await call('POST', `/api/checkout/orders/${orderId}/payments`, body, h); // the browser's retry
    } else if (kind === 2) {
      // PIX shown; the buyer pays it at the very moment they also pay by card (a race): one of
      // them pays the order, the other is refused, cancelled or flagged refund_needed.
      const pix = await payPix();
      await Promise.all([card('5555555555554444'), pix.json?.payment ? approve(pix.json.payment.id) : null]);
    } else {
      await card('4000000000000002'); // declined
      const pix = await payPix();
      if (pix.json?.payment) await approve(pix.json.payment.id);
    }
  }

  let next = 0;
  const workers = Array.from({ length: opts.concurrency ?? 3 }, async () => {
    while (next < opts.flows || (kills < (opts.minKills ?? 0) && next < opts.flows * 5)) {
      const i = next++;
      await flow(i);
      log(`flow ${i + 1} done (kills: ${kills})`);
    }
  });
  await Promise.all(workers);
  stopping = true;
  await killer;
  await up;
  // Let the server's own job run once with the restarted process, then stop it for good.
  await sleep(2500);
  await kill();
  kills--; // the final stop is not a chaos kill

  // Time passes (pretend 15 minutes): the reconciliation job finds what the kills left.
  const database = await openDatabase({ url: dbUrl });
  let repaired = 0;
  const report: ChaosReport = { flows: next, kills, paid: 0, refundNeeded: 0, repaired: 0, acknowledgedOrders: acknowledged.size, approvedPayments: 0, bankApproved: 0, violations: [] };
  try {
    const config = loadConfig({ ...env, SEED_DEMO_DATA: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } as Record<string, string>);
    const app = await buildApp({ config, database, closeDatabase: false, logger: false, serveWeb: false });
    for (const minutes of [15, 30]) {
      const r = await reconcilePayments(app.deps, undefined, new Date(Date.now() + minutes * 60_000));
      repaired += r.repaired;
    }
    await app.close();
    const q = async (sql: string) => (await database.pool!.query(sql)).rows;
    const v = report.violations;
    for (const r of await q(`select p.id, o.status as order_status,
        (select count(*) from bookings b where b.order_id = o.id)::int as books,
        (select count(*) from order_lines l where l.order_id = o.id)::int as lines
      from payments p join orders o on o.id = p.order_id where p.status = 'approved'`)) {
      if (r.order_status !== 'paid') v.push(`approved payment ${r.id} on a ${r.order_status} order`);
      if (r.books !== r.lines) v.push(`approved payment ${r.id}: ${r.books} bookings for ${r.lines} lines`);
    }
    for (const r of await q(`select o.id, (select count(*) from payments p where p.order_id = o.id and p.status = 'approved')::int as n
      from orders o where o.status = 'paid'`)) {
      if (r.n !== 1) v.push(`paid order ${r.id} has ${r.n} approved payments`);
    }
    for (const r of await q(`select order_id, count(*)::int as n from payments where status = 'approved' group by order_id having count(*) > 1`)) {
      v.push(`order ${r.order_id} holds ${r.n} approved payments`);
    }
    for (const r of await q(`select id, status from payments where raw->'bank'->>'status' = 'approved' and status not in ('approved','refund_needed','refunded')`)) {
      v.push(`bank-approved payment ${r.id} is ${r.status} on our side (money lost)`);
    }
    const ids = new Set((await q(`select id from orders`)).map((r) => r.id as string));
    for (const id of acknowledged) if (!ids.has(id)) v.push(`order ${id} acknowledged but missing`);
    const audit = (await q(`select count(*)::int as n from audit_logs where action = 'reconciled'`))[0].n as number;
    report.repaired = Math.max(repaired, audit);
    report.paid = (await q(`select count(*)::int as n from orders where status = 'paid'`))[0].n;
    report.refundNeeded = (await q(`select count(*)::int as n from payments where status = 'refund_needed'`))[0].n;
    report.approvedPayments = (await q(`select count(*)::int as n from payments where status = 'approved'`))[0].n;
    report.bankApproved = (await q(`select count(*)::int as n from payments where raw->'bank'->>'status' = 'approved'`))[0].n;
  } finally {
    await database.close();
    const c = new pg.Client({ connectionString: opts.baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report;
}
