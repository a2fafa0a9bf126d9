/** Drizzle queries of the upload reservations (the open tus uploads and their reserved bytes). */
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { UploadUsage } from '../../../domain/uploads';
import type { DbOrTx } from '../../db/client';
import { uploadReservations as r } from '../../db/schema';
import { sqlNow } from '../../lib/sql-now';

/** What the account and the address hold now, and what all open uploads reserve: one statement. */
export async function uploadUsage(db: DbOrTx, userId: string, address: string): Promise<UploadUsage> {
  const minuteAgo = sql`${sqlNow()} - interval '1 minute'`;
  const [row] = await db
    .select({
      accountOpen: sql<number>`count(*) filter (where ${r.userId} = ${userId} and ${r.closedAt} is null)::int`,
      addressOpen: sql<number>`count(*) filter (where ${r.address} = ${address} and ${r.closedAt} is null)::int`,
      accountLastMinute: sql<number>`count(*) filter (where ${r.userId} = ${userId} and ${r.createdAt} > ${minuteAgo})::int`,
      addressLastMinute: sql<number>`count(*) filter (where ${r.address} = ${address} and ${r.createdAt} > ${minuteAgo})::int`,
      pendingBytes: sql<number>`coalesce(sum(${r.bytes}) filter (where ${r.closedAt} is null), 0)::bigint`,
    })
    .from(r);
  return {
    accountOpen: Number(row!.accountOpen),
    addressOpen: Number(row!.addressOpen),
    accountLastMinute: Number(row!.accountLastMinute),
    addressLastMinute: Number(row!.addressLastMinute),
    pendingBytes: Number(row!.pendingBytes),
  };
}

export async function insertReservation(db: DbOrTx, values: { id: string; route: string; userId: string; address: string; bytes: number }): Promise<void> {
  await db.insert(r).values(values);
}

/** Bytes arrived: the open reservation is alive again. False when there is none (closed or swept). */
export async function touchReservation(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ lastActivityAt: sqlNow() })
    .where(and(eq(r.id, id), isNull(r.closedAt)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** Finished, refused or abandoned by its owner: the bytes are free again (the row stays for the per-minute count). */
export async function closeReservation(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(r)
    .set({ closedAt: sqlNow() })
    .where(and(eq(r.id, id), isNull(r.closedAt)));
}

/**
 * Open uploads of a route with no bytes for `idleMinutes`, closed in one conditional update (an
 * upload that just received bytes is not idle any more and stays open); their ids are returned so
 * the caller deletes their chunks.
 */
export async function closeIdleReservations(db: DbOrTx, route: string, idleMinutes: number): Promise<string[]> {
  const rows = await db
    .update(r)
    .set({ closedAt: sqlNow() })
    .where(and(eq(r.route, route), isNull(r.closedAt), lt(r.lastActivityAt, sql`${sqlNow()} - make_interval(mins => ${idleMinutes}::int)`)))
    .returning({ id: r.id });
  return rows.map((x) => x.id);
}

/** Closed rows older than an hour count for nothing any more. */
export async function dropOldClosedReservations(db: DbOrTx, route: string): Promise<number> {
  const rows = await db
    .delete(r)
    .where(and(eq(r.route, route), isNotNull(r.closedAt), lt(r.createdAt, sql`${sqlNow()} - interval '1 hour'`)))
    .returning({ id: r.id });
  return rows.length;
}
