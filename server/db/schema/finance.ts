import { sqlNow } from '../../lib/sql-now';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  accountTypes,
  categoryKinds,
  seriesKinds,
  transactionSources,
  transactionTypes,
  transferLegs,
} from '../../../domain/finance';
import { users } from './identity';
import { orders, paymentRefunds } from './orders';

/** The spec's financial accounts. The balance is never stored: it is computed from the entries. */
export const financeAccounts = pgTable(
  'finance_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: accountTypes }).notNull(),
    initialBalanceCents: integer('initial_balance_cents').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    showBalance: boolean('show_balance').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    uniqueIndex('finance_accounts_name_unique').on(sql`lower(${t.name})`),
    check('finance_accounts_initial_balance', sql`${t.initialBalanceCents} >= 0`),
  ],
);

/** The spec's transaction categories; `key` marks the five defaults (the code finds them by it). */
export const financeCategories = pgTable(
  'finance_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key'),
    name: text('name').notNull(),
    kind: text('kind', { enum: categoryKinds }).notNull(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [uniqueIndex('finance_categories_key_unique').on(t.key)],
);

/**
 * One entry of the books. A transfer is two rows with the same `transfer_id` (leg 'out' on the
 * origin, leg 'in' on the destination). A recurring series or an installment plan shares a
 * `series_id`. A paid store order posts one row (source 'order'); each partial refund of its
 * payment one negative row (source 'order_partial_refund', unique per refund), and when all of the
 * money went back one reversal of the rest (source 'order_refund'): the unique indexes make a
 * second of any of them impossible (ADR 0025).
 */
export const financeTransactions = pgTable(
  'finance_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: transactionTypes }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => financeAccounts.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id').references(() => financeCategories.id, { onDelete: 'restrict' }),
    notes: text('notes'),
    transferId: uuid('transfer_id'),
    transferLeg: text('transfer_leg', { enum: transferLegs }),
    counterpartAccountId: uuid('counterpart_account_id').references(() => financeAccounts.id, { onDelete: 'restrict' }),
    seriesId: uuid('series_id'),
    seriesKind: text('series_kind', { enum: seriesKinds }),
    seriesIndex: integer('series_index'),
    seriesCount: integer('series_count'),
    source: text('source', { enum: transactionSources }).notNull().default('manual'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    reversalOfId: uuid('reversal_of_id'),
    /** The partial refund this negative entry books (source 'order_partial_refund'). */
    paymentRefundId: uuid('payment_refund_id').references(() => paymentRefunds.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('finance_transactions_date_idx').on(t.date),
    index('finance_transactions_account_idx').on(t.accountId, t.date),
    index('finance_transactions_series_idx').on(t.seriesId, t.seriesIndex),
    index('finance_transactions_transfer_idx').on(t.transferId),
    // The store's entries of an order (advertisers' totals, coupons' revenue, the accrual view): the unique index below is partial.
    index('finance_transactions_order_idx').on(t.orderId),
    uniqueIndex('finance_transactions_order_unique')
      .on(t.orderId, t.source)
      .where(sql`${t.source} <> 'order_partial_refund'`),
    uniqueIndex('finance_transactions_refund_unique').on(t.paymentRefundId),
    uniqueIndex('finance_transactions_transfer_leg_unique').on(t.transferId, t.transferLeg),
    check(
      'finance_transactions_amount',
      sql`${t.amountCents} > 0 or (${t.source} in ('order_refund', 'order_partial_refund') and ${t.amountCents} < 0)`,
    ),
    check('finance_transactions_partial_refund', sql`(${t.source} = 'order_partial_refund') = (${t.paymentRefundId} is not null)`),
    check('finance_transactions_order_source', sql`(${t.source} = 'manual') = (${t.orderId} is null)`),
    check(
      'finance_transactions_transfer_shape',
      sql`(${t.type} = 'transfer') = (${t.transferId} is not null and ${t.transferLeg} is not null and ${t.counterpartAccountId} is not null)`,
    ),
    check('finance_transactions_category', sql`${t.type} = 'transfer' or ${t.categoryId} is not null`),
  ],
);

/** 'Recorded in the history': who deleted what and when, with a copy of the deleted rows. */
export const financeDeletions = pgTable(
  'finance_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedByName: text('deleted_by_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    summary: text('summary').notNull(),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
  },
  (t) => [index('finance_deletions_at_idx').on(t.deletedAt)],
);

/** The finance settings (one row): the account that receives the store's paid orders. */
export const financeSettings = pgTable(
  'finance_settings',
  {
    id: integer('id').primaryKey().default(1),
    revenueAccountId: uuid('revenue_account_id').references(() => financeAccounts.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [check('finance_settings_single_row', sql`${t.id} = 1`)],
);
