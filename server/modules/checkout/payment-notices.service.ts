import type { DbOrTx } from '../../db/client';
import { findPaymentByProviderId } from './checkout.repository';
import * as repo from './payment-notices.repository';
import { clock } from '../../lib/clock';

/** True the first time a signed notification id is seen; false for a replay. */
export const claimNotification = (db: DbOrTx, id: string, now = clock.now()) => repo.claimNotification(db, id, now);
/** A notification we failed to handle: Mercado Pago's retry (same id) must be accepted. */
export const releaseNotification = (db: DbOrTx, id: string) => repo.releaseNotification(db, id);

/** An unsigned notification is only followed for one of our own Mercado Pago payments. */
export async function isOurPendingMercadoPagoPayment(db: DbOrTx, providerPaymentId: string): Promise<boolean> {
  const p = await findPaymentByProviderId(db, 'mercadopago', providerPaymentId);
  return Boolean(p && (p.status === 'pending' || p.status === 'cancelled' || p.status === 'expired' || p.status === 'approved'));
}
