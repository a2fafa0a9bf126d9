import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { displayCertificates, makeGoods, screens } from '../../server/db/schema';
import { certificateOfBooking } from '../../server/modules/certificates/certificates.service';
import { recordHeartbeat, screenOfToken } from '../../server/modules/signage/signage.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { multipartFile } from '../setup/multipart';
import { makeBuilding } from '../factories/buildings';
import { pairScreen } from '../factories/screens';
import { loginAs } from '../factories/users';
import { fixture, makeSlot, uploadVideo } from '../factories/videos';

/**
 * The certificate of display (issue 32 item 5, ADR 0048): the client downloads their booking's PDF,
 * staff any advertiser's; the code shows the recorded totals to anyone, gate or not; another client,
 * a future or cancelled booking, and an unknown code are refused with pt-BR messages.
 */
describe('certificate of display', () => {
  let t: TestApp;
  let admin: string;
  let client: { id: string; cookie: string };
  let bookingId: string;
  let videoId: string;
  let screen: Awaited<ReturnType<typeof pairScreen>>;
  const MIN = 60_000;
  const now = new Date();
  const t0 = new Date(now.getTime() - 90 * MIN);

  const pdfText = async (body: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

  beforeAll(async () => {
    // The site gate is on: a third party holding a copy still checks its code.
    t = await createTestApp({ SITE_ACCESS_PASSWORD: 'portao-do-teste', PUBLIC_URL: 'https://indexa.example', PAYMENT_PROVIDER: 'sandbox' });
    admin = (await loginAs(t.app, 'admin')).cookie;
    const c = await loginAs(t.app, 'client');
    client = { id: c.user.id, cookie: c.cookie };
    const building = (await makeBuilding(t.app, { name: 'Edifício Certidão', displayCount: 1 })).id;
    bookingId = (await makeSlot(t.app, client.id, { buildingId: building, startsAt: t0, endsAt: new Date(now.getTime() + 29 * 24 * 60 * MIN) })).booking.id;
    const up = await uploadVideo(t.app, client.cookie, fixture('landscape-8s.mov'), { buildingId: building, filename: 'v.mov', title: 'Sorveteria Certidão', filetype: 'video/quicktime' });
    videoId = json(up).video.id;
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/videos/${videoId}/approve`, headers: { cookie: admin } })).statusCode).toBe(200);
    screen = await pairScreen(t.app, admin, building, 'Elevador da certidão');
    await t.app.deps.db.update(screens).set({ pairedAt: new Date(t0.getTime() - 60 * MIN), uptimeSince: new Date(t0.getTime() - 60 * MIN) }).where(eq(screens.id, screen.screenId));
    const principal = await screenOfToken(t.app.deps.db, screen.token);
    for (let m = 0; m <= 90; m++) {
      if (m > 30 && m < 50) continue; // twenty minutes dark
      await recordHeartbeat(t.app.deps.db, principal, { nowPlaying: null, manifestVersion: null, cachedFiles: 0, cachedBytes: 0, appVersion: '1.0.0' }, new Date(t0.getTime() + m * MIN));
    }
    const plays = [2, 1].map((ago) => {
      const end = Date.now() - ago * 20_000;
      return { id: randomUUID(), videoId, startedAt: new Date(end - 8_000).toISOString(), endedAt: new Date(end).toISOString() };
    });
    expect(json(await t.app.inject({ method: 'POST', url: '/api/player/plays', headers: screen.auth, payload: { plays } })).accepted).toBe(2);
    // One hourly capture: the certificate prints what the screen showed.
    const jpeg = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1e3a8a' } }).jpeg({ quality: 70 }).toBuffer();
    const file = multipartFile('file', 'tela.jpg', 'image/jpeg', jpeg);
    const boundary = /boundary=(.+)$/.exec(file.headers['content-type'])![1]!;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nhourly\r\n`;
    const cap = await t.app.inject({ method: 'POST', url: '/api/player/captures', headers: { ...screen.auth, ...file.headers }, payload: Buffer.concat([Buffer.from(head), file.payload]) });
    expect(cap.statusCode, cap.body).toBe(201);
  }, 120_000);
  afterAll(() => t.close());

  it('the client downloads the PDF: building, screen, period, totals, days, a capture and the code', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/bookings/${bookingId}/certificate`, headers: { cookie: client.cookie } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="relatorio-veiculacao-\d{4}-\d{2}-\d{2}-[a-z0-9]{4}\.pdf"$/);
    const code = res.headers['x-certificate-code'] as string;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const text = await pdfText(res.rawPayload);
    for (const s of ['Relatório de veiculação', 'Edifício Certidão', 'Elevador da certidão', `Código de verificação: ${code}`, `https://indexa.example/verificar/${code}`, 'Exibições entregues', 'Exibições por dia', 'O que as telas mostravam', 'Compensações: nenhuma']) {
      expect(text).toContain(s);
    }
    const [row] = await t.app.deps.db.select().from(displayCertificates).where(eq(displayCertificates.bookingId, bookingId));
    expect(row!.totals.delivery.deliveredPlays).toBe(2);
    // Uptime over the booking so far: on 0–31 and 50–90 of 90 minutes.
    expect(row!.totals.delivery.uptimePercent).toBeCloseTo((71 / 90) * 100, 0);

    // The same figures again: the same certificate, not a second code.
    const again = await t.app.inject({ method: 'GET', url: `/api/client/bookings/${bookingId}/certificate`, headers: { cookie: client.cookie } });
    expect(again.headers['x-certificate-code']).toBe(code);
    expect(await t.app.deps.db.select().from(displayCertificates).where(eq(displayCertificates.bookingId, bookingId))).toHaveLength(1);

    // Anyone with the code sees the recorded totals, without the gate cookie or a session.
    const verify = await t.app.inject({ method: 'GET', url: `/api/certificates/${code.toLowerCase().replace(/-/g, ' ')}` });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(json(verify)).toMatchObject({ code, totals: { bookingId, buildingName: 'Edifício Certidão', screens: ['Elevador da certidão'], delivery: { deliveredPlays: 2 } } });
  });

  it('staff download it from the advertiser detail; a later download is a new snapshot with its own code', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}/certificate`, headers: { cookie: admin } });
    expect(first.statusCode).toBe(200);
    const end = Date.now();
    await t.app.inject({ method: 'POST', url: '/api/player/plays', headers: screen.auth, payload: { plays: [{ id: randomUUID(), videoId, startedAt: new Date(end - 8_000).toISOString(), endedAt: new Date(end).toISOString() }] } });
    // Within ten minutes: the same certificate, its figures as issued.
    const soon = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}/certificate`, headers: { cookie: admin } });
    expect(soon.headers['x-certificate-code']).toBe(first.headers['x-certificate-code']);
    // Later: a new one, with the new play; each code keeps what it certified.
    const later = await certificateOfBooking(t.app.deps, bookingId, { kind: 'staff' }, new Date(Date.now() + 11 * MIN));
    expect(later.code).not.toBe(first.headers['x-certificate-code']);
    expect(json(await t.app.inject({ method: 'GET', url: `/api/certificates/${later.code}` })).totals.delivery.deliveredPlays).toBe(3);
    expect(json(await t.app.inject({ method: 'GET', url: `/api/certificates/${first.headers['x-certificate-code']}` })).totals.delivery.deliveredPlays).toBe(2);
  });

  it('prints the make-good the booking got (ADR 0047)', async () => {
    await t.app.deps.db.insert(makeGoods).values({ bookingId, lostMs: 26 * 60 * MIN, thresholdMs: 14 * 60 * MIN, outcome: 'extended', extendedDays: 2, decidedAt: new Date() });
    const cert = await certificateOfBooking(t.app.deps, bookingId, { kind: 'staff' }, new Date(Date.now() + 30 * MIN));
    expect(await pdfText(cert.pdf)).toContain('Compensações: Compensada: +2 dias');
    expect(json(await t.app.inject({ method: 'GET', url: `/api/certificates/${cert.code}` })).totals.makeGood).toBe('Compensada: +2 dias');
  });

  it('refuses another client, a booking not started, a cancelled one and an unknown code', async () => {
    const other = await loginAs(t.app, 'client');
    const theirs = await t.app.inject({ method: 'GET', url: `/api/client/bookings/${bookingId}/certificate`, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs).error.message).toBe(messages.bookingNotFound);
    expect((await t.app.inject({ method: 'GET', url: `/api/client/bookings/not-a-uuid/certificate`, headers: { cookie: client.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/client/bookings/${bookingId}/certificate` })).statusCode).toBe(401);

    const later = (await makeSlot(t.app, client.id, { startsAt: new Date(Date.now() + 5 * 24 * 60 * MIN), endsAt: new Date(Date.now() + 35 * 24 * 60 * MIN) })).booking.id;
    const future = await t.app.inject({ method: 'GET', url: `/api/client/bookings/${later}/certificate`, headers: { cookie: client.cookie } });
    expect(future.statusCode).toBe(409);
    expect(json(future).error.message).toBe(messages.certificateNotStarted);
    const gone = (await makeSlot(t.app, client.id, { startsAt: new Date(Date.now() - 60 * MIN), status: 'cancelled' })).booking.id;
    const cancelled = await t.app.inject({ method: 'GET', url: `/api/client/bookings/${gone}/certificate`, headers: { cookie: client.cookie } });
    expect(cancelled.statusCode).toBe(409);
    expect(json(cancelled).error.message).toBe(messages.certificateCancelled);

    for (const code of ['ABCD-EFGH-JKMN', 'curto', '0000-0000-0000']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
      expect(res.statusCode).toBe(404);
      expect(json(res).error.message).toBe(messages.certificateNotFound);
    }
  });
});
