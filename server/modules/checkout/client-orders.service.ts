import { orderNumber } from '../../../domain/checkout';
import { payingPayment, receiptReversal } from '../../../domain/receipts';
import type { ClientOrderList } from '../../../domain/schemas/checkout';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import { bookingsOfOrder } from '../bookings/bookings.service';
import * as repo from './checkout.repository';
import * as refunds from './refunds.repository';

/** 'Meus pedidos' shows at most this many paid orders (newest first). */
export const CLIENT_ORDERS_LIMIT = 50;

/** The client's paid orders, newest first, each with what went back and its receipt's address. */
export async function clientOrders(db: DbOrTx, userId: string): Promise<ClientOrderList> {
  const rows = await repo.paidOrdersOfUser(db, userId, CLIENT_ORDERS_LIMIT);
  const ids = rows.map((o) => o.id);
  const [lines, pays, refs] = await Promise.all([
    repo.linesOfOrders(db, ids),
    repo.paymentsOfOrders(db, ids),
    refunds.refundsOfOrders(db, ids),
  ]);
  return {
    rows: rows.map((o) => {
      const paying = payingPayment(pays.filter((p) => p.orderId === o.id));
      const done = paying ? refs.filter((r) => r.paymentId === paying.id && r.status === 'done') : [];
      const rev = receiptReversal(o.totalCents, done, paying?.status === 'charged_back');
      return {
        id: o.id,
        number: orderNumber(o.id),
        status: o.status,
        paidAt: o.paidAt!.toISOString(),
        months: o.months,
        buildings: lines.filter((l) => l.orderId === o.id).map((l) => l.buildingName),
        totalCents: o.totalCents,
        method: o.method,
        installments: o.installments,
        standing: rev.standing,
        returnedCents: rev.returnedCents,
        receiptUrl: `/api/client/orders/${o.id}/receipt`,
      };
    }),
  };
}

/**
 * What the receipt of an order prints, read together: the order, its lines and bookings, the
 * payment that paid it and that payment's confirmed refunds. Undefined for an unknown id.
 */
export async function orderReceiptFacts(db: DbOrTx, orderId: string) {
  if (!isUuid(orderId)) return undefined;
  const order = await repo.findOrderById(db, orderId);
  if (!order) return undefined;
  const [lines, pays, refs, books] = await Promise.all([
    repo.findOrderLines(db, orderId),
    repo.paymentsOfOrder(db, orderId),
    refunds.refundsOfOrder(db, orderId),
    bookingsOfOrder(db, orderId),
  ]);
  const payment = payingPayment(pays);
  const done = payment ? refs.filter((r) => r.paymentId === payment.id && r.status === 'done') : [];
  return { order, lines, payment, refunds: done, bookings: books };
}
