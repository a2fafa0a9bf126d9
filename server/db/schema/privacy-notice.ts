import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Every version of the privacy notice's free text (issue 34, ADR 0054): the highest is the one
 * /privacidade shows. A version is never changed: saving a new text inserts the next one, so the
 * text a newsletter or waitlist consent points at (its `notice_version`) can always be read back.
 * Two masters saving at once both aim at the same next version; the primary key lets one win.
 */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    version: integer('version').primaryKey(),
    text: text('text').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedByName: text('published_by_name'),
  },
  (t) => [check('privacy_notices_version_positive', sql`${t.version} > 0`)],
);
