import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '../../../domain/time';
import { storeRevenueSources, type StoreRevenueSource } from '../../../domain/store-revenue';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { financeAccounts, financeCategories, financeDeletions, financeSettings, financeTransactions } from '../../db/schema';
import { clock } from '../../lib/clock';

export type AccountRow = typeof financeAccounts.$inferSelect;
export type CategoryRow = typeof financeCategories.$inferSelect;
export type TransactionRow = typeof financeTransactions.$inferSelect;
export type NewTransactionRow = typeof financeTransactions.$inferInsert;

// ---- settings and defaults ----

/** Claims the one-time seeding: only the first caller (of any instance) gets `true`. */
export async function claimFinanceSeed(db: DbOrTx): Promise<boolean> {
  const rows = await db.insert(financeSettings).values({ id: 1 }).onConflictDoNothing().returning({ id: financeSettings.id });
  return rows.length > 0;
}

export async function getSettingsRow(db: DbOrTx) {
  const [row] = await db.select().from(financeSettings).where(eq(financeSettings.id, 1)).limit(1);
  return row;
}

export async function setRevenueAccount(db: DbOrTx, accountId: string, userId: string | null): Promise<void> {
  await db
    .insert(financeSettings)
    .values({ id: 1, revenueAccountId: accountId, updatedBy: userId })
    .onConflictDoUpdate({ target: financeSettings.id, set: { revenueAccountId: accountId, updatedBy: userId, updatedAt: clock.now() } });
}

// ---- accounts and categories ----

export async function listAccountRows(db: DbOrTx): Promise<AccountRow[]> {
  return db
    .select()
    .from(financeAccounts)
    .orderBy(asc(financeAccounts.createdAt), sql`${financeAccounts.type} = 'cash'`, asc(financeAccounts.name));
}

export async function findAccountRow(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(financeAccounts).where(eq(financeAccounts.id, id)).limit(1);
  return row;
}

export async function insertAccountRows(db: DbOrTx, rows: (typeof financeAccounts.$inferInsert)[]): Promise<AccountRow[]> {
  if (rows.length === 0) return [];
  return db.insert(financeAccounts).values(rows).onConflictDoNothing().returning();
}

export async function updateAccountRow(db: DbOrTx, id: string, set: Partial<typeof financeAccounts.$inferInsert>): Promise<AccountRow | undefined> {
  const [row] = await db.update(financeAccounts).set({ ...set, updatedAt: clock.now() }).where(eq(financeAccounts.id, id)).returning();
  return row;
}

/** Deletes an account with no entries (the FK refuses one that has). */
export async function deleteAccountRow(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.delete(financeAccounts).where(eq(financeAccounts.id, id)).returning();
  return row;
}

/** The account row, locked for the rest of the transaction. */
export async function lockAccountRow(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(financeAccounts).where(eq(financeAccounts.id, id)).limit(1).for('update');
  return row;
}

export async function countActiveAccounts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(financeAccounts).where(eq(financeAccounts.isActive, true));
  return row?.n ?? 0;
}

export async function listCategoryRows(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(financeCategories).orderBy(desc(financeCategories.kind), asc(financeCategories.createdAt), asc(financeCategories.name));
}

