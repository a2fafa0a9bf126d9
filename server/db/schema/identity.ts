import { sqlNow } from '../../lib/sql-now';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roles } from '../../../domain/permissions';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role', { enum: roles }).notNull(),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    /** SHA-256 (hex) of the e-mailed token. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    userId: uuid('user_id'),
    userEmail: text('user_email'),
    category: text('category').notNull(),
    action: text('action').notNull(),
    details: text('details').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    suspicious: boolean('suspicious').notNull().default(false),
  },
  (t) => [
    index('audit_logs_at_idx').on(t.at),
    index('audit_logs_category_idx').on(t.category, t.action),
  ],
);

/**
 * Failed logins counted per typed e-mail (lower-cased), whether or not an account has it, so the
 * lock after repeated failures looks the same for unknown e-mails (no account enumeration).
 */
export const loginThrottles = pgTable('login_throttles', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
});

/**
 * Failed logins per (typed e-mail, address), and per address alone (email_key '*'). An address
 * that keeps failing on one account is locked (and waits longer the more the account is attacked);
 * another address, such as the owner's, still gets its password checked (ADR 0013).
 */
export const loginAddressThrottles = pgTable(
  'login_address_throttles',
  {
    emailKey: text('email_key').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [primaryKey({ columns: [t.emailKey, t.ip] }), index('login_address_throttles_updated_idx').on(t.updatedAt)],
);
