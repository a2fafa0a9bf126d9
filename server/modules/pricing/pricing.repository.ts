import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  toBuildingDiscount,
  type BuildingDiscount,
  type PeriodDiscount,
  type PricingBuilding,
  type VarietyDiscount,
} from '../../../domain/pricing';
import type { DbOrTx } from '../../db/client';
import { buildings, discounts, periodDiscounts, settings } from '../../db/schema';

export async function findBuildingsForPricing(db: DbOrTx, ids: string[]): Promise<PricingBuilding[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: buildings.id,
      name: buildings.name,
      address: buildings.address,
      status: buildings.status,
      priceCents: buildings.priceCents,
    })
    .from(buildings)
    .where(and(inArray(buildings.id, ids), isNull(buildings.archivedAt)));
}

/** Discounts that may apply to these buildings now; the pure engine picks the best one. */
export async function findActiveDiscounts(db: DbOrTx, ids: string[], now: Date): Promise<BuildingDiscount[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.status, 'active'),
        sql`${discounts.startsAt} <= ${now}`,
        sql`${discounts.endsAt} >= ${now}`,
        or(inArray(discounts.buildingId, ids), sql`${discounts.buildingIds} && ${sql.param(ids)}::uuid[]`),
      ),
    );
  return rows.map(toBuildingDiscount);
}

export async function findPeriodDiscounts(db: DbOrTx): Promise<(PeriodDiscount & { id: string })[]> {
  return db
    .select({
      id: periodDiscounts.id,
      months: periodDiscounts.months,
      percentBp: periodDiscounts.percentBp,
      active: periodDiscounts.active,
      startsAt: periodDiscounts.startsAt,
      endsAt: periodDiscounts.endsAt,
    })
    .from(periodDiscounts)
    .orderBy(asc(periodDiscounts.months));
}

export const VARIETY_KEY = 'variety_discount';

export async function findVarietyDiscount(db: DbOrTx): Promise<VarietyDiscount> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, VARIETY_KEY));
  const v = (row?.value ?? {}) as { minBuildings?: number; percentBp?: number; active?: boolean; startsAt?: string | null; endsAt?: string | null };
  return {
    minBuildings: v.minBuildings ?? 5,
    percentBp: v.percentBp ?? 1500,
    active: v.active ?? true,
    startsAt: v.startsAt ? new Date(v.startsAt) : null,
    endsAt: v.endsAt ? new Date(v.endsAt) : null,
  };
}
