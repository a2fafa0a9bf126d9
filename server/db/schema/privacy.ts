import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { privacyRequestOrigins, privacyRequestStatuses, privacyRequestTypes } from '../../../domain/privacy';
import { users } from './identity';

/**
 * A data subject's request (LGPD art. 18, ADR 0055): a client's account deletion from 'Meus dados'
 * (waiting for the mailed link, then answered by the deletion itself), or what staff register for
 * people without an account in /admin/support. `received_day` and `due_day` are São Paulo days; the
 * due day is 15 days on (domain/retention.ts). The row is the agency's proof that it answered: an
 * account deletion keeps it, with the e-mail replaced by the account's anonymised one.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that asked (client area); null for people without one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower case, trimmed. */
    email: text('email').notNull(),
    type: text('type', { enum: privacyRequestTypes }).notNull(),
    origin: text('origin', { enum: privacyRequestOrigins }).notNull(),
    status: text('status', { enum: privacyRequestStatuses }).notNull(),
    /** What the person asked, as staff wrote it down. */
    details: text('details').notNull().default(''),
    receivedDay: text('received_day').notNull(),
    dueDay: text('due_day').notNull(),
    /** The mailed deletion link works until then (aguardando_confirmacao only). */
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** The answer given (staff's note, or what the deletion did). */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('privacy_requests_status_due_idx').on(t.status, t.dueDay),
    index('privacy_requests_user_idx').on(t.userId),
    index('privacy_requests_email_idx').on(t.email),
    check('privacy_requests_email_lower', sql`${t.email} = lower(${t.email})`),
    check('privacy_requests_answered', sql`(${t.status} = 'respondido') = (${t.answeredAt} is not null)`),
  ],
);

/**
 * Stored files whose rows are gone and that must be deleted (ADR 0055): written in the transaction
 * that deletes the rows, removed once the storage confirms. A crash between the commit and the
 * storage call leaves the row here, and the retention job deletes the file on its next run.
 */
export const storagePurges = pgTable(
  'storage_purges',
  {
    storageKey: text('storage_key').primaryKey(),
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('storage_purges_created_idx').on(t.createdAt)],
);
