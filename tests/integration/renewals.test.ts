import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_CAPACITY } from '../../domain/checkout';
import { messages } from '../../domain/messages';
import { lastDayOf } from '../../domain/renewals';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { playUntilOfBooking } from '../../domain/signage';
import { dayStart } from '../../domain/time';
import {
  activeVideos,
  bookings,
  orderLines,
  orders,
  payments,
  renewalReminderRows,
  scheduledJobs,
  videos,
} from '../../server/db/schema';
import { sendRenewalReminders } from '../../server/flows/renewal-reminders';
import { advanceClock, clock } from '../../server/lib/clock';
import { advertisersPerBuilding } from '../../server/modules/bookings/bookings.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { makeBuilding } from '../factories/buildings';
import { buyer, makeCpf } from '../factories/checkout';
import { mailsTo } from '../factories/mail';
import { pairScreen } from '../factories/screens';
import { login, loginAs } from '../factories/users';
import { fixture, uploadVideo } from '../factories/videos';

type Caller = Awaited<ReturnType<typeof loginAs>>;
const H = 3600_000;
const DAY = 24 * H;

/** 'YYYY-MM-DD' plus n calendar days. */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** An instant on a São Paulo day, `hours` after its midnight. */
const onDay = (day: string, hours: number) => new Date(dayStart(day).getTime() + hours * H);
/** Moves the server's clock forward to `at` (it never goes back). */
function advanceTo(at: Date) {
  const by = at.getTime() - clock.ms();
  expect(by, 'the test clock only moves forward').toBeGreaterThan(0);
  advanceClock(by);
}

/**
 * Issue 33 items 1 and 2 (ADR 0052). One timeline: every purchase and renewal is made now; then
 * the server's clock moves to 7 days before the campaigns' last day, to the day before, into the
 * last day after the old bookings ended, and to the first day of the renewals.
 *   O1 — Aurora + Brisa: reminded at 7 days and at 1 day, one mail for both, once.
 *   O2 — Cedro with an approved video in its slot, renewed: no reminders; the renewal starts at
 *        the midnight after the last day, with the same video and no approval; the player's
 *        manifest has the video on the last day and on the first day of the renewal.
 *   O3 — Delta, refunded: no reminders.
 *   O4 — Farol, full with A's booking and 9 others: A renews (the place is A's), B is refused
 *        before and between the two bookings.
 *   O5 — Gávea: A's renewal order is made, then O5 is refunded and the building fills: paying the
 *        renewal finds no place of A's, and it is refused like any purchase.
 */
