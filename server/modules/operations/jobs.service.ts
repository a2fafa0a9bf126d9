import type { DbOrTx } from '../../db/client';
import { claimJobRun, deleteExpiredRateLimits, jobRuns } from './operations.repository';

/**
 * Whether this instance runs this tick of the job. The claim pushes the job's next run a little
 * less than one period ahead (timers drift by a few milliseconds; a full period would make the
 * same instance miss every other tick), so across N instances each period runs once (ADR 0022).
 */
export async function claimScheduledRun(db: DbOrTx, name: string, everyMs: number): Promise<boolean> {
  const gap = Math.max(1, Math.floor(everyMs * 0.9));
  return (await claimJobRun(db, name, gap)) !== null;
}

/** Claimed runs per job since the database was made. */
export async function scheduledRunCounts(db: DbOrTx): Promise<Record<string, number>> {
  return Object.fromEntries((await jobRuns(db)).map((r) => [r.name, r.runs]));
}

/** Drops rate-limit counters whose window has passed (the PostgreSQL store's table stays small). */
export function purgeExpiredRateLimits(db: DbOrTx): Promise<number> {
  return deleteExpiredRateLimits(db);
}
