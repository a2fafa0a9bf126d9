import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job: the next moment any instance may run it. A run is claimed by moving
 * `next_run_at` forward in one conditional upsert, so N instances run each tick once (ADR 0022).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  /** Claimed runs since the row was made (operators read it; the multi-instance test counts it). */
  runs: integer('runs').notNull().default(1),
});

/**
 * Request counters of the rate limits shared by instances on PostgreSQL when no Redis is
 * configured: one row per route and address, reset when its window has passed.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