export async function insertCategoryRows(db: DbOrTx, rows: (typeof financeCategories.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(financeCategories).values(rows).onConflictDoNothing();
}

export async function findCategoryRow(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(financeCategories).where(eq(financeCategories.id, id)).limit(1);
  return row;
}

export async function findCategoryByKey(db: DbOrTx, key: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(financeCategories).where(eq(financeCategories.key, key)).limit(1);
  return row;
}

// ---- balances ----

/** What an entry does to its account, in SQL: the same rule as domain/finance.ts entryEffect. */
const effect = sql<number>`case when ${financeTransactions.type} = 'revenue' then ${financeTransactions.amountCents}
  when ${financeTransactions.type} = 'transfer' and ${financeTransactions.transferLeg} = 'in' then ${financeTransactions.amountCents}
  else -${financeTransactions.amountCents} end`;

/**
 * The sum of the completed entries' effects per account, for entries dated before `beforeDay`
 * (exclusive) or all when absent. Add the initial balance for the balance.
 */
export async function completedEffects(db: DbOrTx, beforeDay?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ accountId: financeTransactions.accountId, total: sql<string>`coalesce(sum(${effect}), 0)` })
    .from(financeTransactions)
    .where(and(eq(financeTransactions.completed, true), beforeDay ? lt(financeTransactions.date, beforeDay) : undefined))
    .groupBy(financeTransactions.accountId);
  return new Map(rows.map((r) => [r.accountId, Number(r.total)]));
}

// ---- transactions ----

const counterpart = alias(financeAccounts, 'counterpart');

export interface TransactionListRow {
  t: TransactionRow;
  category: CategoryRow | null;
  accountName: string;
  counterpartName: string | null;
}

export async function listTransactionRows(
  db: DbOrTx,
  f: { from?: string; to?: string; accountId?: string; types?: readonly string[]; completed?: boolean; ids?: string[] },
): Promise<TransactionListRow[]> {
  const where: SQL[] = [];
  if (f.from) where.push(gte(financeTransactions.date, f.from));
  if (f.to) where.push(lte(financeTransactions.date, f.to));
  if (f.accountId) where.push(eq(financeTransactions.accountId, f.accountId));
  if (f.types) where.push(inArray(financeTransactions.type, f.types as TransactionRow['type'][]));
  if (f.completed !== undefined) where.push(eq(financeTransactions.completed, f.completed));
  if (f.ids) where.push(inArray(financeTransactions.id, f.ids.length ? f.ids : ['00000000-0000-0000-0000-000000000000']));
  const rows = await db
    .select({ t: financeTransactions, category: financeCategories, accountName: financeAccounts.name, counterpartName: counterpart.name })
    .from(financeTransactions)
    .innerJoin(financeAccounts, eq(financeAccounts.id, financeTransactions.accountId))
    .leftJoin(financeCategories, eq(financeCategories.id, financeTransactions.categoryId))
    .leftJoin(counterpart, eq(counterpart.id, financeTransactions.counterpartAccountId))
    .where(and(...where))
    .orderBy(desc(financeTransactions.date), desc(financeTransactions.createdAt), asc(financeTransactions.seriesIndex), asc(financeTransactions.transferLeg));
  return rows;
}

export async function insertTransactionRows(db: DbOrTx, rows: NewTransactionRow[]): Promise<TransactionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(financeTransactions).values(rows).returning();
}

/** The entry, locked for the rest of the transaction. */
export async function lockTransaction(db: DbOrTx, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(financeTransactions).where(eq(financeTransactions.id, id)).limit(1).for('update');
  return row;
}

/** The rows a change of `row` touches: its transfer twin, or its series from its index on. */
export async function lockRelated(db: DbOrTx, row: TransactionRow, scope: 'this' | 'following'): Promise<TransactionRow[]> {
  if (row.transferId) {
    return db.select().from(financeTransactions).where(eq(financeTransactions.transferId, row.transferId)).orderBy(asc(financeTransactions.transferLeg)).for('update');
  }
  if (row.seriesId && scope === 'following') {
    return db
      .select()
      .from(financeTransactions)
      .where(and(eq(financeTransactions.seriesId, row.seriesId), gte(financeTransactions.seriesIndex, row.seriesIndex ?? 0)))
      .orderBy(asc(financeTransactions.seriesIndex))
      .for('update');
  }
  return [row];
}

export async function updateTransactionRows(db: DbOrTx, ids: string[], set: Partial<NewTransactionRow>): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return db.update(financeTransactions).set({ ...set, updatedAt: clock.now() }).where(inArray(financeTransactions.id, ids)).returning();
}

