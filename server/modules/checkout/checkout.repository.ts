import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { assertMove, orderMoves, paymentMoves, type OrderStatus, type PaymentStatus } from '../../../domain/checkout';
import type { DbOrTx } from '../../db/client';
import type { SandboxCharge, SandboxLedger } from '../payments/sandbox.provider';
import { discountSelectionLogs, orderLines, orders, payments } from '../../db/schema';

/**
 * Drizzle queries of the checkout module: orders, their lines and their payments. The checkout
 * workflows (server/flows/checkout/) reach them through the module's steps (steps.ts) only.
 */
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function findOrderById(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Locks the order row (every state change of an order or its payments starts here). */
export async function lockOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return row;
}

export async function findOrderByIdempotencyKey(db: DbOrTx, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

export async function findOrderLines(db: DbOrTx, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.buildingName));
}

/** A client's orders that were paid (a receipt each), newest payment first. */
export async function paidOrdersOfUser(db: DbOrTx, userId: string, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt))
    .limit(limit);
}

export async function linesOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.buildingName));
}

export async function paymentsOfOrders(db: DbOrTx, orderIds: string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(desc(payments.createdAt));
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

/** Moves an order from one of `from` to `to`; undefined when it was not in `from`. */
export async function moveOrder(
  db: DbOrTx,
  id: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  set: Partial<typeof orders.$inferInsert>,
  now: Date,
): Promise<OrderRow | undefined> {
  assertMove(orderMoves, from, to, 'order');
  const [row] = await db
    .update(orders)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row;
}

/** The charge chosen for a pending order (method, total, hold). Only while pending. */
export async function setPendingOrderCharge(
  db: DbOrTx,
  id: string,
  set: Pick<typeof orders.$inferInsert, 'method' | 'installments' | 'totalCents' | 'pixDiscountCents' | 'expiresAt'>,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...set, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')));
}

export async function insertDiscountLog(db: DbOrTx, orderId: string, totalDiscountCents: number, at: Date): Promise<void> {
  await db.insert(discountSelectionLogs).values({ orderId, totalDiscountCents, selectedAt: at }).onConflictDoNothing();
}

/** Pending orders past their hold, locked (skipLocked for the background job). */
export async function lockDueOrders(db: DbOrTx, now: Date, opts: { id?: string; limit: number; skipLocked: boolean; anyTime?: boolean }) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), opts.anyTime ? undefined : lt(orders.expiresAt, now), opts.id ? eq(orders.id, opts.id) : undefined))
    .orderBy(asc(orders.expiresAt))
    .limit(opts.limit)
    .for('update', opts.skipLocked ? { skipLocked: true } : {});
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

// Payments

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPaymentById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function lockPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return row;
}

export async function findPaymentByIdempotencyKey(db: DbOrTx, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row;
}

export async function findPaymentByProviderId(db: DbOrTx, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider as PaymentRow['provider']), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row;
}

export async function pendingPaymentsOf(db: DbOrTx, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .for('update');
}

/**
 * Card attempts of an order left without the provider's answer (a crash or a lost reply between
 * our row and the charge) since before `before`: the next payment of the order asks the provider
 * about them by reference first (issue 27), instead of waiting for the job.
 */
export async function halfMadeCardAttempts(db: DbOrTx, orderId: string, before: Date): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'pending'),
        eq(payments.method, 'card'),
        isNull(payments.providerPaymentId),
        lte(payments.createdAt, before),
      ),
    );
}

/** Moves a payment from one of `from` to `to` (with extra fields); undefined when it had left. */
export async function movePayment(
  db: DbOrTx,
  id: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  set: Partial<typeof payments.$inferInsert>,
  now: Date,
): Promise<PaymentRow | undefined> {
  assertMove(paymentMoves, from, to, 'payment');
  const [row] = await db
    .update(payments)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row;
}

