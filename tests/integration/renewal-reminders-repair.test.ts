import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, dayStart } from '../../domain/time';
import { sandboxTokenize } from '../../domain/sandbox-card';
import {
  activeVideos,
  bookings,
  emailOutbox,
  payments,
  renewalReminderRows,
  scheduledJobs,
} from '../../server/db/schema';
import type { AppDeps } from '../../server/deps';
import { sendRenewalReminders } from '../../server/flows/renewal-reminders';
import { clock } from '../../server/lib/clock';
import { createTestApp, type TestApp } from '../setup/app';
import { makeBuilding } from '../factories/buildings';
import { mailsTo } from '../factories/mail';
import { loginAs } from '../factories/users';
import { makeDecidedVideo, makeSlot } from '../factories/videos';
import { buyer } from '../factories/checkout';
import { json } from '../setup/app';

const H = 3600_000;
const DAY = 24 * H;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * A reminder is sent once, and a crash never loses it (ADR 0052): the reminder rows are written in
 * the transaction that queues the e-mail. Dying before the commit leaves nothing, and the next run
 * sends; dying after it leaves the e-mail queued, and the reconciliation's step sends it, while
 * the next run sends nothing again.
 */
describe('renewals: reminders survive crashes; a refunded renewal gives the slot back', () => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof loginAs>>;
  let admin: Awaited<ReturnType<typeof loginAs>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://indexa.example', PAYMENT_PROVIDER: 'sandbox' });
    await t.app.deps.db
      .insert(scheduledJobs)
      .values({ name: 'renewal-reminders', nextRunAt: new Date(Date.now() + 365 * DAY), lastStartedAt: new Date() });
    client = await loginAs(t.app, 'client', { name: 'Dora Doces' });
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  /** A booking whose São Paulo last day is `days` from today (it ends at noon that day). */
  async function bookingEndingIn(days: number, name: string) {
    const building = await makeBuilding(t.app, { name });
    const endsAt = new Date(dayStart(addDays(dayOf(clock.now()), days)).getTime() + 12 * H);
    return (
      await makeSlot(t.app, client.user.id, {
        buildingId: building.id,
        startsAt: new Date(endsAt.getTime() - 30 * DAY),
        endsAt,
      })
    ).booking;
  }
  const rowsOf = (bookingId: string) =>
    t.app.deps.db.select().from(renewalReminderRows).where(eq(renewalReminderRows.bookingId, bookingId));
  const reminders = async (name: string) =>
    (await mailsTo(t.app, client.user.email)).filter((m) => m.subject === `Sua campanha no ${name} termina em 7 dias`);

  it('a crash before the commit leaves nothing; the next run sends the reminder', async () => {
    const booking = await bookingEndingIn(7, 'Edifício Ipê');
    // The process dies after the statements and before the commit: the transaction rolls back.
    const crashing: AppDeps['db'] = Object.create(t.app.deps.db);
    crashing.transaction = (async (fn: (tx: unknown) => Promise<unknown>) =>
      t.app.deps.db.transaction(async (tx) => {
        await fn(tx);
        throw new Error('processo encerrado');
      })) as AppDeps['db']['transaction'];
    await expect(sendRenewalReminders({ ...t.app.deps, db: crashing }, clock.now())).rejects.toThrow(
      'processo encerrado',
    );
    expect(await rowsOf(booking.id)).toEqual([]);
    expect(await reminders('Edifício Ipê')).toEqual([]);

    expect(await sendRenewalReminders(t.app.deps, clock.now())).toEqual({ mails: 1, bookings: 1 });
    expect((await rowsOf(booking.id)).map((r) => r.kind)).toEqual(['7d']);
    expect(await reminders('Edifício Ipê')).toHaveLength(1);
  });

  it('a crash after the commit leaves the e-mail queued: the repair sends it, the next run does not send again', async () => {
    const booking = await bookingEndingIn(7, 'Edifício Jatobá');
    // The process dies right after the commit, before handing the e-mail to the mailer.
    const dead = { ...t.app.deps, mailer: { ...t.app.deps.mailer, dispatch: async () => {} } } as AppDeps;
    expect(await sendRenewalReminders(dead, clock.now())).toEqual({ mails: 1, bookings: 1 });
    const queued = await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.user.email));
    expect(queued.filter((m) => m.subject.includes('Jatobá')).map((m) => m.status)).toEqual(['pending']);

    expect(await sendRenewalReminders(t.app.deps, clock.now())).toEqual({ mails: 0, bookings: 0 });
    // The reconciliation job's step for mails a crash left queued.
    await t.app.deps.mailer.dispatchPending();
    const mails = await reminders('Edifício Jatobá');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('https://indexa.example/clientes/renovar/');
    expect((await rowsOf(booking.id)).map((r) => r.kind)).toEqual(['7d']);
  });

  it('a refunded renewal gives the video back to the renewed slot, which can be renewed again', async () => {
    const booking = await bookingEndingIn(20, 'Edifício Manacá');
    const video = await makeDecidedVideo(t.app, client.user.id, {
      decidedAt: clock.now(),
      buildingId: booking.buildingId,
      title: 'Doces',
    });
    await t.app.deps.db
      .insert(activeVideos)
      .values({ bookingId: booking.id, videoId: video.id, userId: client.user.id, buildingId: booking.buildingId });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: { cookie: client.cookie },
      payload: {
        buyer: buyer({ email: client.user.email }),
        buildingIds: [booking.buildingId],
        months: 1,
        renewsOrderId: booking.orderId,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const card = sandboxTokenize(
      { number: '4111 1111 1111 1111', holder: 'DORA DOCES', expiry: '12/35', cvv: '123' },
      new Date(),
    );
    if (!card.ok) throw new Error('test card');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${json(made).order.id}/payments`,
      headers: { 'x-order-token': json(made).accessToken },
      payload: { method: 'card', cardToken: card.card.token, installments: 1 },
    });
    expect(json(paid).order.status).toBe('paid');
    const [renewal] = await t.app.deps.db
      .select()
      .from(bookings)
      .where(eq(bookings.orderId, json(made).order.id));
    const slotOf = async (bookingId: string) =>
      (await t.app.deps.db.select().from(activeVideos).where(eq(activeVideos.bookingId, bookingId)))[0];
    expect((await slotOf(booking.id))!.carriedToBookingId).toBe(renewal!.id);
    expect((await slotOf(renewal!.id))!.videoId).toBe(video.id);

    const [p] = await t.app.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, json(made).order.id));
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${p!.id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Cliente desistiu da renovação', endBookings: true },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [after] = await t.app.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, renewal!.id)));
    expect(after!.status).toBe('cancelled');
    expect(await slotOf(renewal!.id)).toBeUndefined();
    expect((await slotOf(booking.id))!.carriedToBookingId).toBeNull();
    const listed = json(await t.app.inject({ url: '/api/client/videos', headers: { cookie: client.cookie } }));
    expect(listed.items.find((v: { id: string }) => v.id === video.id).activeBookingId).toBe(booking.id);
    // Renewable again (a cancelled renewal does not count).
    expect(
      (await t.app.inject({ url: `/api/client/renewals/${booking.orderId}`, headers: { cookie: client.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('a booking whose last day is too far, or that ended, gets nothing', async () => {
    const far = await bookingEndingIn(8, 'Edifício Louro');
    const ended = await makeSlot(t.app, client.user.id, {
      startsAt: new Date(clock.ms() - 30 * DAY),
      endsAt: new Date(clock.ms() - H),
    });
    expect(await sendRenewalReminders(t.app.deps, clock.now())).toEqual({ mails: 0, bookings: 0 });
    expect(await rowsOf(far.id)).toEqual([]);
    expect(await rowsOf(ended.booking.id)).toEqual([]);
  });
});