/** Completed/pending: a conditional update, so a repeated call changes nothing. */
export async function setCompletedRows(db: DbOrTx, ids: string[], completed: boolean, now: Date): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(financeTransactions)
    .set({ completed, completedAt: completed ? now : null, updatedAt: now })
    .where(and(inArray(financeTransactions.id, ids), eq(financeTransactions.completed, !completed)))
    .returning();
}

export async function deleteTransactionRows(db: DbOrTx, ids: string[]): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return db.delete(financeTransactions).where(inArray(financeTransactions.id, ids)).returning();
}

/** How many entries each account holds (a transfer's leg counts in its own account). */
export async function countEntriesByAccount(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ accountId: financeTransactions.accountId, n: sql<number>`count(*)::int` })
    .from(financeTransactions)
    .groupBy(financeTransactions.accountId);
  return new Map(rows.map((r) => [r.accountId, Number(r.n)]));
}

export async function countAccountTransactions(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(financeTransactions)
    .where(or(eq(financeTransactions.accountId, accountId), eq(financeTransactions.counterpartAccountId, accountId)));
  return row?.n ?? 0;
}

// ---- deletion history ----

export async function insertDeletion(db: DbOrTx, row: typeof financeDeletions.$inferInsert): Promise<void> {
  await db.insert(financeDeletions).values(row);
}

export async function listDeletionRows(db: DbOrTx, limit = 100) {
  return db.select().from(financeDeletions).orderBy(desc(financeDeletions.deletedAt)).limit(limit);
}

// ---- store orders (the one place this module reads the orders tables) ----

export interface OrderForRevenue {
  id: string;
  status: string;
  totalCents: number;
  paidAt: Date | null;
  buyerName: string;
}

/**
 * Store orders whose books are out of step, locked with FOR UPDATE SKIP LOCKED so several
 * instances never take the same one: paid orders without their revenue entry ('post'), and
 * orders whose posted revenue must be reversed because the money went back ('reverse').
 */
