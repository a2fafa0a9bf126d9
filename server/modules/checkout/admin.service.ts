import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery, AdminRefundList } from '../../../domain/schemas/checkout';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { bookingsOfOrder } from '../bookings/bookings.service';
import type { AuditActor } from '../identity/audit.service';
import * as repo from './checkout.repository';
import { markReversed, runInTransaction, type CheckoutDeps } from './transitions';
import { toAdminDetail, toAdminRow } from './views';

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** Dates are calendar days in São Paulo (UTC−3, no daylight saving time). */
const dayStart = (d: string) => new Date(`${d}T00:00:00-03:00`);

export async function listOrdersForStaff(db: Db, q: AdminOrderListQuery & { page: number }): Promise<AdminOrderList> {
  const to = q.to ? new Date(dayStart(q.to).getTime() + 86_400_000) : undefined;
  const { rows, total } = await repo.listOrders(db, {
    status: q.status,
    method: q.method,
    q: q.q || undefined,
    from: q.from ? dayStart(q.from) : undefined,
    to,
    limit: ADMIN_ORDERS_PAGE_SIZE,
    offset: (q.page - 1) * ADMIN_ORDERS_PAGE_SIZE,
  });
  return { rows: rows.map(toAdminRow), total, page: q.page, pageSize: ADMIN_ORDERS_PAGE_SIZE };
}

/** One order with its lines, every payment attempt and the bookings it granted. */
export async function orderDetailForStaff(db: Db, id: string): Promise<AdminOrderDetail> {
  if (!isUuid(id)) throw notFound(messages.orderNotFound);
  const order = await repo.findOrderById(db, id);
  if (!order) throw notFound(messages.orderNotFound);
  const [lines, pays, books] = await Promise.all([repo.findOrderLines(db, id), repo.paymentsOfOrder(db, id), bookingsOfOrder(db, id)]);
  return toAdminDetail(order, lines, pays, books);
}

/** Money received that must go back (the list above the orders on /admin/payments). */
export async function refundsForStaff(db: Db): Promise<AdminRefundList> {
  const rows = await repo.refundNeededPayments(db);
  const out = [];
  for (const p of rows) {
    const o = (await repo.findOrderById(db, p.orderId))!;
    out.push({
      paymentId: p.id,
      orderId: p.orderId,
      buyerName: o.buyerName,
      buyerEmail: o.buyerEmail,
      method: p.method,
      provider: p.provider,
      amountCents: p.amountCents,
      status: p.status,
      refundReason: p.refundReason,
      updatedAt: p.updatedAt.toISOString(),
    });
  }
  return { rows: out };
}

/**
 * Staff refund a refund_needed payment: the provider gives the whole amount back (its own
 * idempotency key, so a repeated click or a retry after a crash refunds once), then the payment
 * becomes `refunded` (and the order `refunded` when nothing else is owed).
 */
export async function refundPayment(deps: CheckoutDeps, paymentId: string, actor: AuditActor, log?: FastifyBaseLogger) {
  if (!isUuid(paymentId)) throw notFound(messages.paymentNotFound);
  const p = await repo.findPaymentById(deps.db, paymentId);
  if (!p) throw notFound(messages.paymentNotFound);
  if (p.status !== 'refund_needed') throw conflict(messages.paymentNotRefundable, 'payment_not_refundable');
  if (!p.providerPaymentId) throw conflict(messages.paymentNotRefundable, 'payment_not_refundable');
  try {
    await deps.payments.refund(p.providerPaymentId, `refund:${p.id}`);
  } catch (err) {
    log?.error({ err, paymentId }, 'provider refund failed');
    throw new AppError(502, messages.paymentRefundError, 'refund_error');
  }
  await runInTransaction(deps, (tx, fx) => markReversed(tx, fx, p.id, 'refunded', new Date(), actor), log);
  return { message: messages.paymentRefunded };
}
