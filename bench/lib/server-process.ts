/**
 * The server under test in a child process of its own: started as production starts it (the
 * compiled server when `dist/server` exists, else TypeScript through tsx), polled until
 * `/api/health` answers, its RSS read from /proc, stopped with SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseCpuMs, parseVmRssMb } from './format';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const compiledEntry = path.join(root, 'dist/server/server.js');

export function serverMode(): 'compiled' | 'tsx' {
  if (process.env.BENCH_SERVER === 'tsx') return 'tsx';
  return fs.existsSync(compiledEntry) ? 'compiled' : 'tsx';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Running {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  startMs: number;
  /** CPU time the process had used by then (all its threads): less sensitive to a busy machine. */
  startCpuMs: number | null;
  rssMb(): number | null;
  cpuMs(): number | null;
  stop(): Promise<void>;
}

export function cpuOf(pid: number): number | null {
  try {
    return parseCpuMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

export function rssOf(pid: number): number | null {
  try {
    return parseVmRssMb(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return null;
  }
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`o servidor não ficou saudável em ${timeoutMs} ms`);
}

/** Starts `args` (a node script and its flags) with `env`; resolves once healthy. */
async function start(args: string[], env: Record<string, string>, healthPath: string | null): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  try {
    if (healthPath) await waitHealthy(url, child, 120_000);
    else await waitListening(port, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  const startMs = performance.now() - t0;
  return {
    url,
    pid: child.pid!,
    startMs,
    startCpuMs: cpuOf(child.pid!),
    rssMb: () => rssOf(child.pid!),
    cpuMs: () => cpuOf(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

async function waitListening(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (child.exitCode !== null) throw new Error('o servidor de referência saiu');
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('o servidor de referência não abriu a porta');
}

export function startApp(env: Record<string, string>): Promise<Running> {
  const entry = serverMode() === 'compiled' ? [compiledEntry] : ['--import', 'tsx', path.join(root, 'server/server.ts')];
  const args = [...serverNodeFlags, ...entry];
  return start(args, { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env }, '/api/health');
}

export function startBare(): Promise<Running> {
  return start([path.join(root, 'bench/bare-server.mjs')], {}, null);
}
