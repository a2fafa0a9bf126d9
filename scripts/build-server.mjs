// `npm start`'s server build: the TypeScript server compiled once with esbuild into dist/server
// (with its libraries, except those scripts/server-build-options.mjs leaves out), its SQL migrations copied beside it, and a pre-initialised PGlite
// data directory (initdb + migrations) archived for first starts on an empty DATA_DIR.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

const root = path.resolve(import.meta.dirname, '..');
// SERVER_OUT: another folder inside the project (tests/integration/compiled-server.test.ts builds its own).
const out = path.resolve(root, process.env.SERVER_OUT ?? 'dist/server');

fs.rmSync(out, { recursive: true, force: true });
await build({
  ...serverBuildOptions,
  entryPoints: {
    server: path.join(root, 'server/server.ts'),
    'make-base-archive': path.join(root, 'server/db/make-base-archive.ts'),
    'create-user': path.join(root, 'server/cli/create-user.ts'),
  },
  outdir: out,
  // Code splitting: what the server imports on first use (tus, the S3 modules) is a chunk of its
  // own, loaded then. Chunks stay in dist/server itself, because server/db/client.ts finds the
  // migrations and the archive next to whichever file it is bundled into (import.meta.url).
  splitting: true,
  chunkNames: '[name]-[hash]',
});
fs.cpSync(path.join(root, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
const r = spawnSync(process.execPath, [path.join(out, 'make-base-archive.js')], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
