/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling, performance only) with the system
 * Chromium on the public pages, served by the production build (dist/web + dist/server) on a fresh
 * PGlite data directory with the demo data. The site gate is passed the way a visitor passes it:
 * the cookie the gate API sets is sent with every request.
 *
 * Env: CHROME_PATH (/usr/bin/chromium); BENCH_WEB_OUT: a folder to keep each page's Lighthouse JSON
 * report in (the LCP element, the request chain), e.g. to see why a page paints late, and the trace it
 * measured (`<page>.trace.json`, which Chromium's performance panel opens). BENCH_WEB_CPU: Lighthouse's
 * CPU slowdown (4 by default). Its simulation slows *this* machine's CPU by that factor, so the same
 * build scores lower on a slower machine: the table says how fast this one was (Lighthouse's
 * benchmark index; higher is faster), and BENCH_WEB_CPU=8 shows on a fast machine what a machine
 * half as fast would measure. The line above the table also says how fast the simulated phone was
 * (the index divided by the slowdown) next to the index DevTools calibrates as a mid-tier phone.
 * BENCH_WEB_BLOCK: comma-separated URL patterns Lighthouse blocks (e.g. '*.mp4'), to see what a
 * request costs the page by measuring it without. BENCH_WEB_PAGES: a comma-separated list instead of the four pages.
 * BENCH_WEB_BUILDINGS: that many extra demo buildings (SEED_EXTRA_BUILDINGS, e.g. 10000: the store
 * at scale, ADR 0033); the pages are measured once their first store pages have their photos.
 * BENCH_WEB_PHOTOS=0: no drawn demo photos (SEED_DEMO_PHOTOS=false), nothing to wait for.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, markdownTable } from './lib/format';
import { compiledEntry, startApp } from './lib/server-process';
import { gateCookie } from './lib/gate';

const root = path.resolve(import.meta.dirname, '..');
const GATE = 'bench-portao';
const pages = (process.env.BENCH_WEB_PAGES ?? '/,/paineis-digitais,/paineis-digitais/loja,/checkout').split(',');
const cpuSlowdown = Number(process.env.BENCH_WEB_CPU ?? 4);
const blocked = (process.env.BENCH_WEB_BLOCK ?? '').split(',').filter(Boolean);
const extraBuildings = Number(process.env.BENCH_WEB_BUILDINGS ?? 0);
const photos = process.env.BENCH_WEB_PHOTOS !== '0';
/** What Chromium's DevTools CPU calibration takes for a mid-tier phone (a Pixel 5) on Lighthouse's benchmark index. */
const MID_TIER_PHONE_INDEX = 1000;

function ensureBuilt(): void {
  if (!fs.existsSync(path.join(root, 'dist/web/index.html')) || !fs.existsSync(path.join(root, 'dist/ssr/entry-server.js'))) {
    const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build do front end falhou');
  }
  if (!fs.existsSync(compiledEntry)) {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build do servidor falhou');
  }
}

async function main(): Promise<void> {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-bench-web-'));
  const app = await startApp({
    DATA_DIR: dataDir,
    SITE_ACCESS_PASSWORD: GATE,
    ADMIN_EMAIL: 'master@bench.local',
    ADMIN_PASSWORD: 'bench-master-senha',
    ...(extraBuildings > 0 ? { SEED_EXTRA_BUILDINGS: String(extraBuildings) } : {}),
    ...(photos ? {} : { SEED_DEMO_PHOTOS: 'false' }),
  });
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const rows: (string | number)[][] = [];
  const benchmarkIndexes: number[] = [];
  try {
    const cookie = await gateCookie(app.url, GATE);
    if (extraBuildings > 0 && photos) await photosDrawn(app.url, cookie);
    for (const page of pages) {
      process.stdout.write(`lighthouse: ${page}…\n`);
      let lhr;
      let trace: unknown;
      // Lighthouse 12 with this Chromium now and then loses the trace's start (NO_NAVSTART): that
      // run measured nothing, so it is run again (up to three times) rather than printed as a 0.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouse(app.url + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { Cookie: cookie },
          ...(blocked.length > 0 ? { blockedUrlPatterns: blocked } : {}),
          // Merged into the mobile preset: only the CPU factor changes.
          throttling: { cpuSlowdownMultiplier: cpuSlowdown } as never,
        });
        lhr = result?.lhr;
        trace = result?.artifacts.Trace;
        if (!lhr) throw new Error(`${page}: sem resultado`);
        if (!lhr.runtimeError) break;
        process.stdout.write(`  ${lhr.runtimeError.code}: medindo de novo (${attempt})\n`);
      }
      if (!lhr) throw new Error(`${page}: sem resultado`);
      const out = process.env.BENCH_WEB_OUT;
      if (out) {
        fs.mkdirSync(out, { recursive: true });
        const name = page.replace(/\//g, '_') || '_';
        fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(lhr));
        // The trace Lighthouse measured, for Chromium's performance panel (what each long task was).
        fs.writeFileSync(path.join(out, `${name}.trace.json`), JSON.stringify(trace));
      }
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      rows.push([
        page,
        score,
        fmt(audit('largest-contentful-paint') / 1000, 1),
        fmt(audit('first-contentful-paint') / 1000, 1),
        fmt(audit('total-blocking-time')),
        fmt(audit('cumulative-layout-shift'), 3),
      ]);
    }
  } finally {
    await chrome.kill();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const index = benchmarkIndexes.sort((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)];
  console.log(
    `\nLighthouse 12.2.3, móvel (4G simulado, CPU ${cpuSlowdown}× mais lenta), Chromium do sistema; ` +
      `índice de desempenho desta máquina: ${fmt(index ?? NaN)}; o aparelho simulado ≈ ${fmt(Math.round((index ?? NaN) / cpuSlowdown))} ` +
      `(no mesmo índice, Chromium calibra um celular intermediário, um Pixel 5, em ${fmt(MID_TIER_PHONE_INDEX)})` +
      `${blocked.length > 0 ? `; sem ${blocked.join(', ')}` : ''}` +
      `${extraBuildings > 0 ? `; ${fmt(extraBuildings + 6)} prédios na loja` : ''}${photos ? '' : '; sem fotos de demonstração'}\n`,
  );
  console.log(markdownTable(['página', 'desempenho:', 'LCP (s):', 'FCP (s):', 'TBT (ms):', 'CLS:'], rows));
}

/**
 * The demo photos are drawn after the server listens; with many extra buildings the measure waits
 * until the store's first pages (Centro, and all) have theirs, so the drawing does not share the
 * CPU with Lighthouse.
 */
async function photosDrawn(url: string, cookie: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const pages = await Promise.all(
      ['?neighborhood=Centro', ''].map(async (q) => {
        const res = await fetch(`${url}/api/store/panels${q}`, { headers: { cookie } });
        return ((await res.json()) as { items: { mainPhotoUrl: string | null }[] }).items;
      }),
    );
    if (pages.every((items) => items.every((i) => i.mainPhotoUrl))) break;
    if (Date.now() > deadline) throw new Error('fotos de demonstração não ficaram prontas em 3 min');
    await new Promise((r) => setTimeout(r, 1000));
  }
  // The rest of the queue (a few more pages' photos) finishes meanwhile.
  await new Promise((r) => setTimeout(r, 5000));
}

await main();
