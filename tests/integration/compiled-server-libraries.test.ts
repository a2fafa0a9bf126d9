import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { buyer } from '../factories/checkout';
import { fixture, tusMetadata } from '../factories/videos';
import { buildCompiledServer, signIn, startCompiled, Visitor, type Started } from '../setup/compiled-server';
import { makePng } from '../setup/images';
import { multipartFile } from '../setup/multipart';
import { startS3rver, type S3Server } from '../setup/s3rver';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink';

/**
 * Every library the server loads on first use, through its real route, in the program `npm start`
 * runs (issue 26: in the bundle every password set answered 500 while the sources worked):
 * zxcvbn (staff, reset and the buyer's set-password link), qrcode (the PIX QR and the player's QR
 * card), mp4box and file-type (a video's checks), sharp (a building photo), tus on disk and on S3
 * (s3rver), nodemailer through a real SMTP server on loopback (with pdfkit's receipt attached), and the rate limits in the machine's
 * Redis (ioredis). PGlite only: the bundle is the same on PostgreSQL.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const gate = 'compilado-portao';
const master = { email: 'master@compilado.local', password: 'compilado-master-senha' };
const strong = 'Jabuticaba-Azul-Ventania-42';

/** Each visitor comes from an address of its own (TRUST_PROXY): the limits of one never touch another. */
const address = () => `198.51.100.${randomInt(1, 254)}`;
let addressSeq = 0;
const visitorOf = (s: Started) => new Visitor(s.url, s.url, { 'x-forwarded-for': `203.0.113.${(addressSeq += 1)}` });

async function redisAnswers(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** A buyer pays a PIX order in the sandbox, gets the set-password mail by SMTP and signs in to the client area. */
async function buyAndSignIn(s: Started, smtp: SmtpSink) {
  const v = visitorOf(s);
  expect((await v.post('/api/gate', { password: gate })).status).toBe(200);
  const { items } = await (await v.get('/api/store/panels?neighborhood=')).json();
  const buildingId = items[0].id as string;
  const b = buyer();
  const created = await v.post('/api/checkout/orders', { buyer: b, buildingIds: [buildingId], months: 1 });
  expect(created.status, await created.clone().text()).toBe(201);
  const { order, accessToken } = await created.json();
  const token = { 'x-order-token': accessToken as string };
  const pix = await v.post(`/api/checkout/orders/${order.id}/payments`, { method: 'pix' }, token);
  expect(pix.status, await pix.clone().text()).toBe(200);
  const { payment } = await pix.json();
  // qrcode: the PIX QR is drawn by the server.
  expect(payment.pixQr).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{200,}/);
  const approved = await v.post(`/api/sandbox/payments/${payment.id}/approve`, {}, token);
  expect(approved.status, await approved.clone().text()).toBe(200);
  // nodemailer → SMTP: the set-password link arrives in the buyer's mailbox.
  const mail = await smtp.waitFor(b.email!, /redefinir-senha\?token=/);
  // pdfkit in the mailer: the confirmation carries the order's receipt, rendered when it was sent (ADR 0050).
  expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`recibo-${order.id.slice(0, 8).toUpperCase()}.pdf`, 'application/pdf']]);
  expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  const link = /\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const weak = await v.post('/api/auth/reset-password', { token: link, password: 'senha1234' });
  expect(weak.status).toBe(400);
  expect((await weak.json()).error.message).toBe(messages.passwordWeak);
  // zxcvbn: the buyer's own password is set, then the client area opens.
  const set = await v.post('/api/auth/reset-password', { token: link, password: strong });
  expect(set.status, await set.clone().text()).toBe(200);
  expect((await set.json()).area).toBe('client');
  const client = visitorOf(s);
  expect((await signIn(client, 'client', b.email!, strong, gate)).status).toBe(200);
  const dashboard = await client.get('/api/client/dashboard');
  expect(dashboard.status).toBe(200);
  return { client, buildingId, email: b.email };
}

