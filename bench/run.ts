/**
 * `npm run bench`: the server in a child process of its own (started as production starts it),
 * loaded from this process with autocannon, on PGlite and on PostgreSQL, next to a bare Fastify
 * route (bench/bare-server.mjs, also its own process) measured before and after in the same run,
 * so the ratios mean something on any machine. Also: start-to-healthy times (empty data, restart)
 * and the server's RSS at idle and after the load.
 *
 * Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_DB (pglite,postgres), BENCH_PG_URL
 * (postgres://postgres@127.0.0.1:5432/test: the bench creates its own database there and drops it),
 * BENCH_SERVER=tsx to run the TypeScript sources instead of dist/server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Db } from '../server/db/client';
import { baselineOf, fmt, markdownTable, ratio } from './lib/format';
import { seedBuildings, seedOrders } from './lib/seed';
import { serverMode, startApp, startBare, type Running } from './lib/server-process';
import { storeRequests } from './store-listing';
import { advertiserRequests, seedAdvertisers } from './advertisers';
import { dashboardRequests, seedDashboardData } from './admin-dashboard';
import { measureVideoUploadMemory } from './video-upload';
import { gateCookie } from './lib/gate';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DBS = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as Kind[];
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GATE = 'bench-portao';

type Kind = 'pglite' | 'postgres';

interface Row {
  kind: Kind | 'ref';
  name: string;
  rps: number;
  p99: number;
  failures: number;
  /** Server CPU per answered request (µs): what the machine's load changes least. */
  cpuUs: number | null;
}

interface Figures {
  kind: Kind;
  firstStartMs: number;
  restartMs: number;
  firstStartCpuMs: number | null;
  restartCpuMs: number | null;
  idleFirstMb: number | null;
  idleMb: number | null;
  afterLoadMb: number | null;
}

/** A throw-away database: a PGlite data directory, or a PostgreSQL database of its own. */
interface Target {
  env: Record<string, string>;
  open(): Promise<{ db: Db; close(): Promise<void> }>;
  drop(): Promise<void>;
}

let targetSeq = 0;
async function makeTarget(kind: Kind): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-bench-'));
  if (kind === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      open: async () => {
        const d = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
        return { db: d.db, close: () => d.close() };
      },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${process.pid}_${++targetSeq}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: async () => {
      const d = await openDatabase({ url: url.toString() });
      return { db: d.db, close: () => d.close() };
    },
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(
  url: string,
  headers: Record<string, string> | undefined,
  server: Pick<Running, 'cpuMs'>,
): Promise<{ rps: number; p99: number; failures: number; cpuUs: number | null }> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const cpu0 = server.cpuMs();
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const cpu1 = server.cpuMs();
  const cpuUs = cpu0 !== null && cpu1 !== null && r.requests.total > 0 ? ((cpu1 - cpu0) * 1000) / r.requests.total : null;
  return { rps: r.requests.average, p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts, cpuUs };
}

