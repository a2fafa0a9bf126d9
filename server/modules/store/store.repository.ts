import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, isAdvertiserBooking } from '../../db/schema';
import type { BuildingStatus } from '../../../domain/buildings';
import type { StoredBuildingDiscount } from '../../../domain/pricing';

/**
 * The store listing's reads. The listing is served from a catalogue snapshot held in memory
 * (store.snapshot.ts); this file reads it from the database in one statement. Folding and address
 * parsing were done by the database when the rows were written (generated columns in
 * schema/buildings.ts), so the snapshot filters with plain string comparisons.
 */

interface StorePageRow {
  id: string;
  name: string;
  address: string;
  neighborhood: string;
  status: BuildingStatus;
  screens: number;
  residents: number;
  priceCents: number;
  latitude: number;
  longitude: number;
  mainPhotoKey: string | null;
}

/** Discounts come out of the JSON with their dates as ISO text. */
export type StoreDiscountRow = StoredBuildingDiscount & { startsAt: string; endsAt: string };

export interface CatalogBuildingRow extends StorePageRow {
  searchKey: string;
  neighborhoodKey: string;
  addressNeighborhoodKey: string | null;
  addressNeighborhood: string | null;
}

export interface CatalogRows {
  /** Sellable buildings (active, not archived), in the store's order. */
  buildings: CatalogBuildingRow[];
  /** Every discount naming a building, active or not: the pricing engine picks the one in force. */
  discounts: StoreDiscountRow[];
  /**
   * Bookings that count as advertisers now or later: their building and end, and for a renewal
   * the end of the booking it continues, from which it holds the place (ADR 0052).
   */
  bookings: { buildingId: string; endsAt: string; countsFrom: string | null }[];
  /** Active period discounts with their windows (filtered by the request's time). */
  periodDiscounts: { months: number; percentBp: number; startsAt: string | null; endsAt: string | null }[];
}

export async function loadCatalogRows(db: DbOrTx, now: Date): Promise<CatalogRows> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select json_build_object(
      'buildings', coalesce((
        select json_agg(json_build_object(
          'id', b.id, 'name', b.name, 'address', b.address, 'neighborhood', b.neighborhood,
          'status', b.status, 'screens', b.display_count, 'residents', b.residents,
          'priceCents', b.price_cents, 'latitude', b.latitude, 'longitude', b.longitude,
          'searchKey', b.search_key, 'neighborhoodKey', b.neighborhood_key,
          'addressNeighborhoodKey', b.address_neighborhood_key, 'addressNeighborhood', b.address_neighborhood,
          'mainPhotoKey', (
            select ph.storage_key from building_photos ph where ph.building_id = b.id
            order by ph.is_main desc, ph.photo_order, ph.created_at, ph.id limit 1
          )
        ) order by b.sort_key, b.id)
        from buildings b where b.archived_at is null and b.status = 'active'
      ), '[]'::json),
      'discounts', coalesce((
        select json_agg(json_build_object(
          'id', d.id, 'buildingId', d.building_id, 'buildingIds', d.building_ids, 'type', d.type,
          'value', d.value, 'minValueCents', d.min_value_cents, 'status', d.status,
          'startsAt', d.start_date, 'endsAt', d.end_date
        ) order by d.id)
        from discounts d where d.building_id is not null or d.building_ids is not null
      ), '[]'::json),
      'bookings', coalesce((
        select json_agg(json_build_object(
          'buildingId', ${bookings.buildingId}, 'endsAt', ${bookings.endsAt},
          'countsFrom', (select renewed.ends_at from ${bookings} as renewed where renewed.id = ${bookings.renewsBookingId} and renewed.status = 'active')
        ))
        from ${bookings} where ${isAdvertiserBooking(at)}
      ), '[]'::json),
      'periodDiscounts', coalesce((
        select json_agg(json_build_object(
          'months', pd.months, 'percentBp', pd.percent_bp, 'startsAt', pd.starts_at, 'endsAt', pd.ends_at
        ) order by pd.months)
        from period_discounts pd where pd.active
      ), '[]'::json)
    ) as result
  `);
  const raw = (result as unknown as { rows: { result: unknown }[] }).rows[0]?.result;
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as CatalogRows;
}
