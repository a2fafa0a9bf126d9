import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_CAPACITY } from '../../domain/checkout';
import { makeGoodCreditCents } from '../../domain/make-goods';
import { messages } from '../../domain/messages';
import { auditLogs, bookings, coupons, makeGoods, scheduledJobs, screens } from '../../server/db/schema';
import { assessMakeGoods } from '../../server/flows/make-goods';
import { advertisersPerBuilding } from '../../server/modules/bookings/bookings.service';
import { countCouponUse } from '../../server/modules/coupons/coupons.service';
import { recordHeartbeat, screenOfToken } from '../../server/modules/signage/signage.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { makeBuilding } from '../factories/buildings';
import { mailsTo } from '../factories/mail';
import { pairScreen } from '../factories/screens';
import { loginAs } from '../factories/users';
import { fixture, makeSlot, uploadVideo } from '../factories/videos';

type Caller = Awaited<ReturnType<typeof loginAs>>;
const MIN = 60_000;
const H = 60 * MIN;
const DAY = 24 * H;

/**
 * Issue 32 item 2 (ADR 0047): a paid booking whose screen was off the air past
 * MAKE_GOOD_THRESHOLD_PERCENT of its time is made good once it ends: extended by whole days when
 * its building has a place free, otherwise a credit staff grant (a single-use coupon) or dismiss.
 * The screens' time comes from heartbeats recorded at times the test picks; the job runs with a
 * `now` the test passes. Three buildings, every booking ending at E (a day ago):
 *   A — 12 h booking, 10 min dark in the middle (threshold 2 % = 14,4 min): nothing to make good.
 *   B — 36 h booking, dark for its last 26 h and past its end, a place free after: extended 2 days.
 *   C — two 36 h bookings dark the same way, the building full after (the next bookings took the
 *       places): two credits offered; one granted, one dismissed.
 */