/** Facts from the provider that are not a state change (its id, QR code, raw answer). */
export async function recordProviderFacts(
  db: DbOrTx,
  id: string,
  set: Pick<Partial<typeof payments.$inferInsert>, 'providerPaymentId' | 'pixPayload' | 'pixQr' | 'expiresAt' | 'raw' | 'statusDetail' | 'checkedAt'>,
  now: Date,
): Promise<PaymentRow | undefined> {
  const { raw, ...rest } = set;
  const [row] = await db
    .update(payments)
    .set({ ...rest, ...(raw ? { raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || ${JSON.stringify(raw)}::jsonb` } : {}), updatedAt: now })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

export async function latestPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
  return row;
}

export async function paymentsOfOrder(db: DbOrTx, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
}

/**
 * What reconciliation asks the provider about, locked: pending payments not compared since
 * `before`, and charges we cancelled/expired ourselves that were not compared since (the bank
 * may have been paid at that very moment: that money must not be lost).
 */
export async function lockPaymentsToCheck(db: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        lte(payments.createdAt, before),
        or(
          and(eq(payments.status, 'pending'), or(isNull(payments.checkedAt), lte(payments.checkedAt, before))),
          // A closed attempt gets one last look at least 10 minutes after we closed it (a claim
          // killed mid-way is retried): a PIX paid as it was cancelled or expired, a card charged
          // whose answer was lost (no provider id: found by our reference, issue 35), an attempt
          // retired because the provider did not know it yet (recheckPayment).
          and(
            inArray(payments.status, ['cancelled', 'expired', 'error']),
            or(isNull(payments.checkedAt), lt(payments.checkedAt, sql`${payments.updatedAt} + interval '10 minutes'`)),
            or(isNull(payments.checkedAt), lte(payments.checkedAt, before)),
          ),
        ),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Money received lately (approved, or flagged for refund), re-read now and then: a refund made at
 * the provider whose notification was lost would otherwise never be recorded (issue 35), and staff
 * would be asked to give back money already given back. Bounded: updated since `since`, each at
 * most once per `checkedBefore`.
 */
export async function lockApprovedToRecheck(db: DbOrTx, since: Date, checkedBefore: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['approved', 'refund_needed']),
        gte(payments.updatedAt, since),
        or(isNull(payments.checkedAt), lte(payments.checkedAt, checkedBefore)),
      ),
    )
    .orderBy(sql`${payments.checkedAt} asc nulls first`)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Reconciliation's claim: stamps when it looked, without touching anything else. */
export async function stampChecked(db: DbOrTx, ids: string[], now: Date): Promise<void> {
  if (ids.length) await db.update(payments).set({ checkedAt: now }).where(inArray(payments.id, ids));
}

/** Approved payments whose order is not paid: only data written before ADR 0013 can have them. */
export async function approvedWithoutPaidOrder(db: DbOrTx, limit: number): Promise<PaymentRow[]> {
  return db
    .select({ p: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.status, 'approved'), sql`${orders.status} <> 'paid'`))
    .limit(limit)
    .then((rows) => rows.map((r) => r.p));
}

/** Payments flagged refund_needed with their order (one statement). */
export async function refundNeededPayments(db: DbOrTx): Promise<Array<{ p: PaymentRow; o: OrderRow }>> {
  return db
    .select({ p: payments, o: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.status, 'refund_needed'))
    .orderBy(desc(payments.updatedAt))
    .limit(200);
}

/**
 * The sandbox bank's memory is `raw.bank` of our own payment rows, written by the "bank" apart
 * from our state (see SandboxLedger).
 */
export function sandboxLedger(db: DbOrTx): SandboxLedger {
  const bankOf = (raw: unknown): SandboxCharge | null => ((raw as { bank?: SandboxCharge } | null)?.bank ?? null);
  return {
    async record(paymentId, charge) {
      await db
        .update(payments)
        .set({ raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || ${JSON.stringify({ bank: charge })}::jsonb` })
        .where(and(eq(payments.id, paymentId), eq(payments.provider, 'sandbox')));
    },
    async read(providerPaymentId) {
      const [row] = await db
        .select({ raw: payments.raw })
        .from(payments)
        .where(and(eq(payments.provider, 'sandbox'), sql`${payments.raw}->'bank'->>'providerPaymentId' = ${providerPaymentId}`))
        .limit(1);
      return row ? bankOf(row.raw) : null;
    },
    async readByReference(paymentId) {
      const [row] = await db.select({ raw: payments.raw }).from(payments).where(eq(payments.id, paymentId)).limit(1);
      return row ? bankOf(row.raw) : null;
    },
    async setStatus(providerPaymentId, status, from) {
      // A compare-and-set, like a bank's own ledger: a cancelled charge can no longer be paid.
      await db
        .update(payments)
        .set({ raw: sql`jsonb_set(${payments.raw}, '{bank,status}', to_jsonb(${status}::text))` })
        .where(
          and(
            eq(payments.provider, 'sandbox'),
            sql`${payments.raw}->'bank'->>'providerPaymentId' = ${providerPaymentId}`,
            from ? inArray(sql`${payments.raw}->'bank'->>'status'`, from) : undefined,
          ),
        );
    },
    async addRefund(providerPaymentId, refund, status, expectedRefunds) {
      const rows = await db
        .update(payments)
        .set({
          raw: sql`jsonb_set(jsonb_set(${payments.raw}, '{bank,refunds}', coalesce(${payments.raw}->'bank'->'refunds', '[]'::jsonb) || ${JSON.stringify([refund])}::jsonb), '{bank,status}', to_jsonb(${status}::text))`,
        })
        .where(
          and(
            eq(payments.provider, 'sandbox'),
            sql`${payments.raw}->'bank'->>'providerPaymentId' = ${providerPaymentId}`,
            sql`coalesce(jsonb_array_length(${payments.raw}->'bank'->'refunds'), 0) = ${expectedRefunds}`,
          ),
        )
        .returning({ id: payments.id });
      return rows.length > 0;
    },
  };
}

