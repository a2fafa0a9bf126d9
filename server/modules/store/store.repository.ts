import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { STORE_PAGE_SIZE } from '../../../domain/panels';

/**
 * The store listing in ONE statement, whatever the page size: the page of panels (with main
 * photo), the count, every matching panel for the map, the neighbourhood options, the active
 * discounts that touch those buildings and the period discounts in force.
 */

/**
 * Advertisers of a building. THE ONE PLACE TO SWITCH ON once the checkout's `bookings` table
 * exists: replace the body with the count of the building's active bookings, e.g.
 *   sql`(select count(*)::int from bookings bk
 *        where bk.building_id = ${buildingId} and bk.status = 'active'
 *          and bk.starts_at <= ${now} and bk.ends_at >= ${now})`
 * Both the cards and the map read it from here.
 */
function advertisersOf(_buildingId: SQL, _now: SQL): SQL {
  return sql`0`;
}

/** Accented letters folded the way domain/neighborhoods.ts foldText does (no unaccent in PGlite). */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny';
const fold = (column: SQL): SQL => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

/** The neighbourhood inside an address, as neighborhoodFromAddress() parses it. */
const addressNeighborhoodSql = (address: SQL): SQL =>
  sql`nullif(trim(split_part(split_part(${address}, ' - ', 2), ',', 1)), '')`;

export interface StorePageFilter {
  /** Already folded (lower case, no accents) and LIKE-escaped, or null. */
  searchPattern: string | null;
  /** Already folded, or null for every neighbourhood. */
  neighborhood: string | null;
  page: number;
  includeMap: boolean;
  now: Date;
}

export interface StorePageRow {
  id: string;
  name: string;
  address: string;
  neighborhood: string;
  status: 'active' | 'maintenance' | 'inactive';
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
  status: 'active' | 'maintenance' | 'inactive';
  priceCents: number;
  advertisers: number;
  latitude: number;
  longitude: number;
}

export interface StoreDiscountRow {
  id: string;
  buildingId: string | null;
  buildingIds: string[] | null;
  type: 'percentage' | 'fixed';
  value: number;
  minValueCents: number | null;
  startsAt: string;
  endsAt: string;
}

export interface StorePageResult {
  total: number;
  totalSellable: number;
  items: StorePageRow[];
  map: StoreMapRow[] | null;
  storedNeighborhoods: string[];
  addressNeighborhoods: string[];
  discounts: StoreDiscountRow[];
  periodDiscounts: { months: number; percentBp: number }[];
}

export async function findStorePage(db: DbOrTx, f: StorePageFilter): Promise<StorePageResult> {
  const now = sql`${f.now.toISOString()}::timestamptz`;
  const search = f.searchPattern;
  const nb = f.neighborhood;
  const offset = (f.page - 1) * STORE_PAGE_SIZE;
  const includeMap = sql`${f.includeMap}::boolean`;
  const result = await db.execute(sql`
    with sellable as (
      select b.id, b.name, b.address, b.neighborhood, b.status, b.residents, b.display_count,
             b.price_cents, b.latitude, b.longitude
      from buildings b
      where b.archived_at is null and b.status = 'active'
    ),
    matching as (
      select s.*, ${fold(sql`s.name`)} as sort_name from sellable s
      where (${search}::text is null
             or ${fold(sql`s.name`)} like ${search}::text
             or ${fold(sql`s.address`)} like ${search}::text)
        and (${nb}::text is null
             or ${fold(sql`s.neighborhood`)} = ${nb}::text
             or ${fold(addressNeighborhoodSql(sql`s.address`))} = ${nb}::text)
    ),
    page as (
      select m.* from matching m order by m.sort_name, m.name, m.id limit ${STORE_PAGE_SIZE} offset ${offset}
    ),
    targets as (
      select p.id from page p
      union
      select m.id from matching m where ${includeMap}
    ),
    active_discounts as (
      select d.id, d.building_id, d.building_ids, d.type, d.value, d.min_value_cents, d.start_date, d.end_date
      from discounts d
      where d.status = 'active' and d.start_date <= ${now} and d.end_date >= ${now}
        and exists (select 1 from targets t where t.id = d.building_id or t.id = any(d.building_ids))
    ),
    neighborhood_names as (
      select s.neighborhood as name, true as stored from sellable s
      union
      select ${addressNeighborhoodSql(sql`s.address`)} as name, false as stored from sellable s
    )
    select json_build_object(
      'total', (select count(*) from matching),
      'totalSellable', (select count(*) from sellable),
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
        ) order by p.sort_name, p.name, p.id)
        from page p
      ), '[]'::json),
      'map', case when ${includeMap} then coalesce((
        select json_agg(json_build_object(
          'id', m.id, 'name', m.name, 'address', m.address, 'status', m.status,
          'priceCents', m.price_cents, 'latitude', m.latitude, 'longitude', m.longitude,
          'advertisers', ${advertisersOf(sql`m.id`, now)}
        ) order by m.sort_name, m.name, m.id)
        from matching m
      ), '[]'::json) end,
      'storedNeighborhoods', coalesce((
        select json_agg(n.name order by n.name) from neighborhood_names n where n.stored and n.name is not null
      ), '[]'::json),
      'addressNeighborhoods', coalesce((
        select json_agg(n.name order by n.name) from neighborhood_names n where not n.stored and n.name is not null
      ), '[]'::json),
      'discounts', coalesce((
        select json_agg(json_build_object(
          'id', ad.id, 'buildingId', ad.building_id, 'buildingIds', ad.building_ids, 'type', ad.type,
          'value', ad.value, 'minValueCents', ad.min_value_cents,
          'startsAt', ad.start_date, 'endsAt', ad.end_date
        ) order by ad.id)
        from active_discounts ad
      ), '[]'::json),
      'periodDiscounts', coalesce((
        select json_agg(json_build_object('months', pd.months, 'percentBp', pd.percent_bp) order by pd.months)
        from period_discounts pd
        where pd.active and (pd.starts_at is null or pd.starts_at <= ${now})
          and (pd.ends_at is null or pd.ends_at >= ${now})
      ), '[]'::json)
    ) as result
  `);
  const raw = (result as unknown as { rows: { result: unknown }[] }).rows[0]?.result;
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as StorePageResult;
}
