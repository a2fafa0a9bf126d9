import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

/**
 * What `npm start` runs, started as a process: the server compiled by scripts/build-server.mjs (in
 * a folder of the test's own, so tests never race `npm start`'s dist/server), talked to over HTTP
 * like a browser would — an Origin on every write, cookies kept between calls.
 */
export const root = path.resolve(import.meta.dirname, '../..');

let builds = 0;
/** Compiles the server into dist/test-server-<pid>-<n>; returns the folder. */
export function buildCompiledServer(): string {
  builds += 1;
  const out = path.join(root, 'dist', `test-server-${process.pid}-${builds}`);
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    env: { ...process.env, SERVER_OUT: out },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build-server falhou: ${r.stderr}`);
  return out;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A preload that gives the server no network: every name but loopback fails to resolve. */
export const offlinePreload = path.join(root, 'tests/setup/offline.mjs');

export interface Started {
  /** Where the test reaches it (loopback). */
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr and stdout so far. */
  output(): string;
  stop(): Promise<number | null>;
}

async function waitHealthy(
  url: string,
  child: ChildProcess,
  output: () => string,
  path = '/api/health',
): Promise<void> {
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor compilado saiu (${child.exitCode}): ${output()}`);
    if (Date.now() > until) throw new Error(`o servidor compilado não ficou saudável: ${output()}`);
    const ok = await fetch(`${url}${path}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function started(child: ChildProcess, url: string): Omit<Started, 'url'> & { url: string } {
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  return {
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

const baseEnv = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
});

/** Starts `<out>/server.js` with the flags and environment handling of `npm start` (NODE_ENV=production). */
export async function startCompiled(
  out: string,
  env: Record<string, string>,
  opts: { node?: string[] } = {},
): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(opts.node ?? []), ...serverNodeFlags, path.join(out, 'server.js')], {
    cwd: root,
    env: { NODE_ENV: 'production', ...baseEnv(), PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const s = started(child, `http://127.0.0.1:${port}`);
  await waitHealthy(s.url, child, s.output);
  return s;
}

/** `npm start` itself (scripts/start.mjs: builds what is stale, then runs dist/server), waited until ready. */
export async function startNpmStart(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...baseEnv(), PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const s = started(child, `http://127.0.0.1:${port}`);
  await waitHealthy(s.url, child, s.output, '/api/health/ready');
  return s;
}

/** A visitor's HTTP session: cookies kept, the site's own Origin on every call (CSRF check). */
export class Visitor {
  private cookies = new Map<string, string>();
  constructor(
    readonly url: string,
    /** The Origin a browser on the site sends: PUBLIC_URL when set, else the loopback address. */
    readonly origin: string = url,
    private extraHeaders: Record<string, string> = {},
  ) {}

  cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    route: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin, ...this.extraHeaders, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookie();
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${this.url}${route}`, { method, headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get = (route: string, headers?: Record<string, string>) => this.request('GET', route, { headers });
  post = (route: string, json?: unknown, headers?: Record<string, string>) =>
    this.request('POST', route, { json: json ?? {}, headers });
  put = (route: string, json: unknown) => this.request('PUT', route, { json });
}

/** Passes the site gate (when the server has one) and signs in to an area. */
export async function signIn(
  v: Visitor,
  area: 'admin' | 'finance' | 'sindico' | 'client',
  email: string,
  password: string,
  gate?: string,
) {
  if (gate) {
    const g = await v.post('/api/gate', { password: gate });
    if (g.status !== 200) throw new Error(`portão: ${g.status} ${await g.text()}`);
  }
  return v.post('/api/auth/login', { area, email, password });
}
