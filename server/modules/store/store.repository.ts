import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, isAdvertiserBooking } from '../../db/schema';
import { STORE_PAGE_SIZE } from '../../../domain/panels';
import type { BuildingStatus } from '../../../domain/buildings';
import type { StoredBuildingDiscount } from '../../../domain/pricing';

/**
 * The store listing in ONE statement, whatever the page size: the page of panels (with main
 * photo) and the discounts that touch them; with the summary, also the count, every
 * matching panel for the map, the neighbourhood options and the period discounts in force.
 *
 * Cost: the page walks the partial index buildings_store_sort_idx (limit/offset) and looks up
 * photos and discounts for its 9 panels only, so a page alone does not grow with the catalogue.
 * The summary scans the matching rows (count, map) and the sellable ones (neighbourhoods); the
 * store asks for it once per filter. Folding and address parsing were done by the database when
 * the rows were written (generated columns in schema/buildings.ts).
 */

/**
 * Advertisers of a building: its active bookings that have not ended, the same rule the checkout
 * uses to claim capacity (isAdvertiserBooking, next to the bookings table). Cards and map read it here.
 */
function advertisersOf(buildingId: SQL, now: SQL): SQL {
  return sql`(select count(*)::int from ${bookings} where ${bookings.buildingId} = ${buildingId} and ${isAdvertiserBooking(now)})`;
}

export interface StorePageFilter {
  /** Already folded (lower case, no accents) and LIKE-escaped, or null. */
  searchPattern: string | null;
  /** Already folded, or null for every neighbourhood. */
  neighborhood: string | null;
  page: number;
  includeSummary: boolean;
  now: Date;
}

export interface StorePageRow {
  id: string;
  name: string;
  address: string;
  neighborhood: string;
  status: BuildingStatus;
  screens: number;
  residents: number;
  priceCents: number;
  advertisers: number;
  latitude: number;
  longitude: number;
  mainPhotoKey: string | null;
}

export interface StoreMapRow {
  id: string;
  name: string;
  address: string;
  status: BuildingStatus;
  priceCents: number;
  advertisers: number;
  latitude: number;
  longitude: number;
}

/** Discounts come out of the JSON with their dates as ISO text. */
export type StoreDiscountRow = StoredBuildingDiscount & { startsAt: string; endsAt: string };

export interface StorePageResult {
  items: StorePageRow[];
  discounts: StoreDiscountRow[];
  summary: {
    total: number;
    totalSellable: number;
    map: StoreMapRow[];
    storedNeighborhoods: string[];
    addressNeighborhoods: string[];
    periodDiscounts: { months: number; percentBp: number }[];
  } | null;
}

export async function findStorePage(db: DbOrTx, f: StorePageFilter): Promise<StorePageResult> {
  const result = await db.execute(storePageSql(f));
  const raw = (result as unknown as { rows: { result: unknown }[] }).rows[0]?.result;
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as StorePageResult;
}

