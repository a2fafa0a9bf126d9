import { and, count, desc, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, buildings, contactMessages, isAdvertiserBooking, orders, screens, videos } from '../../db/schema';

/**
 * The dashboard's figures, one aggregate query each (issue 16): read-only counts over other
 * contexts' tables, so the first screen does not call six services that each load rows.
 */

/** Orders paid since `since` and still paid, per São Paulo month. */
export async function paidRevenueByMonth(db: DbOrTx, since: Date) {
  const month = sql<string>`to_char(${orders.paidAt} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;
  return db
    .select({ month, revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number), paidOrders: count() })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, since)))
    .groupBy(month);
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

export async function countContactMessagesSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(gte(contactMessages.createdAt, since));
  return row?.n ?? 0;
}
