// The server the browser journeys talk to: the program `npm start` runs (dist/server, started by
// the same command and environment handling: scripts/shipped-server.mjs), on a fresh data directory
// every run, demo data seeded, a known gate password and master account (test-only values, never
// used outside this script). npm run test:e2e builds it once before Playwright starts its servers.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, serverIsStale, shippedServerCommand, webIsStale } from './shipped-server.mjs';

if (serverIsStale() || webIsStale()) {
  console.error(
    'e2e: o build está ausente ou mais velho que o código; rode `npm run build:shipped` (npm run test:e2e já o faz).',
  );
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-e2e-'));
const port = process.env.E2E_PORT ?? '3210';
// Without SMTP the server writes each mail (with its one-time links) only to its log, never to an
// API (issue 9). Journeys that follow a link read it here: the server's log lines for mails.
const mailLog = path.join(os.tmpdir(), `indexa-e2e-mail-${port}.jsonl`);
fs.writeFileSync(mailLog, '');
// The journeys that move time (ADR 0049) get a server with a test clock; its token is made here,
// per run, and left where only those journeys read it (tests/e2e/test-clock.ts).
const clockToken = process.env.E2E_TEST_CLOCK ? crypto.randomBytes(24).toString('base64url') : undefined;
const clockTokenFile = path.join(os.tmpdir(), `indexa-e2e-clock-${port}.token`);
if (clockToken) fs.writeFileSync(clockTokenFile, clockToken, { mode: 0o600 });
else fs.rmSync(clockTokenFile, { force: true });
const { command, args, env } = shippedServerCommand({
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  SITE_ACCESS_PASSWORD: 'e2e-portao',
  ADMIN_EMAIL: 'master@e2e.local',
  ADMIN_PASSWORD: 'e2e-master-senha',
  DATABASE_URL: '',
  // 6 demo buildings + 24 = the 30 the store journey pages through; the store-at-scale journey's
  // server sets E2E_EXTRA_BUILDINGS (playwright.config.ts).
  SEED_EXTRA_BUILDINGS: process.env.E2E_EXTRA_BUILDINGS ?? '24',
  // Every journey opens several browsers from this one address; the limit itself is tested in site.test.ts.
  GATE_TRIES_PER_MINUTE: '600',
  LOGIN_TRIES_PER_MINUTE: '600',
  // Likewise for uploads started per minute and open per address (tests/integration/upload-limits.test.ts).
  UPLOADS_PER_MINUTE: '600',
  UPLOADS_OPEN_PER_ADDRESS: '600',
  ...(clockToken ? { TEST_CLOCK_TOKEN: clockToken } : {}),
});
const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env });
// Mail lines go to the mail log; warnings and errors still reach the console; the rest is dropped.
let pending = '';
child.stdout.on('data', (chunk) => {
  pending += chunk.toString('utf8');
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      process.stdout.write(`${line}\n`);
      continue;
    }
    if (typeof entry.msg === 'string' && entry.msg.startsWith('e-mail (sem SMTP)'))
      fs.appendFileSync(mailLog, `${line}\n`);
    // The demo photos are drawn after the server listens (server/flows/demo-photos.ts); journeys
    // start once they are all there (playwright.config.ts waits for this line).
    else if (entry.msg === 'fotos de demonstração prontas')
      process.stdout.write('e2e: dados de demonstração prontos\n');
    else if (entry.level >= 40) process.stdout.write(`${line}\n`);
  }
});
const stop = (sig) => {
  child.kill(sig);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(clockTokenFile, { force: true });
  process.exit(code ?? 0);
});
