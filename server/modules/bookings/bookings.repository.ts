import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, buildings, holdsPanelPlace, isAdvertiserBooking, orders, users } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/**
 * Row-locks the buildings (in id order, so two orders never wait on each other in a cycle):
 * while the lock is held nobody else can count and add bookings for them.
 */
export async function lockBuildings(db: DbOrTx, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(inArray(buildings.id, ids))
    .orderBy(asc(buildings.id))
    .for('update');
}

/** Advertisers per building: the places held (schema's holdsPanelPlace; a renewal and its booking are one). */
export async function countActiveBookings(db: DbOrTx, ids: string[], now: Date): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ buildingId: bookings.buildingId, n: count() })
    .from(bookings)
    .where(and(inArray(bookings.buildingId, ids), holdsPanelPlace(now)))
    .groupBy(bookings.buildingId);
  return new Map(rows.map((r) => [r.buildingId, r.n]));
}

/** Per building, the active bookings of paid orders running at `now` (started, not over). */
export async function countRunningPaidBookings(db: DbOrTx, ids: string[], now: Date): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ buildingId: bookings.buildingId, n: count() })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(inArray(bookings.buildingId, ids), eq(bookings.status, 'active'), eq(orders.status, 'paid'), lte(bookings.startsAt, now), gt(bookings.endsAt, now)))
    .groupBy(bookings.buildingId);
  return new Map(rows.map((r) => [r.buildingId, r.n]));
}

export async function insertBookings(db: DbOrTx, rows: NewBooking[]): Promise<BookingRow[]> {
  if (rows.length === 0) return [];
  return db.insert(bookings).values(rows).onConflictDoNothing().returning();
}

/** Cancels an order's bookings that still hold a place (active, not over); returns them. */
export async function cancelLiveBookingsOfOrder(db: DbOrTx, orderId: string, now: Date): Promise<BookingRow[]> {
  return db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.orderId, orderId), isAdvertiserBooking(now)))
    .returning();
}

/** Moves an active booking's end from `from` to `to`; undefined when it is no longer that booking (cancelled, moved). */
export async function moveBookingEnd(db: DbOrTx, id: string, from: Date, to: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ endsAt: to })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'active'), eq(bookings.endsAt, from)))
    .returning();
  return row;
}

export async function bookingsOfOrder(db: DbOrTx, orderId: string): Promise<BookingRow[]> {
  return db.select().from(bookings).where(eq(bookings.orderId, orderId)).orderBy(asc(bookings.startsAt));
}

/** A client's slot as the client area lists it: a booking with its building. */
export interface SlotRow {
  id: string;
  buildingId: string;
  userId: string | null;
  startsAt: Date;
  endsAt: Date;
  buildingName: string;
  buildingAddress: string;
  buildingNeighborhood: string;
  buildingStatus: string;
}

const slotColumns = {
  id: bookings.id,
  buildingId: bookings.buildingId,
  userId: bookings.userId,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  buildingName: buildings.name,
  buildingAddress: buildings.address,
  buildingNeighborhood: buildings.neighborhood,
  buildingStatus: buildings.status,
};

/** One booking with its building, whatever its state (a certificate of a past booking). */
export async function bookingWithBuilding(db: DbOrTx, id: string): Promise<(SlotRow & { status: string }) | undefined> {
  const [row] = await db
    .select({ ...slotColumns, status: bookings.status })
    .from(bookings)
    .innerJoin(buildings, eq(buildings.id, bookings.buildingId))
    .where(eq(bookings.id, id));
  return row;
}

/** A client's slots: their bookings that count as advertisers (isAdvertiserBooking: live or future), in a stable order. */
export async function liveBookingsOfUser(db: DbOrTx, userId: string, now: Date): Promise<SlotRow[]> {
  return db
    .select(slotColumns)
    .from(bookings)
    .innerJoin(buildings, eq(buildings.id, bookings.buildingId))
    .where(and(eq(bookings.userId, userId), isAdvertiserBooking(now)))
    .orderBy(asc(bookings.startsAt), asc(buildings.name), asc(bookings.id));
}

/** A client's active bookings that started by `now` and ended after `since`, newest first (their delivery). */
export async function startedBookingsOfUser(db: DbOrTx, userId: string, since: Date, now: Date): Promise<SlotRow[]> {
  return db
    .select(slotColumns)
    .from(bookings)
    .innerJoin(buildings, eq(buildings.id, bookings.buildingId))
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'active'), gte(bookings.endsAt, since), lte(bookings.startsAt, now)))
    .orderBy(desc(bookings.startsAt), asc(buildings.name), asc(bookings.id));
}

/** Locks the client's live or future bookings (all, or of one building) until the transaction ends. */
export async function lockLiveBookingsOfUser(
  db: DbOrTx,
  userId: string,
  now: Date,
  buildingId?: string,
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        isAdvertiserBooking(now),
        buildingId ? eq(bookings.buildingId, buildingId) : undefined,
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .for('update');
}

/** The buyers' e-mails (lower case) of a building's bookings that count as advertisers at `now`. */
export async function advertiserEmailsOf(db: DbOrTx, buildingId: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: sql<string>`lower(${orders.buyerEmail})` })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(eq(bookings.buildingId, buildingId), isAdvertiserBooking(now)));
  return rows.map((r) => r.email);
}

// ---------- renewals (ADR 0052) ----------

/** A booking with its client's e-mail: what a renewal continues. */
export type ContinuedBooking = BookingRow & { userEmail: string | null };

export async function findBookingWithUser(db: DbOrTx, id: string): Promise<ContinuedBooking | undefined> {
  const [row] = await db
    .select({ booking: bookings, userEmail: users.email })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, id));
  return row && { ...row.booking, userEmail: row.userEmail };
}

/** The active renewal of a booking, if any (at most one: bookings_one_active_renewal). */
export async function findActiveRenewal(db: DbOrTx, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.renewsBookingId, bookingId), eq(bookings.status, 'active')))
    .limit(1);
  return row;
}

/** The active renewals of these bookings. */
export async function activeRenewalsOf(db: DbOrTx, bookingIds: string[]): Promise<BookingRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.renewsBookingId, bookingIds), eq(bookings.status, 'active')));
}
