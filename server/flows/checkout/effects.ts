import type { FastifyBaseLogger } from 'fastify';
import type { NotificationFacts } from '../../../domain/notifications';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { publishAdvertisersUpdated } from '../../modules/buildings/buildings.events';
import { publishOrderEvent, type OrderEventType } from '../../modules/checkout/events';
import type { PaymentRow } from '../../modules/checkout/steps';
import { announceSlotsChanged } from '../../modules/media/media.service';
import { notifyStaff } from '../../modules/notifications/notifications.service';

/**
 * The checkout workflows (ADR 0013, docs/checkout-states.md): pay, refund, expire and reconcile,
 * in this folder, each a function of module steps run in one transaction. Their named transitions
 * (pay.ts, close-order.ts, refund-moves.ts) are the ONLY writers of `orders.status`,
 * `payments.status` and `payment_refunds.status`; each starts by locking the order row (so two
 * transitions of one order never interleave) and queues what must happen after the commit (live
 * events, mails, provider cancellations) in `Effects`, which `runInTransaction` performs once the
 * transaction has committed.
 */
export class Effects {
  /** The site's configured address, the base of every link in the mails a transition queues. */
  constructor(readonly site: Pick<Config, 'PUBLIC_URL' | 'PORT'>) {}
  readonly events: Array<[string, OrderEventType]> = [];
  readonly mails: string[] = [];
  /** Provider charges to cancel after the commit (a replaced PIX). */
  readonly cancels: PaymentRow[] = [];
  /** Clients whose slots changed (bookings ended): their open pages are told after the commit. */
  readonly slotOwners = new Set<string>();
  /** Staff notifications (order paid, payment to refund), written after the commit (ADR 0017). */
  readonly staff: NotificationFacts[] = [];
  /** Buildings whose advertiser count changed (bookings made or ended): the store is told after the commit. */
  readonly bookedBuildings = new Set<string>();
  event(orderId: string, type: OrderEventType) {
    this.events.push([orderId, type]);
  }
}

export type CheckoutDeps = Pick<AppDeps, 'db' | 'secret' | 'events' | 'mailer' | 'config' | 'payments'> & Partial<Pick<AppDeps, 'metrics'>>;

/** Runs `fn` in one transaction, then its effects (events, mails, cancellations), never before. */
export async function runInTransaction<T>(
  deps: CheckoutDeps,
  fn: (tx: DbOrTx, fx: Effects) => Promise<T>,
  log?: FastifyBaseLogger,
): Promise<T> {
  const fx = new Effects(deps.config);
  const result = await (deps.db as Db).transaction((tx) => fn(tx, fx));
  for (const id of fx.mails) {
    try {
      await deps.mailer.dispatch(id);
    } catch (err) {
      // The state change is committed; a failed mail is recorded in the outbox and logged.
      log?.error({ err, mailId: id }, 'order mail failed');
    }
  }
  for (const p of fx.cancels) {
    if (!p.providerPaymentId) continue;
    try {
      await deps.payments.cancel(p.providerPaymentId, `cancel:${p.id}`);
    } catch (err) {
      // The PIX also expires by itself; a payment that still arrives becomes refund_needed.
      log?.warn({ err, paymentId: p.id }, 'provider cancel failed');
    }
  }
  for (const [orderId, type] of fx.events) await publishOrderEvent(deps, orderId, type);
  for (const facts of fx.staff) await notifyStaff(deps, facts, log);
  for (const userId of fx.slotOwners) {
    await announceSlotsChanged(deps, userId).catch((err: unknown) => log?.warn({ err, userId }, 'slots event not published'));
  }
  if (fx.bookedBuildings.size) await publishAdvertisersUpdated({ events: deps.events, log }, [...fx.bookedBuildings]);
  return result;
}
