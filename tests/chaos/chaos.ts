/**
 * The crash test of the money path (issue 9, ADR 0013; two instances and a misbehaving provider:
 * issue 35, ADR 0053). One or two COMPILED servers (the program `npm start` runs) share one fresh
 * PostgreSQL database behind a "proxy" (this runner picks an instance per request), while checkouts,
 * payments and staff refunds run. Each instance is SIGKILLed at its own random moments and started
 * again; the reconciliation and the other once-only jobs run on whichever is alive. Every request
 * is retried the way a browser (or the bank's notification) would, with the same idempotency keys.
 *
 * With faults on, the sandbox bank misbehaves (server/modules/payments/sandbox-faults.ts, switched
 * on by SANDBOX_FAULT_SEED): charge and refund answers lost after the money moved, notifications
 * lost, repeated twice or five times, out of order (a stale "pending" after "approved"; "refunded"
 * before "approved"), and notifications for payments nobody recorded.
 *
 * Afterwards the last instance stops, time is moved forward 15 minutes at a time and reconciliation
 * (as many runs as those minutes hold) and the finance job run until nothing changes; then the database must hold (see `checkInvariants`):
 *   - every approved payment: a paid order with exactly its bookings (one per line); every paid
 *     order exactly one approved payment (no order paid twice without a refund flag);
 *   - every charge the bank approved is approved, refund_needed or refunded here (none lost);
 *     every charge the bank refunded is refunded here, with the same amount;
 *   - no refund above what was paid, none for money never received;
 *   - finance: one revenue entry per paid order, of what was paid; the reversals of its refunds
 *     (one partial entry per partial refund, one reversal of the rest) leave exactly what was kept;
 *     nothing for an order never paid;
 *   - every coupon's uses equal its paid orders; no panel over capacity;
 *   - nothing stuck: no pending order, no pending payment, no refund still requested;
 *   - every order the server acknowledged is in the database.
 *
 * The deliberately unhandled fault: `breakMode: 'silent-approval'` (CHAOS_BREAK=silent-approval,
 * SANDBOX_FAULT_BREAK on the servers) makes the bank approve half of the PIX charges without any
 * notification and answer "pending" to every later read, so the reconciliation is blind to them.
 * The server cannot know; the harness reads the bank's own ledger and must report the money lost
 * (violations > 0, exit 1). It proves the invariants can fail.
 *
 * Used by `npm run chaos` (long, scripts/chaos.ts) and tests/integration/chaos.test.ts (short).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { PANEL_CAPACITY } from '../../domain/checkout';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { serverIsStale, shippedServerCommand } from '../../scripts/shipped-server.mjs';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { reconcilePayments } from '../../server/flows/checkout/reconcile';
import { reconcileOrderRevenue } from '../../server/modules/finance/finance.service';
import { sandboxFaultsOf } from '../../server/modules/payments/sandbox-faults';

export interface ChaosOptions {
  /** Base PostgreSQL URL; a fresh database is created (and dropped) under it. */
  baseUrl: string;
  flows: number;
  /** Each instance is killed at random between these many milliseconds. */
  killEveryMs: [number, number];
  /** The first instance's port; the second uses the next one. */
  port: number;
  /** 1 or 2 servers on the same database (default 1). */
  instances?: 1 | 2;
  /** The misbehaving bank (default off). */
  faults?: boolean;
  /** A fault the server does not survive, to prove the harness catches it. */
  breakMode?: 'silent-approval';
  concurrency?: number;
  /** Keep running flows past `flows` until this many kills happened (default 0). */
  minKills?: number;
  log?: (s: string) => void;
  seed?: number;
}

export interface ChaosReport {
  flows: number;
  kills: number;
  /** Faults the bank injected (every process, the final reconciliation included). */
  faults: number;
  faultKinds: Record<string, number>;
  paid: number;
  refundNeeded: number;
  refunded: number;
  repaired: number;
  acknowledgedOrders: number;
  approvedPayments: number;
  bankApproved: number;
  staffRefunds: number;
  /** Reconciliation passes until nothing changed. */
  passes: number;
  violations: string[];
}

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