/**
 * LGPD (ADR 0055): the buyer of these orders is gone. Name, e-mail and phone are replaced in
 * every order; CPF/CNPJ stay only on orders that were paid (the receipt and the books identify
 * the taker for the fiscal period), unpaid ones lose them too. Returns each order and the name
 * it had, so the finance entries that quote it can follow. Pending orders are left alone (below).
 */
export async function anonymiseBuyerOfOrders(
  db: DbOrTx,
  who: { userId: string | null; email: string },
  anon: { name: string; email: string },
  at: Date,
): Promise<Array<{ id: string; oldName: string }>> {
  const mine = who.userId
    ? or(eq(orders.userId, who.userId), sql`lower(${orders.buyerEmail}) = ${who.email}`)!
    : sql`lower(${orders.buyerEmail}) = ${who.email}`;
  const before = await db
    .select({ id: orders.id, oldName: orders.buyerName })
    .from(orders)
    // A pending order is a purchase in flight: paid, it must reach a live account and mailbox (a new
    // one); expired, the retention job anonymises it with the other unpaid ones.
    .where(and(mine, sql`${orders.buyerEmail} <> ${anon.email}`, sql`${orders.status} <> 'pending'`))
    .for('update');
  if (before.length === 0) return [];
  await db
    .update(orders)
    .set({
      buyerName: anon.name,
      buyerEmail: anon.email,
      buyerPhone: '',
      buyerCpf: sql`case when ${orders.paidAt} is null then '' else ${orders.buyerCpf} end`,
      buyerCnpj: sql`case when ${orders.paidAt} is null then null else ${orders.buyerCnpj} end`,
      buyerCompany: sql`case when ${orders.paidAt} is null then null else ${orders.buyerCompany} end`,
      updatedAt: at,
    })
    .where(inArray(orders.id, before.map((o) => o.id)));
  return before;
}

/**
 * Orders never paid and created before `before` whose buyer is still there (RETENTION.unpaidOrder):
 * at most `batch`, locked and skipped by a concurrent run. Not a pending order: one in flight
 * is the expiry's to close first.
 */
export async function lockUnpaidOrdersToAnonymise(db: DbOrTx, before: Date, anonDomain: string, batch: number) {
  return db
    .select({ id: orders.id, email: orders.buyerEmail, oldName: orders.buyerName })
    .from(orders)
    .where(
      and(
        isNull(orders.paidAt),
        sql`${orders.status} <> 'pending'`,
        lt(orders.createdAt, before),
        sql`${orders.buyerEmail} not like ${`%@${anonDomain}`}`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(batch)
    .for('update', { skipLocked: true });
}

/** One unpaid order's buyer replaced (the retention job; the order's own id makes the e-mail). */
export async function anonymiseUnpaidOrder(db: DbOrTx, id: string, anon: { name: string; email: string }, at: Date) {
  await db
    .update(orders)
    .set({ buyerName: anon.name, buyerEmail: anon.email, buyerPhone: '', buyerCpf: '', buyerCnpj: null, buyerCompany: null, updatedAt: at })
    .where(and(eq(orders.id, id), isNull(orders.paidAt)));
}

/**
 * Paid orders whose fiscal period is over (RETENTION.fiscalRecord): paid before `paidBefore` and
 * still naming their buyer or their CPF. At most `batch`, locked and skipped by a concurrent run.
 */
export async function lockFiscalOrdersToAnonymise(db: DbOrTx, paidBefore: Date, anonDomain: string, batch: number) {
  return db
    .select({ id: orders.id, oldName: orders.buyerName })
    .from(orders)
    .where(
      and(
        lt(orders.paidAt, paidBefore),
        or(sql`${orders.buyerCpf} <> ''`, sql`${orders.buyerEmail} not like ${`%@${anonDomain}`}`),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(batch)
    .for('update', { skipLocked: true });
}

/** The fiscal period is over: nothing of the buyer stays on the order (amounts and dates do). */
export async function anonymiseFiscalOrder(db: DbOrTx, id: string, anon: { name: string; email: string }, at: Date) {
  await db
    .update(orders)
    .set({ buyerName: anon.name, buyerEmail: anon.email, buyerPhone: '', buyerCpf: '', buyerCnpj: null, buyerCompany: null, updatedAt: at })
    .where(eq(orders.id, id));
}
