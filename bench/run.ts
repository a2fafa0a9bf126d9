/**
 * `npm run bench`: requests per second and p99 latency of a few routes of the real app, each next to
 * a bare Fastify route ({ ok: true }) measured in the same run on the same machine, so the ratio
 * means something on any computer. Servers listen on 127.0.0.1 ephemeral ports; every measurement
 * is bounded in time (BENCH_SECONDS, default 5, after a 1 s warm-up).
 *
 * A scenario is one entry of `scenarios` below: a name, the request, and which server answers it.
 * `shared` uses one app on a fresh data directory; `fresh(prepare)` builds its own app and lets the
 * scenario fill the database first (e.g. the store listing with 1,000 or 10,000 buildings).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { storeListingScenarios } from './store-listing';
import { advertiserScenarios } from './advertisers';
import { adminDashboardScenarios } from './admin-dashboard';
import { measureVideoUploadMemory } from './video-upload';

const root = path.resolve(import.meta.dirname, '..');
const staticDir = path.join(root, 'dist/web');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Prepare = (app: FastifyInstance) => Promise<void>;

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Which server answers: the bare baseline, the shared app, or an app of its own. */
  server: 'baseline' | 'shared' | { fresh: Prepare };
  /** The front end must be built (dist/web) for this scenario. */
  needsWeb?: boolean;
}

/** BENCH_ONLY=texto measures only the scenarios whose name contains it (plus the reference). */
const ONLY = process.env.BENCH_ONLY?.toLowerCase();

const allScenarios: Scenario[] = [
  { name: 'Fastify puro: GET /ok (referência)', path: '/ok', server: 'baseline' },
  { name: 'GET /api/health (ida e volta ao banco)', path: '/api/health', server: 'shared' },
  {
    name: 'GET / (página inicial, HTML)',
    path: '/',
    headers: { accept: 'text/html,application/xhtml+xml' },
    server: 'shared',
    needsWeb: true,
  },
  ...storeListingScenarios(),
  ...advertiserScenarios(),
  ...adminDashboardScenarios(),
];
const scenarios = ONLY ? allScenarios.filter((s) => s.server === 'baseline' || s.name.toLowerCase().includes(ONLY)) : allScenarios;

interface Measured {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('endereço inesperado');
  return `http://127.0.0.1:${address.port}`;
}

function baseline(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/ok', async () => ({ ok: true }));
  return app;
}

/** The real app on a throw-away data directory, quiet, with the built front end. */
async function realApp(dirs: string[], prepare?: Prepare): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-bench-'));
  dirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: staticDir,
    SITE_ACCESS_PASSWORD: 'bench-portao',
    ADMIN_EMAIL: 'master@bench.local',
    ADMIN_PASSWORD: 'bench-master-senha',
  });
  const app = await buildApp({ config, logger: false });
  if (prepare) await prepare(app);
  return app;
}

async function measure(url: string, headers?: Record<string, string>): Promise<autocannon.Result> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  return autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
}

function ensureWebBuilt(): void {
  if (fs.existsSync(path.join(staticDir, 'index.html'))) return;
  console.log('dist/web não existe: gerando o front end (vite build)…');
  const r = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build falhou');
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main(): Promise<void> {
  if (scenarios.some((s) => s.needsWeb)) ensureWebBuilt();
  const dirs: string[] = [];
  const opened: FastifyInstance[] = [];
  const results: Measured[] = [];
  try {
    const shared = { app: undefined as FastifyInstance | undefined, url: '' };
    const base = baseline();
    opened.push(base);
    const baseUrl = await listen(base);

    for (const s of scenarios) {
      let url: string;
      if (s.server === 'baseline') url = baseUrl;
      else if (s.server === 'shared') {
        if (!shared.app) {
          shared.app = await realApp(dirs);
          opened.push(shared.app);
          shared.url = await listen(shared.app);
        }
        url = shared.url;
      } else {
        const own = await realApp(dirs, s.server.fresh);
        opened.push(own);
        url = await listen(own);
      }
      process.stdout.write(`medindo: ${s.name} (${SECONDS} s)…\n`);
      const r = await measure(url + s.path, s.headers);
      results.push({ name: s.name, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
    }
  } finally {
    for (const app of opened.reverse()) await app.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }

  const ref = results.find((r, i) => scenarios[i]!.server === 'baseline');
  const cpu = os.cpus()[0]?.model.trim() ?? 'CPU';
  console.log(
    `\n${os.cpus().length} × ${cpu}, Node ${process.version}, ${CONNECTIONS} conexões, ${SECONDS} s por cenário\n`,
  );
  console.log('| Cenário | req/s | p99 (ms) | req/s ÷ Fastify puro | p99 ÷ Fastify puro | falhas |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const rpsRatio = ref && ref.rps > 0 ? fmt(r.rps / ref.rps, 2) : '—';
    const p99Ratio = ref && ref.p99 > 0 ? fmt(r.p99 / ref.p99, 2) : '—';
    console.log(`| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p99, 1)} | ${rpsRatio} | ${p99Ratio} | ${r.non2xx + r.errors} |`);
  }
  if (!ONLY || 'envio de vídeo'.includes(ONLY)) {
    process.stdout.write('\nmedindo: memória do servidor num envio de vídeo de 50 MB (tus)…\n');
    const mem = await measureVideoUploadMemory();
    console.log('\n| Envio de vídeo de 50 MB (tus, 10 pedaços de 5 MB) | RSS antes | RSS pico | RSS depois | pico − antes | duração |');
    console.log('|---|---:|---:|---:|---:|---:|');
    console.log(
      `| servidor (processo próprio) | ${mem.beforeMb} MB | ${mem.peakMb} MB | ${mem.afterMb} MB | ${mem.growthMb} MB | ${mem.seconds} s |`,
    );
  }
  const failed = results.filter((r) => r.non2xx + r.errors > 0);
  if (failed.length) {
    console.error(`\nRespostas com erro em: ${failed.map((f) => f.name).join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