export async function claimOrdersToReconcile(
  db: DbOrTx,
  opts: { limit: number; reversingStatuses: readonly string[]; orderId?: string },
): Promise<Array<OrderForRevenue & { action: 'post' | 'reverse' }>> {
  const only = opts.orderId ? sql`and o.id = ${opts.orderId}` : sql``;
  const statuses = sql.join(
    opts.reversingStatuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute<{ id: string; status: string; total_cents: number; paid_at: string | Date | null; buyer_name: string; action: 'post' | 'reverse' }>(sql`
    select o.id, o.status, o.total_cents, o.paid_at, o.buyer_name,
      case when o.status = 'paid' then 'post' else 'reverse' end as action
    from orders o
    where ((o.status = 'paid' and not exists (
              select 1 from finance_transactions f where f.order_id = o.id and f.source = 'order'))
        or (o.status::text in (${statuses}) and exists (
              select 1 from finance_transactions f where f.order_id = o.id and f.source = 'order')
            and not exists (
              select 1 from finance_transactions f where f.order_id = o.id and f.source = 'order_refund')))
      ${only}
    order by o.paid_at asc nulls last
    limit ${opts.limit}
    for update of o skip locked`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return (rows as Array<{ id: string; status: string; total_cents: number; paid_at: string | Date | null; buyer_name: string; action: 'post' | 'reverse' }>).map((r) => ({
    id: r.id,
    status: r.status,
    totalCents: Number(r.total_cents),
    paidAt: r.paid_at ? new Date(r.paid_at) : null,
    buyerName: r.buyer_name,
    action: r.action,
  }));
}

/** A store order's entry (revenue or reversal); undefined when the unique index already has it. */
export async function insertOrderEntry(db: DbOrTx, row: NewTransactionRow): Promise<TransactionRow | undefined> {
  const [out] = await db.insert(financeTransactions).values(row).onConflictDoNothing().returning();
  return out;
}

/** The order's revenue entry and its reversal, if any. */
export async function orderEntries(db: DbOrTx, orderId: string): Promise<TransactionRow[]> {
  return db.select().from(financeTransactions).where(eq(financeTransactions.orderId, orderId));
}

/** Paid (and later refunded) store orders with their booking period: the 'Contratos' screen. */
export async function listContractRows(db: DbOrTx, limit = 500) {
  const result = await db.execute(sql`
    select o.id, o.buyer_name, o.buyer_company, o.status, o.months, o.total_cents, o.paid_at,
      (select min(b.starts_at) from bookings b where b.order_id = o.id) as starts_at,
      (select max(b.ends_at) from bookings b where b.order_id = o.id) as ends_at,
      coalesce((select array_agg(l.building_name order by l.building_name) from order_lines l where l.order_id = o.id), '{}') as buildings,
      exists (select 1 from finance_transactions f where f.order_id = o.id and f.source = 'order') as posted,
      exists (select 1 from finance_transactions f where f.order_id = o.id and f.source = 'order_refund') as reversed
    from orders o
    where o.paid_at is not null
    order by o.paid_at desc
    limit ${limit}`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return rows as Array<{
    id: string;
    buyer_name: string;
    buyer_company: string | null;
    status: string;
    months: number;
    total_cents: number;
    paid_at: string | Date | null;
    starts_at: string | Date | null;
    ends_at: string | Date | null;
    buildings: string[] | string;
    posted: boolean;
    reversed: boolean;
  }>;
}


// ---- typical amounts (the slip guard of the entry form) ----

/** Every categorised entry of the 12 months up to `today` (reversals left out): category and amount. */
export async function recentCategoryAmounts(db: DbOrTx, today: string): Promise<{ categoryId: string; amountCents: number }[]> {
  const rows = await db
    .select({ categoryId: financeTransactions.categoryId, amountCents: financeTransactions.amountCents })
    .from(financeTransactions)
    .where(
      and(
        sql`${financeTransactions.categoryId} is not null`,
        sql`${financeTransactions.amountCents} > 0`,
        sql`${financeTransactions.date} > (${today}::date - interval '12 months')`,
        lte(financeTransactions.date, today),
      ),
    );
  return rows.flatMap((r) => (r.categoryId ? [{ categoryId: r.categoryId, amountCents: r.amountCents }] : []));
}

/**
 * Every store entry in the books (payments, refunds, chargebacks) with its order's months and the
 * start of its booking: the accrual view of 'Contratos' and its cash (ADR 0039). All of them, not
 * the listed page: a month's recognised revenue counts every contract running in it.
 */
export async function contractLedgerRows(db: DbOrTx) {
  const result = await db.execute(sql`
    select f.order_id, o.months, f.source, f.amount_cents, f.date::text as date, f.completed, s.start_day
    from finance_transactions f
    join orders o on o.id = f.order_id
    left join (
      select order_id, (min(starts_at) at time zone ${TIME_ZONE})::date::text as start_day from bookings group by order_id
    ) s on s.order_id = f.order_id
    where f.source in (${sql.join(storeRevenueSources.map((s) => sql`${s}`), sql`, `)})`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return rows as Array<{
    order_id: string;
    months: number;
    source: StoreRevenueSource;
    amount_cents: number | string;
    date: string;
    completed: boolean;
    /** The São Paulo day its booking starts ('YYYY-MM-DD'), null without bookings. */
    start_day: string | null;
  }>;
}

/** The store entries of these orders quote their buyer's name in the notes: it becomes `to`. */
export async function replaceNameInOrderNotes(db: DbOrTx, orderId: string, from: string, to: string): Promise<void> {
  if (!from || from === to) return;
  await db
    .update(financeTransactions)
    .set({ notes: sql`replace(${financeTransactions.notes}, ${from}, ${to})` })
    .where(and(eq(financeTransactions.orderId, orderId), sql`${financeTransactions.notes} like ${`%${from.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`));
}