/** The master's session (and the gate cookie), signed in through the API as a person would. */
async function masterCookie(url: string, email: string, password: string): Promise<string> {
  const gate = await gateCookie(url, GATE);
  const r = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie: gate },
    body: JSON.stringify({ area: 'admin', email, password }),
  });
  if (!r.ok) throw new Error(`login: ${r.status} ${await r.text()}`);
  return [gate, ...r.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

/** Bytes of the store's first visit (page 1 with the summary and map), plain and gzipped as sent. */
async function firstVisitBytes(url: string, cookie: string): Promise<{ raw: number; gzip: number }> {
  const p = `${url}/api/store/panels?page=1&summary=1`;
  const raw = (await (await fetch(p, { headers: { cookie, 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
  // fetch() would inflate the body: node:http reads the compressed bytes as they travel.
  const gzip = await new Promise<number>((resolve, reject) => {
    http
      .get(p, { headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
  return { raw, gzip };
}

async function run(kind: Kind, rows: Row[], name: string, s: Running, p: string, headers: Record<string, string> = {}) {
  const check = await fetch(s.url + p, { headers });
  if (check.status === 404) {
    console.log(`  (pulado: ${p} não existe nesta versão)`);
    return;
  }
  process.stdout.write(`  ${kind}: ${name}…\n`);
  rows.push({ kind, name, ...(await measure(s.url + p, headers, s)) });
}

async function scenarios(kind: Kind, rows: Row[]): Promise<Figures> {
  const base = { SITE_ACCESS_PASSWORD: GATE, ADMIN_EMAIL: 'master@bench.local', ADMIN_PASSWORD: 'bench-master-senha' };
  // 1. A fresh install as `npm start` makes it (demo data on), then a restart.
  const t = await makeTarget(kind);
  try {
    let s = await startApp({ ...t.env, ...base });
    const firstStartMs = s.startMs;
    const firstStartCpuMs = s.startCpuMs;
    await sleep(2000);
    const idleFirstMb = s.rssMb();
    await s.stop();
    s = await startApp({ ...t.env, ...base });
    const restartMs = s.startMs;
    const restartCpuMs = s.startCpuMs;
    await sleep(2000);
    const idleMb = s.rssMb();
    try {
      await run(kind, rows, 'GET /api/health', s, '/api/health');
      await run(kind, rows, 'GET /api/health/live (sem banco)', s, '/api/health/live');
      await run(kind, rows, 'GET /api/health/ready (com banco)', s, '/api/health/ready');
      await run(kind, rows, 'GET / (página inicial, HTML)', s, '/', { accept: 'text/html' });
    } finally {
      await s.stop();
    }
    console.log(`  ${kind}: início ${fmt(firstStartMs)} ms, reinício ${fmt(restartMs)} ms`);

    // 2. The store with 1,000 then 10,000 buildings (and 10,000 paid orders).
    const t2 = await makeTarget(kind);
    let afterLoadMb: number | null = null;
    try {
      for (const [from, to] of [
        [0, 1_000],
        [1_000, 10_000],
      ] as const) {
        const seedStart = performance.now();
        const h = await t2.open();
        await seedBuildings(h.db, from, to);
        if (to === 10_000) await seedOrders(h.db, 10_000);
        await h.close();
        console.log(`  ${kind}: ${fmt(to)} prédios semeados em ${fmt(performance.now() - seedStart)} ms`);
        const app = await startApp({ ...t2.env, ...base, SEED_DEMO_DATA: 'false' });
        try {
          const cookie = await gateCookie(app.url, GATE);
          for (const r of storeRequests(to)) await run(kind, rows, r.name, app, r.path, { cookie, accept: 'application/json', 'accept-encoding': 'gzip' });
          // The first visit's answer (every neighbourhood, with the map) as sent: ADR 0021's compact pins.
          const first = await firstVisitBytes(app.url, cookie);
          console.log(`  ${kind}: primeira visita da loja com ${fmt(to)} prédios: ${fmt(first.raw / 1024)} KB de JSON, ${fmt(first.gzip / 1024)} KB com gzip`);
          afterLoadMb = app.rssMb();
        } finally {
          await app.stop();
        }
      }
    } finally {
      await t2.drop();
    }

    // 3. The staff screens (dashboard, history, bell, advertisers) over 20,000 orders: the app
    // starts once to make the master account, then the data goes in while no server holds it.
    const t3 = await makeTarget(kind);
    try {
      await (await startApp({ ...t3.env, ...base, SEED_DEMO_DATA: 'false' })).stop();
      const h = await t3.open();
      await seedDashboardData(h.db);
      await seedAdvertisers(h.db);
      await h.close();
      const app = await startApp({ ...t3.env, ...base, SEED_DEMO_DATA: 'false' });
      try {
        const cookie = await masterCookie(app.url, base.ADMIN_EMAIL, base.ADMIN_PASSWORD);
        for (const r of [...dashboardRequests(), ...advertiserRequests()]) {
          await run(kind, rows, r.name, app, r.path, { cookie, origin: app.url, accept: 'application/json' });
        }
      } finally {
        await app.stop();
      }
    } finally {
      await t3.drop();
    }
    return { kind, firstStartMs, restartMs, firstStartCpuMs, restartCpuMs, idleFirstMb, idleMb, afterLoadMb };
  } finally {
    await t.drop();
  }
}

function ensureWebBuilt(): void {
  // The pages' HTML is measured as served: with the server's prerendering (dist/ssr, ADR 0027).
  if (fs.existsSync(path.join(root, 'dist/web/index.html')) && fs.existsSync(path.join(root, 'dist/ssr/entry-server.js'))) return;
  console.log('dist/web ou dist/ssr não existe: gerando o front end (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build do front end falhou');
}

async function main(): Promise<void> {
  ensureWebBuilt();
  const rows: Row[] = [];
  const figures: Figures[] = [];
  const refRuns: { rps: number; p99: number; cpuUs: number | null }[] = [];
  const bare = await startBare();
  try {
    process.stdout.write('referência: Fastify puro…\n');
    refRuns.push(await measure(`${bare.url}/ok`, undefined, bare));
    for (const kind of DBS) {
      if (kind === 'postgres' && !(await postgresReachable())) {
        console.log(`PostgreSQL em ${PG_URL} inacessível: pulado`);
        continue;
      }
      figures.push(await scenarios(kind, rows));
    }
    process.stdout.write('referência: Fastify puro (de novo)…\n');
    refRuns.push(await measure(`${bare.url}/ok`, undefined, bare));
  } finally {
    await bare.stop();
  }
  const ref = baselineOf(refRuns);
  const refCpus = refRuns.map((r) => r.cpuUs).filter((c): c is number => c !== null);
  const refCpu = refCpus.length ? refCpus.reduce((a, b) => a + b, 0) / refCpus.length : null;
  const us = (v: number | null) => (v === null ? '—' : fmt(v));

  const cpu = os.cpus()[0]?.model.trim() ?? 'CPU';
  console.log(
    `\n${os.cpus().length} × ${cpu}, Node ${process.version}, servidor ${serverMode()}, ${CONNECTIONS} conexões, ${SECONDS} s por cenário, ` +
      `carga média da máquina ${os.loadavg().map((l) => fmt(l, 1)).join(' / ')} (1/5/15 min)\n`,
  );
  console.log(
    markdownTable(
      ['Cenário', 'banco', 'req/s:', 'p99 (ms):', 'req/s ÷ Fastify puro:', 'CPU do servidor por req. (µs):', 'falhas:'],
      [
        ['Fastify puro: GET /ok (referência, média de 2)', '—', fmt(ref.rps), fmt(ref.p99, 1), '1,00', us(refCpu), 0],
        ...rows.map((r) => [r.name, r.kind, fmt(r.rps), fmt(r.p99, 1), ratio(r.rps, ref.rps), us(r.cpuUs), r.failures]),
      ],
    ),
  );
  const mb = (v: number | null) => (v === null ? '—' : `${fmt(v)} MB`);
  console.log(
    '\n' +
      markdownTable(
        [
          'banco',
          'início, dados vazios (ms):',
          'reinício (ms):',
          'CPU até saudável: início · reinício (ms):',
          'RSS ocioso após 1º início:',
          'RSS ocioso:',
          'RSS após carga (10.000 prédios):',
        ],
        figures.map((f) => [
          f.kind,
          fmt(f.firstStartMs),
          fmt(f.restartMs),
          `${us(f.firstStartCpuMs)} · ${us(f.restartCpuMs)}`,
          mb(f.idleFirstMb),
          mb(f.idleMb),
          mb(f.afterLoadMb),
        ]),
      ),
  );
  if (process.env.BENCH_VIDEO !== '0') {
    process.stdout.write('\nmedindo: memória do servidor num envio de vídeo de 50 MB (tus)…\n');
    const mem = await measureVideoUploadMemory();
    console.log(
      '\n' +
        markdownTable(
          ['Envio de vídeo de 50 MB (tus, 10 pedaços de 5 MB)', 'RSS antes:', 'RSS pico:', 'RSS depois:', 'pico − antes:', 'duração:'],
          [['servidor (processo próprio)', `${mem.beforeMb} MB`, `${mem.peakMb} MB`, `${mem.afterMb} MB`, `${mem.growthMb} MB`, `${mem.seconds} s`]],
        ),
    );
  }
  const failed = rows.filter((r) => r.failures > 0);
  if (failed.length) {
    console.error(`\nRespostas com erro em: ${failed.map((f) => `${f.kind} ${f.name}`).join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
