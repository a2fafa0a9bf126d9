import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottles } from '../../db/schema';

export const emailKey = (email: string) => email.trim().toLowerCase().slice(0, 254);

export async function lockedUntilOf(db: DbOrTx, email: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.emailKey, emailKey(email)))
    .limit(1);
  return row?.lockedUntil && row.lockedUntil.getTime() > now.getTime() ? row.lockedUntil : null;
}

/**
 * Counts one failure in a single upsert (concurrent attempts cannot skip the lock). The count
 * restarts when the previous failure is older than the window or a lock has run out.
 */
export async function countFailure(
  db: DbOrTx,
  email: string,
  now: Date,
  opts: { max: number; windowMs: number; lockMs: number },
): Promise<void> {
  const stale = sql`(${loginThrottles.updatedAt} < ${new Date(now.getTime() - opts.windowMs)}::timestamptz
    or (${loginThrottles.lockedUntil} is not null and ${loginThrottles.lockedUntil} <= ${now}::timestamptz))`;
  const next = sql`case when ${stale} then 1 else ${loginThrottles.failures} + 1 end`;
  const lockAt = new Date(now.getTime() + opts.lockMs);
  await db
    .insert(loginThrottles)
    .values({ emailKey: emailKey(email), failures: 1, lockedUntil: opts.max <= 1 ? lockAt : null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.emailKey,
      set: {
        failures: next,
        lockedUntil: sql`case when ${next} >= ${opts.max} then ${lockAt}::timestamptz else null end`,
        updatedAt: now,
      },
    });
}

export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailKey, emailKey(email)));
}

/** Which of these e-mails are locked right now (the users screen shows it). */
export async function lockedEmails(db: DbOrTx, emails: string[], now: Date): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ k: loginThrottles.emailKey, until: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.emailKey, emails.map(emailKey)));
  return new Set(rows.filter((r) => r.until && r.until.getTime() > now.getTime()).map((r) => r.k));
}

export async function purgeStaleThrottles(db: DbOrTx, now: Date, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(loginThrottles).where(lt(loginThrottles.updatedAt, new Date(now.getTime() - olderThanMs)));
}
