import { sqlNow } from '../../lib/sql-now';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationKinds } from '../../../domain/notifications';
import { users } from './identity';

/**
 * A staff notification, one row per person who receives it (ADR 0017): each person reads and
 * marks their own, and a page is one indexed query. Written after the fact's own transaction
 * committed; `dedupe_key` makes a repeated write (retry, another instance, the offline job's next
 * run) a no-op.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
    index('staff_notifications_user_created_idx').on(t.userId, t.createdAt),
    index('staff_notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * How far a client has seen their notifications (the decisions on their videos): one row per
 * account, so a second browser or a new session of the same person sees the same unseen count.
 * `seen_at` is the decision time of the latest notification they opened the bell on; it only
 * moves forward (markClientNotificationsSeen).
 */
export const clientNotificationsSeen = pgTable('client_notifications_seen', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
});
