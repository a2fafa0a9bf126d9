import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from '../../db/schema';

/** Drizzle queries of the password reset links; the rules live in recovery.service.ts. */
export async function hasUnusedResetSince(db: DbOrTx, userId: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

export async function insertReset(db: DbOrTx, row: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(row);
}

export async function deleteReset(db: DbOrTx, id: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.id, id));
}

/** One conditional update: the link is taken only if unused and unexpired. */
export async function claimReset(db: DbOrTx, id: string, now: Date): Promise<{ userId: string } | undefined> {
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return claimed;
}

export async function endUnusedResetsOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Links used or expired before `before`. */
export async function deleteResetsEndedBefore(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, before), and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt, before))));
}
