import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAddressThrottles, loginThrottles } from '../../db/schema';

export const emailKey = (email: string) => email.trim().toLowerCase().slice(0, 254);
/** The per-address row (all accounts together) uses this e-mail key. */
export const ANY_ACCOUNT = '*';

export interface ThrottlePolicy {
  /** Failures of one (account, address) pair before that pair is locked. */
  pairMax: number;
  /** Failures of one address over all accounts before the address is locked. */
  addressMax: number;
  /** Account failures (all addresses) from which each further failure delays its address. */
  accountDelayFrom: number;
  windowMs: number;
  lockMs: number;
  /** Cap of the progressive delay. */
  maxDelayMs: number;
}

/**
 * When the address may try this account again: the pair's lock (or progressive delay), or the
 * address's own lock. Null = it may try now. Another address (the owner's) is not affected.
 */
export async function blockedUntil(db: DbOrTx, email: string, ip: string, now: Date): Promise<Date | null> {
  const rows = await db
    .select({ until: loginAddressThrottles.lockedUntil })
    .from(loginAddressThrottles)
    .where(
      and(
        eq(loginAddressThrottles.ip, ip),
        inArray(loginAddressThrottles.emailKey, [emailKey(email), ANY_ACCOUNT]),
        gt(loginAddressThrottles.lockedUntil, now),
      ),
    );
  const until = rows.map((r) => r.until!.getTime());
  return until.length ? new Date(Math.max(...until)) : null;
}

const stale = (updatedAt: typeof loginThrottles.updatedAt | typeof loginAddressThrottles.updatedAt, windowMs: number, now: Date) =>
  sql`(${updatedAt} < ${new Date(now.getTime() - windowMs)}::timestamptz)`;

/**
 * Counts one failure, each counter in a single upsert (concurrent attempts cannot skip a lock):
 * the account's (all addresses), the pair's and the address's. The pair is locked after
 * `pairMax` failures; before that, once the account has been failed `accountDelayFrom` times, the
 * pair waits 2^(n-from) seconds (capped): an attacker slows down their own addresses, not the
 * owner's. The address is locked after `addressMax` failures over all accounts.
 */
export async function countFailure(db: DbOrTx, email: string, ip: string, now: Date, p: ThrottlePolicy): Promise<void> {
  const key = emailKey(email);
  const [acc] = await db
    .insert(loginThrottles)
    .values({ emailKey: key, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.emailKey,
      set: {
        failures: sql`case when ${stale(loginThrottles.updatedAt, p.windowMs, now)} then 1 else ${loginThrottles.failures} + 1 end`,
        updatedAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  const accountFailures = acc?.failures ?? 1;
  const over = accountFailures - p.accountDelayFrom;
  const delayMs = over >= 0 ? Math.min(p.maxDelayMs, 1000 * 2 ** Math.min(over, 20)) : 0;
  const lockAt = new Date(now.getTime() + p.lockMs);
  const delayAt = new Date(now.getTime() + delayMs);
  for (const [k, max] of [
    [key, p.pairMax],
    [ANY_ACCOUNT, p.addressMax],
  ] as const) {
    const next = sql`case when ${stale(loginAddressThrottles.updatedAt, p.windowMs, now)} then 1 else ${loginAddressThrottles.failures} + 1 end`;
    const lock =
      k === ANY_ACCOUNT
        ? sql`case when ${next} >= ${max} then ${lockAt}::timestamptz else null end`
        : sql`case when ${next} >= ${max} then ${lockAt}::timestamptz when ${delayMs} > 0 then ${delayAt}::timestamptz else null end`;
    await db
      .insert(loginAddressThrottles)
      .values({
        emailKey: k,
        ip,
        failures: 1,
        lockedUntil: max <= 1 ? lockAt : k !== ANY_ACCOUNT && delayMs > 0 ? delayAt : null,
        updatedAt: now,
      })
      .onConflictDoUpdate({ target: [loginAddressThrottles.emailKey, loginAddressThrottles.ip], set: { failures: next, lockedUntil: lock, updatedAt: now } });
  }
}

/** A successful login clears its own pair (the account's other addresses keep their locks). */
export async function clearPair(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.delete(loginAddressThrottles).where(and(eq(loginAddressThrottles.emailKey, emailKey(email)), eq(loginAddressThrottles.ip, ip)));
}

export async function clearAccountCount(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailKey, emailKey(email)));
}

/** Staff unblock, or a password reset: every counter of the account goes. */
export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailKey, emailKey(email)));
  await db.delete(loginAddressThrottles).where(eq(loginAddressThrottles.emailKey, emailKey(email)));
}

/** Which of these e-mails have an address locked out right now (the users screen shows it). */
export async function lockedEmails(db: DbOrTx, emails: string[], now: Date): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ k: loginAddressThrottles.emailKey })
    .from(loginAddressThrottles)
    .where(and(inArray(loginAddressThrottles.emailKey, emails.map(emailKey)), gt(loginAddressThrottles.lockedUntil, now)));
  return new Set(rows.map((r) => r.k));
}

export async function purgeStaleThrottles(db: DbOrTx, now: Date, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  const before = new Date(now.getTime() - olderThanMs);
  await db.delete(loginThrottles).where(lt(loginThrottles.updatedAt, before));
  await db
    .delete(loginAddressThrottles)
    .where(and(lt(loginAddressThrottles.updatedAt, before), or(sql`${loginAddressThrottles.lockedUntil} is null`, lt(loginAddressThrottles.lockedUntil, now))));
}
