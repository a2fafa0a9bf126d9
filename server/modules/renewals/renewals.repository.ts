import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, buildings, orders, renewalReminderRows, users } from '../../db/schema';

export type ReminderRow = typeof renewalReminderRows.$inferSelect;
export type NewReminder = typeof renewalReminderRows.$inferInsert;

/** No active renewal continues the booking (a refunded renewal does not count). */
const notRenewed = sql`not exists (
  select 1 from ${bookings} as renewal where renewal.renews_booking_id = ${bookings.id} and renewal.status = 'active'
)`;

/**
 * Running bookings of paid orders, with a client account, not renewed, ending in (now, until]:
 * the reminder job's candidates, with the reminders each already got ('7d,1d').
 */
export async function bookingsEndingSoon(db: DbOrTx, now: Date, until: Date) {
  return db
    .select({
      id: bookings.id,
      orderId: bookings.orderId,
      months: orders.months,
      userId: users.id,
      clientName: users.name,
      clientEmail: users.email,
      buildingName: buildings.name,
      endsAt: bookings.endsAt,
      sent: sql<
        string | null
      >`(select string_agg(r.kind, ',') from ${renewalReminderRows} r where r.booking_id = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(buildings, eq(buildings.id, bookings.buildingId))
    .where(
      and(
        eq(bookings.status, 'active'),
        eq(orders.status, 'paid'),
        gt(bookings.endsAt, now),
        lte(bookings.endsAt, until),
        notRenewed,
      ),
    )
    .orderBy(asc(bookings.endsAt), asc(bookings.id));
}

/** Writes the reminders not sent yet; returns those written now (a row already there is skipped). */
export async function insertReminders(db: DbOrTx, rows: NewReminder[]): Promise<ReminderRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(renewalReminderRows)
    .values(rows)
    .onConflictDoNothing({ target: [renewalReminderRows.bookingId, renewalReminderRows.kind] })
    .returning();
}

/** The client's latest reminders, newest first. */
export async function latestReminders(db: DbOrTx, userId: string, limit: number): Promise<ReminderRow[]> {
  return db
    .select()
    .from(renewalReminderRows)
    .where(eq(renewalReminderRows.userId, userId))
    .orderBy(desc(renewalReminderRows.sentAt), desc(renewalReminderRows.id))
    .limit(limit);
}

/** How many reminders (one per order and kind: what the client was told at once) came after `after`. */
export async function countReminderGroupsAfter(db: DbOrTx, userId: string, after: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct (${renewalReminderRows.orderId}, ${renewalReminderRows.kind}))::int` })
    .from(renewalReminderRows)
    .where(and(eq(renewalReminderRows.userId, userId), after ? gt(renewalReminderRows.sentAt, after) : undefined));
  return Number(row?.n ?? 0);
}

/** When one of the client's own reminders was sent; undefined for anything else. */
export async function findReminderTime(db: DbOrTx, userId: string, id: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ sentAt: renewalReminderRows.sentAt })
    .from(renewalReminderRows)
    .where(and(eq(renewalReminderRows.id, id), eq(renewalReminderRows.userId, userId)))
    .limit(1);
  return row?.sentAt;
}

/** The client's own order (anyone else's is not found). */
export async function findOrderOfUser(db: DbOrTx, orderId: string, userId: string) {
  const [row] = await db
    .select({ order: orders, accountEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/** The order's active bookings of this client that no active renewal continues, with their building. */
export async function unrenewedBookingsOfOrder(db: DbOrTx, orderId: string, userId: string) {
  return db
    .select({
      id: bookings.id,
      buildingId: bookings.buildingId,
      endsAt: bookings.endsAt,
      name: buildings.name,
      address: buildings.address,
      mainPhotoKey: sql<string | null>`(
        select ph.storage_key from building_photos ph where ph.building_id = ${buildings.id}
        order by ph.is_main desc, ph.photo_order, ph.created_at, ph.id limit 1
      )`,
    })
    .from(bookings)
    .innerJoin(buildings, eq(buildings.id, bookings.buildingId))
    .where(and(eq(bookings.orderId, orderId), eq(bookings.userId, userId), eq(bookings.status, 'active'), notRenewed))
    .orderBy(asc(buildings.name), asc(bookings.id));
}

/** Of these bookings, the ones an active renewal continues, with the renewal's end. */
export async function renewalEnds(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ renewsBookingId: bookings.renewsBookingId, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(inArray(bookings.renewsBookingId, bookingIds), eq(bookings.status, 'active')));
}

/** Orders of these bookings (the client's booking list links a renewal to its order). */
export async function ordersOfBookings(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ id: bookings.id, orderId: bookings.orderId, orderStatus: orders.status })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(inArray(bookings.id, bookingIds));
}
