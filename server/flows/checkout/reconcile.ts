import type { FastifyBaseLogger } from 'fastify';
import * as checkout from '../../modules/checkout/steps';
import { recordAudit } from '../../modules/identity/audit.service';
import { runInTransaction, type CheckoutDeps } from './effects';
import { expireDueOrders } from './expire';
import { repairApprovedPayment } from './pay';
import { recheckPayment, staleMs } from './provider-sync';
import { retryStaleRefunds } from './refund';
import { clock } from '../../lib/clock';

export interface ReconcileReport {
  checked: number;
  /** Payments whose state changed because the job asked the provider (lost notification, crash). */
  repaired: number;
  expired: number;
  /** Refund requests left in flight that the provider has now answered. */
  refunds: number;
  mails: number;
}

/** Ask the provider again about a pending payment this often. */
const RECHECK_MS = 2 * 60_000;
/** Approved payments are re-read (a refund whose notification was lost) this long after approval... */
const APPROVED_WINDOW_MS = 24 * 3600_000;
/** ...at most this often each. */
const APPROVED_RECHECK_MS = 10 * 60_000;

/**
 * The reconciliation job (at start and every few minutes, safe with N instances):
 *  1. pending payments older than a minute and not checked lately are claimed (SKIP LOCKED, by
 *     stamping checked_at) and re-read from the provider: a PIX paid without a notification, a
 *     card attempt whose answer was lost in a crash, are applied (granted once) or retired;
 *     Closed attempts get one last look (a charge made as it was closed, or whose answer was
 *     lost); payments approved or flagged for refund in the last day are re-read every 10
 *     minutes (a refund made at the provider whose notification was lost);
 *  2. approved payments whose order is not paid (data written before the single transaction)
 *     are applied;
 *  3. due orders expire (after one last look at the provider);
 *  4. refund requests left in flight are sent again with their own key (ADR 0025);
 *  5. mails queued by a transaction whose process died are sent.
 */
export async function reconcilePayments(deps: CheckoutDeps, log?: FastifyBaseLogger, now = clock.now()): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, repaired: 0, expired: 0, refunds: 0, mails: 0 };
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = [
      ...(await checkout.lockPaymentsToCheck(tx, new Date(now.getTime() - Math.min(RECHECK_MS, staleMs(deps))), 50)),
      ...(await checkout.lockApprovedToRecheck(tx, new Date(now.getTime() - APPROVED_WINDOW_MS), new Date(now.getTime() - APPROVED_RECHECK_MS), 20)),
    ];
    await checkout.stampChecked(
      tx,
      rows.map((r) => r.id),
      now,
    );
    return rows;
  });
  for (const p of claimed) {
    report.checked++;
    try {
      const outcome = await recheckPayment(deps, p, log, now);
      if (outcome !== 'pending' && outcome !== 'unknown' && outcome !== 'noop') {
        report.repaired++;
        await recordAudit(deps.db, {}, {
          category: 'payments',
          action: 'reconciled',
          details: `Pagamento ${p.id} conferido com o provedor: ${outcome}`,
          metadata: { paymentId: p.id, orderId: p.orderId, outcome },
        });
      }
    } catch (err) {
      log?.warn({ err, paymentId: p.id }, 'reconciliation: provider re-read failed');
    }
  }
  for (const p of await checkout.approvedWithoutPaidOrder(deps.db, 50)) {
    const outcome = await runInTransaction(
      deps,
      (tx, fx) => repairApprovedPayment(tx, fx, deps, p, now),
      log,
    );
    if (outcome !== 'noop') report.repaired++;
  }
  report.expired = (await expireDueOrders(deps, now, 50, log)).length;
  report.refunds = await retryStaleRefunds(deps, log, now);
  report.mails = await deps.mailer.dispatchPending();
  return report;
}
