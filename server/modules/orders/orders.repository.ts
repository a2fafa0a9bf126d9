import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, type OrderStatus } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export async function findOrderById(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function findOrderByIdempotencyKey(db: DbOrTx, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

export async function findOrderLines(db: DbOrTx, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.buildingName));
}

export async function insertOrder(
  db: DbOrTx,
  order: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
  return row!;
}

export async function updateOrder(db: DbOrTx, id: string, set: Partial<typeof orders.$inferInsert>): Promise<void> {
  await db.update(orders).set({ ...set, updatedAt: new Date() }).where(eq(orders.id, id));
}

/**
 * The one transition to 'paid': only the first caller gets the row back. An expired or cancelled
 * order still takes a payment that arrives late (the money was received).
 */
export async function markOrderPaidIfOpen(db: DbOrTx, id: string, now: Date, set: Partial<typeof orders.$inferInsert>) {
  const [row] = await db
    .update(orders)
    .set({ ...set, status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), inArray(orders.status, ['pending', 'expired', 'cancelled'])))
    .returning();
  return row;
}

/** Locks a pending order that is past its hold (skipLocked for the background job). */
export async function lockDueOrders(db: DbOrTx, now: Date, opts: { id?: string; limit: number; skipLocked: boolean; anyTime?: boolean }) {
  return db
    .select({ id: orders.id, couponId: orders.couponId, couponClaimed: orders.couponClaimed })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), opts.anyTime ? undefined : lt(orders.expiresAt, now), opts.id ? eq(orders.id, opts.id) : undefined))
    .orderBy(asc(orders.expiresAt))
    .limit(opts.limit)
    .for('update', opts.skipLocked ? { skipLocked: true } : {});
}

export async function markOrderExpired(db: DbOrTx, id: string, now: Date, status: 'expired' | 'cancelled' = 'expired'): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status, couponClaimed: false, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export interface OrderListFilter {
  status?: OrderStatus;
  method?: 'pix' | 'card';
  q?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export async function listOrders(db: DbOrTx, f: OrderListFilter) {
  const where: (SQL | undefined)[] = [
    f.status ? eq(orders.status, f.status) : undefined,
    f.method ? eq(orders.method, f.method) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
  ];
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(orders.buyerName, like),
        ilike(orders.buyerEmail, like),
        ilike(orders.couponCode, like),
        sql`${orders.id}::text ilike ${like}`,
        sql`${orders.buyerCpf} ilike ${like.replace(/[.\-/]/g, '')}`,
      ),
    );
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(cond).orderBy(desc(orders.createdAt)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(orders).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}
