import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { assertMove, refundMoves, type PaymentStatus, type RefundStatus } from '../../../domain/checkout';
import type { DbOrTx } from '../../db/client';
import { bookings, orders, paymentRefunds, payments } from '../../db/schema';

/**
 * Drizzle queries of refunds (`payment_refunds`). Only the refund moves (server/flows/checkout/refund-moves.ts, via steps.ts) write them; the
 * admin service reads them.
 */
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = typeof paymentRefunds.$inferInsert;

/** Inserts a request; undefined when the same staff request (payment, request id) already exists. */
export async function insertRefund(db: DbOrTx, row: NewRefund): Promise<RefundRow | undefined> {
  const [out] = await db.insert(paymentRefunds).values(row).onConflictDoNothing().returning();
  return out;
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).limit(1);
  return row;
}

export async function findRefundByRequest(db: DbOrTx, paymentId: string, requestId: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.requestId, requestId)))
    .limit(1);
  return row;
}

export async function refundsOfPayment(db: DbOrTx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)).orderBy(asc(paymentRefunds.createdAt));
}

export async function refundsOfOrder(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(asc(paymentRefunds.createdAt));
}

export async function refundsOfOrders(db: DbOrTx, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(paymentRefunds).where(inArray(paymentRefunds.orderId, orderIds)).orderBy(asc(paymentRefunds.createdAt));
}

/** Moves a refund from one of `from` to `to`; undefined when it was not in `from`. */
export async function moveRefund(
  db: DbOrTx,
  id: string,
  from: readonly RefundStatus[],
  to: RefundStatus,
  set: Partial<Pick<NewRefund, 'providerRefundId' | 'error' | 'completedAt'>>,
): Promise<RefundRow | undefined> {
  assertMove(refundMoves, from, to, 'refund');
  const [row] = await db
    .update(paymentRefunds)
    .set({ ...set, status: to })
    .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.status, [...from])))
    .returning();
  return row;
}

/**
 * Requests left in flight (the process died between the request and the provider's answer, or
 * the provider did not answer), not retried since `before`: claimed with SKIP LOCKED and stamped
 * so N instances never retry the same one at once.
 */
export async function claimRefundsToRetry(tx: DbOrTx, before: Date, limit: number, now: Date): Promise<RefundRow[]> {
  const rows = await tx
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'requested'),
        lt(paymentRefunds.createdAt, before),
        or(isNull(paymentRefunds.checkedAt), lt(paymentRefunds.checkedAt, before)),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (rows.length) {
    await tx
      .update(paymentRefunds)
      .set({ checkedAt: now })
      .where(
        inArray(
          paymentRefunds.id,
          rows.map((r) => r.id),
        ),
      );
  }
  return rows;
}

export interface ReversalRow {
  paymentId: string;
  orderId: string;
  buyerName: string;
  buyerEmail: string;
  method: 'pix' | 'card';
  provider: string;
  status: PaymentStatus;
  amountCents: number;
  refundedCents: number;
  inFlightCents: number;
  lastAt: Date;
  activeBookings: number;
  total: number;
}

/**
 * Money that went back after it was received, newest first: payments refunded (whole or in part,
 * by staff or in the provider's panel) or charged back, with what was given back and the bookings
 * still active. ONE statement (aggregates in lateral subqueries, the count as a window).
 */
export async function listReversals(db: DbOrTx, page: { limit: number; offset: number }, now: Date): Promise<ReversalRow[]> {
  const refunded = sql<number>`coalesce(r.done_cents, 0)`;
  const rows = await db
    .select({
      paymentId: payments.id,
      orderId: payments.orderId,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      method: payments.method,
      provider: payments.provider,
      status: payments.status,
      amountCents: payments.amountCents,
      refundedCents: refunded,
      inFlightCents: sql<number>`coalesce(r.requested_cents, 0)`,
      lastAt: sql<Date>`greatest(${payments.updatedAt}, coalesce(r.last_at, ${payments.updatedAt}))`,
      activeBookings: sql<number>`(select count(*)::int from ${bookings} b where b.order_id = ${payments.orderId} and b.status = 'active' and b.ends_at > ${now})`,
      total: sql<number>`count(*) over ()`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(
      sql`lateral (
        select sum(amount_cents) filter (where status = 'done')::int as done_cents,
               sum(amount_cents) filter (where status = 'requested')::int as requested_cents,
               max(created_at) as last_at, count(*) as n
        from ${paymentRefunds} pr where pr.payment_id = ${payments.id}) r`,
      sql`true`,
    )
    .where(sql`${payments.status} in ('refunded', 'charged_back') or coalesce(r.n, 0) > 0`)
    .orderBy(desc(sql`greatest(${payments.updatedAt}, coalesce(r.last_at, ${payments.updatedAt}))`), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    ...r,
    refundedCents: Number(r.refundedCents),
    inFlightCents: Number(r.inFlightCents),
    activeBookings: Number(r.activeBookings),
    total: Number(r.total),
    lastAt: new Date(r.lastAt),
  }));
}
