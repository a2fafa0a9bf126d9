import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { OFFLINE_AFTER_MS } from '../../domain/signage';
import { dayOf } from '../../domain/time';
import { auditLogs, playDaily, playRecords } from '../../server/db/schema';
import { listScreensForStaff, screenAlerts, startPairing } from '../../server/modules/signage/signage.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { makeBuilding } from '../factories/buildings';
import { pairScreen } from '../factories/screens';
import { loginAs, nextIp } from '../factories/users';
import { fixture, makeSlot, uploadVideo } from '../factories/videos';

/**
 * The panel player's server side (issue 12): pairing (right, wrong, expired, used once), the
 * screen token (revoked, other building), the manifest and its ETag, heartbeats and the offline
 * threshold, proof of play (forged, duplicated, revoked) and the reports.
 */
describe('signage: pairing, screens, manifest, proof of play', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let client: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let buildingA: string;
  let buildingB: string;
  let videoA: string;
  let videoB: string;
  let bookingA: string;
  const clip = fixture('landscape-8s.mov');

  async function onAirVideo(who: { id: string; cookie: string }, buildingId: string, title: string) {
    const slot = await makeSlot(t.app, who.id, { buildingId });
    const res = await uploadVideo(t.app, who.cookie, clip, { buildingId, filename: 'v.mov', title, filetype: 'video/quicktime' });
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).video.id as string;
    const ok = await t.app.inject({ method: 'POST', url: `/api/admin/videos/${id}/approve`, headers: { cookie: admin } });
    expect(ok.statusCode, ok.body).toBe(200);
    return { id, bookingId: slot.booking.id };
  }
  const pairReq = (code: string, buildingId: string, label = 'Elevador social', cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/screens', headers: { cookie }, payload: { code, buildingId, label } });
  const manifest = (auth: Record<string, string>, etag?: string) =>
    t.app.inject({ method: 'GET', url: '/api/player/manifest', headers: { ...auth, ...(etag ? { 'if-none-match': etag } : {}) } });
  const sendPlays = (auth: Record<string, string>, plays: unknown[]) => t.app.inject({ method: 'POST', url: '/api/player/plays', headers: auth, payload: { plays } });
  const play = (videoId: string, endedAgoMs = 0, tookMs = 8_000, id = randomUUID()) => {
    const end = Date.now() - endedAgoMs;
    return { id, videoId, startedAt: new Date(end - tookMs).toISOString(), endedAt: new Date(end).toISOString() };
  };

  beforeAll(async () => {
    // The site gate is on: a kiosk never passes it, the player must not need it.
    t = await createTestApp({ SITE_ACCESS_PASSWORD: 'portao-do-teste', PUBLIC_URL: 'https://indexa.example', PAYMENT_PROVIDER: 'sandbox' });
    admin = (await loginAs(t.app, 'admin')).cookie;
    editor = (await loginAs(t.app, 'editor')).cookie;
    const c = await loginAs(t.app, 'client');
    client = { id: c.user.id, cookie: c.cookie };
    const o = await loginAs(t.app, 'client');
    other = { id: o.user.id, cookie: o.cookie };
    buildingA = (await makeBuilding(t.app, { name: 'Edifício Aurora', displayCount: 2 })).id;
    buildingB = (await makeBuilding(t.app, { name: 'Edifício Boreal', displayCount: 1 })).id;
    const a = await onAirVideo(client, buildingA, 'Padaria Aurora');
    videoA = a.id;
    bookingA = a.bookingId;
    videoB = (await onAirVideo(other, buildingB, 'Farmácia Boreal')).id;
  });
  afterAll(() => t.close());

  it('pairs a device: a code (no gate, no session), staff type it, the device collects its token once', async () => {
    const start = await t.app.inject({ method: 'POST', url: '/api/player/pairing', remoteAddress: nextIp() });
    expect(start.statusCode, start.body).toBe(200);
    const { code, secret, expiresAt } = json(start);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);

    const waiting = await t.app.inject({ method: 'POST', url: '/api/player/pairing/claim', payload: { secret } });
    expect(json(waiting).status).toBe('waiting');

    // An editor may not pair (admin screen); a lower-case, spaced code is accepted from staff.
    expect((await pairReq(code, buildingA, 'Social', editor)).statusCode).toBe(403);
    const paired = await pairReq(` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `, buildingA, 'Social');
    expect(paired.statusCode, paired.body).toBe(200);
    expect(json(paired).message).toBe(messages.screenPaired);

    const claim = await t.app.inject({ method: 'POST', url: '/api/player/pairing/claim', payload: { secret } });
    expect(claim.statusCode, claim.body).toBe(200);
    const body = json(claim);
    expect(body.status).toBe('paired');
    expect(body.token.length).toBeGreaterThanOrEqual(40);
    expect(body.screen).toMatchObject({ label: 'Social', buildingId: buildingA, buildingName: 'Edifício Aurora' });
    // Only the hash is stored.
    const rows = await t.app.deps.db.query.screens.findMany();
    expect(rows.some((r) => r.tokenHash === body.token)).toBe(false);
    // Collected once: the same secret (someone replaying it) gets nothing.
    const again = await t.app.inject({ method: 'POST', url: '/api/player/pairing/claim', payload: { secret } });
    expect(again.statusCode).toBe(410);
    // The same code cannot pair a second screen.
    const reuse = await pairReq(code, buildingA, 'Serviço');
    expect(reuse.statusCode).toBe(400);
    expect(json(reuse).error.message).toBe(messages.pairingCodeInvalid);

    const audit = await t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.category, 'screens'), eq(auditLogs.action, 'screen_paired')));
    expect(audit).toHaveLength(1);
    expect((await manifest({ authorization: `Bearer ${body.token}` })).statusCode).toBe(200);
  });

  it('refuses a wrong code, an expired code and a building with every screen paired', async () => {
    const wrong = await pairReq('ABCDEF', buildingA);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.message).toBe(messages.pairingCodeInvalid);
    expect((await pairReq('12', buildingA)).statusCode).toBe(400);

    // A code made 11 minutes ago has expired: staff get the message, the device a new code.
    const old = await startPairing(t.app.deps.db, new Date(Date.now() - 11 * 60_000));
    const late = await pairReq(old.code, buildingA);
    expect(late.statusCode).toBe(400);
    expect(json(late).error.message).toBe(messages.pairingCodeInvalid);
    const expired = await t.app.inject({ method: 'POST', url: '/api/player/pairing/claim', payload: { secret: old.secret } });
    expect(expired.statusCode).toBe(410);
    expect(json(expired).error.message).toBe(messages.pairingExpired);

    // Edifício Boreal has one panel: the second screen is refused, and its code stays usable.
    await pairScreen(t.app, admin, buildingB, 'Único');
    const start = json(await t.app.inject({ method: 'POST', url: '/api/player/pairing', remoteAddress: nextIp() }));
    const full = await pairReq(start.code, buildingB, 'Segundo');
    expect(full.statusCode).toBe(400);
    expect(json(full).error.message).toBe(messages.screenBuildingFull);
    expect((await pairReq(start.code, buildingA, 'Garagem')).statusCode).toBe(200);
  });

  it("the pairing list counts each building's live screens and marks the full ones (issue 29)", async () => {
    const one = (await makeBuilding(t.app, { name: 'Edifício Cobalto', displayCount: 1 })).id;
    const two = (await makeBuilding(t.app, { name: 'Edifício Dourado', displayCount: 2 })).id;
    const choices = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/screens', headers: { cookie: admin } });
      expect(res.statusCode, res.body).toBe(200);
      const list = json<{ buildings: { id: string; displayCount: number; pairedScreens: number; full: boolean }[] }>(res).buildings;
      return { one: list.find((b) => b.id === one)!, two: list.find((b) => b.id === two)! };
    };
    expect(await choices()).toEqual({
      one: expect.objectContaining({ displayCount: 1, pairedScreens: 0, full: false }),
      two: expect.objectContaining({ displayCount: 2, pairedScreens: 0, full: false }),
    });
    const screen = await pairScreen(t.app, admin, one, 'Hall');
    await pairScreen(t.app, admin, two, 'Hall');
    // 1/1: full (and the server refuses another, as the list says); 1/2: one more fits.
    expect(await choices()).toEqual({
      one: expect.objectContaining({ pairedScreens: 1, full: true }),
      two: expect.objectContaining({ pairedScreens: 1, full: false }),
    });
    // A revoked screen no longer counts: the building takes a screen again.
    await t.app.inject({ method: 'POST', url: `/api/admin/screens/${screen.screenId}/revoke`, headers: { cookie: admin } });
    expect((await choices()).one).toMatchObject({ pairedScreens: 0, full: false });
  });

  it('a screen token reaches only its own building; a revoked one goes back to a code', async () => {
    const s = await pairScreen(t.app, admin, buildingB, 'Troca').catch(() => null);
    // Boreal is full (one panel): revoke its screen first, then the new one pairs.
    expect(s).toBeNull();
    const list = json(await t.app.inject({ method: 'GET', url: '/api/admin/screens', headers: { cookie: admin } }));
    const boreal = list.screens.find((x: { buildingId: string; revokedAt: string | null }) => x.buildingId === buildingB && !x.revokedAt);
    const screenB = await (async () => {
      const r = await t.app.inject({ method: 'POST', url: `/api/admin/screens/${boreal.id}/revoke`, headers: { cookie: admin } });
      expect(r.statusCode, r.body).toBe(200);
      return pairScreen(t.app, admin, buildingB, 'Nova');
    })();
    const screenA = await pairScreen(t.app, admin, buildingA, 'Serviço').catch(async () => {
      // Aurora has 2 panels and both are paired by the tests above: free one.
      const l = json(await t.app.inject({ method: 'GET', url: '/api/admin/screens', headers: { cookie: admin } }));
      const x = l.screens.find((y: { buildingId: string; revokedAt: string | null; label: string }) => y.buildingId === buildingA && !y.revokedAt && y.label === 'Garagem');
      await t.app.inject({ method: 'POST', url: `/api/admin/screens/${x.id}/revoke`, headers: { cookie: admin } });
      return pairScreen(t.app, admin, buildingA, 'Serviço');
    });

    // Files: A's screen streams A's video, never B's (another building).
    const own = await t.app.inject({ method: 'GET', url: `/api/player/videos/${videoA}/file`, headers: screenA.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('video/quicktime');
    expect(own.rawPayload.length).toBe(clip.length);
    expect((await t.app.inject({ method: 'GET', url: `/api/player/videos/${videoB}/file`, headers: screenA.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/player/videos/${videoA}/file`, headers: screenB.auth })).statusCode).toBe(404);
    // A session (even staff's) is not a screen token.
    expect((await t.app.inject({ method: 'GET', url: '/api/player/manifest', headers: { cookie: admin } })).statusCode).toBe(401);
    expect((await manifest({ authorization: 'Bearer not-a-real-token-of-any-screen-at-all' })).statusCode).toBe(401);

    // Revoked: every call answers 401 'screen_revoked' (the device forgets the token).
    const revoke = await t.app.inject({ method: 'POST', url: `/api/admin/screens/${screenB.screenId}/revoke`, headers: { cookie: admin } });
    expect(json(revoke).message).toBe(messages.screenRevoked);
    const refused = await manifest(screenB.auth);
    expect(refused.statusCode).toBe(401);
    expect(json(refused).error.code).toBe('screen_revoked');
    const plays = await sendPlays(screenB.auth, [play(videoB)]);
    expect(plays.statusCode).toBe(401);
    expect(await t.app.deps.db.select().from(playRecords).where(eq(playRecords.videoId, videoB))).toHaveLength(0);
    // Revoking twice is harmless; an unknown id is 404.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/screens/${screenB.screenId}/revoke`, headers: { cookie: admin } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/screens/${randomUUID()}/revoke`, headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it('the manifest lists the building videos with the agency card; the ETag answers 304 until something changes', async () => {
    const s = await freshScreenA();
    const first = await manifest(s.auth);
    expect(first.statusCode).toBe(200);
    const m = json(first);
    expect(m.items).toEqual([
      expect.objectContaining({ kind: 'video', id: videoA, title: 'Padaria Aurora', durationMs: expect.any(Number), url: `/api/player/videos/${videoA}/file` }),
    ]);
    expect(m.agency.storeUrl).toBe('https://indexa.example/paineis-digitais/loja');
    expect(m.agency.qrSvgDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(m.heartbeatMs).toBe(60_000);
    // playUntil: midnight (São Paulo) ending the booking's last day.
    const until = new Date(m.items[0].playUntil);
    expect(dayOf(new Date(until.getTime() - 1))).not.toBe(dayOf(until));
    expect(first.headers.etag).toBe(`"${m.version}"`);

    const same = await manifest(s.auth, first.headers.etag as string);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    // Deactivated by the client: gone from the manifest, the version changes, the file is refused.
    const off = await t.app.inject({ method: 'DELETE', url: `/api/client/slots/${bookingA}/video`, headers: { cookie: client.cookie } });
    expect(off.statusCode, off.body).toBe(200);
    const after = await manifest(s.auth, first.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(json(after).items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/player/videos/${videoA}/file`, headers: s.auth })).statusCode).toBe(404);
    // Back on air.
    const on = await t.app.inject({ method: 'PUT', url: `/api/client/slots/${bookingA}/video`, headers: { cookie: client.cookie }, payload: { videoId: videoA } });
    expect(on.statusCode, on.body).toBe(200);
    expect(json(await manifest(s.auth)).items).toHaveLength(1);
  });

  it('heartbeats make a screen online; 150 s without one make it offline, with a warning when paid videos are on air', async () => {
    const s = await freshScreenA();
    const hb = await t.app.inject({
      method: 'POST',
      url: '/api/player/heartbeat',
      headers: s.auth,
      payload: { nowPlaying: { kind: 'video', id: videoA, title: 'Padaria Aurora' }, manifestVersion: 'abc123', cachedFiles: 1, cachedBytes: clip.length, appVersion: '1.0.0' },
    });
    expect(hb.statusCode, hb.body).toBe(200);
    const row = (await listScreensForStaff(t.app.deps.db)).screens.find((x) => x.id === s.screenId)!;
    expect(row).toMatchObject({ online: true, warning: false, cachedFiles: 1, manifestVersion: 'abc123', nowPlaying: { title: 'Padaria Aurora' }, paidVideos: 1 });
    const later = new Date(Date.now() + OFFLINE_AFTER_MS + 1_000);
    const off = (await listScreensForStaff(t.app.deps.db, later)).screens.find((x) => x.id === s.screenId)!;
    expect(off).toMatchObject({ online: false, warning: true, nowPlaying: null });
    const alerts = await screenAlerts(t.app.deps.db, later);
    expect(alerts.offline).toBeGreaterThanOrEqual(1);
    expect(alerts.offlineWithPaidVideos).toBeGreaterThanOrEqual(1);
    const viaApi = await t.app.inject({ method: 'GET', url: '/api/admin/screens/alerts', headers: { cookie: admin } });
    expect(viaApi.statusCode).toBe(200);
  });

  it('proof of play: accepted once per id, only plausible plays of the screen building, kept per day', async () => {
    const s = await freshScreenA();
    const good = play(videoA, 60_000);
    const res = await sendPlays(s.auth, [good, good, play(videoA, 30_000)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ accepted: 2, duplicates: 1, rejected: [] });
    // Sent again after a lost answer: nothing new.
    expect(json(await sendPlays(s.auth, [good]))).toEqual({ accepted: 0, duplicates: 1, rejected: [] });

    const forged = await sendPlays(s.auth, [
      play(videoA, 0, 2_000), // cut short
      play(videoA, 0, 60_000), // far longer than the video
      play(videoA, -10 * 60_000), // ends in the future
      play(videoA, 40 * 24 * 3600_000), // too old
      play(videoB), // another building's video
      play(randomUUID()), // no such video
      { id: randomUUID(), videoId: videoA, startedAt: new Date().toISOString(), endedAt: new Date(Date.now() - 8000).toISOString() },
    ]);
    expect(forged.statusCode).toBe(200);
    expect(json(forged).accepted).toBe(0);
    expect(json(forged).rejected.map((r: { reason: string }) => r.reason)).toEqual([
      'too_short',
      'too_long',
      'future',
      'too_old',
      'wrong_building',
      'wrong_building',
      'bad_window',
    ]);
    // Not a UUID or no records: 400.
    expect((await sendPlays(s.auth, [{ ...good, id: 'x' }])).statusCode).toBe(400);
    expect((await sendPlays(s.auth, [])).statusCode).toBe(400);

    const daily = await t.app.deps.db.select().from(playDaily).where(and(eq(playDaily.videoId, videoA), eq(playDaily.screenId, s.screenId)));
    expect(daily).toHaveLength(1);
    expect(daily[0]).toMatchObject({ plays: 2, userId: client.id, buildingId: buildingA, day: dayOf(new Date()) });

    // The client sees them (today, 7 and 30 days), the other client does not.
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/client/plays', headers: { cookie: client.cookie } }));
    expect(mine.videos.find((v: { videoId: string }) => v.videoId === videoA)).toMatchObject({ title: 'Padaria Aurora', buildingName: 'Edifício Aurora', today: 2, last7: 2, last30: 2 });
    expect(mine.buildings).toEqual([expect.objectContaining({ buildingId: buildingA, today: 2 })]);
    const theirs = json(await t.app.inject({ method: 'GET', url: '/api/client/plays', headers: { cookie: other.cookie } }));
    expect(theirs.videos).toEqual([]);

    // Staff: per building and per advertiser; the campaign CSV for Excel pt-BR.
    const report = json(await t.app.inject({ method: 'GET', url: '/api/admin/plays', headers: { cookie: admin } }));
    expect(report.byBuilding).toEqual([expect.objectContaining({ buildingId: buildingA, buildingName: 'Edifício Aurora', plays: 2, screens: 1 })]);
    expect(report.byAdvertiser).toEqual([expect.objectContaining({ userId: client.id, plays: 2, videos: 1 })]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/plays/export?userId=${client.id}`, headers: { cookie: admin } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="exibicoes_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = csv.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Data;Início;Fim;Duração (s);Vídeo;Prédio;Tela;ID da exibição');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4};\d{2}:\d{2}:\d{2};\d{2}:\d{2}:\d{2};8,0;Padaria Aurora;Edifício Aurora;/);
    const own = await t.app.inject({ method: 'GET', url: '/api/client/plays/export', headers: { cookie: client.cookie } });
    expect(own.rawPayload.toString('utf8').trimEnd().split('\r\n')).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/plays/export?userId=${randomUUID()}`, headers: { cookie: admin } })).statusCode).toBe(404);
  });

  /** A new screen of Aurora (revoking older ones so its two panels suffice). */
  async function freshScreenA() {
    const l = json(await t.app.inject({ method: 'GET', url: '/api/admin/screens', headers: { cookie: admin } }));
    for (const x of l.screens as Array<{ id: string; buildingId: string; revokedAt: string | null }>) {
      if (x.buildingId === buildingA && !x.revokedAt) await t.app.inject({ method: 'POST', url: `/api/admin/screens/${x.id}/revoke`, headers: { cookie: admin } });
    }
    return pairScreen(t.app, admin, buildingA, `Tela ${randomUUID().slice(0, 4)}`);
  }
});
