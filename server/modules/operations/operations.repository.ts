/** Drizzle queries of the scheduled-job claims and the shared rate-limit counters. */
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitHits, scheduledJobs } from '../../db/schema';
import { sqlNow } from '../../lib/sql-now';

/**
 * Claims the job's next run: inserts its row, or moves `next_run_at` forward only when it has
 * passed. Concurrent claims serialise on the row; the loser re-reads it and finds it in the
 * future. Returns the run number, or null when another instance already has this tick.
 */
export async function claimJobRun(db: DbOrTx, name: string, gapMs: number): Promise<number | null> {
  const next = sql`${sqlNow()} + ${gapMs} * interval '1 millisecond'`;
  const rows = await db
    .insert(scheduledJobs)
    .values({ name, nextRunAt: next, lastStartedAt: sqlNow(), runs: 1 })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { nextRunAt: next, lastStartedAt: sqlNow(), runs: sql`${scheduledJobs.runs} + 1` },
      setWhere: sql`${scheduledJobs.nextRunAt} <= ${sqlNow()}`,
    })
    .returning({ runs: scheduledJobs.runs });
  return rows[0]?.runs ?? null;
}

export async function jobRuns(db: DbOrTx): Promise<{ name: string; runs: number }[]> {
  return db.select({ name: scheduledJobs.name, runs: scheduledJobs.runs }).from(scheduledJobs);
}

/** One more hit on `key` in its window (a new window when the last one has passed). */
export async function hitRateLimit(db: DbOrTx, key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
  const reset = sql`${sqlNow()} + ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, resetAt: reset })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${rateLimitHits.resetAt} <= ${sqlNow()} then 1 else ${rateLimitHits.count} + 1 end`,
        resetAt: sql`case when ${rateLimitHits.resetAt} <= ${sqlNow()} then ${reset} else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ count: rateLimitHits.count, resetAt: rateLimitHits.resetAt });
  return row!;
}

export async function readRateLimit(db: DbOrTx, key: string): Promise<{ count: number; resetAt: Date } | undefined> {
  const [row] = await db
    .select({ count: rateLimitHits.count, resetAt: rateLimitHits.resetAt })
    .from(rateLimitHits)
    .where(sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.resetAt} > ${sqlNow()}`)
    .limit(1);
  return row;
}

export async function deleteExpiredRateLimits(db: DbOrTx): Promise<number> {
  const rows = await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sqlNow())).returning({ key: rateLimitHits.key });
  return rows.length;
}