describe('renewals: reminders 7 and 1 day before the end, and a renewal that keeps the screen on', () => {
  let t: TestApp;
  let admin: Caller;
  let a: Caller;
  let b: Caller;
  const ids = {} as Record<'aurora' | 'brisa' | 'cedro' | 'delta' | 'farol' | 'gavea', string>;
  const orderIds = {} as Record<'o1' | 'o2' | 'o3' | 'o4' | 'o5' | 'o2r' | 'o4r', string>;
  let videoId: string;
  let screenAuth: Record<string, string>;

  const db = () => t.app.deps.db;
  const cardToken = () => {
    const r = sandboxTokenize(
      { number: '4111 1111 1111 1111', holder: 'BRUNA PADARIA', expiry: '12/35', cvv: '123' },
      new Date(),
    );
    if (!r.ok) throw new Error('test card');
    return r.card.token;
  };
  const postOrder = (cookie: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/checkout/orders', headers: cookie ? { cookie } : {}, payload });
  /** An order of A's (1 month), renewing `renewsOrderId` when given; returns its id and token. */
  async function order(buildingIds: string[], opts: { renewsOrderId?: string; cookie?: string; email?: string } = {}) {
    const res = await postOrder(opts.cookie ?? a.cookie, {
      buyer: buyer({ email: opts.email ?? a.user.email, name: 'Bruna Padaria' }),
      buildingIds,
      months: 1,
      ...(opts.renewsOrderId ? { renewsOrderId: opts.renewsOrderId } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: json(res).order.id as string, token: json(res).accessToken as string };
  }
  /** Pays an order by card (sandbox: approved at once); returns the order's status. */
  async function pay(o: { id: string; token: string }) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o.id}/payments`,
      headers: { 'x-order-token': o.token },
      payload: { method: 'card', cardToken: cardToken(), installments: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).order.status as string;
  }
  const bookingsOf = (orderId: string) => db().select().from(bookings).where(eq(bookings.orderId, orderId));
  const bookingOf = async (orderId: string, buildingId: string) =>
    (
      await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.orderId, orderId), eq(bookings.buildingId, buildingId)))
    )[0]!;
  /** Bookings of other advertisers that hold a place for three months. */
  async function fill(buildingId: string, n: number) {
    for (let i = 0; i < n; i++) {
      const [o] = await db()
        .insert(orders)
        .values({
          status: 'paid',
          buyerName: 'Outro anunciante',
          buyerEmail: `outro.${randomUUID()}@teste.local`,
          buyerPhone: '45999990000',
          buyerCpf: makeCpf(i + 11),
          months: 3,
          quote: {} as never,
          subtotalCents: 100,
          discountCents: 0,
          totalCents: 100,
          baseTotalCents: 100,
          requestHash: 'x',
          accessTokenHash: 'x',
          expiresAt: clock.now(),
        })
        .returning({ id: orders.id });
      await db()
        .insert(bookings)
        .values({ orderId: o!.id, buildingId, startsAt: clock.now(), endsAt: new Date(clock.ms() + 90 * DAY) });
    }
  }
  const runReminders = () => sendRenewalReminders(t.app.deps, clock.now());
  const remindersOf = (orderId: string) =>
    db().select().from(renewalReminderRows).where(eq(renewalReminderRows.orderId, orderId));
  const reminderMails = async () =>
    (await mailsTo(t.app, a.user.email)).filter((m) => m.subject.startsWith('Sua campanha'));
  /** The session rules run on the server's clock: after it moves, people sign in again. */
  async function signInAgain() {
    a = { ...a, cookie: await login(t.app, a.user) };
    b = { ...b, cookie: await login(t.app, b.user) };
    admin = { ...admin, cookie: await login(t.app, admin.user) };
  }
  const manifest = async () => {
    const res = await t.app.inject({ url: '/api/player/manifest', headers: screenAuth });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ items: { kind: string; id: string; playUntil: string }[] }>(res).items;
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://indexa.example', PAYMENT_PROVIDER: 'sandbox' });
    // The test runs the job itself: the app's own timer never gets a run.
    await db()
      .insert(scheduledJobs)
      .values(
        ['renewal-reminders', 'make-goods'].map((name) => ({
          name,
          nextRunAt: new Date(Date.now() + 365 * DAY),
          lastStartedAt: new Date(),
        })),
      );
    admin = await loginAs(t.app, 'admin');
    a = await loginAs(t.app, 'client', { name: 'Bruna Padaria' });
    b = await loginAs(t.app, 'client', { name: 'Caio Mercado' });
    ids.aurora = (await makeBuilding(t.app, { name: 'Edifício Aurora' })).id;
    ids.brisa = (await makeBuilding(t.app, { name: 'Edifício Brisa' })).id;
    ids.cedro = (await makeBuilding(t.app, { name: 'Edifício Cedro' })).id;
    ids.delta = (await makeBuilding(t.app, { name: 'Edifício Delta' })).id;
    ids.farol = (await makeBuilding(t.app, { name: 'Edifício Farol' })).id;
    ids.gavea = (await makeBuilding(t.app, { name: 'Edifício Gávea' })).id;

    // O4 first: Farol ends before Cedro, so "between the two bookings" is one instant for both.
    await fill(ids.farol, PANEL_CAPACITY - 1);
    const o4 = await order([ids.farol]);
    expect(await pay(o4)).toBe('paid');
    orderIds.o4 = o4.id;

    const o1 = await order([ids.aurora, ids.brisa]);
    expect(await pay(o1)).toBe('paid');
    orderIds.o1 = o1.id;

    // O2: Cedro, with A's video approved into its slot while it runs.
    const o2 = await order([ids.cedro]);
    expect(await pay(o2)).toBe('paid');
    orderIds.o2 = o2.id;
    const up = await uploadVideo(t.app, a.cookie, fixture('landscape-8s.mov'), {
      buildingId: ids.cedro,
      filename: 'padaria.mov',
      title: 'Padaria Cedro',
      filetype: 'video/quicktime',
    });
    expect(up.statusCode, up.body).toBe(200);
    videoId = json(up).video.id;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${videoId}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    screenAuth = (await pairScreen(t.app, admin.cookie, ids.cedro, 'Elevador social')).auth;

    const o3 = await order([ids.delta]);
    expect(await pay(o3)).toBe('paid');
    orderIds.o3 = o3.id;

    const o5 = await order([ids.gavea]);
    expect(await pay(o5)).toBe('paid');
    orderIds.o5 = o5.id;
  });
  afterAll(() => t.close());

  it("the renewal link is the order client's own: anonymous, staff and another client are refused", async () => {
    const url = `/api/client/renewals/${orderIds.o1}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: admin.cookie } })).statusCode).toBe(403);
    const other = await t.app.inject({ url, headers: { cookie: b.cookie } });
    expect(other.statusCode).toBe(404);
    expect(json(other).error.message).toBe(messages.renewalNotFound);
    // The same 404 as an order that does not exist, or an id that is not one.
    expect(
      json(await t.app.inject({ url: `/api/client/renewals/${randomUUID()}`, headers: { cookie: a.cookie } })).error
        .message,
    ).toBe(messages.renewalNotFound);
    expect(
      (await t.app.inject({ url: '/api/client/renewals/nao-e-um-id', headers: { cookie: a.cookie } })).statusCode,
    ).toBe(404);

    // The owner gets the same buildings and period at today's prices, and their buyer data.
    const mine = await t.app.inject({ url, headers: { cookie: a.cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    const offer = json(mine);
    expect(offer.months).toBe(1);
    expect(offer.items.map((i: { name: string }) => i.name)).toEqual(['Edifício Aurora', 'Edifício Brisa']);
    expect(offer.items.every((i: { priceCents: number }) => i.priceCents > 0)).toBe(true);
    expect(offer.buyer.email).toBe(a.user.email);
    const a1 = await bookingOf(orderIds.o1, ids.aurora);
    expect(offer.items[0].renewalStartsAt).toBe(playUntilOfBooking(a1.endsAt).toISOString());

    // Ordering a renewal: signed in as the owner, with the account's e-mail.
    const body = {
      buyer: buyer({ email: a.user.email }),
      buildingIds: [ids.aurora],
      months: 1,
      renewsOrderId: orderIds.o1,
    };
    const anon = await postOrder(null, body);
    expect(anon.statusCode).toBe(401);
    expect(json(anon).error.message).toBe(messages.renewalLoginRequired);
    expect((await postOrder(b.cookie, { ...body, buyer: buyer({ email: b.user.email }) })).statusCode).toBe(404);
    const wrongMail = await postOrder(a.cookie, { ...body, buyer: buyer({ email: 'outro@teste.local' }) });
    expect(wrongMail.statusCode).toBe(400);
    expect(json(wrongMail).error.message).toBe(messages.renewalWrongEmail(a.user.email));
    const before = await db().select().from(orders);
    expect(before.some((o) => o.buyerEmail === 'outro@teste.local')).toBe(false);
  });

  it('a renewal paid before the end starts the midnight after the last day, in the same place, with the same approved video', async () => {
    const videosBefore = await db().select().from(videos);
    const o2r = await order([ids.cedro], { renewsOrderId: orderIds.o2 });
    expect(await pay(o2r)).toBe('paid');
    orderIds.o2r = o2r.id;
    const c1 = await bookingOf(orderIds.o2, ids.cedro);
    const c2 = await bookingOf(o2r.id, ids.cedro);
    expect(c2.renewsBookingId).toBe(c1.id);
    expect(c2.startsAt.toISOString()).toBe(dayStart(addDays(lastDayOf(c1.endsAt), 1)).toISOString());
    expect(c2.startsAt.toISOString()).toBe(playUntilOfBooking(c1.endsAt).toISOString());
    expect(c2.endsAt.getTime() - c2.startsAt.getTime()).toBe(30 * DAY);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, o2r.id));
    expect(line!.renewsBookingId).toBe(c1.id);

    // The same video, already approved: no new video, nothing waiting for approval.
    const slots = await db()
      .select()
      .from(activeVideos)
      .where(inArray(activeVideos.bookingId, [c1.id, c2.id]));
    expect(slots.map((s) => [s.bookingId, s.videoId, s.carriedToBookingId]).sort()).toEqual(
      [
        [c1.id, videoId, c2.id],
        [c2.id, videoId, null],
      ].sort(),
    );
    expect(await db().select().from(videos)).toHaveLength(videosBefore.length);
    const pending = json(
      await t.app.inject({ url: '/api/admin/videos?status=em_analise', headers: { cookie: admin.cookie } }),
    );
    expect(pending.counts.em_analise).toBe(0);
    // The client sees both slots holding it, and the video "in" the renewal's slot.
    const mySlots = json(await t.app.inject({ url: '/api/client/slots', headers: { cookie: a.cookie } }));
    const cedro = mySlots.slots.filter((s: { buildingId: string }) => s.buildingId === ids.cedro);
    expect(cedro.map((s: { bookingId: string; video: { id: string } | null }) => [s.bookingId, s.video?.id])).toEqual([
      [c1.id, videoId],
      [c2.id, videoId],
    ]);
    const myVideos = json(await t.app.inject({ url: '/api/client/videos', headers: { cookie: a.cookie } }));
    expect(myVideos.items.find((v: { id: string }) => v.id === videoId).activeBookingId).toBe(c2.id);
    const mail = (await mailsTo(t.app, a.user.email)).find((m) =>
      m.subject.includes(`Pedido nº ${o2r.id.slice(0, 8).toUpperCase()}`),
    )!;
    expect(mail.text).toContain('— renovação de');
    expect(mail.text).toContain('com o mesmo vídeo');

    // Renewed once: the booking offers nothing more to renew.
    const again = await t.app.inject({ url: `/api/client/renewals/${orderIds.o2}`, headers: { cookie: a.cookie } });
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe(messages.renewalNothingLeft);
  });

  it('a new ad put on the renewed slot goes on in the renewal too; put back in the renewal alone, the carry ends', async () => {
    // Its own building, bought and renewed with an ad on air, so the timeline of Cedro stays as it is.
    const horto = (await makeBuilding(t.app, { name: 'Edifício Horto' })).id;
    const o = await order([horto]);
    expect(await pay(o)).toBe('paid');
    const approvedAd = async (title: string) => {
      const up = await uploadVideo(t.app, a.cookie, fixture('landscape-8s.mov'), {
        buildingId: horto,
        filename: 'padaria.mov',
        title,
        filetype: 'video/quicktime',
      });
      expect(up.statusCode, up.body).toBe(200);
      const id = json(up).video.id as string;
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/videos/${id}/approve`, headers: { cookie: admin.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return id;
    };
    const first = await approvedAd('Padaria Horto');
    const renewal = await order([horto], { renewsOrderId: o.id });
    expect(await pay(renewal)).toBe('paid');
    const h1 = await bookingOf(o.id, horto);
    const h2 = await bookingOf(renewal.id, horto);
    const natal = await approvedAd('Padaria Natal');
    const slotsNow = async () =>
      (await db().select().from(activeVideos).where(inArray(activeVideos.bookingId, [h1.id, h2.id])))
        .map((r) => [r.bookingId, r.videoId, r.carriedToBookingId])
        .sort();
    expect(await slotsNow()).toEqual([[h1.id, first, h2.id], [h2.id, first, null]].sort());
    const put = (bookingId: string, video: string) =>
      t.app.inject({ method: 'PUT', url: `/api/client/slots/${bookingId}/video`, headers: { cookie: a.cookie }, payload: { videoId: video } });

    // 'Substituir' on the slot on air: the renewal, still holding the carried ad, follows.
    const replaced = await put(h1.id, natal);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await slotsNow()).toEqual([[h1.id, natal, h2.id], [h2.id, natal, null]].sort());
    // On the screen: the new ad, kept by an offline device through the renewal's end.
    const { auth } = await pairScreen(t.app, admin.cookie, horto, 'Elevador do Horto');
    const res = await t.app.inject({ url: '/api/player/manifest', headers: auth });
    const onAir = json<{ items: { kind: string; id: string; playUntil: string }[] }>(res).items.filter((i) => i.kind === 'video');
    expect(onAir.map((i) => [i.id, i.playUntil])).toEqual([[natal, playUntilOfBooking(h2.endsAt).toISOString()]]);

    // The first ad back in the renewal only: the slot on air keeps the new one, and the carry ends.
    const back = await put(h2.id, first);
    expect(back.statusCode, back.body).toBe(200);
    expect(await slotsNow()).toEqual([[h1.id, natal, null], [h2.id, first, null]].sort());
  });

  it('a full building: the renewing client keeps the place; nobody takes it before or between the bookings', async () => {
    expect((await advertisersPerBuilding(db(), [ids.farol], clock.now())).get(ids.farol)).toBe(PANEL_CAPACITY);
    const refused = await postOrder(b.cookie, {
      buyer: buyer({ email: b.user.email }),
      buildingIds: [ids.farol],
      months: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error.code).toBe('buildings_full');

    // A's own place does not count against A's renewal.
    const o4r = await order([ids.farol], { renewsOrderId: orderIds.o4 });
    expect(await pay(o4r)).toBe('paid');
    orderIds.o4r = o4r.id;
    const f1 = await bookingOf(orderIds.o4, ids.farol);
    const f2 = await bookingOf(o4r.id, ids.farol);
    expect(f2.renewsBookingId).toBe(f1.id);
    // A and A's renewal are one advertiser: still 10, not 11; the same just after f1 ends.
    expect((await advertisersPerBuilding(db(), [ids.farol], clock.now())).get(ids.farol)).toBe(PANEL_CAPACITY);
    expect((await advertisersPerBuilding(db(), [ids.farol], new Date(f1.endsAt.getTime() + 1))).get(ids.farol)).toBe(
      PANEL_CAPACITY,
    );
    const store = json(await t.app.inject({ url: `/api/store/panels/${ids.farol}` }));
    expect(store.advertisers).toBe(PANEL_CAPACITY);
    expect(
      (await postOrder(b.cookie, { buyer: buyer({ email: b.user.email }), buildingIds: [ids.farol], months: 1 }))
        .statusCode,
    ).toBe(409);
  });

  /** Staff refund an order's payment whole, ending its bookings. */
  async function refundWhole(orderId: string) {
    const [p] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${p!.id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Cliente desistiu', endBookings: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('a renewal whose booking was refunded meanwhile is checked against capacity like any booking', async () => {
    const o5r = await order([ids.gavea], { renewsOrderId: orderIds.o5 });
    await fill(ids.gavea, PANEL_CAPACITY - 2);
    // Staff refund O5 whole, ending its booking: A holds no place in Gávea any more...
    await refundWhole(orderIds.o5);
    // ...and others take the last two places.
    await fill(ids.gavea, 2);
    expect(await pay(o5r)).toBe('refund_needed');
    const [row] = await db().select().from(orders).where(eq(orders.id, o5r.id));
    expect(row!.statusReason).toContain('building_full');
    expect(await bookingsOf(o5r.id)).toHaveLength(0);
  });

  it('Delta refunded: its booking is over and gets no reminders', async () => {
    await refundWhole(orderIds.o3);
    expect((await bookingsOf(orderIds.o3)).map((x) => x.status)).toEqual(['cancelled']);
  });

  it('7 days before the last day: one reminder per order, sent once whatever runs at once or again', async () => {
    expect(await runReminders()).toEqual({ mails: 0, bookings: 0 });
    const a1 = await bookingOf(orderIds.o1, ids.aurora);
    const lastDay = lastDayOf(a1.endsAt);
    advanceTo(onDay(addDays(lastDay, -8), 23));
    expect(await runReminders()).toEqual({ mails: 0, bookings: 0 });

    advanceTo(onDay(addDays(lastDay, -7), 9));
    const [first, second] = await Promise.all([runReminders(), runReminders()]);
    expect(first.mails + second.mails).toBe(1);
    expect(await runReminders()).toEqual({ mails: 0, bookings: 0 });
    const mails = await reminderMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sua campanha no Edifício Aurora e no Edifício Brisa termina em 7 dias');
    expect(mails[0]!.text).toContain(`o último dia nas telas é ${lastDay.split('-').reverse().join('/')}`);
    expect(mails[0]!.text).toContain(`https://indexa.example/clientes/renovar/${orderIds.o1}`);
    expect((await remindersOf(orderIds.o1)).map((r) => r.kind)).toEqual(['7d', '7d']);
    // Renewed (O2, O4) and refunded (O3, O5) bookings get none.
    for (const id of [orderIds.o2, orderIds.o3, orderIds.o4, orderIds.o5]) expect(await remindersOf(id)).toEqual([]);

    // The client's notification carries the same link, and counts as unseen until the bell opens.
    await signInAgain();
    const dash = json(await t.app.inject({ url: '/api/client/dashboard', headers: { cookie: a.cookie } }));
    const note = dash.notifications.find((n: { kind: string }) => n.kind === 'renewal');
    expect(note).toMatchObject({
      text: 'Sua campanha no Edifício Aurora e no Edifício Brisa termina em 7 dias. Renove para continuar nas telas sem interrupção.',
      link: `/clientes/renovar/${orderIds.o1}`,
      tone: 'info',
    });
    expect(dash.notificationsUnseen).toBeGreaterThanOrEqual(1);
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/client/notifications/seen',
      headers: { cookie: a.cookie },
      payload: { upTo: note.id },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(json(seen).notificationsUnseen).toBe(0);
    // Another client cannot mark it.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/client/notifications/seen',
          headers: { cookie: b.cookie },
          payload: { upTo: note.id },
        })
      ).statusCode,
    ).toBe(404);

    // The booking list offers 'Renovar' for the bookings in the window, and says who is renewed.
    const plays = json(await t.app.inject({ url: '/api/client/plays', headers: { cookie: a.cookie } }));
    const line = (orderId: string, buildingId: string) =>
      plays.bookings.find((x: { bookingId: string }) => x.bookingId === lines.get(`${orderId}|${buildingId}`));
    const lines = new Map<string, string>();
    for (const [o, bId] of [
      [orderIds.o1, ids.aurora],
      [orderIds.o2, ids.cedro],
    ] as const)
      lines.set(`${o}|${bId}`, (await bookingOf(o, bId)).id);
    expect(line(orderIds.o1, ids.aurora)).toMatchObject({ renewOrderId: orderIds.o1, renewDaysLeft: 7, renewedUntil: null });
    const c2 = await bookingOf(orderIds.o2r, ids.cedro);
    expect(line(orderIds.o2, ids.cedro)).toMatchObject({ renewOrderId: null, renewDaysLeft: null, renewedUntil: c2.endsAt.toISOString() });
  });

  it('the day before the last day: the 1-day reminder, once; none after', async () => {
    const a1 = await bookingOf(orderIds.o1, ids.aurora);
    const lastDay = lastDayOf(a1.endsAt);
    advanceTo(onDay(addDays(lastDay, -1), 8));
    expect(await runReminders()).toEqual({ mails: 1, bookings: 2 });
    expect(await runReminders()).toEqual({ mails: 0, bookings: 0 });
    const mails = await reminderMails();
    expect(mails.map((m) => m.subject)).toEqual([
      'Sua campanha no Edifício Aurora e no Edifício Brisa termina amanhã',
      'Sua campanha no Edifício Aurora e no Edifício Brisa termina em 7 dias',
    ]);
    expect((await remindersOf(orderIds.o1)).map((r) => r.kind).sort()).toEqual(['1d', '1d', '7d', '7d']);
  });

  it("the last day, after the old booking ended: the video is still on the screen, and the place still A's", async () => {
    const c1 = await bookingOf(orderIds.o2, ids.cedro);
    const c2 = await bookingOf(orderIds.o2r, ids.cedro);
    const f1 = await bookingOf(orderIds.o4, ids.farol);
    expect(f1.endsAt.getTime()).toBeLessThan(c1.endsAt.getTime());
    // Between the old booking's end and the midnight its ad leaves the screens.
    advanceTo(new Date((c1.endsAt.getTime() + playUntilOfBooking(c1.endsAt).getTime()) / 2));
    expect(clock.now() > c1.endsAt && clock.now() < c2.startsAt).toBe(true);
    const items = await manifest();
    const ad = items.find((i) => i.kind === 'video' && i.id === videoId);
    expect(ad).toBeDefined();
    // An offline device keeps it past midnight: its slot goes on in the renewal.
    expect(ad!.playUntil).toBe(playUntilOfBooking(c2.endsAt).toISOString());
    expect(await runReminders()).toEqual({ mails: 0, bookings: 0 });

    // Farol: f1 is over, f2 not started, and the place is still A's.
    await signInAgain();
    const refused = await postOrder(b.cookie, {
      buyer: buyer({ email: b.user.email }),
      buildingIds: [ids.farol],
      months: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error.code).toBe('buildings_full');
  });

  it("the first day of the renewal: the same video on the screen, from the renewal's slot", async () => {
    const c1 = await bookingOf(orderIds.o2, ids.cedro);
    const c2 = await bookingOf(orderIds.o2r, ids.cedro);
    advanceTo(onDay(addDays(lastDayOf(c1.endsAt), 1), 10));
    expect(clock.now() >= c2.startsAt).toBe(true);
    const items = await manifest();
    const ad = items.find((i) => i.kind === 'video' && i.id === videoId);
    expect(ad?.playUntil).toBe(playUntilOfBooking(c2.endsAt).toISOString());
    // Nothing is due for the renewal: its own reminders come before its own end.
    expect(await runReminders()).toEqual({ mails: 0, bookings: 0 });
  });
});
