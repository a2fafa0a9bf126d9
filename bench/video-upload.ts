/**
 * `npm run bench`, memory part: the server's resident memory (RSS) before, at its peak during and
 * after a 50 MB resumable (tus) video upload, sent as the browser does (10 PATCH pieces of 5 MB),
 * including the end-of-upload checks (file type, mp4box reading of the movie header) and the move
 * into storage.
 *
 * The server runs in a child process of its own (fork + IPC) that samples its own RSS every 5 ms,
 * so the client's buffers are not counted. The file is landscape-10s.mp4 padded with a 'free' box
 * up to exactly 50 MB, so it is a valid video that passes every rule and takes the whole path.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MAX_VIDEO_BYTES } from '../domain/videos';

const root = path.resolve(import.meta.dirname, '..');
const CHUNK = 5 * 1024 * 1024;

type ChildMsg =
  | { type: 'ready'; url: string; email: string; password: string; buildingId: string }
  | { type: 'rss'; current: number; peak: number };

/** Child: the real app on a throw-away data directory, a client with one slot, an RSS sampler. */
async function child(): Promise<void> {
  const { buildApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const { createUser } = await import('../server/modules/identity/users.service');
  const { bookings, buildings, orders } = await import('../server/db/schema');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-bench-video-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'master@bench.local',
    ADMIN_PASSWORD: 'bench-master-senha',
  });
  const app = await buildApp({ config, logger: false, serveWeb: false });
  const db = app.deps.db;
  const password = 'bench-cliente-senha';
  const user = await createUser(db, { name: 'Cliente Bench', email: 'cliente@bench.local', role: 'client', password });
  const [building] = await db.select().from(buildings).limit(1);
  const now = Date.now();
  const [order] = await db
    .insert(orders)
    .values({
      status: 'paid',
      buyerName: 'Cliente Bench',
      buyerEmail: 'cliente@bench.local',
      buyerPhone: '(45) 99999-0000',
      buyerCpf: '52998224725',
      userId: user.id,
      months: 1,
      quote: {} as never,
      subtotalCents: 1,
      discountCents: 0,
      totalCents: 1,
      baseTotalCents: 1,
      requestHash: 'bench',
      accessTokenHash: 'bench',
      expiresAt: new Date(now + 3600_000),
      paidAt: new Date(now),
    })
    .returning();
  await db.insert(bookings).values({
    orderId: order!.id,
    buildingId: building!.id,
    userId: user.id,
    startsAt: new Date(now - 86_400_000),
    endsAt: new Date(now + 30 * 86_400_000),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  let peak = process.memoryUsage.rss();
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5).unref();
  process.on('message', (m: { type: string }) => {
    if (m.type === 'rss') {
      const current = process.memoryUsage.rss();
      process.send!({ type: 'rss', current, peak } satisfies ChildMsg);
      peak = current;
    }
    if (m.type === 'stop') {
      void app.close().then(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
  process.send!({
    type: 'ready',
    url: `http://127.0.0.1:${address.port}`,
    email: 'cliente@bench.local',
    password,
    buildingId: building!.id,
  } satisfies ChildMsg);
}

function request(
  url: string,
  opts: { method: string; headers: Record<string, string | number>; body?: NodeJS.ReadableStream | string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method, headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    if (opts.body === undefined) req.end();
    else if (typeof opts.body === 'string') req.end(opts.body);
    else opts.body.pipe(req);
  });
}

/** landscape-10s.mp4 followed by a 'free' box, exactly `size` bytes, written in 1 MB steps. */
function makeVideoFile(size: number): string {
  const src = fs.readFileSync(path.join(root, 'tests/fixtures/videos/landscape-10s.mp4'));
  const file = path.join(os.tmpdir(), `indexa-bench-50mb-${process.pid}.mp4`);
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, src);
  const pad = size - src.length;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(pad, 0);
  head.write('free', 4, 'latin1');
  fs.writeSync(fd, head);
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = pad - 8; left > 0; left -= zeros.length) fs.writeSync(fd, zeros, 0, Math.min(left, zeros.length));
  fs.closeSync(fd);
  return file;
}

const mb = (n: number) => (n / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 });

export interface UploadMemoryResult {
  beforeMb: string;
  peakMb: string;
  afterMb: string;
  /** Peak minus before: what the upload itself cost. */
  growthMb: string;
  seconds: string;
}

/** Parent: starts the child, uploads 50 MB through tus, reads the child's RSS at each step. */
export async function measureVideoUploadMemory(): Promise<UploadMemoryResult> {
  const file = makeVideoFile(MAX_VIDEO_BYTES);
  const proc = fork(import.meta.filename, ['--child'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T extends ChildMsg['type']>(type: T) =>
    new Promise<Extract<ChildMsg, { type: T }>>((resolve) => {
      const on = (m: ChildMsg) => {
        if (m.type === type) {
          proc.off('message', on);
          resolve(m as Extract<ChildMsg, { type: T }>);
        }
      };
      proc.on('message', on);
    });
  try {
    const ready = await next('ready');
    const login = await request(`${ready.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ area: 'client', email: ready.email, password: ready.password }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body}`);
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    await new Promise((r) => setTimeout(r, 500));
    proc.send({ type: 'rss' });
    const before = await next('rss');
    const started = Date.now();
    const meta = [
      ['title', 'Bench 50 MB'],
      ['buildingId', ready.buildingId],
      ['filename', 'bench-50mb.mp4'],
      ['filetype', 'video/mp4'],
    ]
      .map(([k, v]) => `${k} ${Buffer.from(v!).toString('base64')}`)
      .join(',');
    const created = await request(`${ready.url}/api/client/uploads`, {
      method: 'POST',
      headers: { cookie, 'tus-resumable': '1.0.0', 'upload-length': MAX_VIDEO_BYTES, 'upload-metadata': meta },
    });
    if (created.status !== 201) throw new Error(`tus create: ${created.status} ${created.body}`);
    const location = `${ready.url}${String(created.headers.location)}`;
    let last = created;
    for (let offset = 0; offset < MAX_VIDEO_BYTES; offset += CHUNK) {
      const end = Math.min(offset + CHUNK, MAX_VIDEO_BYTES);
      last = await request(location, {
        method: 'PATCH',
        headers: {
          cookie,
          'tus-resumable': '1.0.0',
          'upload-offset': offset,
          'content-type': 'application/offset+octet-stream',
          'content-length': end - offset,
        },
        body: fs.createReadStream(file, { start: offset, end: end - 1 }),
      });
      if (last.status >= 300) throw new Error(`tus patch at ${offset}: ${last.status} ${last.body}`);
    }
    if (last.status !== 200) throw new Error(`upload not accepted: ${last.status} ${last.body}`);
    const seconds = (Date.now() - started) / 1000;
    proc.send({ type: 'rss' });
    const during = await next('rss');
    await new Promise((r) => setTimeout(r, 1000));
    proc.send({ type: 'rss' });
    const after = await next('rss');
    return {
      beforeMb: mb(before.current),
      peakMb: mb(Math.max(during.peak, during.current)),
      afterMb: mb(after.current),
      growthMb: mb(Math.max(during.peak, during.current) - before.current),
      seconds: seconds.toLocaleString('pt-BR', { maximumFractionDigits: 2 }),
    };
  } finally {
    proc.send({ type: 'stop' });
    fs.rmSync(file, { force: true });
  }
}

if (process.argv.includes('--child')) await child();
