// The server the browser journeys talk to: a fresh data directory every run, demo data seeded,
// a known gate password and master account (test-only values, never used outside this script).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SITE_ACCESS_PASSWORD: 'e2e-portao',
    ADMIN_EMAIL: 'master@e2e.local',
    ADMIN_PASSWORD: 'e2e-master-senha',
    DATABASE_URL: '',
    // 6 demo buildings + 24 = the 30 the store journey pages through.
    SEED_EXTRA_BUILDINGS: '24',
  },
});
const stop = (sig) => {
  child.kill(sig);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
