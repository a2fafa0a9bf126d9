import { sqlNow } from '../../lib/sql-now';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { makeGoodOutcomes } from '../../../domain/make-goods';
import { users } from './identity';
import { bookings, coupons } from './orders';

/**
 * One assessment per ended booking of a paid order (issue 32 item 2, ADR 0047): the screen time it
 * lost, the threshold it was held to, and what was done. The unique booking makes the decision
 * once: the row is written in the transaction that acts (extends the booking, offers the credit),
 * so a second run, another instance or a restart finds it and does nothing. A credit offered is
 * then granted or dismissed by staff, once (a conditional update from 'credit_offered').
 */
export const makeGoods = pgTable(
  'make_goods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // Milliseconds: a long booking's outage passes 2^31 (24 days).
    lostMs: bigint('lost_ms', { mode: 'number' }).notNull(),
    thresholdMs: bigint('threshold_ms', { mode: 'number' }).notNull(),
    outcome: text('outcome', { enum: makeGoodOutcomes }).notNull(),
    /** Whole days added to the booking ('extended'). */
    extendedDays: integer('extended_days'),
    /** The booking's end before it was extended (the audit has it too; the screens show both). */
    previousEndsAt: timestamp('previous_ends_at', { withTimezone: true }),
    /** The credit worked out when it was offered: what staff see and what the coupon is worth. */
    creditCents: integer('credit_cents'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The code, kept beside the coupon: the client's line still shows it if the coupon is deleted. */
    couponCode: text('coupon_code'),
    /** Why staff dismissed the credit. */
    dismissReason: text('dismiss_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** Null when the job decided (none, extended, credit offered). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    uniqueIndex('make_goods_booking_unique').on(t.bookingId),
    index('make_goods_outcome_idx').on(t.outcome),
    check('make_goods_amounts', sql`${t.lostMs} >= 0 and ${t.thresholdMs} >= 0`),
    check('make_goods_days', sql`${t.extendedDays} is null or ${t.extendedDays} >= 1`),
    check('make_goods_credit', sql`${t.creditCents} is null or ${t.creditCents} > 0`),
  ],
);
