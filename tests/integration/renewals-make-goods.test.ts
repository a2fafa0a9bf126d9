import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_CAPACITY } from '../../domain/checkout';
import { playUntilOfBooking } from '../../domain/signage';
import { bookings, makeGoods, scheduledJobs, screens } from '../../server/db/schema';
import { assessMakeGoods } from '../../server/flows/make-goods';
import { clock } from '../../server/lib/clock';
import { createTestApp, type TestApp } from '../setup/app';
import { makeBuilding } from '../factories/buildings';
import { pairScreen } from '../factories/screens';
import { loginAs } from '../factories/users';
import { makeSlot } from '../factories/videos';

const H = 3600_000;
const DAY = 24 * H;

/**
 * A make-good of a booking that was renewed (ADR 0047 with ADR 0052): the booking goes on in its
 * renewal, so the days it gets back are added at the renewal's end, where the screen can show
 * them (not to the old booking, whose extension would only overlap the renewal). The place the
 * renewal holds is the client's own: a building full with it is not full for the extension.
 */
describe('make-goods of a renewed booking', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof loginAs>>;
  let client: Awaited<ReturnType<typeof loginAs>>;
  const E = new Date(clock.ms() - DAY);

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://indexa.example',
      PAYMENT_PROVIDER: 'sandbox',
      MAKE_GOOD_THRESHOLD_PERCENT: '2',
    });
    await t.app.deps.db
      .insert(scheduledJobs)
      .values(
        ['make-goods', 'renewal-reminders'].map((name) => ({
          name,
          nextRunAt: new Date(Date.now() + 365 * DAY),
          lastStartedAt: new Date(),
        })),
      );
    admin = await loginAs(t.app, 'admin');
    client = await loginAs(t.app, 'client', { name: 'Rita Renovada' });
  });
  afterAll(() => t.close());

  /** A 2-day booking that ended at E, dark the whole time, renewed from the midnight after its last day. */
  async function renewedDarkBooking(name: string) {
    const building = await makeBuilding(t.app, { name });
    const old = (
      await makeSlot(t.app, client.user.id, {
        buildingId: building.id,
        startsAt: new Date(E.getTime() - 2 * DAY),
        endsAt: E,
      })
    ).booking;
    const startsAt = playUntilOfBooking(E);
    const renewal = (
      await makeSlot(t.app, client.user.id, {
        buildingId: building.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * DAY),
      })
    ).booking;
    await t.app.deps.db.update(bookings).set({ renewsBookingId: old.id }).where(eq(bookings.id, renewal.id));
    // A screen paired before the booking that never sent a heartbeat: all of its time was lost.
    const s = await pairScreen(t.app, admin.cookie, building.id, 'Elevador social');
    const since = new Date(E.getTime() - 3 * DAY);
    await t.app.deps.db.update(screens).set({ pairedAt: since, uptimeSince: since }).where(eq(screens.id, s.screenId));
    return { buildingId: building.id, old, renewal };
  }
  const endOf = async (id: string) =>
    (await t.app.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.endsAt;

  it("the days go to the renewal's end; the old booking stays ended", async () => {
    const { old, renewal } = await renewedDarkBooking('Edifício Oiti');
    expect(await assessMakeGoods(t.app.deps, clock.now())).toMatchObject({ extended: 1 });
    const [row] = await t.app.deps.db.select().from(makeGoods).where(eq(makeGoods.bookingId, old.id));
    expect(row).toMatchObject({ outcome: 'extended', extendedDays: 2, previousEndsAt: renewal.endsAt });
    expect((await endOf(old.id)).getTime()).toBe(old.endsAt.getTime());
    expect((await endOf(renewal.id)).getTime()).toBe(renewal.endsAt.getTime() + 2 * DAY);
  });

  it("a building full with the renewal and nine others still extends the renewal: the place is the client's", async () => {
    const { buildingId, old, renewal } = await renewedDarkBooking('Edifício Pau-Brasil');
    const other = await loginAs(t.app, 'client');
    for (let i = 0; i < PANEL_CAPACITY - 1; i++)
      await makeSlot(t.app, other.user.id, { buildingId, startsAt: E, endsAt: new Date(clock.ms() + 60 * DAY) });
    expect(await assessMakeGoods(t.app.deps, clock.now())).toMatchObject({ extended: 1, offered: 0 });
    const [row] = await t.app.deps.db.select().from(makeGoods).where(eq(makeGoods.bookingId, old.id));
    expect(row!.outcome).toBe('extended');
    expect((await endOf(renewal.id)).getTime()).toBe(renewal.endsAt.getTime() + 2 * DAY);
  });
});
