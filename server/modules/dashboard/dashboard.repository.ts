import { and, count, desc, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { storeRevenueSources } from '../../../domain/store-revenue';
import type { DbOrTx } from '../../db/client';
import { bookings, buildings, contactMessages, financeTransactions, holdsPanelPlace, screens, videos } from '../../db/schema';

/**
 * The dashboard's figures, one aggregate query each (issue 16): read-only counts over other
 * contexts' tables, so the first screen does not call six services that each load rows.
 */

/**
 * The entries the store posted in finance's books (payments, refunds, chargebacks) dated between
 * two São Paulo days, inclusive, added up per day and source (a few hundred rows however many
 * orders): what domain/store-revenue.ts sums into each month's revenue.
 */
export async function storeRevenueEntries(db: DbOrTx, from: string, to: string) {
  const rows = await db
    .select({
      source: financeTransactions.source,
      date: financeTransactions.date,
      completed: financeTransactions.completed,
      amountCents: sql<string>`sum(${financeTransactions.amountCents})::bigint`,
      count: count(),
    })
    .from(financeTransactions)
    .where(and(inArray(financeTransactions.source, [...storeRevenueSources]), gte(financeTransactions.date, from), lte(financeTransactions.date, to)))
    .groupBy(financeTransactions.source, financeTransactions.date, financeTransactions.completed);
  return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) }));
}

export async function countActiveBookings(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).where(holdsPanelPlace(now));
  return row?.n ?? 0;
}

/** Live buildings with their advertisers now, fullest first. */
export async function advertisersPerBuilding(db: DbOrTx, now: Date) {
  const advertisers = sql<number>`count(${bookings.id})`.mapWith(Number);
  return db
    .select({ buildingId: buildings.id, name: buildings.name, advertisers })
    .from(buildings)
    .leftJoin(bookings, and(eq(bookings.buildingId, buildings.id), holdsPanelPlace(now)))
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
