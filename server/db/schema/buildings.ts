import { sqlNow } from '../../lib/sql-now';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buildingStatuses } from '../../../domain/buildings';
import { users } from './identity';
import { addressNeighborhoodRaw, foldRaw } from '../../lib/text-fold';


export const buildings = pgTable(
  'buildings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    neighborhood: text('neighborhood').notNull(),
    residents: integer('residents').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    status: text('status', { enum: buildingStatuses }).notNull().default('active'),
    displayCount: integer('display_count').notNull().default(1),
    /** 30-day price in centavos. */
    priceCents: integer('price_cents').notNull(),
    /** Set when a building with history is removed: it leaves the store but keeps its rows. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    // Derived by the database for the store listing (server/modules/store), so a request never
    // folds accents or parses addresses row by row: sort and search keys, and the neighbourhood
    // written in the address ('Rua X, 1 - Bairro, Cidade - PR').
    sortKey: text('sort_key').generatedAlwaysAs(sql.raw(foldRaw('name'))),
    searchKey: text('search_key').generatedAlwaysAs(sql.raw(foldRaw(`name || chr(10) || address`))),
    neighborhoodKey: text('neighborhood_key').generatedAlwaysAs(sql.raw(foldRaw('trim(neighborhood)'))),
    addressNeighborhood: text('address_neighborhood').generatedAlwaysAs(sql.raw(addressNeighborhoodRaw('address'))),
    addressNeighborhoodKey: text('address_neighborhood_key').generatedAlwaysAs(
      sql.raw(foldRaw(addressNeighborhoodRaw('address'))),
    ),
  },
  (t) => [
    check('buildings_price_positive', sql`${t.priceCents} > 0`),
    check('buildings_residents_positive', sql`${t.residents} > 0`),
    check('buildings_display_count_min', sql`${t.displayCount} >= 1`),
    index('buildings_status_idx').on(t.status),
    index('buildings_neighborhood_idx').on(t.neighborhood),
    // The store lists sellable buildings only: its page order, and its two neighbourhood filters.
    index('buildings_store_sort_idx')
      .on(t.sortKey, t.id)
      .where(sql`${t.archivedAt} is null and ${t.status} = 'active'`),
    index('buildings_store_neighborhood_idx')
      .on(t.neighborhoodKey)
      .where(sql`${t.archivedAt} is null and ${t.status} = 'active'`),
    index('buildings_store_address_neighborhood_idx')
      .on(t.addressNeighborhoodKey)
      .where(sql`${t.archivedAt} is null and ${t.status} = 'active'`),
  ],
);

export const buildingPhotos = pgTable(
  'building_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    /** Storage key prefix; the sizes live under `${storageKey}-{size}.webp`. */
    storageKey: text('storage_key').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    photoOrder: integer('photo_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('building_photos_building_idx').on(t.buildingId, t.photoOrder),
    // At most one main photo per building, whatever the concurrency.
    uniqueIndex('building_photos_one_main').on(t.buildingId).where(sql`${t.isMain}`),
  ],
);

export const syndics = pgTable(
  'syndics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    mandateStart: timestamp('mandate_start', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    mandateEnd: timestamp('mandate_end', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('syndics_building_unique').on(t.buildingId)],
);

export const periodDiscounts = pgTable(
  'period_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    months: integer('months').notNull().unique(),
    /** Basis points: 500 = 5 %. */
    percentBp: integer('percent_bp').notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [check('period_discounts_percent_range', sql`${t.percentBp} between 0 and 10000`)],
);
