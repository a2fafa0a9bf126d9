// The integration suite on both databases. `pglite`: the whole Vitest suite with
// TEST_DATABASE_URL removed, so PGlite is always proven. `pg`: the integration tests again on
// real PostgreSQL when TEST_DATABASE_URL is set (skipped with a note otherwise). Further arguments
// are Vitest's (files or filters): `node scripts/vitest-db.mjs pglite tests/unit/lint`.
import { spawnSync } from 'node:child_process';

const mode = process.argv[2] ?? 'pglite';
const filters = process.argv.slice(3);
const env = { ...process.env };
let args = ['node_modules/vitest/vitest.mjs', 'run'];
if (mode === 'pglite') {
  delete env.TEST_DATABASE_URL;
} else {
  if (!env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL não definido: suíte de integração no PostgreSQL pulada (PGlite já testado).');
    process.exit(0);
  }
  args = [...args, ...(filters.length ? [] : ['tests/integration'])];
}
args = [...args, ...filters];
const r = spawnSync(process.execPath, args, { stdio: 'inherit', env });
process.exit(r.status ?? 1);
