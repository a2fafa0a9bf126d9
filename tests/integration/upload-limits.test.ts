import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../domain/messages';
import { addDays } from '../../domain/notices';
import { dayOf } from '../../domain/time';
import { MAX_VIDEO_BYTES } from '../../domain/videos';
import { uploadReservations, videos } from '../../server/db/schema';
import { sweepIdleUploads } from '../../server/plugins/uploads/tus-uploads';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingBody } from '../factories/buildings';
import { login, loginAs, makeUser } from '../factories/users';
import { fixture, makeSlot, tusMetadata, tusPatch } from '../factories/videos';

/**
 * Issue 27, item 1: unfinished uploads are limited per account, per address, per minute and by a
 * total budget of reserved bytes, counted race-free; idle ones are swept early. Item 6: tus
 * metadata follows the text rules of JSON bodies.
 */

const CLIENT = '/api/client/uploads';
const SINDICO = '/api/sindico/uploads';

function create(app: FastifyInstance, url: string, cookie: string, length: number, meta: Record<string, string | undefined>, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { cookie, 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': tusMetadata(meta) },
  });
}
const abandon = (app: FastifyInstance, cookie: string, location: string) =>
  app.inject({ method: 'DELETE', url: location, headers: { cookie, 'tus-resumable': '1.0.0' } });

/** Upload files tus keeps in a route's folder (each upload is `<id>` plus `<id>.json`). */
const storedUploads = (t: TestApp, folder: string) => {
  const dir = path.join(t.dataDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.json')) : [];
};
const openReservations = async (t: TestApp) =>
  (await t.app.deps.db.select().from(uploadReservations)).filter((r) => r.closedAt === null);

async function clientWithSlot(app: FastifyInstance) {
  const c = await loginAs(app, 'client');
  const { buildingId } = await makeSlot(app, c.user.id);
  return { cookie: c.cookie, userId: c.user.id, buildingId };
}

const meta = (buildingId: string, over: Record<string, string> = {}) => ({ title: 'Meu vídeo', buildingId, filename: 'meu.mp4', filetype: 'video/mp4', ...over });

describe('unfinished uploads: open limit per account, race-free (40 parallel creates)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a client with one free slot starts 40 uploads of 50 MB at once: at most 3 are open and stored', async () => {
    const c = await clientWithSlot(t.app);
    const results = await Promise.all(Array.from({ length: 40 }, () => create(t.app, CLIENT, c.cookie, MAX_VIDEO_BYTES, meta(c.buildingId))));
    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(3);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(429);
      expect(json(r).error.message).toBe(messages.uploadsAccountOpen(3));
    }
    expect(storedUploads(t, 'tus')).toHaveLength(3);
    expect(await openReservations(t)).toHaveLength(3);
  });

  it('a finished upload frees its place: after one completes, a new one is accepted', async () => {
    const c = await clientWithSlot(t.app);
    const data = fixture('landscape-10s.mp4');
    const locations: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await create(t.app, CLIENT, c.cookie, data.length, meta(c.buildingId), '10.1.0.1');
      expect(r.statusCode, r.body).toBe(201);
      locations.push(r.headers.location as string);
    }
    expect((await create(t.app, CLIENT, c.cookie, data.length, meta(c.buildingId), '10.1.0.1')).statusCode).toBe(429);
    const done = await tusPatch(t.app, c.cookie, locations[0]!, 0, data);
    expect(done.statusCode, done.body).toBe(200);
    expect((await create(t.app, CLIENT, c.cookie, data.length, meta(c.buildingId), '10.1.0.1')).statusCode).toBe(201);
  });

  it('the síndico route has the same limit: 40 parallel creates, at most 3 open and stored', async () => {
    const master = (await loginAs(t.app, 'master')).cookie;
    const email = `sindico.limite.${Date.now()}@teste.local`;
    const user = await makeUser(t.app, { role: 'sindico', email, name: 'Síndica Limite' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/buildings',
      headers: { cookie: master },
      payload: buildingBody({ name: 'Prédio do Limite', sindico: { name: 'Síndica Limite', email, phone: '(45) 99999-0000', mandateEnd: addDays(dayOf(new Date()), 365) } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const buildingId = json(res).id as string;
    const cookie = await login(t.app, user);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => create(t.app, SINDICO, cookie, MAX_VIDEO_BYTES, { title: 'Aviso', buildingId, filename: 'aviso.mov', filetype: 'video/quicktime' }, '10.2.0.1')),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(429);
      expect(json(r).error.message).toBe(messages.uploadsAccountOpen(3));
    }
    expect(storedUploads(t, 'tus-avisos')).toHaveLength(3);
  });
});

