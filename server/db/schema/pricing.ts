import { sqlNow } from '../../lib/sql-now';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buildings } from './buildings';
import { users } from './identity';
import { discountTypes, promotionStatuses } from '../../../domain/discounts';

/**
 * Building discounts (the spec's `discounts`). For 'percentage' the value is in basis points
 * (1500 = 15 %); for 'fixed' it is centavos and the percentage is value / min_value.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id').references(() => buildings.id, { onDelete: 'cascade' }),
    buildingIds: uuid('building_ids').array(),
    type: text('type', { enum: discountTypes }).notNull(),
    value: integer('value').notNull(),
    minValueCents: integer('min_value_cents'),
    maxValueCents: integer('max_value_cents'),
    startsAt: timestamp('start_date', { withTimezone: true }).notNull(),
    endsAt: timestamp('end_date', { withTimezone: true }).notNull(),
    status: text('status', { enum: promotionStatuses }).notNull().default('active'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    check('discounts_value_positive', sql`${t.value} > 0`),
    check('discounts_window', sql`${t.endsAt} > ${t.startsAt}`),
    index('discounts_building_idx').on(t.buildingId),
    // "Discounts of these buildings" (store listing, quote) looks up building_ids with &&.
    index('discounts_building_ids_idx').using('gin', t.buildingIds),
    index('discounts_active_idx').on(t.status, t.startsAt, t.endsAt),
  ],
);
