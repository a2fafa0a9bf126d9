import { messages } from '../../domain/messages';
import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery } from '../../domain/schemas/checkout';
import type { Db } from '../db/client';
import { notFound } from '../lib/errors';
import { isUuid } from '../lib/uuid';
import { bookingsOfOrder } from '../modules/bookings/bookings.service';
import { findOrderById, findOrderLines, listOrders, toAdminDetail, toAdminRow } from '../modules/orders/orders.service';
import { paymentsOfOrder } from '../modules/payments/payments.service';

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** Dates are calendar days in São Paulo (UTC−3, no daylight saving time). */
const dayStart = (d: string) => new Date(`${d}T00:00:00-03:00`);

export async function listOrdersForStaff(db: Db, q: AdminOrderListQuery & { page: number }): Promise<AdminOrderList> {
  const to = q.to ? new Date(dayStart(q.to).getTime() + 86_400_000) : undefined;
  const { rows, total } = await listOrders(db, {
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
  const order = await findOrderById(db, id);
  if (!order) throw notFound(messages.orderNotFound);
  const [lines, pays, books] = await Promise.all([findOrderLines(db, id), paymentsOfOrder(db, id), bookingsOfOrder(db, id)]);
  return toAdminDetail(order, lines, pays, books);
}
