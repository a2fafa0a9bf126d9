// `npm start`: builds what is stale (the front end into dist/web; the server, compiled with esbuild,
// and the pre-initialised PGlite archive into dist/server), then runs the compiled server with node:
// no TypeScript is transpiled at run time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/web/index.html');
// The server's renderer of the public pages (ADR 0027), built from the same sources.
const ssrBuilt = path.join(root, 'dist/ssr/entry-server.js');

function newest(dir) {
  let max = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return max;
}

const sources = Math.max(
  newest(path.join(root, 'web')),
  newest(path.join(root, 'domain')),
  fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
);
const stale = [built, ssrBuilt].some((f) => !fs.existsSync(f) || fs.statSync(f).mtimeMs < sources);
if (stale) {
  console.log('Compilando o front end…');
  for (const args of [['build'], ['build', '--ssr', 'entry-server.tsx']]) {
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const serverBuilt = path.join(root, 'dist/server/server.js');
const serverSources = Math.max(
  newest(path.join(root, 'server')),
  newest(path.join(root, 'domain')),
  fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
  fs.statSync(path.join(root, 'scripts/build-server.mjs')).mtimeMs,
);
if (!fs.existsSync(serverBuilt) || fs.statSync(serverBuilt).mtimeMs < serverSources) {
  console.log('Compilando o servidor…');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, [...serverNodeFlags, serverBuilt], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
