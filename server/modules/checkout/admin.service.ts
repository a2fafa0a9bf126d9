import { messages } from '../../../domain/messages';
import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery, AdminRefundList, AdminReversalList } from '../../../domain/schemas/checkout';
import { dayStart, nextMidnight } from '../../../domain/time';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { bookingsOfOrder } from '../bookings/bookings.service';
import * as repo from './checkout.repository';
import * as refunds from './refunds.repository';
import { toAdminDetail, toAdminRow } from './views';
import { clock } from '../../lib/clock';

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export async function listOrdersForStaff(db: Db, q: AdminOrderListQuery & { page: number }): Promise<AdminOrderList> {
  // Dates are São Paulo calendar days; the list's end is exclusive: the midnight after the last day.
  const to = q.to ? nextMidnight(dayStart(q.to)) : undefined;
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
  const [lines, pays, books, refs] = await Promise.all([
    repo.findOrderLines(db, id),
    repo.paymentsOfOrder(db, id),
    bookingsOfOrder(db, id),
    refunds.refundsOfOrder(db, id),
  ]);
  return toAdminDetail(order, lines, pays, books, refs);
}

/** Money received that must go back (the list above the orders on /admin/payments). */
export async function refundsForStaff(db: Db): Promise<AdminRefundList> {
  const rows = await repo.refundNeededPayments(db);
  return {
    rows: rows.map(({ p, o }) => ({
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
    })),
  };
}

export const REVERSALS_PAGE_SIZE = 20;

/** Money that went back after it was received (refunds, partial refunds, chargebacks), newest first. */
export async function reversalsForStaff(db: Db, page: number, now = clock.now()): Promise<AdminReversalList> {
  const rows = await refunds.listReversals(db, { limit: REVERSALS_PAGE_SIZE, offset: (page - 1) * REVERSALS_PAGE_SIZE }, now);
  return {
    rows: rows.map(({ total: _total, lastAt, ...r }) => ({ ...r, lastAt: lastAt.toISOString() })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize: REVERSALS_PAGE_SIZE,
  };
}
