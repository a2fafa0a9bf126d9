import { ANONYMISED_EMAIL_DOMAIN, ANONYMISED_NAME, anonymisedEmail } from '../../../domain/privacy';
import type { DbOrTx } from '../../db/client';
import {
  anonymiseBuyerOfOrders,
  anonymiseFiscalOrder,
  anonymiseUnpaidOrder,
  lockFiscalOrdersToAnonymise,
  lockUnpaidOrdersToAnonymise,
} from './checkout.repository';

/**
 * The buyer of every order of this account or e-mail leaves (account deletion, or staff erasing an
 * e-mail): paid orders stay for the fiscal period with the buyer anonymised (ADR 0055).
 */
export function anonymiseBuyerOrders(tx: DbOrTx, who: { userId: string | null; email: string }, anonEmail: string, at: Date) {
  return anonymiseBuyerOfOrders(tx, { userId: who.userId, email: who.email.trim().toLowerCase() }, { name: ANONYMISED_NAME, email: anonEmail }, at);
}

/**
 * RETENTION.unpaidOrder: one batch of never-paid orders older than `before` loses its buyer, in the
 * caller's transaction. Returns the orders changed and the names they had.
 */
export async function anonymiseOldUnpaidOrders(tx: DbOrTx, before: Date, at: Date, batch: number) {
  const rows = await lockUnpaidOrdersToAnonymise(tx, before, ANONYMISED_EMAIL_DOMAIN, batch);
  for (const r of rows) await anonymiseUnpaidOrder(tx, r.id, { name: ANONYMISED_NAME, email: anonymisedEmail(r.id) }, at);
  return rows.map((r) => ({ id: r.id, oldName: r.oldName }));
}

/**
 * RETENTION.fiscalRecord: one batch of paid orders past the fiscal period (paid before `paidBefore`,
 * the start of the year whose records may go) loses the buyer entirely, CPF/CNPJ included.
 */
export async function anonymiseExpiredFiscalOrders(tx: DbOrTx, paidBefore: Date, at: Date, batch: number) {
  const rows = await lockFiscalOrdersToAnonymise(tx, paidBefore, ANONYMISED_EMAIL_DOMAIN, batch);
  for (const r of rows) await anonymiseFiscalOrder(tx, r.id, { name: ANONYMISED_NAME, email: anonymisedEmail(r.id) }, at);
  return rows.map((r) => ({ id: r.id, oldName: r.oldName }));
}
