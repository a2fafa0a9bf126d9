import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentNotifications } from '../../db/schema';
import { clock } from '../../lib/clock';

/** True the first time a signed notification id is seen; false for a replay. */
export async function claimNotification(db: DbOrTx, id: string, now = clock.now()): Promise<boolean> {
  const rows = await db.insert(paymentNotifications).values({ id, receivedAt: now }).onConflictDoNothing().returning({ id: paymentNotifications.id });
  return rows.length === 1;
}

export async function purgeOldNotifications(db: DbOrTx, now = clock.now()): Promise<void> {
  await db.delete(paymentNotifications).where(lt(paymentNotifications.receivedAt, new Date(now.getTime() - 24 * 3600_000)));
}

export async function releaseNotification(db: DbOrTx, id: string): Promise<void> {
  await db.delete(paymentNotifications).where(eq(paymentNotifications.id, id));
}

