import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenOnlineSpans, screens, videos } from '../../server/db/schema';
import { deliveryOfBookings, listScreensForStaff, recordHeartbeat, screenOfToken } from '../../server/modules/signage/signage.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { makeBuilding } from '../factories/buildings';
import { pairScreen } from '../factories/screens';
import { loginAs } from '../factories/users';
import { fixture, makeSlot, uploadVideo } from '../factories/videos';

/**
 * Uptime and delivery (issue 32 item 1, ADR 0046): heartbeats make the screens' online spans; staff
 * see each screen's uptime; staff and the client see each booking's plays delivered against the
 * plays its place in the loop promised.
 */
describe('screen uptime and booking delivery', () => {
  let t: TestApp;
  let admin: string;
  let client: { id: string; cookie: string };
  let building: string;
  let bookingId: string;
  let videoId: string;
  let first: Awaited<ReturnType<typeof pairScreen>>;
  let second: Awaited<ReturnType<typeof pairScreen>>;
  const MIN = 60_000;
  const now = new Date();
  const t0 = new Date(now.getTime() - 120 * MIN);
  const at = (min: number) => new Date(t0.getTime() + min * MIN);

  async function beat(token: string, fromMin: number, toMin: number) {
    const screen = await screenOfToken(t.app.deps.db, token);
    for (let m = fromMin; m <= toMin; m++) await recordHeartbeat(t.app.deps.db, screen, { nowPlaying: null, manifestVersion: null, cachedFiles: 0, cachedBytes: 0, appVersion: '1.0.0' }, at(m));
  }

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://indexa.example', PAYMENT_PROVIDER: 'sandbox' });
    admin = (await loginAs(t.app, 'admin')).cookie;
    const c = await loginAs(t.app, 'client');
    client = { id: c.user.id, cookie: c.cookie };
    building = (await makeBuilding(t.app, { name: 'Edifício Horizonte', displayCount: 2 })).id;
    bookingId = (await makeSlot(t.app, client.id, { buildingId: building, startsAt: t0, endsAt: new Date(now.getTime() + 29 * 24 * 60 * MIN) })).booking.id;
    const up = await uploadVideo(t.app, client.cookie, fixture('landscape-8s.mov'), { buildingId: building, filename: 'v.mov', title: 'Padaria Horizonte', filetype: 'video/quicktime' });
    expect(up.statusCode, up.body).toBe(200);
    videoId = json(up).video.id;
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/videos/${videoId}/approve`, headers: { cookie: admin } })).statusCode).toBe(200);
    first = await pairScreen(t.app, admin, building, 'Elevador social');
    second = await pairScreen(t.app, admin, building, 'Elevador de serviço');
    // Both were paired before the booking began: all of its time counts.
    await t.app.deps.db.update(screens).set({ pairedAt: at(-60), uptimeSince: at(-60) }).where(eq(screens.buildingId, building));
    // The social elevator goes dark from minute 61 to 90; the service one never does.
    await beat(first.token, 0, 60);
    await beat(first.token, 90, 120);
    await beat(second.token, 0, 120);
  }, 120_000);
  afterAll(() => t.close());

  it('a heartbeat extends the span; one after an outage opens a new one', async () => {
    const spans = await t.app.deps.db.select().from(screenOnlineSpans).where(eq(screenOnlineSpans.screenId, first.screenId));
    expect(spans.map((s) => [s.startedAt.getTime(), s.lastBeatAt.getTime()]).sort()).toEqual([
      [at(0).getTime(), at(60).getTime()],
      [at(90).getTime(), at(120).getTime()],
    ]);
    expect(await t.app.deps.db.select().from(screenOnlineSpans).where(eq(screenOnlineSpans.screenId, second.screenId))).toHaveLength(1);
  });

  it("staff see each screen's uptime over the last 7 days in /admin/status", async () => {
    const list = await listScreensForStaff(t.app.deps.db, at(120));
    const social = list.screens.find((s) => s.id === first.screenId)!;
    const service = list.screens.find((s) => s.id === second.screenId)!;
    // Since pairing (minute −60): on 0–61 and 90–120 of 180 minutes.
    expect(social.uptime.last7).toBeCloseTo((91 / 180) * 100, 0);
    expect(service.uptime.last7).toBeCloseTo((120 / 180) * 100, 0);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/screens', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ screens: { id: string; uptime: { today: number | null; last7: number | null } }[] }>(res).screens.find((s) => s.id === first.screenId)!.uptime.last7).not.toBeNull();
  });

  it('a booking gets its delivery: plays against what its place in the loop promised, uptime, time lost', async () => {
    // Three whole plays of the ad, sent by the social elevator now.
    const plays = [3, 2, 1].map((ago) => {
      const end = Date.now() - ago * 20_000;
      return { id: randomUUID(), videoId, startedAt: new Date(end - 8_000).toISOString(), endedAt: new Date(end).toISOString() };
    });
    const sent = await t.app.inject({ method: 'POST', url: '/api/player/plays', headers: first.auth, payload: { plays } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json(sent).accepted).toBe(3);

    const [video] = await t.app.deps.db.select().from(videos).where(eq(videos.id, videoId));
    const d = (await deliveryOfBookings(t.app.deps.db, [{ id: bookingId, buildingId: building, userId: client.id, startsAt: t0, endsAt: at(60 * 24 * 30) }], 24, at(120))).get(bookingId)!;
    // Two screens × 120 minutes, one play per loop (the ad alone: its own length).
    expect(d.expectedPlays).toBe(Math.floor((2 * 120 * MIN) / video!.durationMs!));
    expect(d.deliveredPlays).toBe(3);
    expect(d.uptimePercent).toBeCloseTo(((91 + 120) / 240) * 100, 0);
    expect(d.lostMs).toBe(((240 - 211) * MIN) / 2);
    // Screens on 12 hours a day promise half.
    const half = (await deliveryOfBookings(t.app.deps.db, [{ id: bookingId, buildingId: building, userId: client.id, startsAt: t0, endsAt: at(60 * 24 * 30) }], 12, at(120))).get(bookingId)!;
    expect(half.expectedPlays).toBe(Math.floor(d.expectedPlays / 2));
  });

  it('the client sees it on their dashboard, staff on the advertiser detail; nobody else does', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/client/plays', headers: { cookie: client.cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    const booking = json<{ bookings: { bookingId: string; buildingName: string; live: boolean; delivery: { deliveredPlays: number; expectedPlays: number; uptimePercent: number } }[] }>(mine).bookings;
    expect(booking).toHaveLength(1);
    expect(booking[0]).toMatchObject({ bookingId, buildingName: 'Edifício Horizonte', live: true, delivery: { deliveredPlays: 3 } });
    expect(booking[0]!.delivery.expectedPlays).toBeGreaterThan(0);

    const staff = await t.app.inject({ method: 'GET', url: `/api/admin/advertisers/${client.id}`, headers: { cookie: admin } });
    expect(staff.statusCode, staff.body).toBe(200);
    const row = json<{ bookings: { id: string; delivery: { deliveredPlays: number } | null }[] }>(staff).bookings.find((b) => b.id === bookingId)!;
    expect(row.delivery).toMatchObject({ deliveredPlays: 3 });

    // Another client sees only their own (nothing); a client cannot read the advertiser detail.
    const other = await loginAs(t.app, 'client');
    expect(json<{ bookings: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/client/plays', headers: { cookie: other.cookie } })).bookings).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/advertisers/${client.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/plays' })).statusCode).toBe(401);
  });
});