/** A whole video through tus (create + one PATCH): the server's checks answer the last PATCH. */
async function uploadVideo(client: Visitor, buildingId: string, name: string) {
  const data = fixture(name);
  const created = await client.request('POST', '/api/client/uploads', {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(data.length),
      'upload-metadata': tusMetadata({ title: `Vídeo ${name}`, filename: name, filetype: 'video/mp4', buildingId }),
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = new URL(created.headers.get('location')!, client.url).pathname;
  return client.request('PATCH', location, {
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: data,
  });
}

async function expectVideoChecks(client: Visitor, buildingId: string) {
  const ok = await uploadVideo(client, buildingId, 'landscape-10s.mp4');
  expect(ok.status, await ok.clone().text()).toBe(200);
  const { video } = await ok.json();
  // mp4box read the duration and the size.
  expect(video).toMatchObject({ status: 'em_analise', width: 1280 });
  expect(Math.round(video.durationMs / 1000)).toBe(10);
  // file-type: a file that is not a video is refused by its bytes.
  const bad = await uploadVideo(client, buildingId, 'not-a-video.mp4');
  expect(bad.status).toBe(400);
  expect((await bad.json()).error.message).toBe(messages.videoTypeInvalid);
  // mp4box: a portrait video is refused by its dimensions.
  const portrait = await uploadVideo(client, buildingId, 'portrait-8s.mp4');
  expect(portrait.status).toBe(400);
  expect((await portrait.json()).error.message).toBe(messages.videoNotLandscape);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the compiled server loads every library it loads on first use',
  () => {
    let out: string;
    let smtp: SmtpSink;
    let s3: S3Server | undefined;
    const dirs: string[] = [];
    const servers: Started[] = [];
    const dataDir = () => {
      const d = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-compiled-libs-'));
      dirs.push(d);
      return d;
    };
    const start = async (env: Record<string, string>) => {
      const s = await startCompiled(out, {
        DATA_DIR: dataDir(),
        SITE_ACCESS_PASSWORD: gate,
        ADMIN_EMAIL: master.email,
        ADMIN_PASSWORD: master.password,
        PAYMENT_PROVIDER: 'sandbox',
        SEED_DEMO_PHOTOS: 'false',
        SMTP_URL: smtp.url,
        TRUST_PROXY: 'true',
        ...env,
      });
      servers.push(s);
      return s;
    };
    const stopAll = async () => {
      for (const s of servers.splice(0)) {
        expect(await s.stop(), s.output()).toBe(0);
        // Whatever a library threw, it was never a TypeError of a missing export.
        expect(s.output()).not.toMatch(/TypeError|is not a constructor|is not a function/);
      }
    };

    beforeAll(async () => {
      out = buildCompiledServer();
      smtp = await startSmtpSink();
    }, 120_000);
    afterAll(async () => {
      for (const s of servers) await s.stop();
      await smtp?.stop();
      await s3?.stop();
      fs.rmSync(out, { recursive: true, force: true });
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    });

    it('on disk: staff and buyer passwords (zxcvbn), mail by SMTP, the PIX and player QR codes (qrcode), video checks (mp4box, file-type), a building photo (sharp)', async () => {
      const s = await start({});
      try {
        const staff = visitorOf(s);
        expect((await signIn(staff, 'admin', master.email, master.password, gate)).status).toBe(200);

        // The master adds a finance user; a weak password is refused with the estimator's word.
        const email = `financeiro.${Date.now()}@compilado.local`;
        const weak = await staff.post('/api/admin/users', {
          name: 'Fina Ança',
          email,
          phone: null,
          role: 'finance',
          password: 'senha1234',
        });
        expect(weak.status).toBe(400);
        expect((await weak.json()).error.message).toBe(messages.passwordWeak);
        const created = await staff.post('/api/admin/users', {
          name: 'Fina Ança',
          email,
          phone: null,
          role: 'finance',
          password: strong,
        });
        expect(created.status, await created.clone().text()).toBe(201);
        const { user } = await created.json();
        const finance = visitorOf(s);
        expect((await signIn(finance, 'finance', email, strong, gate)).status).toBe(200);
        expect((await finance.get('/api/finance/accounts')).status).toBe(200);

        // The master sets a new password for them.
        const second = `${strong}-Outra`;
        const changed = await staff.put(`/api/admin/users/${user.id}/password`, { password: second });
        expect(changed.status, await changed.clone().text()).toBe(200);
        expect((await signIn(visitorOf(s), 'finance', email, second, gate)).status).toBe(200);

        // Recovery by mail: the link arrives by SMTP and sets a third password.
        const asked = await visitorOf(s).post('/api/auth/recovery', { email, area: 'finance' });
        expect(asked.status).toBe(200);
        const mail = await smtp.waitFor(email, /redefinir-senha\?token=/);
        const token = /\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
        const third = `${strong}-Terceira`;
        expect((await visitorOf(s).post('/api/auth/reset-password', { token, password: third })).status).toBe(200);
        expect((await signIn(visitorOf(s), 'finance', email, third, gate)).status).toBe(200);

        // A buyer pays, sets a password from the mail and uploads videos the server checks.
        const { client, buildingId } = await buyAndSignIn(s, smtp);
        await expectVideoChecks(client, buildingId);

        // sharp: a building photo becomes WebP sizes.
        const photo = multipartFile('file', 'fachada.png', 'image/png', await makePng());
        const uploaded = await staff.request('POST', `/api/admin/buildings/${buildingId}/photos`, {
          body: photo.payload,
          headers: photo.headers,
        });
        expect(uploaded.status, await uploaded.clone().text()).toBe(201);
        const { photos } = await uploaded.json();
        const md = await staff.get(photos[0].urls.md);
        expect(md.status).toBe(200);
        expect(md.headers.get('content-type')).toBe('image/webp');

        // qrcode: the player's card with the store's address.
        const pairing = await visitorOf(s).post('/api/player/pairing');
        expect(pairing.status).toBe(200);
        const { code, secret } = await pairing.json();
        expect((await staff.post('/api/admin/screens', { code, buildingId, label: 'Hall' })).status).toBe(200);
        const claim = await (await visitorOf(s).post('/api/player/pairing/claim', { secret })).json();
        const manifest = await visitorOf(s).get('/api/player/manifest', { authorization: `Bearer ${claim.token}` });
        expect(manifest.status).toBe(200);
        expect((await manifest.json()).agency.qrSvgDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      } finally {
        await stopAll();
      }
    }, 180_000);

    it('on S3 (s3rver): a video uploaded by tus into the bucket passes the same checks', async () => {
      s3 = await startS3rver();
      const s = await start(s3.env);
      try {
        const { client, buildingId } = await buyAndSignIn(s, smtp);
        await expectVideoChecks(client, buildingId);
        const listing = await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2`);
        const keys = [...(await listing.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
        expect(keys.some((k) => /^clientes\/[^/]+\/aguardando_aprovacao\/\d+_[a-z0-9-]+\.mp4$/.test(k!))).toBe(true);
      } finally {
        await stopAll();
      }
    }, 180_000);

    it('rate limits in Redis (ioredis): the login limit per address is counted there and answers 429', async ({
      skip,
    }) => {
      if (!(await redisAnswers())) skip('Redis não responde em REDIS_URL (padrão 127.0.0.1:6379)');
      const s = await start({ REDIS_URL, LOGIN_TRIES_PER_MINUTE: '3' });
      try {
        const from = address();
        const v = new Visitor(s.url, s.url, { 'x-forwarded-for': from });
        expect((await v.post('/api/gate', { password: gate })).status).toBe(200);
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++)
          statuses.push(
            (await v.post('/api/auth/login', { area: 'admin', email: master.email, password: 'errada-errada' })).status,
          );
        expect(statuses).toEqual([401, 401, 401, 429]);
        const redis = new Redis(REDIS_URL);
        try {
          const keys = await redis.keys(`indexa-rl:*${from}*`);
          expect(keys.length).toBeGreaterThan(0);
        } finally {
          redis.disconnect();
        }
      } finally {
        await stopAll();
      }
    }, 120_000);
  },
);
