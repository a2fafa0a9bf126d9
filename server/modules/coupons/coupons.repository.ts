import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { CouponRecord } from '../../../domain/coupons';
import type { DbOrTx } from '../../db/client';
import { storeRevenueSources } from '../../../domain/store-revenue';
import { buildings, coupons, financeTransactions, orders } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export function toCouponRecord(c: CouponRow): CouponRecord {
  return {
    code: c.code,
    type: c.type,
    value: c.value,
    status: c.status,
    noExpiry: c.noExpiry,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    maxUses: c.maxUses,
    currentUses: c.currentUses,
    buildingIds: c.buildingIds,
    minPurchaseCents: c.minPurchaseCents,
    maxDiscountCents: c.maxDiscountCents,
  };
}

/**
 * The store's entries in finance's books (payments, refunds, chargebacks) of the orders that used
 * these coupons (all of them when `ids` is left out): each coupon's revenue (ADR 0039).
 */
export async function couponRevenueEntries(db: DbOrTx, ids?: string[]) {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      couponId: orders.couponId,
      source: financeTransactions.source,
      amountCents: financeTransactions.amountCents,
      date: financeTransactions.date,
      completed: financeTransactions.completed,
    })
    .from(financeTransactions)
    .innerJoin(orders, eq(orders.id, financeTransactions.orderId))
    .where(and(inArray(financeTransactions.source, [...storeRevenueSources]), ids ? inArray(orders.couponId, ids) : isNotNull(orders.couponId)));
}

/** The spec's lookup: the upper-case code (status is checked by the rules, in their order). */
export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
  return row;
}

export async function findCouponById(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/**
 * Takes one use, only if one is left and the coupon is still active and in its period: a single
 * conditional UPDATE, so concurrent buyers can never take more uses than max_uses.
 */
export async function claimCouponUse(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ currentUses: sql`${coupons.currentUses} + 1`, updatedAt: now })
    .where(
      and(
        eq(coupons.id, id),
        eq(coupons.status, 'active'),
        sql`${coupons.currentUses} < ${coupons.maxUses}`,
        sql`(${coupons.noExpiry} or ((${coupons.startsAt} is null or ${coupons.startsAt} <= ${now}) and (${coupons.endsAt} is null or ${coupons.endsAt} >= ${now})))`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

/**
 * Counts the use of a paid order (ADR 0007 as amended in issue 27): one statement, whatever the
 * coupon's state now. The buyer was quoted the discount while a use was left and has paid it, so
 * the grant honours it even when other payments took the last uses meanwhile (the coupon's status
 * or period may also have changed since). Returns the uses and the limit after counting.
 */
export async function countCouponUse(db: DbOrTx, id: string, now: Date): Promise<{ currentUses: number; maxUses: number } | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ currentUses: sql`${coupons.currentUses} + 1`, updatedAt: now })
    .where(eq(coupons.id, id))
    .returning({ currentUses: coupons.currentUses, maxUses: coupons.maxUses });
  return row;
}

/** Gives a use back (the order holding it expired or failed). Never below zero. */
export async function releaseCouponUse(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(coupons)
    .set({ currentUses: sql`${coupons.currentUses} - 1`, updatedAt: now })
    .where(and(eq(coupons.id, id), sql`${coupons.currentUses} > 0`));
}

export async function insertCoupon(db: DbOrTx, values: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listCoupons(db: DbOrTx): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** The row as it is, locked until the transaction ends (the "before" of an edit). */
export async function lockCoupon(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update').limit(1);
  return row;
}

export async function codeTakenByOther(db: DbOrTx, code: string, exceptId: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(exceptId ? and(eq(coupons.code, code), ne(coupons.id, exceptId)) : eq(coupons.code, code))
    .limit(1);
  return rows.length > 0;
}

export type CouponChanges = Omit<typeof coupons.$inferInsert, 'id' | 'currentUses' | 'createdBy' | 'createdAt'>;

/**
 * Staff edit. The new limit is written only if it is not below the uses taken at that moment:
 * one conditional UPDATE, so a buyer claiming a use at the same time cannot end above the limit.
 */
export async function updateCouponIfUsesFit(db: DbOrTx, id: string, changes: CouponChanges): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set(changes)
    // A limit left as it was is fine even below the uses: honoured payments may have passed it.
    .where(and(eq(coupons.id, id), sql`(${coupons.currentUses} <= ${changes.maxUses ?? 1} or ${coupons.maxUses} = ${changes.maxUses ?? 1})`))
    .returning();
  return row;
}

export async function deleteCouponRow(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning();
  return row;
}

/** How many of these buildings exist and are not archived (a coupon may only name those). */
export async function countLiveBuildings(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(buildings)
    .where(and(inArray(buildings.id, ids), isNull(buildings.archivedAt)));
  return Number(row?.n ?? 0);
}
