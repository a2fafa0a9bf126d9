import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, buildings, isAdvertiserBooking } from '../../db/schema';

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

/** Advertisers per building (schema's isAdvertiserBooking). */
export async function countActiveBookings(db: DbOrTx, ids: string[], now: Date): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ buildingId: bookings.buildingId, n: count() })
    .from(bookings)
    .where(and(inArray(bookings.buildingId, ids), isAdvertiserBooking(now)))
    .groupBy(bookings.buildingId);
  return new Map(rows.map((r) => [r.buildingId, r.n]));
}

export async function insertBookings(db: DbOrTx, rows: NewBooking[]): Promise<BookingRow[]> {
  if (rows.length === 0) return [];
  return db.insert(bookings).values(rows).onConflictDoNothing().returning();
}

export async function bookingsOfOrder(db: DbOrTx, orderId: string): Promise<BookingRow[]> {
  return db.select().from(bookings).where(eq(bookings.orderId, orderId)).orderBy(asc(bookings.startsAt));
}
