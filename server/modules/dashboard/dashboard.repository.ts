import { and, count, desc, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, buildings, contactMessages, isAdvertiserBooking, orders, screens, videos } from '../../db/schema';

/**
 * The dashboard's figures, one aggregate query each (issue 16): read-only counts over other
 * contexts' tables, so the first screen does not call six services that each load rows.
 */

/**
 * Orders still paid, summed per period: `bounds` are the n+1 instants that cut n periods (the
 * months' starts in São Paulo, computed by the caller), so the database only compares timestamps
 * (no time-zone conversion per row).
 */
export async function paidRevenueInPeriods(db: DbOrTx, bounds: Date[]) {
  const periods = bounds.slice(0, -1).map((from, i) => {
    const inside = sql`${orders.paidAt} >= ${from.toISOString()}::timestamptz and ${orders.paidAt} < ${bounds[i + 1]!.toISOString()}::timestamptz`;
    return sql`coalesce(sum(${orders.totalCents}) filter (where ${inside}), 0)::bigint, count(*) filter (where ${inside})`;
  });
  const [row] = await db
    .select({ figures: sql<string>`json_build_array(${sql.join(periods, sql`, `)})::text` })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, bounds[0]!), lt(orders.paidAt, bounds[bounds.length - 1]!)));
  const flat = (JSON.parse(row?.figures ?? '[]') as Array<number | string>).map(Number);
  return bounds.slice(0, -1).map((_, i) => ({ revenueCents: flat[2 * i] ?? 0, paidOrders: flat[2 * i + 1] ?? 0 }));
}

export async function countActiveBookings(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).where(isAdvertiserBooking(now));
  return row?.n ?? 0;
}

/** Live buildings with their advertisers now, fullest first. */
export async function advertisersPerBuilding(db: DbOrTx, now: Date) {
  const advertisers = sql<number>`count(${bookings.id})`.mapWith(Number);
  return db
    .select({ buildingId: buildings.id, name: buildings.name, advertisers })
    .from(buildings)
    .leftJoin(bookings, and(eq(bookings.buildingId, buildings.id), isAdvertiserBooking(now)))
    .where(and(isNull(buildings.archivedAt), eq(buildings.status, 'active')))
    .groupBy(buildings.id, buildings.name)
    .orderBy(desc(advertisers), asc(buildings.name));
}

export async function countPendingVideos(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos).where(eq(videos.status, 'em_analise'));
  return row?.n ?? 0;
}

/** Screens not revoked whose last heartbeat is missing or older than `cutoff` (as /admin/status counts them). */
export async function countOfflineScreens(db: DbOrTx, cutoff: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(screens)
    .where(and(isNull(screens.revokedAt), or(isNull(screens.lastHeartbeatAt), lt(screens.lastHeartbeatAt, cutoff))));
  return row?.n ?? 0;
}

/** Messages nobody has answered or archived yet, however old: they are what needs doing. */
export async function countNewContactMessages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new'));
  return row?.n ?? 0;
}
