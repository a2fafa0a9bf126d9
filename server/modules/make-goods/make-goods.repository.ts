import { and, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, buildings, makeGoods, orderLines, orders, users } from '../../db/schema';

export type MakeGoodRow = typeof makeGoods.$inferSelect;
export type NewMakeGood = typeof makeGoods.$inferInsert;

/** A booking's building, client and period: what every make-good decision and message names. */
const bookingAndClient = {
  buildingId: bookings.buildingId,
  buildingName: buildings.name,
  userId: bookings.userId,
  clientName: users.name,
  clientEmail: users.email,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
};

/**
 * Bookings of paid orders that ended in (from, now], still active, not assessed yet; with what a
 * make-good needs: the building, the client, and what the order paid for this building.
 */
export async function endedBookingsWithoutMakeGood(db: DbOrTx, from: Date, now: Date) {
  return db
    .select({
      id: bookings.id,
      orderId: bookings.orderId,
      ...bookingAndClient,
      orderTotalCents: orders.totalCents,
      orderSubtotalCents: orders.subtotalCents,
      lineCents: orderLines.lineCents,
      bookingsInOrder: sql<number>`(select count(*)::int from ${bookings} ob where ob.order_id = ${bookings.orderId})`,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(buildings, eq(buildings.id, bookings.buildingId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(orderLines, and(eq(orderLines.orderId, bookings.orderId), eq(orderLines.buildingId, bookings.buildingId)))
    .leftJoin(makeGoods, eq(makeGoods.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, 'active'),
        eq(orders.status, 'paid'),
        gt(bookings.endsAt, from),
        lte(bookings.endsAt, now),
        isNull(makeGoods.id),
      ),
    )
    .orderBy(bookings.endsAt, bookings.id);
}

/** The assessment of one booking; undefined when the booking already has one (decided once). */
export async function insertMakeGood(db: DbOrTx, values: NewMakeGood): Promise<MakeGoodRow | undefined> {
  const [row] = await db
    .insert(makeGoods)
    .values(values)
    .onConflictDoNothing({ target: makeGoods.bookingId })
    .returning();
  return row;
}

/** A make-good with its booking, building and client, locked until the transaction ends. */
export async function lockMakeGood(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      makeGood: makeGoods,
      bookingId: bookings.id,
      ...bookingAndClient,
    })
    .from(makeGoods)
    .innerJoin(bookings, eq(bookings.id, makeGoods.bookingId))
    .innerJoin(buildings, eq(buildings.id, bookings.buildingId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(makeGoods.id, id))
    .for('update', { of: makeGoods });
  return row;
}

/** The named transitions out of 'credit_offered': nothing happens unless it is still offered. */
export async function grantOfferedCredit(
  db: DbOrTx,
  id: string,
  v: { couponId: string; couponCode: string; by: string | null; now: Date },
) {
  const [row] = await db
    .update(makeGoods)
    .set({
      outcome: 'credit_granted',
      couponId: v.couponId,
      couponCode: v.couponCode,
      decidedBy: v.by,
      decidedAt: v.now,
    })
    .where(and(eq(makeGoods.id, id), eq(makeGoods.outcome, 'credit_offered')))
    .returning();
  return row;
}

export async function dismissOfferedCredit(
  db: DbOrTx,
  id: string,
  v: { reason: string; by: string | null; now: Date },
) {
  const [row] = await db
    .update(makeGoods)
    .set({ outcome: 'credit_dismissed', dismissReason: v.reason, decidedBy: v.by, decidedAt: v.now })
    .where(and(eq(makeGoods.id, id), eq(makeGoods.outcome, 'credit_offered')))
    .returning();
  return row;
}

/** The make-goods of these bookings, with who decided each (staff screens). */
export async function makeGoodsOfBookings(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ makeGood: makeGoods, decidedByName: users.name })
    .from(makeGoods)
    .leftJoin(users, eq(users.id, makeGoods.decidedBy))
    .where(inArray(makeGoods.bookingId, bookingIds));
}

/** What the client is told about: their bookings extended and credits granted. */
const toldToClient = (userId: string) =>
  and(eq(bookings.userId, userId), inArray(makeGoods.outcome, ['extended', 'credit_granted']));

/** The client's latest make-goods they are told about, newest decision first. */
export async function latestClientMakeGoods(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ makeGood: makeGoods, buildingName: buildings.name })
    .from(makeGoods)
    .innerJoin(bookings, eq(bookings.id, makeGoods.bookingId))
    .innerJoin(buildings, eq(buildings.id, bookings.buildingId))
    .where(toldToClient(userId))
    .orderBy(desc(makeGoods.decidedAt), desc(makeGoods.id))
    .limit(limit);
}

/** How many of those were decided after `after` (all when null). */
export async function countClientMakeGoodsAfter(db: DbOrTx, userId: string, after: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(makeGoods)
    .innerJoin(bookings, eq(bookings.id, makeGoods.bookingId))
    .where(and(toldToClient(userId), after ? gt(makeGoods.decidedAt, after) : undefined));
  return row?.n ?? 0;
}

/** When one of the client's own make-goods (one they were told about) was decided. */
export async function findClientMakeGoodTime(db: DbOrTx, userId: string, id: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ decidedAt: makeGoods.decidedAt })
    .from(makeGoods)
    .innerJoin(bookings, eq(bookings.id, makeGoods.bookingId))
    .where(and(eq(makeGoods.id, id), toldToClient(userId)))
    .limit(1);
  return row?.decidedAt;
}

/**
 * Per building, the bookings of paid orders that ended in (from, now], still active, not assessed
 * yet: places the make-good job may still give back to them.
 */
export async function countEndedWithoutMakeGood(db: DbOrTx, buildingIds: string[], from: Date, now: Date) {
  if (buildingIds.length === 0) return [];
  return db
    .select({ buildingId: bookings.buildingId, n: count() })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .leftJoin(makeGoods, eq(makeGoods.bookingId, bookings.id))
    .where(
      and(
        inArray(bookings.buildingId, buildingIds),
        eq(bookings.status, 'active'),
        eq(orders.status, 'paid'),
        gt(bookings.endsAt, from),
        lte(bookings.endsAt, now),
        isNull(makeGoods.id),
      ),
    )
    .groupBy(bookings.buildingId);
}
