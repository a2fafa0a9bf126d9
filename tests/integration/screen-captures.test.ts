import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { messages } from '../../domain/messages';
import {
  CAPTURE_HOUR_MS,
  CAPTURE_KEEP_MS,
  CAPTURE_REQUEST_TTL_MS,
  MAX_CAPTURE_BYTES,
  OFFLINE_AFTER_MS,
  captureHourOf,
} from '../../domain/signage';
import { screenCaptureRequests, screenCaptures, screens } from '../../server/db/schema';
import { acceptCapture, purgeOldCaptures } from '../../server/modules/signage/captures.service';
import { screenOfToken } from '../../server/modules/signage/signage.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { makeBuilding } from '../factories/buildings';
import { pairScreen } from '../factories/screens';
import { loginAs } from '../factories/users';
import { makeJpegWithExif, makePng } from '../setup/images';
import { multipartFile } from '../setup/multipart';

/**
 * A look at any screen (issue 32, item 3): staff ask a screen for a capture, the screen learns of
 * it by polling and sends a JPEG, staff see it; the screen keeps one capture an hour; a week-old
 * capture is purged (rows and files). Only the screen itself sends, only staff look.
 */
describe('screen captures: requests, uploads, hourly captures, purge', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let client: string;
  let sindico: string;
  let screenA: Awaited<ReturnType<typeof pairScreen>>;
  let screenB: Awaited<ReturnType<typeof pairScreen>>;

  const heartbeat = (auth: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/heartbeat',
      headers: auth,
      payload: { nowPlaying: null, manifestVersion: null, cachedFiles: 0, cachedBytes: 0, appVersion: '1.0.0' },
    });
  const ask = (screenId: string, cookie = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/screens/${screenId}/capture-requests`, headers: { cookie } });
  const status = (screenId: string, requestId: string, cookie = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/screens/${screenId}/capture-requests/${requestId}`,
      headers: { cookie },
    });
  const commands = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/player/commands', headers: auth });
  /** The player's upload: the JPEG and its fields, multipart. */
  const upload = (auth: Record<string, string>, data: Buffer, fields: Record<string, string>, type = 'image/jpeg') => {
    const file = multipartFile('file', 'tela.jpg', type, data);
    const boundary = /boundary=(.+)$/.exec(file.headers['content-type'])![1]!;
    const head = Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    return t.app.inject({
      method: 'POST',
      url: '/api/player/captures',
      headers: { ...auth, ...file.headers },
      payload: Buffer.concat([Buffer.from(head), file.payload]),
    });
  };
  /** What the player draws: a 640×360 frame. */
  const frame = (color = '#1e3a8a') =>
    sharp({ create: { width: 640, height: 360, channels: 3, background: color } })
      .jpeg({ quality: 70 })
      .toBuffer();
  const principal = (s: { token: string }) => screenOfToken(t.app.deps.db, s.token);

  beforeAll(async () => {
    t = await createTestApp({ SITE_ACCESS_PASSWORD: 'portao-do-teste' });
    admin = (await loginAs(t.app, 'admin')).cookie;
    editor = (await loginAs(t.app, 'editor')).cookie;
    client = (await loginAs(t.app, 'client')).cookie;
    sindico = (await loginAs(t.app, 'sindico')).cookie;
    const a = (await makeBuilding(t.app, { name: 'Edifício Captura A', displayCount: 2 })).id;
    const b = (await makeBuilding(t.app, { name: 'Edifício Captura B', displayCount: 2 })).id;
    screenA = await pairScreen(t.app, admin, a, 'Social A');
    screenB = await pairScreen(t.app, admin, b, 'Social B');
    expect((await heartbeat(screenA.auth)).statusCode).toBe(200);
    expect((await heartbeat(screenB.auth)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("'Ver tela agora': the screen sees the request at its poll, sends a JPEG, staff see it with its time", async () => {
    // Nothing asked: the poll is a 204 with no body.
    const idle = await commands(screenA.auth);
    expect(idle.statusCode).toBe(204);
    expect(idle.body).toBe('');

    const asked = await ask(screenA.screenId);
    expect(asked.statusCode, asked.body).toBe(201);
    const req = json(asked);
    expect(req).toMatchObject({ screenId: screenA.screenId, status: 'pending', capture: null });
    // Pressing twice while the screen has not answered gives the same request.
    expect(json(await ask(screenA.screenId)).id).toBe(req.id);
    // Only screen A is asked.
    expect((await commands(screenB.auth)).statusCode).toBe(204);
    const cmd = await commands(screenA.auth);
    expect(cmd.statusCode).toBe(200);
    expect(json(cmd)).toEqual({ capture: { requestId: req.id } });

    // Screen B cannot answer A's request (nor learn that it exists).
    const foreign = await upload(screenB.auth, await frame(), { kind: 'requested', requestId: req.id });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).error.message).toBe(messages.captureRequestNotFound);

    const sent = await upload(screenA.auth, await frame(), { kind: 'requested', requestId: req.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const body = json(sent);
    expect(body.kind).toBe('requested');
    expect(Math.abs(Date.parse(body.takenAt) - Date.now())).toBeLessThan(10_000);

    const done = json(await status(screenA.screenId, req.id));
    expect(done.status).toBe('done');
    expect(done.capture).toMatchObject({
      id: body.id,
      kind: 'requested',
      takenAt: body.takenAt,
      width: 640,
      height: 360,
      url: `/api/admin/captures/${body.id}/file`,
    });
    // Answered once: the poll is quiet again, a second answer is refused.
    expect((await commands(screenA.auth)).statusCode).toBe(204);
    const again = await upload(screenA.auth, await frame(), { kind: 'requested', requestId: req.id });
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe(messages.captureRequestDone);

    // Staff read the JPEG through the guarded route, never cached; it is in the screen's list.
    const file = await t.app.inject({ method: 'GET', url: done.capture.url, headers: { cookie: admin } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
    const list = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/screens/${screenA.screenId}/captures`,
        headers: { cookie: admin },
      }),
    );
    expect(list.captures.map((c: { id: string }) => c.id)).toContain(body.id);
    // The stored file is not reachable through the public files route.
    const [row] = await t.app.deps.db.select().from(screenCaptures).where(eq(screenCaptures.id, body.id));
    expect(row!.storageKey).toMatch(/^captures\//);
    expect((await t.app.inject({ method: 'GET', url: `/files/${row!.storageKey}` })).statusCode).toBe(404);
  });

  it('refuses a request for an offline screen, a revoked one, one never heard of; a request nobody answers expires', async () => {
    const buildingId = (await makeBuilding(t.app, { name: 'Edifício Sem Sinal', displayCount: 2 })).id;
    // Paired, but no heartbeat yet: offline.
    const silent = await pairScreen(t.app, admin, buildingId, 'Silenciosa');
    const off = await ask(silent.screenId);
    expect(off.statusCode).toBe(409);
    expect(json(off).error).toMatchObject({ code: 'screen_offline', message: messages.captureScreenOffline });
    // It was online, and has been silent past the threshold.
    await heartbeat(silent.auth);
    const unanswered = await ask(silent.screenId);
    expect(unanswered.statusCode).toBe(201);
    await t.app.deps.db
      .update(screens)
      .set({ lastHeartbeatAt: new Date(Date.now() - OFFLINE_AFTER_MS - 1_000) })
      .where(eq(screens.id, silent.screenId));
    expect(json(await ask(silent.screenId)).error.message).toBe(messages.captureScreenOffline);

    // A request the screen did not answer in time: the page is told so; a late answer is refused.
    await heartbeat(silent.auth);
    const late = json(unanswered);
    await t.app.deps.db
      .update(screenCaptureRequests)
      .set({ requestedAt: new Date(Date.now() - CAPTURE_REQUEST_TTL_MS - 1_000) })
      .where(eq(screenCaptureRequests.id, late.id));
    expect((await commands(silent.auth)).statusCode).toBe(204);
    expect(json(await status(silent.screenId, late.id)).status).toBe('expired');
    const refused = await upload(silent.auth, await frame(), { kind: 'requested', requestId: late.id });
    expect(refused.statusCode).toBe(410);
    expect(json(refused).error.message).toBe(messages.captureRequestExpired);

    // Revoked: staff are told, and the device's token no longer polls nor sends.
    const pending = json(await ask(silent.screenId));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/screens/${silent.screenId}/revoke`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(200);
    const revoked = await ask(silent.screenId);
    expect(revoked.statusCode).toBe(409);
    expect(json(revoked).error.message).toBe(messages.captureScreenRevoked);
    const poll = await commands(silent.auth);
    expect(poll.statusCode).toBe(401);
    expect(json(poll).error.code).toBe('screen_revoked');
    expect((await upload(silent.auth, await frame(), { kind: 'requested', requestId: pending.id })).statusCode).toBe(
      401,
    );
    expect((await upload(silent.auth, await frame(), { kind: 'hourly' })).statusCode).toBe(401);

    // Unknown screens and requests: 404 with the message, never a 500.
    const unknown = await ask('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error.message).toBe(messages.screenNotFound);
    expect((await ask('nao-e-um-id')).statusCode).toBe(404);
    expect((await status(screenA.screenId, pending.id)).statusCode).toBe(404);
    expect((await status(screenA.screenId, 'x')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/captures/00000000-0000-4000-8000-000000000000/file',
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('only staff who watch the screens ask and look: a client, a síndico, an editor, anonymous and a screen are refused', async () => {
    const req = json(await ask(screenB.screenId));
    await upload(screenB.auth, await frame(), { kind: 'requested', requestId: req.id });
    const capture = json(await status(screenB.screenId, req.id)).capture;
    expect(capture).not.toBeNull();
    const routes = [
      { method: 'POST' as const, url: `/api/admin/screens/${screenB.screenId}/capture-requests` },
      { method: 'GET' as const, url: `/api/admin/screens/${screenB.screenId}/capture-requests/${req.id}` },
      { method: 'GET' as const, url: `/api/admin/screens/${screenB.screenId}/captures` },
      { method: 'GET' as const, url: capture.url },
    ];
    for (const r of routes) {
      expect((await t.app.inject({ ...r })).statusCode, `${r.method} ${r.url} anonymous`).toBe(401);
      // A screen's token is not a session.
      expect((await t.app.inject({ ...r, headers: screenB.auth })).statusCode, `${r.url} screen`).toBe(401);
      for (const [who, cookie] of [
        ['client', client],
        ['síndico', sindico],
        ['editor', editor],
      ] as const) {
        const res = await t.app.inject({ ...r, headers: { cookie } });
        expect(res.statusCode, `${r.method} ${r.url} ${who}`).toBe(403);
        expect(res.headers['content-type']).toMatch(/json/);
      }
    }
    // And a session cannot send captures or poll as a screen.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/player/commands', headers: { cookie: admin } })).statusCode,
    ).toBe(401);
    expect((await upload({ cookie: admin }, await frame(), { kind: 'hourly' })).statusCode).toBe(401);
    expect(
      (
        await upload({ authorization: 'Bearer not-a-real-token-of-any-screen-at-all' }, await frame(), {
          kind: 'hourly',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('checks what the screen sends: JPEG by its bytes, at most 300 KB, re-encoded without metadata, known fields', async () => {
    const hourly = { kind: 'hourly' };
    const png = await upload(screenB.auth, await makePng(640, 360), hourly);
    expect(png.statusCode).toBe(415);
    expect(json(png).error.message).toBe(messages.captureType);
    // JPEG magic bytes and nothing that decodes.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2_000, 7)]);
    expect((await upload(screenB.auth, fake, hourly)).statusCode).toBe(415);
    const big = Buffer.concat([await frame(), Buffer.alloc(MAX_CAPTURE_BYTES, 1)]);
    const tooBig = await upload(screenB.auth, big, hourly);
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).error.message).toBe(messages.captureTooLarge);
    const missing = await t.app.inject({ method: 'POST', url: '/api/player/captures', headers: screenB.auth });
    expect(missing.statusCode).toBe(400);
    expect((await upload(screenB.auth, await frame(), { kind: 'semanal' })).statusCode).toBe(400);
    expect((await upload(screenB.auth, await frame(), { kind: 'requested' })).statusCode).toBe(400);
    expect(await t.app.deps.db.select().from(screenCaptures).where(eq(screenCaptures.kind, 'hourly'))).toHaveLength(0);

    // A camera JPEG with EXIF (and bigger than the stage): stored 640 wide at most, no EXIF left.
    const ok = await upload(screenB.auth, await makeJpegWithExif(1280, 720), hourly);
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.app.deps.db
      .select()
      .from(screenCaptures)
      .where(eq(screenCaptures.id, json(ok).id));
    const stored = await t.app.deps.storage.get(row!.storageKey);
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      stored!
        .stream()
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => resolve(Buffer.concat(chunks)))
        .on('error', reject);
    });
    const meta = await sharp(bytes).metadata();
    // Turned upright by its EXIF orientation (a portrait 720×1280), then fitted in 640×360.
    expect(meta).toMatchObject({ format: 'jpeg', width: 203, height: 360 });
    expect(meta.exif).toBeUndefined();
    expect(row).toMatchObject({ width: meta.width, height: meta.height, bytes: bytes.length });
  });

  it('one hourly capture per screen per hour: a second in the same hour is refused, the next hour is taken', async () => {
    const s = await principal(screenA);
    const first = await upload(screenA.auth, await frame(), { kind: 'hourly' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(screenA.auth, await frame('#b91c1c'), { kind: 'hourly' });
    expect(second.statusCode).toBe(409);
    expect(json(second).error.message).toBe(messages.captureHourTaken);
    // Another screen has its own hour.
    const next = new Date(captureHourOf(Date.now()).getTime() + CAPTURE_HOUR_MS + 60_000);
    const file = { data: await frame(), truncated: false, fields: { kind: 'hourly' } };
    const later = await acceptCapture(t.app.deps, s, file, next);
    expect(later.kind).toBe('hourly');
    await expect(acceptCapture(t.app.deps, s, file, new Date(next.getTime() + 30 * 60_000))).rejects.toMatchObject({
      statusCode: 409,
    });
    // The refused ones left no file behind: one stored object per row.
    const rows = await t.app.deps.db.select().from(screenCaptures).where(eq(screenCaptures.screenId, screenA.screenId));
    expect(rows.filter((r) => r.kind === 'hourly')).toHaveLength(2);
    const keys: string[] = [];
    for await (const k of t.app.deps.storage.list()) if (k.startsWith(`captures/${screenA.screenId}/`)) keys.push(k);
    expect(keys.sort()).toEqual(rows.map((r) => r.storageKey).sort());
  });

  it('the purge job deletes captures older than a week, rows and files, a bounded batch per run, safely twice at once', async () => {
    const s = await principal(screenB);
    const now = new Date();
    const file = async () => ({ data: await frame(), truncated: false, fields: { kind: 'hourly' } });
    const old: string[] = [];
    for (let h = 0; h < 5; h++)
      old.push(
        (
          await acceptCapture(
            t.app.deps,
            s,
            await file(),
            new Date(now.getTime() - CAPTURE_KEEP_MS - (h + 1) * CAPTURE_HOUR_MS),
          )
        ).id,
      );
    const fresh = await acceptCapture(
      t.app.deps,
      s,
      await file(),
      new Date(now.getTime() - CAPTURE_KEEP_MS + CAPTURE_HOUR_MS),
    );
    const keyOf = async (id: string) =>
      (await t.app.deps.db.select().from(screenCaptures).where(eq(screenCaptures.id, id)))[0]?.storageKey;
    const oldKeys = await Promise.all(old.map(keyOf));
    // An old request (answered or not) goes with them.
    await t.app.deps.db
      .insert(screenCaptureRequests)
      .values({ screenId: screenB.screenId, requestedAt: new Date(now.getTime() - CAPTURE_KEEP_MS - 60_000) });

    // Bounded: two per run, one batch.
    expect(await purgeOldCaptures(t.app.deps, now, 2, 1)).toBe(2);
    // Two runs at once (a slow run overlapping the next tick elsewhere) delete the rest once.
    const both = await Promise.all([purgeOldCaptures(t.app.deps, now, 2, 4), purgeOldCaptures(t.app.deps, now, 2, 4)]);
    expect(both[0] + both[1]).toBeLessThanOrEqual(3);
    expect(await purgeOldCaptures(t.app.deps, now)).toBe(0);

    for (const id of old) expect(await keyOf(id)).toBeUndefined();
    for (const k of oldKeys) expect(await t.app.deps.storage.get(k!)).toBeNull();
    expect(await keyOf(fresh.id)).toBeDefined();
    expect(await t.app.deps.storage.get((await keyOf(fresh.id))!)).not.toBeNull();
    const requests = await t.app.deps.db
      .select()
      .from(screenCaptureRequests)
      .where(eq(screenCaptureRequests.screenId, screenB.screenId));
    expect(requests.every((r) => r.requestedAt.getTime() >= now.getTime() - CAPTURE_KEEP_MS)).toBe(true);
  });
});
