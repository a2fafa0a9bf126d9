/**
 * `npm run bench:web-profile`: where the main thread goes on the public pages. Each page is opened
 * in the machine's Chromium with the CPU slowed 4× (as Lighthouse's mobile run does; BENCH_WEB_CPU) and a V8
 * sampling profile; the tasks that would count as blocking (> 50 ms) are listed with the functions
 * that spent them — the components' names read best from an unminified build
 * (`npx vite build --minify false`). Not a pass/fail figure: `npm run bench:web` is.
 *
 * Env: BENCH_WEB_CPU (the CPU slowdown, 4), PROFILE_PAGES (comma-separated paths), PROFILE_MIN_MS (list tasks from this long, 50), PROFILE_OUT (a folder to keep each .cpuprofile in,
 * which Chromium's DevTools open).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startApp } from './lib/server-process';
import { gateCookie } from './lib/gate';

const GATE = 'bench-portao';
const listFrom = Number(process.env.PROFILE_MIN_MS ?? 50);
const cpuSlowdown = Number(process.env.BENCH_WEB_CPU ?? 4);
const pages = (process.env.PROFILE_PAGES ?? '/,/paineis-digitais,/paineis-digitais/loja,/checkout').split(',');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
}

const ms = (us: number) => (us / 1000).toFixed(0).padStart(5);

/**
 * The page's main-thread tasks of 50 ms or more (the CPU is already slowed 4×, so these are the
 * ones Lighthouse counts as blocking): what Chromium did in each (layout, style, script) and, from
 * the sampling profile (same clock as the trace), the functions that spent the script time.
 */
function report(events: TraceEvent[], profile: Profile): void {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL as string | undefined)?.startsWith('http'),
  );
  if (!nav) throw new Error('sem navigationStart no trace');
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const sampleTimes: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) sampleTimes.push((t += d));
  let blocking = 0;
  for (const task of main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= listFrom * 1000)) {
    const end = task.ts + task.dur!;
    blocking += Math.max(0, task.dur! - 50_000);
    const kinds = new Map<string, number>();
    for (const e of main) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      if (
        ![
          'Layout',
          'UpdateLayoutTree',
          'ParseHTML',
          'ParseAuthorStyleSheet',
          'Paint',
          'v8.compileModule',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'RunMicrotasks',
          'MinorGC',
          'MajorGC',
          'EventDispatch',
        ].includes(e.name)
      )
        continue;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur!);
    }
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    sampleTimes.forEach((st, i) => {
      if (st < task.ts || st > end) return;
      const dt = profile.timeDeltas[i + 1] ?? 0;
      let node = byId.get(profile.samples[i]!)!;
      if (node.callFrame.functionName === '(idle)') return;
      self.set(label(node), (self.get(label(node)) ?? 0) + dt);
      const seen = new Set<string>();
      for (;;) {
        const l = label(node);
        if (!seen.has(l)) total.set(l, (total.get(l) ?? 0) + dt);
        seen.add(l);
        const p = parent.get(node.id);
        if (p === undefined) break;
        node = byId.get(p)!;
      }
    });
    const top = (m: Map<string, number>, n: number) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .filter(([, v]) => v >= 2000)
        .map(([k, v]) => `      ${ms(v)} ms  ${k}`)
        .join('\n');
    console.log(`  task at ${ms(task.ts - nav.ts)} ms: ${ms(task.dur!)} ms`);
    console.log(`    chromium:\n${top(kinds, 10)}`);
    console.log(`    self:\n${top(self, 12)}`);
    console.log(`    inclusive:\n${top(total, 40)}`);
  }
  console.log(`  blocking (sum over 50 ms): ${ms(blocking)} ms`);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-bench-profile-'));
  const app = await startApp({
    DATA_DIR: dataDir,
    SITE_ACCESS_PASSWORD: GATE,
    ADMIN_EMAIL: 'master@bench.local',
    ADMIN_PASSWORD: 'bench-master-senha',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const cookie = await gateCookie(app.url, GATE);
    // Warm the server's page cache, as Lighthouse's run finds it after the first page.
    for (const p of pages) await fetch(app.url + p, { headers: { cookie } });
    for (const p of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: { cookie } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
      });
      await page.goto(app.url + p, { waitUntil: 'load' });
      await page.waitForTimeout(5000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const out = process.env.PROFILE_OUT;
      if (out) {
        fs.mkdirSync(out, { recursive: true });
        fs.writeFileSync(path.join(out, `${p.replace(/\//g, '_') || '_'}.cpuprofile`), JSON.stringify(profile));
        fs.writeFileSync(path.join(out, `${p.replace(/\//g, '_') || '_'}.trace.json`), JSON.stringify(trace));
      }
      console.log(`\n${p}`);
      report(trace.traceEvents, profile);
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
