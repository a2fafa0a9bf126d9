import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { renewalReminders } from '../../../domain/renewals';
import { users } from './identity';
import { bookings, orders } from './orders';

/**
 * One row per booking per renewal reminder sent (issue 33 item 1, ADR 0052): written in the
 * transaction that queues the reminder's e-mail, so whatever the runs, instances and restarts a
 * booking gets each reminder once (the unique key), and a crash before the commit leaves nothing
 * for the next run to skip. The client's notification is the row itself (ADR 0037's bell).
 */
export const renewalReminderRows = pgTable(
  'renewal_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The booking's order: the renewal link renews it. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: renewalReminders }).notNull(),
    /** São Paulo days from the sending day to the booking's last day (what the text said). */
    daysLeft: integer('days_left').notNull(),
    /** The booking's last day, 'YYYY-MM-DD' (São Paulo). */
    lastDay: text('last_day').notNull(),
    buildingName: text('building_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('renewal_reminders_booking_kind_unique').on(t.bookingId, t.kind),
    index('renewal_reminders_user_idx').on(t.userId, t.sentAt),
    check('renewal_reminders_days_left', sql`${t.daysLeft} >= 0`),
  ],
);
