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

const stale = (updatedAt: typeof loginThrottles.updatedAt | typeof loginAddressThrottles.updatedAt, windowMs: number, now: Date) =>
  sql`(${updatedAt} < ${new Date(now.getTime() - windowMs)}::timestamptz)`;

/** Thrown inside the claim's transaction to undo the pair's count when the address refuses. */
class AddressLocked extends Error {}

/**
 * Claims one password check for this (account, address) before the check runs (issue 27): each
 * counter is counted AND checked in one upsert, so 50 parallel guesses cannot all read "not
 * locked yet" and then all be checked. The upsert adds the attempt only while the row is not
 * locked (`where` of the conflict update: PostgreSQL evaluates it on the row's latest version,
 * under the row's lock), and the attempt that reaches the limit locks the row. No row back =
 * locked: the caller answers 429 without checking the password. So at most `pairMax` attempts of
 * a pair and `addressMax` of an address are ever checked per window.
 *
 * The pair is claimed first, then the address; one transaction, so an address that refuses
 * undoes the pair's count (rows are always locked in that order: no deadlock).
 *
 * An attempt counts as a failure until it is proven right (`releaseAttempt`): a process that dies
 * in between leaves one failure counted, on the cautious side.
 */
export async function claimAttempt(db: DbOrTx, email: string, ip: string, now: Date, p: ThrottlePolicy): Promise<boolean> {
  const lockAt = new Date(now.getTime() + p.lockMs);
  const claim = async (tx: DbOrTx, k: string, max: number) => {
    const t = loginAddressThrottles;
    const next = sql`case when ${stale(t.updatedAt, p.windowMs, now)} then 1 else ${t.failures} + 1 end`;
    const rows = await tx
      .insert(t)
      .values({ emailKey: k, ip, failures: 1, lockedUntil: max <= 1 ? lockAt : null, updatedAt: now })
      .onConflictDoUpdate({
        target: [t.emailKey, t.ip],
        set: { failures: next, lockedUntil: sql`case when ${next} >= ${max} then ${lockAt}::timestamptz else null end`, updatedAt: now },
        setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${now}::timestamptz`,
      })
      .returning({ failures: t.failures });
    return rows.length > 0;
  };
  try {
    return await db.transaction(async (tx) => {
      if (!(await claim(tx, emailKey(email), p.pairMax))) return false;
      if (!(await claim(tx, ANY_ACCOUNT, p.addressMax))) throw new AddressLocked();
      return true;
    });
  } catch (err) {
    if (err instanceof AddressLocked) return false;
    throw err;
  }
}

/**
 * The password was right (a login, or a blocked account's owner): the claimed attempt was no
 * failure. Gives it back to the pair and the address, and lifts a lock only if this very attempt
 * set it (the count stood at the limit).
 */
export async function releaseAttempt(db: DbOrTx, email: string, ip: string, p: ThrottlePolicy): Promise<void> {
  const t = loginAddressThrottles;
  for (const [k, max] of [
    [emailKey(email), p.pairMax],
    [ANY_ACCOUNT, p.addressMax],
  ] as const) {
    await db
      .update(t)
      .set({
        failures: sql`greatest(${t.failures} - 1, 0)`,
        lockedUntil: sql`case when ${t.failures} = ${max} then null else ${t.lockedUntil} end`,
      })
      .where(and(eq(t.emailKey, k), eq(t.ip, ip)));
  }
}

/**
 * A checked password was wrong (its attempt is already counted by `claimAttempt`): counts it for
 * the account over all addresses, in one upsert. Once the account has been failed
 * `accountDelayFrom` times, this address's pair waits 2^(n-from) seconds (capped) before its next
 * try: an attacker slows down their own addresses, not the owner's.
 */
export async function recordFailure(db: DbOrTx, email: string, ip: string, now: Date, p: ThrottlePolicy): Promise<void> {
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
  const over = (acc?.failures ?? 1) - p.accountDelayFrom;
  if (over < 0) return;
  const delayAt = new Date(now.getTime() + Math.min(p.maxDelayMs, 1000 * 2 ** Math.min(over, 20)));
  const t = loginAddressThrottles;
  await db
    .update(t)
    .set({ lockedUntil: sql`greatest(coalesce(${t.lockedUntil}, ${delayAt}::timestamptz), ${delayAt}::timestamptz)` })
    .where(and(eq(t.emailKey, key), eq(t.ip, ip)));
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