describe('unfinished uploads: per address, per minute and the total budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_OPEN_PER_ADDRESS: '2', UPLOADS_PER_MINUTE: '4', UPLOADS_PENDING_MAX_MB: '1' });
  });
  afterAll(() => t.close());

  it('open uploads per address: a second client behind the same address waits, another address does not', async () => {
    const a = await clientWithSlot(t.app);
    const b = await clientWithSlot(t.app);
    const small = 1000;
    const first = await create(t.app, CLIENT, a.cookie, small, meta(a.buildingId), '10.3.0.1');
    const second = await create(t.app, CLIENT, a.cookie, small, meta(a.buildingId), '10.3.0.1');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const third = await create(t.app, CLIENT, b.cookie, small, meta(b.buildingId), '10.3.0.1');
    expect(third.statusCode, third.body).toBe(429);
    expect(json(third).error.message).toBe(messages.uploadsAddressOpen);
    expect((await create(t.app, CLIENT, b.cookie, small, meta(b.buildingId), '10.3.0.2')).statusCode).toBe(201);
    for (const r of [first, second]) expect((await abandon(t.app, a.cookie, r.headers.location as string)).statusCode).toBe(204);
  });

  it('uploads started per minute: abandoned ones still count, the fifth in a minute is refused', async () => {
    const c = await clientWithSlot(t.app);
    for (let i = 0; i < 4; i++) {
      const r = await create(t.app, CLIENT, c.cookie, 1000, meta(c.buildingId), '10.4.0.1');
      expect(r.statusCode, r.body).toBe(201);
      expect((await abandon(t.app, c.cookie, r.headers.location as string)).statusCode).toBe(204);
    }
    const fifth = await create(t.app, CLIENT, c.cookie, 1000, meta(c.buildingId), '10.4.0.1');
    expect(fifth.statusCode, fifth.body).toBe(429);
    expect(json(fifth).error.message).toBe(messages.uploadsTooFast);
    // The same address with another account is refused too (300 creates from one address).
    const d = await clientWithSlot(t.app);
    expect((await create(t.app, CLIENT, d.cookie, 1000, meta(d.buildingId), '10.4.0.1')).statusCode).toBe(429);
  });

  it('the budget of reserved bytes: an upload that would pass it is refused with 507 until space is freed', async () => {
    const a = await clientWithSlot(t.app);
    const b = await clientWithSlot(t.app);
    const big = 600 * 1024;
    const before = storedUploads(t, 'tus').length;
    const first = await create(t.app, CLIENT, a.cookie, big, meta(a.buildingId), '10.5.0.1');
    expect(first.statusCode, first.body).toBe(201);
    const second = await create(t.app, CLIENT, b.cookie, big, meta(b.buildingId), '10.5.0.2');
    expect(second.statusCode, second.body).toBe(507);
    expect(json(second).error.message).toBe(messages.uploadsNoSpace);
    expect(storedUploads(t, 'tus')).toHaveLength(before + 1);
    expect((await abandon(t.app, a.cookie, first.headers.location as string)).statusCode).toBe(204);
    expect((await create(t.app, CLIENT, b.cookie, big, meta(b.buildingId), '10.5.0.3')).statusCode).toBe(201);
  });
});

