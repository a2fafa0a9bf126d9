// The program `npm start` runs, in one place: what it is built from, when a build is stale, and how
// it is started. scripts/start.mjs builds what is stale and runs it; scripts/e2e-server.mjs runs the
// very same command for every browser journey (issue 26: the journeys once ran the TypeScript
// sources while users ran the bundle, and the bundle could not set a password).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeFlags } from './server-node-flags.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const webEntry = path.join(root, 'dist/web/index.html');
// The server's renderer of the public pages (ADR 0027), built from the same sources.
export const ssrEntry = path.join(root, 'dist/ssr/entry-server.js');
export const serverEntry = path.join(root, 'dist/server/server.js');

function newest(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}
const newestOf = (...parts) => Math.max(...parts.map((p) => newest(path.join(root, p))));
const olderThan = (file, sources) => !fs.existsSync(file) || fs.statSync(file).mtimeMs < sources;

/** The front end (dist/web and the page renderer in dist/ssr) is older than its sources. */
export const webIsStale = () => {
  const sources = newestOf('web', 'domain', 'vite.config.ts');
  return olderThan(webEntry, sources) || olderThan(ssrEntry, sources);
};
/** dist/server is older than the server, the domain, the lock file or the build script. */
export const serverIsStale = () =>
  olderThan(
    serverEntry,
    newestOf('server', 'domain', 'package-lock.json', 'scripts/build-server.mjs', 'scripts/server-build-options.mjs'),
  );

function run(args) {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Builds the front end and the server, each when stale (or always, with `always`). */
export function buildShipped({ always = false } = {}) {
  if (always || webIsStale()) {
    console.log('Compilando o front end…');
    for (const args of [['build'], ['build', '--ssr', 'entry-server.tsx']]) {
      run([path.join(root, 'node_modules/vite/bin/vite.js'), ...args, '--logLevel', 'warn']);
    }
  }
  if (always || serverIsStale()) {
    console.log('Compilando o servidor…');
    run([path.join(root, 'scripts/build-server.mjs')]);
  }
}

/** The compiled server's command line and environment: production unless NODE_ENV says otherwise. */
export function shippedServerCommand(env = process.env) {
  return {
    command: process.execPath,
    args: [...serverNodeFlags, serverEntry],
    env: { NODE_ENV: 'production', ...env },
  };
}