/** The statement itself (exported for EXPLAIN in bench/). */
export function storePageSql(f: StorePageFilter): SQL {
  const now = sql`${f.now.toISOString()}::timestamptz`;
  const offset = (f.page - 1) * STORE_PAGE_SIZE;
  const conditions = [sql`b.archived_at is null and b.status = 'active'`];
  if (f.searchPattern) conditions.push(sql`b.search_key like ${f.searchPattern}::text`);
  if (f.neighborhood) {
    conditions.push(
      sql`(b.neighborhood_key = ${f.neighborhood}::text or b.address_neighborhood_key = ${f.neighborhood}::text)`,
    );
  }
  const discountColumns = sql`d.id, d.building_id, d.building_ids, d.type, d.value, d.min_value_cents, d.status, d.start_date, d.end_date`;
  return sql`
    with matching as not materialized (
      select b.* from buildings b where ${sql.join(conditions, sql` and `)}
    ),
    page as (
      select m.* from matching m order by m.sort_key, m.id limit ${STORE_PAGE_SIZE} offset ${offset}
    ),
    targets as (
      select p.id from page p
      ${f.includeSummary ? sql`union select m.id from matching m` : sql``}
    ),
    -- The discounts of these buildings, active or not: the pricing engine picks the one in force
    -- (status and window) exactly as the quote does. Driven from the targets through the
    -- building_id index, one lookup per panel ("offset 0" keeps the planner from turning the join
    -- around), plus those listing several buildings (GIN on building_ids). No other condition is
    -- indexable here, so the plan does not depend on table statistics, which PGlite never
    -- gathers by itself.
    target_discounts as (
      select ${discountColumns} from targets t
      cross join lateral (select d.* from discounts d where d.building_id = t.id offset 0) d
      union
      select ${discountColumns} from discounts d where d.building_ids && (select array_agg(t.id) from targets t)
    )
    ${f.includeSummary ? neighborhoodPairsSql : sql``}
    select json_build_object(
      'items', coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'name', p.name, 'address', p.address, 'neighborhood', p.neighborhood,
          'status', p.status, 'screens', p.display_count, 'residents', p.residents,
          'priceCents', p.price_cents, 'latitude', p.latitude, 'longitude', p.longitude,
          'advertisers', ${advertisersOf(sql`p.id`, now)},
          'mainPhotoKey', (
            select ph.storage_key from building_photos ph where ph.building_id = p.id
            order by ph.is_main desc, ph.photo_order, ph.created_at, ph.id limit 1
          )
        ) order by p.sort_key, p.id)
        from page p
      ), '[]'::json),
      'discounts', coalesce((
        select json_agg(json_build_object(
          'id', ad.id, 'buildingId', ad.building_id, 'buildingIds', ad.building_ids, 'type', ad.type,
          'value', ad.value, 'minValueCents', ad.min_value_cents, 'status', ad.status,
          'startsAt', ad.start_date, 'endsAt', ad.end_date
        ) order by ad.id)
        from target_discounts ad
      ), '[]'::json),
      'summary', ${f.includeSummary ? summarySql(now) : sql`null`}
    ) as result
  `;
}

/** Stored and address neighbourhoods of the sellable buildings, in one pass. */
const neighborhoodPairsSql = sql`, neighborhood_pairs as (
  select distinct b.neighborhood, b.address_neighborhood from buildings b
  where b.archived_at is null and b.status = 'active'
)`;

/** Count, map panels, neighbourhood options and period discounts: once per filter. */
function summarySql(now: SQL): SQL {
  const sellable = sql`b.archived_at is null and b.status = 'active'`;
  return sql`json_build_object(
    'total', (select count(*) from matching),
    'totalSellable', (select count(*) from buildings b where ${sellable}),
    'map', coalesce((
      select json_agg(json_build_object(
        'id', m.id, 'name', m.name, 'address', m.address, 'status', m.status,
        'priceCents', m.price_cents, 'latitude', m.latitude, 'longitude', m.longitude,
        'advertisers', ${advertisersOf(sql`m.id`, now)}
      ) order by m.sort_key, m.id)
      from matching m
    ), '[]'::json),
    'storedNeighborhoods', coalesce((
      select json_agg(distinct np.neighborhood order by np.neighborhood) from neighborhood_pairs np
    ), '[]'::json),
    'addressNeighborhoods', coalesce((
      select json_agg(distinct np.address_neighborhood order by np.address_neighborhood)
      from neighborhood_pairs np where np.address_neighborhood is not null
    ), '[]'::json),
    'periodDiscounts', coalesce((
      select json_agg(json_build_object('months', pd.months, 'percentBp', pd.percent_bp) order by pd.months)
      from period_discounts pd
      where pd.active and (pd.starts_at is null or pd.starts_at <= ${now})
        and (pd.ends_at is null or pd.ends_at >= ${now})
    ), '[]'::json)
  )`;
}