/** A number in [0, 1) fixed by the seed and what it is about: flow i's choices replay. */
const pick = (seed: number, about: string) => createHash('sha256').update(`${seed}|${about}`).digest().readUInt32BE(0) / 2 ** 32;

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

/** The compiled server, built once when its sources are newer (scripts/shipped-server.mjs). */
export function ensureCompiledServer(log: (s: string) => void = () => {}): void {
  if (!serverIsStale()) return;
  log('chaos: compiling the server (scripts/build-server.mjs)');
  const root = path.resolve(import.meta.dirname, '../..');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

interface Instance {
  n: number;
  base: string;
  child?: ChildProcess;
  up: Promise<void>;
  alive: boolean;
}

export async function runChaos(opts: ChaosOptions): Promise<ChaosReport> {
  const log = opts.log ?? (() => {});
  const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
  const random = rng(seed);
  ensureCompiledServer(log);
  const name = `indexa_chaos_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: opts.baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(opts.baseUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-chaos-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    DATABASE_URL: dbUrl,
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
    // Behind the "proxy": each buyer comes from its own address (rate limits are per client).
    TRUST_PROXY: 'true',
    SEED_DEMO_PHOTOS: 'false',
    SANDBOX_FAULT_SEED: opts.faults || opts.breakMode ? String(seed % 2 ** 31 || 1) : '',
    SANDBOX_FAULT_BREAK: opts.breakMode ?? '',
  };
  const faultKinds: Record<string, number> = {};
  const countFault = (line: string) => {
    const m = /^sandbox-fault: (\S+)/.exec(line);
    if (m) faultKinds[m[1]!] = (faultKinds[m[1]!] ?? 0) + 1;
  };

  const instances: Instance[] = Array.from({ length: opts.instances ?? 1 }, (_, n) => ({
    n,
    base: `http://127.0.0.1:${opts.port + n}`,
    up: Promise.resolve(),
    alive: false,
  }));
  let kills = 0;
  let stopping = false;

  const start = async (inst: Instance) => {
    const cmd = shippedServerCommand({ ...env, PORT: String(opts.port + inst.n) });
    const child = spawn(cmd.command, cmd.args, { cwd: path.resolve(import.meta.dirname, '../..'), env: cmd.env, stdio: ['ignore', 'pipe', 'inherit'] });
    inst.child = child;
    readline.createInterface({ input: child.stdout! }).on('line', countFault);
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`instance ${inst.n} exited at start (${child.exitCode})`);
      try {
        const r = await fetch(`${inst.base}/api/health`);
        if (r.ok) {
          inst.alive = true;
          return;
        }
      } catch {
        /* not up yet */
      }
      await sleep(100);
    }
    throw new Error(`instance ${inst.n} did not start`);
  };
  const kill = async (inst: Instance) => {
    const c = inst.child;
    inst.alive = false;
    if (!c || c.exitCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await gone;
  };
  // One after the other: the first applies the migrations and seeds, the second finds them done.
  for (const inst of instances) {
    inst.up = start(inst);
    await inst.up;
  }

  // A killer per instance: SIGKILL at its own random moments, then start again.
  const killers = instances.map(async (inst) => {
    const own = rng(seed + 7919 * (inst.n + 1));
    while (!stopping) {
      await sleep(opts.killEveryMs[0] + own() * (opts.killEveryMs[1] - opts.killEveryMs[0]));
      if (stopping) break;
      await kill(inst);
      kills++;
      log(`kill #${kills} (instance ${inst.n + 1})`);
      inst.up = start(inst);
      await inst.up;
    }
  });

  /** The proxy: a live instance at random (or the next to come back when all are down). */
  const route = async (): Promise<Instance> => {
    const live = instances.filter((i) => i.alive);
    if (live.length > 0) return live[Math.floor(random() * live.length)]!;
    await Promise.race(instances.map((i) => i.up));
    return instances.find((i) => i.alive) ?? instances[0]!;
  };

  /** A request as a patient browser makes it: on a dead server, wait and send it again. */
  async function call(
    method: string,
    p: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: any }> {
    let gatewayErrors = 0;
    for (let attempt = 0; attempt < 80; attempt++) {
      try {
        const inst = await route();
        const r = await fetch(`${inst.base}${p}`, {
          method,
          headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        const json = await r.json().catch(() => null);
        const code = json?.error?.code;
        // The provider's answer was lost (502): the browser tries again a few times, after the
        // attempt is old enough to be asked about (PAYMENT_STALE_SECONDS).
        if (r.status === 502 && ++gatewayErrors <= 3) {
          await sleep(2200 + random() * 500);
          continue;
        }
        if ((r.status >= 500 && r.status !== 502) || r.status === 429 || (r.status === 409 && code === 'payment_in_progress')) {
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

  /** Staff's session (sessions live in the database: one cookie for both instances). */
  const staffCookie = await (async () => {
    for (let attempt = 0; attempt < 60; attempt++) {
      try {
        const inst = await route();
        const r = await fetch(`${inst.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
          body: JSON.stringify({ area: 'admin', email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
        });
        const sid = r.headers.getSetCookie().find((c) => c.startsWith('indexa_sid='));
        if (r.ok && sid) return sid.split(';')[0]!;
      } catch {
        /* an instance died: again */
      }
      await sleep(300);
    }
    return '';
  })();
  if (!staffCookie) throw new Error('staff login failed');

  if (((await call('GET', '/api/store/panels?page=1')).json?.items?.length ?? 0) === 0) throw new Error('no buildings seeded');
  const setup = new pg.Client({ connectionString: dbUrl });
  await setup.connect();
  // Places for the run: copies of the seeded buildings, about one per 12 flows (10 places each),
  // so most flows can buy while the two busiest buildings fill up (the "lotado" paths).
  const seeded = (await setup.query(`select count(*)::int as n from buildings where status = 'active'`)).rows[0].n as number;
  const copies = Math.max(0, Math.ceil(opts.flows / 12 / Math.max(1, seeded)) - 1);
  if (copies > 0) {
    await setup.query(
      `insert into buildings (name, address, neighborhood, residents, latitude, longitude, status, display_count, price_cents)
       select b.name || ' ' || g, b.address, b.neighborhood, b.residents, b.latitude, b.longitude, b.status, b.display_count, b.price_cents
       from buildings b, generate_series(1, ${copies}) g where b.status = 'active'`,
    );
  }
  const buildingIds = (await setup.query(`select id from buildings where status = 'active' order by created_at, name`)).rows.map((r) => r.id as string);
  // Two coupons: one with uses to spare, one that runs out during the run (issue 27's limit).
  await setup.query(
    `insert into coupons (code, type, value, no_expiry, max_uses) values ('CAOS10', 'percentage', 1000, true, 100000), ('CAOSFIM', 'percentage', 1500, true, 4)`,
  );
  await setup.end();

  const acknowledged = new Set<string>();
  let staffRefunds = 0;

  async function flow(i: number) {
    const r = (what: string) => pick(seed, `${i}:${what}`);
    const kind = Math.floor(r('kind') * 6);
    const ip = `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 200)}`;
    const couponDraw = r('coupon');
    const couponCode = couponDraw < 0.2 ? 'CAOS10' : couponDraw < 0.3 ? 'CAOSFIM' : null;
    const b = { name: `Caos ${i}`, email: `caos${i}@teste.local`, phone: '(45) 99999-0000', cpf: cpf(i * 7919 + 11), company: null, cnpj: null };
    const key = randomUUID();
    const created = await call(
      'POST',
      '/api/checkout/orders',
      {
        buyer: b,
        // A third of the buyers want one of the two first buildings: they fill up.
        buildingIds: [buildingIds[Math.floor(r('building') * (r('busy') < 0.3 ? 2 : buildingIds.length))]],
        months: 1,
        ...(couponCode ? { couponCode } : {}),
      },
      { 'idempotency-key': key, 'x-forwarded-for': ip },
    );
    if (!created.json?.order) return;
    const orderId: string = created.json.order.id;
    const token: string = created.json.accessToken;
    acknowledged.add(orderId);
    const h = { 'x-order-token': token, 'x-forwarded-for': ip };
    const payPix = () => call('POST', `/api/checkout/orders/${orderId}/payments`, { method: 'pix' }, h);
    const approve = (paymentId: string) => call('POST', `/api/sandbox/payments/${paymentId}/approve`, undefined, h);
    const card = (number: string) => call('POST', `/api/checkout/orders/${orderId}/payments`, { method: 'card', cardToken: cardToken(number), installments: 1 }, h);
    const staffRefund = async (paymentId: string, amountCents?: number) => {
      staffRefunds++;
      // A whole refund may end the bookings too (their places free up for the next buyers).
      const body = { ...(amountCents ? { amountCents } : { endBookings: r('end') < 0.5 }), reason: 'Teste de queda', requestId: randomUUID() };
      const headers = { cookie: staffCookie, 'x-forwarded-for': '10.250.0.1' };
      await call('POST', `/api/admin/payments/${paymentId}/refund`, body, headers);
      await call('POST', `/api/admin/payments/${paymentId}/refund`, body, headers); // the screen's replay
    };
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
    } else if (kind === 3) {
      await card('4000000000000002'); // declined
      const pix = await payPix();
      if (pix.json?.payment) await approve(pix.json.payment.id);
    } else {
      // Paid (card or PIX), then staff give money back: part of it, the rest, or all at once.
      let paymentId: string | undefined;
      let amount = 0;
      if (kind === 4) {
        const paid = await card('4111111111111111');
        paymentId = paid.json?.payment?.id;
        amount = paid.json?.payment?.amountCents ?? 0;
      } else {
        const pix = await payPix();
        if (pix.json?.payment) {
          await approve(pix.json.payment.id);
          paymentId = pix.json.payment.id;
          amount = pix.json.payment.amountCents;
        }
      }
      if (!paymentId) return;
      const how = r('refund');
      if (how < 0.5 && amount > 1) {
        const part = 1 + Math.floor(r('part') * (amount - 1));
        await staffRefund(paymentId, part);
        if (how < 0.25) await staffRefund(paymentId);
      } else {
        await staffRefund(paymentId);
      }
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
  try {
    await Promise.all(workers);
  } finally {
    stopping = true;
    await Promise.all(killers);
  }
  await Promise.all(instances.map((i) => i.up));
  // Let the servers' own jobs run once more with the restarted processes, then stop them for good.
  await sleep(2500);
  for (const inst of instances) await kill(inst);

  // Time passes: reconciliation and the finance job run until nothing changes (at most 8 passes,
  // 15 minutes apart), the bank still misbehaving.
  const database = await openDatabase({ url: dbUrl });
  let repaired = 0;
  let passes = 0;
  const report: ChaosReport = {
    flows: next,
    kills,
    faults: 0,
    faultKinds,
    paid: 0,
    refundNeeded: 0,
    refunded: 0,
    repaired: 0,
    acknowledgedOrders: acknowledged.size,
    approvedPayments: 0,
    bankApproved: 0,
    staffRefunds,
    passes: 0,
    violations: [],
  };
  try {
    const config = loadConfig({ ...env, SEED_DEMO_DATA: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    const app = await buildApp({ config, database, closeDatabase: false, logger: false, serveWeb: false });
    const faulty = sandboxFaultsOf(app.deps.payments);
    if (faulty) faulty.faults.report = (kind) => countFault(`sandbox-fault: ${kind}`);
    let quiet = 0;
    for (let pass = 1; pass <= 8 && quiet < 2; pass++) {
      passes = pass;
      // Fifteen minutes of a job that runs every minute: at this moment, runs until it has looked at
      // everything it may claim (50 + 20 payments a run), not just one run's worth.
      const at = new Date(Date.now() + pass * 15 * 60_000);
      let changed = 0;
      for (let run = 0; run < 200; run++) {
        const r = await reconcilePayments(app.deps, undefined, at);
        repaired += r.repaired;
        changed += r.repaired + r.expired + r.refunds;
        if (r.checked === 0) break;
      }
      const books = await reconcileOrderRevenue(app.deps.db);
      changed += books.posted + books.reversed;
      if (books.posted || books.reversed) log(`finance job: ${books.posted} revenue posted, ${books.reversed} reversed`);
      quiet = changed === 0 ? quiet + 1 : 0;
    }
    await app.close();
    const q = async (sql: string) => (await database.pool!.query(sql)).rows;
    report.violations.push(...(await checkInvariants(q, acknowledged)));
    const audit = (await q(`select count(*)::int as n from audit_logs where action = 'reconciled'`))[0].n as number;
    report.repaired = Math.max(repaired, audit);
    report.paid = (await q(`select count(*)::int as n from orders where status = 'paid'`))[0].n;
    report.refunded = (await q(`select count(*)::int as n from payments where status = 'refunded'`))[0].n;
    report.refundNeeded = (await q(`select count(*)::int as n from payments where status = 'refund_needed'`))[0].n;
    report.approvedPayments = (await q(`select count(*)::int as n from payments where status = 'approved'`))[0].n;
    report.bankApproved = (await q(`select count(*)::int as n from payments where raw->'bank'->>'status' in ('approved', 'refunded')`))[0].n;
  } finally {
    report.passes = passes;
    report.faults = Object.values(faultKinds).reduce((a, b) => a + b, 0);
    await database.close();
    const c = new pg.Client({ connectionString: opts.baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report;
}

/** The invariants, read straight from the tables (and the sandbox bank's own ledger in payments.raw.bank). */
async function checkInvariants(q: (sql: string) => Promise<any[]>, acknowledged: Set<string>): Promise<string[]> {
  const v: string[] = [];
  const bankRefunded = `(select coalesce(sum((r->>'amountCents')::int), 0) from jsonb_array_elements(coalesce(p.raw->'bank'->'refunds', '[]'::jsonb)) r)::int`;
  const ourRefunds = (statuses: string) =>
    `(select coalesce(sum(r.amount_cents), 0) from payment_refunds r where r.payment_id = p.id and r.status in (${statuses}))::int`;

  // Approved payments: a paid order with its bookings.
  for (const r of await q(`select p.id, o.status as order_status,
      (select count(*) from bookings b where b.order_id = o.id)::int as books,
      (select count(*) from order_lines l where l.order_id = o.id)::int as lines
    from payments p join orders o on o.id = p.order_id where p.status = 'approved'`)) {
    if (r.order_status !== 'paid') v.push(`approved payment ${r.id} on a ${r.order_status} order`);
    if (r.books !== r.lines) v.push(`approved payment ${r.id}: ${r.books} bookings for ${r.lines} lines`);
  }
  // No order paid twice without a refund flag.
  for (const r of await q(`select o.id, (select count(*) from payments p where p.order_id = o.id and p.status = 'approved')::int as n
    from orders o where o.status = 'paid'`)) {
    if (r.n !== 1) v.push(`paid order ${r.id} has ${r.n} approved payments`);
  }
  for (const r of await q(`select order_id, count(*)::int as n from payments where status = 'approved' group by order_id having count(*) > 1`)) {
    v.push(`order ${r.order_id} holds ${r.n} approved payments`);
  }
  // The bank and us agree on every charge that moved money.
  for (const r of await q(`select id, status from payments where raw->'bank'->>'status' = 'approved' and status not in ('approved', 'refund_needed', 'refunded')`)) {
    v.push(`bank-approved payment ${r.id} is ${r.status} on our side (money lost)`);
  }
  for (const r of await q(`select p.id, p.status, p.amount_cents, ${bankRefunded} as bank, ${ourRefunds(`'done'`)} as ours
    from payments p where p.raw->'bank' is not null`)) {
    if (r.bank !== r.ours) v.push(`payment ${r.id} (${r.status}): the bank gave back ${r.bank}, our books say ${r.ours}`);
    if (r.bank >= r.amount_cents && r.bank > 0 && r.status !== 'refunded') v.push(`payment ${r.id} wholly refunded by the bank is ${r.status} here`);
  }
  // No refund above what was paid, none of money never received.
  for (const r of await q(`select p.id, p.status, p.amount_cents, ${ourRefunds(`'done', 'requested'`)} as asked from payments p`)) {
    if (r.asked > r.amount_cents) v.push(`payment ${r.id}: ${r.asked} refunded of ${r.amount_cents}`);
    if (r.asked > 0 && !['approved', 'refund_needed', 'refunded', 'charged_back'].includes(r.status)) {
      v.push(`payment ${r.id} is ${r.status} (never received) but has ${r.asked} in refunds`);
    }
  }
  // Finance: one revenue per paid order, of what was paid; its reversals leave what was kept.
  for (const r of await q(`select o.id, o.status, o.paid_at,
      (select count(*) from finance_transactions f where f.order_id = o.id and f.source = 'order')::int as revenues,
      (select coalesce(sum(f.amount_cents), 0) from finance_transactions f where f.order_id = o.id and f.source = 'order')::int as revenue,
      (select count(*) from finance_transactions f where f.order_id = o.id and f.source = 'order_refund')::int as reversals,
      (select count(*) from finance_transactions f where f.order_id = o.id)::int as entries,
      (select coalesce(sum(f.amount_cents), 0) from finance_transactions f where f.order_id = o.id)::int as net,
      (select p.id from payments p where p.order_id = o.id and p.status in ('approved', 'refunded', 'charged_back') and p.refund_reason is null limit 1) as paying,
      (select p.amount_cents from payments p where p.order_id = o.id and p.status in ('approved', 'refunded', 'charged_back') and p.refund_reason is null limit 1) as paid_cents,
      (select coalesce(sum(r.amount_cents), 0) from payment_refunds r join payments p on p.id = r.payment_id
        where p.order_id = o.id and p.status in ('approved', 'refunded') and p.refund_reason is null and r.status = 'done')::int as given_back
    from orders o`)) {
    if (r.paid_at === null) {
      if (r.entries > 0) v.push(`order ${r.id} never paid has ${r.entries} finance entries`);
      continue;
    }
    if (!r.paying) {
      v.push(`order ${r.id} paid at ${r.paid_at} has no payment that paid it`);
      continue;
    }
    if (r.revenues !== 1 || r.revenue !== r.paid_cents) v.push(`order ${r.id}: ${r.revenues} revenue entries of ${r.revenue} for ${r.paid_cents} paid`);
    if (r.reversals > 1) v.push(`order ${r.id}: ${r.reversals} whole reversals`);
    if (r.net !== r.paid_cents - r.given_back) v.push(`order ${r.id}: the books keep ${r.net}, paid ${r.paid_cents} minus ${r.given_back} given back`);
  }
  for (const r of await q(`select r.id from payment_refunds r join payments p on p.id = r.payment_id
      where r.status = 'done' and p.status = 'approved' and not exists (select 1 from finance_transactions f where f.payment_refund_id = r.id)`)) {
    v.push(`partial refund ${r.id} has no finance entry`);
  }
  // Coupons: uses = paid orders.
  for (const r of await q(`select c.code, c.current_uses, (select count(*) from orders o where o.coupon_id = c.id and o.paid_at is not null)::int as paid from coupons c`)) {
    if (r.current_uses !== r.paid) v.push(`coupon ${r.code}: ${r.current_uses} uses for ${r.paid} paid orders`);
  }
  // No panel over capacity.
  for (const r of await q(`select building_id, count(*)::int as n from bookings
      where status = 'active' and starts_at <= now() and ends_at > now() group by building_id having count(*) > ${PANEL_CAPACITY}`)) {
    v.push(`building ${r.building_id}: ${r.n} active bookings (capacity ${PANEL_CAPACITY})`);
  }
  // Nothing stuck past the reconciliation window.
  for (const r of await q(`select id from orders where status = 'pending'`)) v.push(`order ${r.id} still pending`);
  for (const r of await q(`select id from payments where status = 'pending'`)) v.push(`payment ${r.id} still pending`);
  for (const r of await q(`select id from payment_refunds where status = 'requested'`)) v.push(`refund ${r.id} still requested`);
  // Every order the server acknowledged exists.
  const ids = new Set((await q(`select id from orders`)).map((r) => r.id as string));
  for (const id of acknowledged) if (!ids.has(id)) v.push(`order ${id} acknowledged but missing`);
  return v;
}
