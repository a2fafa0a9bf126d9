import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { buildings, coupons, discounts, discountSelectionLogs, orders, periodDiscounts } from '../../db/schema';

/** Staff administration of promotions: building discounts, period discounts and their figures. */

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountChanges = Omit<typeof discounts.$inferInsert, 'id' | 'createdBy' | 'createdAt'>;
export type PeriodRow = typeof periodDiscounts.$inferSelect;

export async function listDiscountRows(db: DbOrTx): Promise<DiscountRow[]> {
  return db.select().from(discounts).orderBy(desc(discounts.createdAt), desc(discounts.id));
}

export async function lockDiscount(db: DbOrTx, id: string): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id)).for('update').limit(1);
  return row;
}

export async function insertDiscount(db: DbOrTx, values: typeof discounts.$inferInsert): Promise<DiscountRow> {
  const [row] = await db.insert(discounts).values(values).returning();
  return row!;
}

export async function updateDiscountRow(db: DbOrTx, id: string, changes: DiscountChanges): Promise<DiscountRow | undefined> {
  const [row] = await db.update(discounts).set(changes).where(eq(discounts.id, id)).returning();
  return row;
}

export async function deleteDiscountRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(discounts).where(eq(discounts.id, id));
}

/** Name and status of buildings that still exist (not archived). */
export async function findLiveBuildings(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: buildings.id, name: buildings.name, status: buildings.status })
    .from(buildings)
    .where(and(inArray(buildings.id, ids), isNull(buildings.archivedAt)));
}

/** Names for the lists (archived ones too: an old promotion may name one). */
export async function findBuildingNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: buildings.id, name: buildings.name }).from(buildings).where(inArray(buildings.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listPeriodRows(db: DbOrTx): Promise<PeriodRow[]> {
  return db.select().from(periodDiscounts).orderBy(periodDiscounts.months);
}

export async function lockPeriodRows(db: DbOrTx): Promise<PeriodRow[]> {
  return db.select().from(periodDiscounts).orderBy(periodDiscounts.months).for('update');
}

export async function upsertPeriodRow(db: DbOrTx, row: { months: number; percentBp: number; active: boolean; userId: string | null; now: Date }) {
  await db
    .insert(periodDiscounts)
    .values({ months: row.months, percentBp: row.percentBp, active: row.active, createdBy: row.userId, updatedAt: row.now })
    .onConflictDoUpdate({
      target: periodDiscounts.months,
      set: { percentBp: row.percentBp, active: row.active, updatedAt: row.now },
    });
}

export async function findPeriodRow(db: DbOrTx, id: string): Promise<PeriodRow | undefined> {
  const [row] = await db.select().from(periodDiscounts).where(eq(periodDiscounts.id, id)).limit(1);
  return row;
}

const int = (v: unknown) => Number(v ?? 0);

/** The raw figures of the statistics (ADR 0011). */
export async function readPromotionFigures(db: DbOrTx, now: Date) {
  const [d] = await db
    .select({
      total: sql<number>`count(*)`,
      active: sql<number>`count(*) filter (where ${discounts.status} = 'active' and ${discounts.startsAt} <= ${now} and ${discounts.endsAt} >= ${now})`,
    })
    .from(discounts);
  const [c] = await db
    .select({
      total: sql<number>`count(*)`,
      active: sql<number>`count(*) filter (where ${coupons.status} = 'active' and ${coupons.currentUses} < ${coupons.maxUses} and (${coupons.noExpiry} or ((${coupons.startsAt} is null or ${coupons.startsAt} <= ${now}) and (${coupons.endsAt} is null or ${coupons.endsAt} >= ${now}))))`,
    })
    .from(coupons);
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [s] = await db
    .select({
      savings: sql<number>`coalesce(sum(${discountSelectionLogs.totalDiscountCents}), 0)`,
      redemptions: sql<number>`count(*) filter (where ${orders.couponCode} is not null)`,
      recent: sql<number>`count(*) filter (where ${orders.couponCode} is not null and ${discountSelectionLogs.selectedAt} >= ${since})`,
    })
    .from(discountSelectionLogs)
    .innerJoin(orders, eq(orders.id, discountSelectionLogs.orderId))
    .where(and(eq(orders.status, 'paid'), isNotNull(discountSelectionLogs.orderId)));
  return {
    discounts: { total: int(d?.total), active: int(d?.active) },
    coupons: { total: int(c?.total), active: int(c?.active) },
    savingsCents: int(s?.savings),
    redemptions: int(s?.redemptions),
    redemptionsLast30Days: int(s?.recent),
  };
}

const crossed = (col: AnyColumn, since: Date, now: Date) => sql`(${col} > ${since} and ${col} <= ${now})`;

/**
 * Promotions whose start or end passed in (since, now]: the moments a store page's prices change
 * by the clock alone. Building ids of the discounts (null = every building, for coupons and periods).
 */
export async function findPromotionBoundaries(db: DbOrTx, since: Date, now: Date) {
  const ds = await db
    .select({ buildingId: discounts.buildingId, buildingIds: discounts.buildingIds })
    .from(discounts)
    .where(and(eq(discounts.status, 'active'), or(crossed(discounts.startsAt, since, now), crossed(discounts.endsAt, since, now))));
  const [p] = await db
    .select({ n: sql<number>`count(*)` })
    .from(periodDiscounts)
    .where(and(eq(periodDiscounts.active, true), or(crossed(periodDiscounts.startsAt, since, now), crossed(periodDiscounts.endsAt, since, now))));
  return { discounts: ds, periods: Number(p?.n ?? 0) };
}
