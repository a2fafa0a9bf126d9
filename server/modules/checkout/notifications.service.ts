import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentNotifications } from '../../db/schema';
import { findPaymentByProviderId } from './checkout.repository';

/** True the first time a signed notification id is seen; false for a replay. */
export async function claimNotification(db: DbOrTx, id: string, now = new Date()): Promise<boolean> {
  const rows = await db.insert(paymentNotifications).values({ id, receivedAt: now }).onConflictDoNothing().returning({ id: paymentNotifications.id });
  return rows.length === 1;
}

export async function purgeOldNotifications(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(paymentNotifications).where(lt(paymentNotifications.receivedAt, new Date(now.getTime() - 24 * 3600_000)));
}

export async function releaseNotification(db: DbOrTx, id: string): Promise<void> {
  await db.delete(paymentNotifications).where(eq(paymentNotifications.id, id));
}

/** An unsigned notification is only followed for one of our own Mercado Pago payments still open. */
export async function isOurPendingMercadoPagoPayment(db: DbOrTx, providerPaymentId: string): Promise<boolean> {
  const p = await findPaymentByProviderId(db, 'mercadopago', providerPaymentId);
  return Boolean(p && (p.status === 'pending' || p.status === 'cancelled' || p.status === 'expired' || p.status === 'approved'));
}