describe('make-goods: extension when the place is free, credit otherwise; decided once', () => {
  let t: TestApp;
  let admin: Caller;
  let master: Caller;
  let editor: Caller;
  let finance: Caller;
  let sindico: Caller;
  let client: Caller;
  let other: Caller;
  let filler: Caller;
  const N = Date.now();
  const E = new Date(N - DAY);
  const at = (ms: number) => new Date(E.getTime() + ms);
  const ids = {} as {
    A: string;
    B: string;
    C: string;
    bookingA: string;
    bookingB: string;
    bookingC1: string;
    bookingC2: string;
    videoB: string;
    freeBuilding: string;
  };
  const tokens = {} as { A: string; B: string; C: string; authB: Record<string, string> };

  /** Heartbeats every 2 minutes (the span goes on while beats come within 150 s). */
  async function beat(token: string, from: Date, to: Date) {
    const screen = await screenOfToken(t.app.deps.db, token);
    for (let ms = from.getTime(); ms <= to.getTime(); ms += 2 * MIN) {
      await recordHeartbeat(
        t.app.deps.db,
        screen,
        { nowPlaying: null, manifestVersion: null, cachedFiles: 0, cachedBytes: 0, appVersion: '1.0.0' },
        new Date(ms),
      );
    }
  }
  /** A screen paired well before its booking: all of the booking's time is known. */
  async function screenOf(buildingId: string, since: Date) {
    const s = await pairScreen(t.app, admin.cookie, buildingId, 'Elevador social');
    await t.app.deps.db.update(screens).set({ pairedAt: since, uptimeSince: since }).where(eq(screens.id, s.screenId));
    return s;
  }
  const run = (now: Date) => assessMakeGoods(t.app.deps, now);
  const rowOf = async (bookingId: string) =>
    (await t.app.deps.db.select().from(makeGoods).where(eq(makeGoods.bookingId, bookingId)))[0];
  const post = (url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://indexa.example',
      PAYMENT_PROVIDER: 'sandbox',
      MAKE_GOOD_THRESHOLD_PERCENT: '2',
    });
    // The test is the clock: the app's own timer never gets a run of the job.
    await t.app.deps.db
      .insert(scheduledJobs)
      .values({ name: 'make-goods', nextRunAt: new Date(N + 365 * DAY), lastStartedAt: new Date(N) });
    admin = await loginAs(t.app, 'admin', { name: 'Ana Admin' });
    master = await loginAs(t.app, 'master');
    editor = await loginAs(t.app, 'editor');
    finance = await loginAs(t.app, 'finance');
    sindico = await loginAs(t.app, 'sindico');
    client = await loginAs(t.app, 'client', { name: 'Bruna Padaria' });
    other = await loginAs(t.app, 'client', { name: 'Caio Mercado' });
    filler = await loginAs(t.app, 'client');
    ids.A = (await makeBuilding(t.app, { name: 'Edifício Aurora' })).id;
    ids.B = (await makeBuilding(t.app, { name: 'Edifício Brisa' })).id;
    ids.C = (await makeBuilding(t.app, { name: 'Edifício Cedro' })).id;
    ids.freeBuilding = (await makeBuilding(t.app, { name: 'Edifício Livre' })).id;

    // A: 12 hours, dark 10 minutes in the middle.
    ids.bookingA = (
      await makeSlot(t.app, client.user.id, { buildingId: ids.A, startsAt: at(-12 * H), endsAt: E })
    ).booking.id;
    const a = await screenOf(ids.A, at(-13 * H));
    tokens.A = a.token;
    await beat(a.token, at(-12 * H - 10 * MIN), at(-6 * H));
    await beat(a.token, at(-6 * H + 10 * MIN), at(10 * MIN));

    // B: the client's ad in the slot (uploaded and approved while the booking ran), then the
    // booking is put where the test wants it: 36 hours ending at E.
    ids.bookingB = (
      await makeSlot(t.app, client.user.id, {
        buildingId: ids.B,
        startsAt: at(-36 * H),
        endsAt: new Date(N + 30 * DAY),
      })
    ).booking.id;
    const up = await uploadVideo(t.app, client.cookie, fixture('landscape-8s.mov'), {
      buildingId: ids.B,
      filename: 'v.mov',
      title: 'Padaria Brisa',
      filetype: 'video/quicktime',
    });
    expect(up.statusCode, up.body).toBe(200);
    ids.videoB = json(up).video.id;
    expect((await post(`/api/admin/videos/${ids.videoB}/approve`, admin.cookie)).statusCode).toBe(200);
    await t.app.deps.db.update(bookings).set({ endsAt: E }).where(eq(bookings.id, ids.bookingB));
    const b = await screenOf(ids.B, at(-37 * H));
    tokens.B = b.token;
    tokens.authB = b.auth;
    await beat(b.token, at(-36 * H - 11 * MIN), at(-26 * H - MIN));
    await beat(b.token, at(2 * MIN), at(4 * MIN));

    // C: two clients' bookings dark the same way; eight long ones, and after E two new ones fill
    // the places the ended bookings left.
    ids.bookingC1 = (
      await makeSlot(t.app, client.user.id, { buildingId: ids.C, startsAt: at(-36 * H), endsAt: E })
    ).booking.id;
    ids.bookingC2 = (
      await makeSlot(t.app, other.user.id, { buildingId: ids.C, startsAt: at(-36 * H), endsAt: E })
    ).booking.id;
    for (let i = 0; i < PANEL_CAPACITY - 2; i++)
      await makeSlot(t.app, filler.user.id, {
        buildingId: ids.C,
        startsAt: at(-40 * H),
        endsAt: new Date(N + 30 * DAY),
      });
    for (let i = 0; i < 2; i++)
      await makeSlot(t.app, filler.user.id, { buildingId: ids.C, startsAt: E, endsAt: new Date(N + 30 * DAY) });
    const c = await screenOf(ids.C, at(-37 * H));
    tokens.C = c.token;
    await beat(c.token, at(-36 * H - 11 * MIN), at(-26 * H - MIN));
    await beat(c.token, at(2 * MIN), at(4 * MIN));
  }, 240_000);
  afterAll(() => t.close());

  it('nothing is assessed before a booking ends', async () => {
    expect(await run(at(-MIN))).toEqual({ none: 0, extended: 0, offered: 0 });
    expect(await t.app.deps.db.select().from(makeGoods)).toEqual([]);
  });

  it('once they end: A within the threshold, B extended, C credits offered; later runs and a second instance change nothing', async () => {
    const manifestB = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/player/manifest', headers: tokens.authB });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ items: { kind: string; id: string }[] }>(res)
        .items.filter((i) => i.kind === 'video')
        .map((i) => i.id);
    };
    // The booking ended a day ago: its ad left the screens at that day's midnight and its place is free.
    expect(await manifestB()).not.toContain(ids.videoB);
    expect((await advertisersPerBuilding(t.app.deps.db, [ids.B], new Date())).get(ids.B) ?? 0).toBe(0);

    const [first, second] = await Promise.all([run(at(5 * MIN)), run(at(5 * MIN))]);
    expect({
      none: first!.none + second!.none,
      extended: first!.extended + second!.extended,
      offered: first!.offered + second!.offered,
    }).toEqual({ none: 1, extended: 1, offered: 2 });
    for (const later of [6 * MIN, 3 * H, DAY, 6 * DAY])
      expect(await run(at(later))).toEqual({ none: 0, extended: 0, offered: 0 });

    const a = (await rowOf(ids.bookingA))!;
    expect(a).toMatchObject({
      outcome: 'none',
      thresholdMs: Math.round(12 * H * 0.02),
      extendedDays: null,
      decidedBy: null,
    });
    // 10 minutes without beats, less the minute a beat covers.
    expect(a.lostMs).toBe(9 * MIN);

    const b = (await rowOf(ids.bookingB))!;
    expect(b).toMatchObject({
      outcome: 'extended',
      extendedDays: 2,
      previousEndsAt: E,
      thresholdMs: Math.round(36 * H * 0.02),
    });
    expect(b.lostMs).toBe(26 * H);
    const [booking] = await t.app.deps.db.select().from(bookings).where(eq(bookings.id, ids.bookingB));
    expect(booking!.endsAt.getTime()).toBe(E.getTime() + 2 * DAY);

    // Back on the screens, and counted in the building's capacity again.
    expect(await manifestB()).toContain(ids.videoB);
    expect((await advertisersPerBuilding(t.app.deps.db, [ids.B], new Date())).get(ids.B)).toBe(1);

    for (const id of [ids.bookingC1, ids.bookingC2]) {
      const c = (await rowOf(id))!;
      expect(c).toMatchObject({ outcome: 'credit_offered', couponId: null });
      // The order paid R$ 1.997,00 for its one building; the share of the booking that was lost.
      expect(c.creditCents).toBe(makeGoodCreditCents(199_700, 26 * H, 36 * H));
      expect(c.creditCents).toBe(144_228);
    }

    const audits = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.category, 'make_goods'));
    expect(audits.map((r) => r.action).sort()).toEqual([
      'make_good_credit_offered',
      'make_good_credit_offered',
      'make_good_extended',
    ]);
    expect(audits.find((r) => r.action === 'make_good_extended')!.details).toBe(
      'Reserva no Edifício Brisa estendida em 2 dias para compensar 1 dia 2 h de tela fora do ar',
    );
  });

  it('the client is told once, by e-mail and in their notifications; their dashboard line says so', async () => {
    const mails = (await mailsTo(t.app, client.user.email)).filter((m) => m.subject.includes('estendida'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sua campanha no Edifício Brisa foi estendida em 2 dias');
    expect(mails[0]!.text).toContain('Olá, Bruna Padaria!');
    expect(mails[0]!.text).toContain('ficou fora do ar por 1 dia 2 h durante a sua reserva');
    expect(mails[0]!.text).toContain('https://indexa.example/clientes/dashboard');
    // Nobody else hears of it; the credits are not the clients' news until granted.
    expect(
      (await mailsTo(t.app, other.user.email)).filter(
        (m) => m.subject.includes('crédito') || m.subject.includes('estendida'),
      ),
    ).toEqual([]);

    const dash = json<{
      notifications: { id: string; kind: string; text: string; tone: string }[];
      notificationsUnseen: number;
    }>(await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie: client.cookie } }));
    const told = dash.notifications.filter((n) => n.kind === 'make_good');
    expect(told).toEqual([
      expect.objectContaining({
        tone: 'good',
        text: 'Sua campanha no Edifício Brisa foi estendida em 2 dias para compensar o tempo em que a tela ficou fora do ar.',
      }),
    ]);
    // The video's approval and the extension.
    expect(dash.notificationsUnseen).toBe(2);
    expect(
      json<{ notifications: { kind: string }[] }>(
        await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie: other.cookie } }),
      ).notifications,
    ).toEqual([]);

    const plays = json<{ bookings: { bookingId: string; endsAt: string; live: boolean; makeGood: unknown }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/client/plays', headers: { cookie: client.cookie } }),
    );
    expect(plays.bookings.find((x) => x.bookingId === ids.bookingB)).toMatchObject({
      live: true,
      makeGood: { outcome: 'extended', extendedDays: 2 },
    });
    expect(plays.bookings.find((x) => x.bookingId === ids.bookingA)!.makeGood).toBeNull();
    expect(plays.bookings.find((x) => x.bookingId === ids.bookingC1)!.makeGood).toBeNull();
  });

  it('staff who grant coupons get the bell for an offered credit and see it on the advertiser detail', async () => {
    const bell = async (who: Caller) =>
      json<{ notifications: { kind: string; body: string; link: string }[] }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/notifications?pageSize=50',
          headers: { cookie: who.cookie },
        }),
      ).notifications.filter((n) => n.kind === 'make_good_credit_offered');
    const mine = await bell(admin);
    expect(mine).toHaveLength(2);
    expect(mine.find((n) => n.link === `/admin/advertisers/${client.user.id}`)!.body).toBe(
      'A reserva de Bruna Padaria no Edifício Cedro perdeu 1 dia 2 h de tela fora do ar e o prédio estava lotado após o fim: conceda um crédito de R$\u00a01.442,28 ou dispense.',
    );
    expect(await bell(master)).toHaveLength(2);
    // The finance team sees advertisers but does not grant coupons; editors see neither.
    expect(
      json<{ notifications: unknown[] }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/notifications?pageSize=50',
          headers: { cookie: finance.cookie },
        }),
      ).notifications,
    ).toEqual([]);
    expect(await bell(editor)).toEqual([]);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/advertisers/${client.user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const rows = json<{ bookings: { id: string; makeGood: Record<string, unknown> | null }[] }>(detail).bookings;
    expect(rows.find((r) => r.id === ids.bookingA)!.makeGood).toMatchObject({ outcome: 'none', lostMs: 9 * MIN });
    expect(rows.find((r) => r.id === ids.bookingB)!.makeGood).toMatchObject({
      outcome: 'extended',
      extendedDays: 2,
      previousEndsAt: E.toISOString(),
      decidedByName: null,
    });
    expect(rows.find((r) => r.id === ids.bookingC1)!.makeGood).toMatchObject({
      outcome: 'credit_offered',
      creditCents: 144_228,
      couponCode: null,
    });
  });

  it('the worst callers cannot decide a credit', async () => {
    const id = (await rowOf(ids.bookingC1))!.id;
    for (const path of ['grant', 'dismiss']) {
      const url = `/api/admin/make-goods/${id}/${path}`;
      const body = path === 'dismiss' ? { reason: 'teste' } : undefined;
      expect((await post(url, undefined, body)).statusCode, `${path} anonymous`).toBe(401);
      for (const who of [client, sindico, editor, finance])
        expect((await post(url, who.cookie, body)).statusCode, `${path} ${who.user.role}`).toBe(403);
    }
    expect((await rowOf(ids.bookingC1))!.outcome).toBe('credit_offered');
  });

  it('granted once: a single-use coupon worth the credit, the client mailed the code and told; a second click is a clear 409', async () => {
    const id = (await rowOf(ids.bookingC1))!.id;
    const [x, y] = await Promise.all([
      post(`/api/admin/make-goods/${id}/grant`, admin.cookie),
      post(`/api/admin/make-goods/${id}/grant`, master.cookie),
    ]);
    expect([x!.statusCode, y!.statusCode].sort()).toEqual([200, 409]);
    const refused = x!.statusCode === 409 ? x! : y!;
    expect(json(refused).error.message).toBe(messages.makeGoodAlreadyGranted);
    const granted = json<{ outcome: string; couponCode: string; creditCents: number; decidedByName: string }>(
      x!.statusCode === 200 ? x! : y!,
    );
    expect(granted).toMatchObject({ outcome: 'credit_granted', creditCents: 144_228 });
    expect(granted.couponCode).toMatch(/^COMP[A-Z0-9]{8}$/);

    const made = await t.app.deps.db.select().from(coupons).where(like(coupons.code, 'COMP%'));
    expect(made).toHaveLength(1);
    const coupon = made[0]!;
    expect(coupon).toMatchObject({
      code: granted.couponCode,
      type: 'fixed',
      value: 144_228,
      maxUses: 1,
      currentUses: 0,
      status: 'active',
      buildingIds: null,
      noExpiry: false,
    });
    expect(coupon.endsAt!.getTime() - coupon.startsAt!.getTime()).toBe(90 * DAY);
    expect((await rowOf(ids.bookingC1))!.couponId).toBe(coupon.id);

    // Usable in the store once.
    const validate = () =>
      post('/api/checkout/coupon/validate', undefined, {
        code: granted.couponCode,
        buildingIds: [ids.freeBuilding],
        months: 1,
      });
    const ok = await validate();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ ok: true });
    await countCouponUse(t.app.deps.db, coupon.id, new Date());
    expect(json(await validate())).toMatchObject({ ok: false, message: 'Cupom atingiu o limite de usos' });

    const mail = (await mailsTo(t.app, client.user.email)).filter((m) => m.subject.includes('crédito'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Você recebeu um crédito de R$\u00a01.442,28');
    expect(mail[0]!.text).toContain(`Cupom: ${granted.couponCode}`);
    expect(mail[0]!.text).toContain('o prédio já estava com todos os espaços ocupados depois dela');

    const dash = json<{ notifications: { id: string; kind: string; text: string }[]; notificationsUnseen: number }>(
      await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie: client.cookie } }),
    );
    expect(dash.notifications[0]).toMatchObject({
      kind: 'make_good',
      text: `Você recebeu um crédito de R$\u00a01.442,28 (cupom ${granted.couponCode}) pelo tempo em que a tela do Edifício Cedro ficou fora do ar.`,
    });
    expect(dash.notificationsUnseen).toBe(3);
    // Opening the bell marks them seen up to that one, a make-good like any other notification.
    const seen = await post('/api/client/notifications/seen', client.cookie, { upTo: dash.notifications[0]!.id });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(json(seen)).toMatchObject({ notificationsUnseen: 0 });
    // Another client cannot use it to move their marker.
    expect(
      (await post('/api/client/notifications/seen', other.cookie, { upTo: dash.notifications[0]!.id })).statusCode,
    ).toBe(404);

    const plays = json<{ bookings: { bookingId: string; makeGood: unknown }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/client/plays', headers: { cookie: client.cookie } }),
    );
    expect(plays.bookings.find((b) => b.bookingId === ids.bookingC1)!.makeGood).toEqual({
      outcome: 'credit_granted',
      couponCode: granted.couponCode,
      creditCents: 144_228,
    });

    const audits = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.category, 'make_goods'), eq(auditLogs.action, 'make_good_credit_granted')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toBe(
      `Crédito de compensação concedido (Edifício Cedro): cupom ${granted.couponCode}, R$\u00a01.442,28`,
    );
  });

  it('dismissed once with a reason; every other decision on a decided make-good is a clear 409 or 404', async () => {
    const c2 = (await rowOf(ids.bookingC2))!.id;
    const noReason = await post(`/api/admin/make-goods/${c2}/dismiss`, admin.cookie, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).error.message).toBe(messages.makeGoodReasonRequired);
    const dismissed = await post(`/api/admin/make-goods/${c2}/dismiss`, admin.cookie, {
      reason: 'Compensado com uma campanha extra combinada com o cliente',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(json(dismissed)).toMatchObject({
      outcome: 'credit_dismissed',
      dismissReason: 'Compensado com uma campanha extra combinada com o cliente',
      decidedByName: 'Ana Admin',
    });
    expect((await mailsTo(t.app, other.user.email)).filter((m) => m.subject.includes('crédito'))).toEqual([]);
    expect(
      json<{ notifications: unknown[] }>(
        await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie: other.cookie } }),
      ).notifications,
    ).toEqual([]);

    const c1 = (await rowOf(ids.bookingC1))!.id;
    const b = (await rowOf(ids.bookingB))!.id;
    const a = (await rowOf(ids.bookingA))!.id;
    const cases: [string, object | undefined, number, string][] = [
      [`${c2}/dismiss`, { reason: 'de novo' }, 409, messages.makeGoodAlreadyDismissed],
      [`${c2}/grant`, undefined, 409, messages.makeGoodAlreadyDismissed],
      [`${c1}/dismiss`, { reason: 'tarde demais' }, 409, messages.makeGoodAlreadyGranted],
      [`${b}/grant`, undefined, 409, messages.makeGoodNoCredit],
      [`${a}/dismiss`, { reason: 'nada' }, 409, messages.makeGoodNoCredit],
      [`00000000-0000-4000-8000-000000000000/grant`, undefined, 404, messages.makeGoodNotFound],
      [`nao-e-um-id/grant`, undefined, 404, messages.makeGoodNotFound],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await post(`/api/admin/make-goods/${path}`, admin.cookie, body);
      expect(res.statusCode, path).toBe(status);
      expect(json(res).error.message, path).toBe(message);
    }
    expect(await t.app.deps.db.select().from(coupons).where(like(coupons.code, 'COMP%'))).toHaveLength(1);
    const rows = await t.app.deps.db
      .select()
      .from(makeGoods)
      .where(inArray(makeGoods.bookingId, [ids.bookingC1, ids.bookingC2]));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['credit_dismissed', 'credit_granted']);
  });
});
