import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { MAX_VIDEO_BYTES } from '../../domain/videos';
import { videos } from '../../server/db/schema';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs } from '../factories/users';
import { fixture, makeSlot, tusCreate, tusHead, tusPatch, uploadVideo } from '../factories/videos';

/** Every fixture through the real tus route and the server's own checks (the browser's are not trusted). */
describe('video upload (tus): the server checks every file', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let buildingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const c = await loginAs(t.app, 'client');
    cookie = c.cookie;
    userId = c.user.id;
    // Many slots in one building, so several accepted files all have room.
    const first = await makeSlot(t.app, userId);
    buildingId = first.buildingId;
    for (let i = 0; i < 5; i++) await makeSlot(t.app, userId, { buildingId });
  });
  afterAll(() => t.close());

  const cases: Array<[string, number, string | null]> = [
    ['landscape-10s.mp4', 200, null],
    ['landscape-15s.mp4', 200, null],
    ['landscape-8s.mov', 200, null],
    ['landscape-20s.mp4', 400, messages.videoTooLong],
    ['portrait-8s.mp4', 400, messages.videoNotLandscape],
    ['rotated-90-8s.mov', 400, messages.videoNotLandscape],
    ['not-a-video.mp4', 400, messages.videoTypeInvalid],
  ];

  for (const [name, status, message] of cases) {
    it(`${name}: ${message ?? 'accepted'}`, async () => {
      const data = fixture(name);
      const res = await uploadVideo(t.app, cookie, data, { buildingId, filename: name, title: `Vídeo ${name}`, filetype: name.endsWith('.mov') ? 'video/quicktime' : 'video/mp4' });
      expect(res.statusCode, res.body).toBe(status);
      const rows = await t.app.deps.db.select().from(videos).where(eq(videos.fileName, name));
      if (message) {
        expect(json(res).error.message).toBe(message);
        expect(rows).toHaveLength(0);
        // Nothing left behind: neither in tus's folder nor in storage.
        const tusDir = path.join(t.dataDir, 'tus');
        expect(fs.readdirSync(tusDir)).toEqual([]);
        expect(fs.existsSync(path.join(t.dataDir, 'files', 'clientes', userId, 'aguardando_aprovacao', name))).toBe(false);
      } else {
        const body = json(res);
        expect(body.video.status).toBe('em_analise');
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect(row.storageKey).toMatch(new RegExp(`^clientes/${userId}/aguardando_aprovacao/\\d+_[a-z0-9-]+\\.(mp4|mov)$`));
        expect(row.width).toBe(1280);
        expect(row.height).toBe(720);
        const stored = fs.readFileSync(path.join(t.dataDir, 'files', row.storageKey));
        expect(stored.equals(data)).toBe(true);
      }
    });
  }

  it('a declared length over 50 MB is refused before any byte, with the spec message', async () => {
    const res = await tusCreate(t.app, cookie, MAX_VIDEO_BYTES + 1, { title: 'Grande', buildingId, filename: 'grande.mp4', filetype: 'video/mp4' });
    expect(res.statusCode).toBe(413);
    expect(json(res).error.message).toBe(messages.videoTooLarge);
  });

  it('a PATCH carrying more than 50 MB is cut at the limit, never written whole', async () => {
    // Declares exactly 50 MB (allowed), then sends 50 MB + 1 MB: tus stops at the declared length.
    const created = await tusCreate(t.app, cookie, MAX_VIDEO_BYTES, { title: 'Limite', buildingId, filename: 'limite.mp4', filetype: 'video/mp4' });
    expect(created.statusCode).toBe(201);
    const loc = created.headers.location as string;
    const big = Buffer.concat([fixture('landscape-10s.mp4').subarray(0, 64), Buffer.alloc(MAX_VIDEO_BYTES + 1024 * 1024 - 64)]);
    const res = await tusPatch(t.app, cookie, loc, 0, big);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const id = loc.split('/').pop()!;
    const file = path.join(t.dataDir, 'tus', id);
    const size = fs.existsSync(file) ? fs.statSync(file).size : 0;
    expect(size).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
  });

  it('metadata is required: title and building', async () => {
    const res = await tusCreate(t.app, cookie, 100, { title: '  ', buildingId, filename: 'x.mp4' });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBe(messages.videoFieldsRequired);
  });

  it("a building where the client has no slot is refused before upload, with the spec's message (issue 29)", async () => {
    const other = await makeSlot(t.app, (await loginAs(t.app, 'client')).user.id);
    const res = await tusCreate(t.app, cookie, 100, { title: 'X', buildingId: other.buildingId, filename: 'x.mp4', filetype: 'video/mp4' });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBe(messages.videoNoSlots);
  });

  it('HEAD tells the offset of a partial upload', async () => {
    const data = fixture('landscape-10s.mp4');
    const created = await tusCreate(t.app, cookie, data.length, { title: 'Parcial', buildingId, filename: 'parcial.mp4', filetype: 'video/mp4' });
    const loc = created.headers.location as string;
    const part = await tusPatch(t.app, cookie, loc, 0, data.subarray(0, 100_000));
    expect(part.statusCode).toBe(204);
    const head = await tusHead(t.app, cookie, loc);
    expect(head.headers['upload-offset']).toBe('100000');
  });
});
