/**
 * `npm run bench:size`: the JavaScript a visitor downloads before a public page can paint, gzip.
 * Builds the front end with a manifest into a temporary folder, then for each page adds up the
 * entry chunk, the lazy route modules the router loads for that URL, and every chunk they import
 * statically (transitively); dynamic imports (loaded when used) are not counted.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, markdownTable } from './lib/format';
import { initialChunks, type Manifest } from './lib/manifest';

const root = path.resolve(import.meta.dirname, '..');
const GOAL_KB = 150;

/** The router's lazy modules for each public page (web/app/router.tsx). */
const pages: Record<string, string[]> = {
  '/': ['app/routes/public/home.tsx'],
  '/paineis-digitais': ['app/routes/public/paineis.tsx'],
  '/paineis-digitais/loja': ['app/routes/public/loja.tsx'],
  '/checkout': ['app/routes/public/checkout.tsx'],
};

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-web-size-'));
try {
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error('vite build falhou');
  const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gz = (file: string) => gzipSync(fs.readFileSync(path.join(out, file)), { level: 9 }).length;
  const rows: (string | number)[][] = [];
  let over = false;
  for (const [page, routes] of Object.entries(pages)) {
    const files = initialChunks(manifest, routes);
    const sizes = files.map((f) => ({ f, kb: gz(f) / 1024 }));
    const total = sizes.reduce((a, s) => a + s.kb, 0);
    if (total > GOAL_KB) over = true;
    const biggest = [...sizes].sort((a, b) => b.kb - a.kb).slice(0, 3).map((s) => `${path.basename(s.f)} ${fmt(s.kb, 1)}`);
    if (process.env.BENCH_SIZE_VERBOSE) for (const s of sizes) console.log(`${page}  ${fmt(s.kb, 1).padStart(6)}  ${s.f}`);
    rows.push([page, files.length, fmt(total, 1), total <= GOAL_KB ? 'sim' : 'não', biggest.join(' · ')]);
  }
  console.log(markdownTable(['página', 'arquivos JS:', 'KB gzip:', `≤ ${GOAL_KB} KB`, 'maiores (KB gzip)'], rows));
  if (over) process.exitCode = 1;
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
