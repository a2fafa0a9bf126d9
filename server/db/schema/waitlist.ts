import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buildings } from './buildings';

/**
 * The waitlist of full buildings (issue 33 item 3, ADR 0051): one row per sign-up on a building the
 * store showed as 'Lotado'. The row keeps the consent as given: the time (`created_at`, which is
 * also the list's order), the version and text the form showed, and the address it came from.
 * A person is told once: `notified_at` is set in the transaction that queues their mail. One
 * waiting entry per e-mail per building (the partial unique index); once told, the same e-mail may
 * sign up again. Leaving the list deletes the row; told rows are deleted after 30 days.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    /** Lower case, trimmed. */
    email: text('email').notNull(),
    name: text('name'),
    consentVersion: text('consent_version').notNull(),
    consentText: text('consent_text').notNull(),
    consentIp: text('consent_ip').notNull(),
    /** The privacy notice's version current at the sign-up (ADR 0054); null before 0028. */
    noticeVersion: integer('notice_version'),
    /** When they signed up and agreed (the server's clock). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_waiting_unique')
      .on(t.buildingId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index('waitlist_entries_building_idx').on(t.buildingId, t.createdAt, t.id),
    index('waitlist_entries_notified_idx').on(t.notifiedAt),
    check('waitlist_entries_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