describe('unfinished uploads: abandoned ones are swept early', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_IDLE_MINUTES: '30' });
  });
  afterAll(() => t.close());

  it('an upload with no bytes for 30 minutes is deleted and its reservation freed; a busy one stays', async () => {
    const c = await clientWithSlot(t.app);
    const data = fixture('landscape-10s.mp4');
    const locs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await create(t.app, CLIENT, c.cookie, data.length, meta(c.buildingId), '10.6.0.1');
      expect(r.statusCode, r.body).toBe(201);
      locs.push(r.headers.location as string);
    }
    expect((await tusPatch(t.app, c.cookie, locs[0]!, 0, data.subarray(0, 100_000))).statusCode).toBe(204);
    expect((await create(t.app, CLIENT, c.cookie, data.length, meta(c.buildingId), '10.6.0.1')).statusCode).toBe(429);
    // 31 minutes pass for the first upload (its last bytes), the others are still fresh.
    const idleId = locs[0]!.split('/').pop()!;
    await t.app.deps.db
      .update(uploadReservations)
      .set({ lastActivityAt: sql`now() - interval '31 minutes'` })
      .where(eq(uploadReservations.id, idleId));
    expect(await sweepIdleUploads(t.app.deps)).toBe(1);
    expect(storedUploads(t, 'tus').sort()).toEqual(locs.slice(1).map((l) => l.split('/').pop()!).sort());
    expect((await openReservations(t)).map((r) => r.id).sort()).toEqual(locs.slice(1).map((l) => l.split('/').pop()!).sort());
    // The swept upload cannot be continued; its place is free for a new one.
    expect((await tusPatch(t.app, c.cookie, locs[0]!, 100_000, data.subarray(100_000))).statusCode).toBe(404);
    expect((await create(t.app, CLIENT, c.cookie, data.length, meta(c.buildingId), '10.6.0.1')).statusCode).toBe(201);
    // Nothing else is idle: a second sweep removes nothing.
    expect(await sweepIdleUploads(t.app.deps)).toBe(0);
  });
});

describe('tus metadata follows the text rules of JSON bodies (NUL and control characters)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cases: Array<[string, Record<string, string>, string]> = [
    ['NUL in the title', { title: 'Promo\u0000ção' }, messages.textControlChars('O nome do vídeo')],
    ['NUL in the file name', { filename: 'video\u0000.mp4' }, messages.textControlChars('O nome do arquivo')],
    ['a bell character in the title', { title: 'Promo\u0007' }, messages.textControlChars('O nome do vídeo')],
    ['NUL in a field no schema names', { extra: 'x\u0000y' }, messages.textControlChars('O campo "extra"')],
  ];
  for (const [name, over, message] of cases) {
    it(`${name}: 400 in pt-BR at create, nothing stored`, async () => {
      const c = await clientWithSlot(t.app);
      const data = fixture('landscape-10s.mp4');
      const res = await create(t.app, CLIENT, c.cookie, data.length, meta(c.buildingId, over), '10.7.0.1');
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).error.message).toBe(message);
      expect(res.headers.location).toBeUndefined();
      expect(storedUploads(t, 'tus')).toEqual([]);
      expect(await t.app.deps.db.select().from(videos).where(eq(videos.userId, c.userId))).toEqual([]);
      // The same client's clean upload goes through to the end (no 500 at the last PATCH).
      const ok = await create(t.app, CLIENT, c.cookie, data.length, meta(c.buildingId, { filename: 'limpo.mp4' }), '10.7.0.1');
      expect(ok.statusCode, ok.body).toBe(201);
      const done = await tusPatch(t.app, c.cookie, ok.headers.location as string, 0, data);
      expect(done.statusCode, done.body).toBe(200);
    });
  }

  it('the síndico route refuses NUL in the title the same way', async () => {
    const master = (await loginAs(t.app, 'master')).cookie;
    const email = `sindico.nul.${Date.now()}@teste.local`;
    const user = await makeUser(t.app, { role: 'sindico', email, name: 'Síndico NUL' });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/admin/buildings',
      headers: { cookie: master },
      payload: buildingBody({ name: 'Prédio NUL', sindico: { name: 'Síndico NUL', email, phone: '(45) 99999-0000', mandateEnd: addDays(dayOf(new Date()), 365) } }),
    });
    const cookie = await login(t.app, user);
    const res = await create(t.app, SINDICO, cookie, 1000, { title: 'Aviso\u0000', buildingId: json(b).id, filename: 'aviso.mov', filetype: 'video/quicktime' }, '10.7.0.2');
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).error.message).toBe(messages.textControlChars('O título'));
    expect(storedUploads(t, 'tus-avisos')).toEqual([]);
  });
});
