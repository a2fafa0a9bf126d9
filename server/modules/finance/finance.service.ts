import { randomUUID } from 'node:crypto';
import {
  accountTypeLabels,
  addDays,
  categorySuitsType,
  dailyCashFlow,
  defaultAccounts,
  defaultCategories,
  formatDayBR,
  isoDaysToBR,
  lastMonths,
  monthBounds,
  monthlyDates,
  monthlyTotals,
  monthOf,
  ORDER_REVENUE_CATEGORY,
  orderStatusesReversingRevenue,
  splitInstallments,
  transactionTypeLabels,
  type LedgerEntry,
  type SeriesScope,
} from '../../../domain/finance';
import { dayOf } from '../../../domain/time';
import { messages } from '../../../domain/messages';
import { formatBRL } from '../../../domain/money';
import type {
  AccountDto,
  AccountInput,
  CategoryDto,
  ContractDto,
  ContractsDto,
  DeletionDto,
  FinanceSettingsDto,
  FinanceSummaryDto,
  TransactionDto,
  TransactionInput,
  TransactionUpdateInput,
} from '../../../domain/schemas/finance';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import {
  claimFinanceSeed,
  claimOrdersToReconcile,
  completedEffects,
  countAccountTransactions,
  countActiveAccounts,
  countEntriesByAccount,
  deleteAccountRow,
  deleteTransactionRows,
  findAccountRow,
  findCategoryByKey,
  findCategoryRow,
  getSettingsRow,
  insertAccountRows,
  insertCategoryRows,
  insertDeletion,
  insertOrderEntry,
  insertTransactionRows,
  listAccountRows,
  listCategoryRows,
  contractLedgerRows,
  listContractRows,
  listDeletionRows,
  listTransactionRows,
  lockAccountRow,
  lockRelated,
  lockTransaction,
  orderEntries,
  replaceNameInOrderNotes,
  setCompletedRows,
  setRevenueAccount,
  updateAccountRow,
  updateTransactionRows,
  type AccountRow,
  type CategoryRow,
  type NewTransactionRow,
  type TransactionListRow,
  type TransactionRow,
} from './finance.repository';
import { plural } from '../../../domain/text';
import { isStoreRevenueEntry, storeRevenue, type StoreRevenueEntry } from '../../../domain/store-revenue';
import { contractShares, recognisedIn, recognisedShares, type MonthShare } from '../../../domain/contract-accrual';
import { clock } from '../../lib/clock';

/** Who acts: the audit actor plus the user id and name for the deletion history. */
export interface FinanceActor extends AuditActor {
  userId: string | null;
  name?: string | null;
}

const fieldError = (message: string, field: string) => badRequest(message, 'finance_invalid', { field });

// ---- defaults ----

/**
 * The four accounts, the five categories and the settings row, once per database. The insert of
 * the settings row is the claim: a second instance starting at the same moment waits on that row
 * and then finds it taken, so nothing is seeded twice.
 */
export async function ensureFinanceDefaults(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimFinanceSeed(tx))) return false;
    await insertCategoryRows(tx, defaultCategories.map((c) => ({ ...c })));
    const accounts = await insertAccountRows(tx, defaultAccounts.map((a) => ({ name: a.name, type: a.type, initialBalanceCents: 0 })));
    const first = accounts.find((a) => a.type === 'checking') ?? accounts[0];
    if (first) await setRevenueAccount(tx, first.id, null);
    return true;
  });
}

// ---- accounts ----

function accountDto(a: AccountRow, effects: Map<string, number>, entries: Map<string, number>): AccountDto {
  return {
    id: a.id,
    name: a.name,
    type: a.type,
    initialBalanceCents: a.initialBalanceCents,
    balanceCents: a.initialBalanceCents + (effects.get(a.id) ?? 0),
    isActive: a.isActive,
    showBalance: a.showBalance,
    entryCount: entries.get(a.id) ?? 0,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** Every account with its current balance (initial balance plus every completed entry). */
export async function listAccounts(db: DbOrTx): Promise<AccountDto[]> {
  const [rows, effects, entries] = await Promise.all([listAccountRows(db), completedEffects(db), countEntriesByAccount(db)]);
  return rows.map((a) => accountDto(a, effects, entries));
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function createAccount(db: Db, input: AccountInput, actor: FinanceActor): Promise<AccountDto> {
  return db.transaction(async (tx) => {
    let row: AccountRow | undefined;
    try {
      [row] = await insertAccountRows(tx, [{ ...input }]);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.accountNameTaken, 'account_name_taken');
      throw err;
    }
    if (!row) throw conflict(messages.accountNameTaken, 'account_name_taken');
    await recordAudit(tx, actor, {
      category: 'finance',
      action: 'account_created',
      details: `Conta ${row.name} criada (saldo inicial ${formatBRL(row.initialBalanceCents)})`,
      metadata: { accountId: row.id, type: row.type, initialBalanceCents: row.initialBalanceCents },
    });
    return accountDto(row, new Map(), new Map());
  });
}

/** Edit, deactivate or reactivate an account, or change its initial balance. */
export async function updateAccount(db: Db, id: string, input: AccountInput, actor: FinanceActor): Promise<AccountDto> {
  const saved = await db.transaction(async (tx) => {
    const before = await findAccountRow(tx, id);
    if (!before) throw notFound(messages.accountNotFound);
    if (before.isActive && !input.isActive && (await countActiveAccounts(tx)) <= 1) {
      throw badRequest(messages.accountLastActive, 'last_active_account');
    }
    let row: AccountRow | undefined;
    try {
      row = await updateAccountRow(tx, id, { ...input });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.accountNameTaken, 'account_name_taken');
      throw err;
    }
    const changes = (Object.keys(input) as Array<keyof AccountInput>).filter((k) => before[k] !== input[k]);
    await recordAudit(tx, actor, {
      category: 'finance',
      action: input.isActive ? 'account_updated' : 'account_deactivated',
      details: `Conta ${row!.name} alterada: ${changes.join(', ') || 'sem mudanças'}`,
      metadata: {
        accountId: id,
        before: Object.fromEntries(changes.map((k) => [k, before[k]])),
        after: Object.fromEntries(changes.map((k) => [k, input[k]])),
      },
    });
    return row!;
  });
  const [effects, entries] = await Promise.all([completedEffects(db), countEntriesByAccount(db)]);
  return accountDto(saved, effects, entries);
}

/**
 * Deletes an account that has no entries (one with entries is deactivated instead, so the books
 * keep their history). Recorded in the deletion history and the audit log.
 */
export async function deleteAccount(db: Db, id: string, actor: FinanceActor): Promise<void> {
  await db.transaction(async (tx) => {
    const acc = await lockAccountRow(tx, id);
    if (!acc) throw notFound(messages.accountNotFound);
    if ((await countAccountTransactions(tx, id)) > 0) throw conflict(messages.accountHasEntries, 'account_has_entries');
    if (acc.isActive && (await countActiveAccounts(tx)) <= 1) throw badRequest(messages.accountLastActive, 'last_active_account');
    await deleteAccountRow(tx, id);
    const summary = `Conta ${acc.name} (${accountTypeLabels[acc.type]}) excluída`;
    await insertDeletion(tx, {
      deletedBy: actor.userId,
      deletedByName: actor.name ?? actor.userEmail ?? null,
      summary,
      rows: [{ ...acc, createdAt: acc.createdAt.toISOString(), updatedAt: acc.updatedAt.toISOString() }],
    });
    await recordAudit(tx, actor, { category: 'finance', action: 'account_deleted', details: summary, metadata: { accountId: id } });
  });
}

// ---- categories and settings ----

const categoryDto = (c: CategoryRow): CategoryDto => ({ id: c.id, key: c.key, name: c.name, kind: c.kind, color: c.color });

export async function listCategories(db: DbOrTx): Promise<CategoryDto[]> {
  return (await listCategoryRows(db)).map(categoryDto);
}

/** The account that receives paid orders: the setting, else the first active checking account. */
async function revenueAccountId(db: DbOrTx): Promise<string> {
  const setting = await getSettingsRow(db);
  if (setting?.revenueAccountId) {
    const acc = await findAccountRow(db, setting.revenueAccountId);
    if (acc?.isActive) return acc.id;
  }
  const accounts = (await listAccountRows(db)).filter((a) => a.isActive);
  const pick = accounts.find((a) => a.type === 'checking') ?? accounts[0];
  if (!pick) throw new Error('finance: no active account to post revenue to');
  return pick.id;
}

export async function getFinanceSettings(db: DbOrTx): Promise<FinanceSettingsDto> {
  return { revenueAccountId: await revenueAccountId(db) };
}

export async function updateFinanceSettings(db: Db, revenueAccount: string, actor: FinanceActor): Promise<FinanceSettingsDto> {
  return db.transaction(async (tx) => {
    const acc = await findAccountRow(tx, revenueAccount);
    if (!acc || !acc.isActive) throw fieldError(messages.txAccountInvalid, 'revenueAccountId');
    await setRevenueAccount(tx, acc.id, actor.userId);
    await recordAudit(tx, actor, {
      category: 'finance',
      action: 'settings_updated',
      details: `Pedidos pagos da loja passam a entrar na conta ${acc.name}`,
      metadata: { revenueAccountId: acc.id },
    });
    return { revenueAccountId: acc.id };
  });
}

// ---- transactions ----

export function toTransactionDto(r: TransactionListRow): TransactionDto {
  const t = r.t;
  return {
    id: t.id,
    type: t.type,
    amountCents: t.amountCents,
    date: t.date,
    completed: t.completed,
    category: r.category ? categoryDto(r.category) : null,
    accountId: t.accountId,
    accountName: r.accountName,
    counterpartAccountId: t.counterpartAccountId,
    counterpartAccountName: r.counterpartName,
    transferId: t.transferId,
    leg: t.transferLeg,
    seriesId: t.seriesId,
    seriesKind: t.seriesKind,
    seriesIndex: t.seriesIndex,
    seriesCount: t.seriesCount,
    recurring: t.seriesKind === 'recurring',
    recurringMonths: t.seriesKind === 'recurring' ? t.seriesCount : null,
    installments: t.seriesKind === 'installments' ? t.seriesCount : null,
    source: t.source,
    orderId: t.orderId,
    notes: t.notes,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

const kindTypes = {
  revenue: ['revenue'],
  expense: ['fixed_expense', 'variable_expense', 'investment'],
  transfer: ['transfer'],
} as const;

export async function listTransactions(
  db: DbOrTx,
  f: { month?: string; accountId?: string; kind: 'revenue' | 'expense' | 'transfer' | 'all' },
): Promise<TransactionDto[]> {
  const bounds = f.month ? monthBounds(f.month) : undefined;
  const rows = await listTransactionRows(db, {
    from: bounds?.first,
    to: bounds?.last,
    accountId: f.accountId,
    types: f.kind === 'all' ? undefined : kindTypes[f.kind],
  });
  return rows.map(toTransactionDto);
}

async function activeAccount(db: DbOrTx, id: string, field: string): Promise<AccountRow> {
  const acc = await findAccountRow(db, id);
  if (!acc || !acc.isActive) throw fieldError(messages.txAccountInvalid, field);
  return acc;
}

/** The category must exist (spec: 'Categoria inválida ou não encontrada') and suit the type (Custo Fixo takes Custos Fixos). */
async function categoryFor(db: DbOrTx, type: TransactionRow['type'], id: string | null): Promise<CategoryRow | null> {
  if (type === 'transfer') return null;
  if (!id) throw fieldError(messages.txCategoryRequired, 'categoryId');
  const cat = await findCategoryRow(db, id);
  if (!cat) throw fieldError(messages.txCategoryInvalid, 'categoryId');
  if (!categorySuitsType(type, cat)) {
    const allowed = (await listCategoryRows(db)).filter((c) => categorySuitsType(type, c)).map((c) => c.name);
    throw fieldError(messages.txCategoryTypeMismatch(cat.name, transactionTypeLabels[type], allowed.join(' ou ')), 'categoryId');
  }
  return cat;
}

/** The rows one 'Registrar' makes: one entry, a transfer's two legs, or a whole series. */
export function plannedRows(input: TransactionInput, createdBy: string | null): NewTransactionRow[] {
  const base = {
    type: input.type,
    categoryId: input.categoryId,
    accountId: input.accountId!,
    notes: input.notes,
    completed: false,
    createdBy,
    source: 'manual' as const,
  };
  if (input.type === 'transfer') {
    const transferId = randomUUID();
    return [
      { ...base, categoryId: null, amountCents: input.amountCents, date: input.date, transferId, transferLeg: 'out', counterpartAccountId: input.destinationAccountId! },
      {
        ...base,
        categoryId: null,
        accountId: input.destinationAccountId!,
        amountCents: input.amountCents,
        date: input.date,
        transferId,
        transferLeg: 'in',
        counterpartAccountId: input.accountId!,
      },
    ];
  }
  if (input.recurring && input.recurringMonths) {
    const seriesId = randomUUID();
    const dates = monthlyDates(input.date, input.recurringMonths);
    return dates.map((date, i) => ({
      ...base,
      amountCents: input.amountCents,
      date,
      seriesId,
      seriesKind: 'recurring' as const,
      seriesIndex: i + 1,
      seriesCount: dates.length,
    }));
  }
  if (input.installments > 1) {
    const seriesId = randomUUID();
    const parts = splitInstallments(input.amountCents, input.installments);
    const dates = monthlyDates(input.date, parts.length);
    return parts.map((amountCents, i) => ({
      ...base,
      amountCents,
      date: dates[i]!,
      seriesId,
      seriesKind: 'installments' as const,
      seriesIndex: i + 1,
      seriesCount: parts.length,
    }));
  }
  return [{ ...base, amountCents: input.amountCents, date: input.date }];
}

export async function createTransaction(db: Db, input: TransactionInput, actor: FinanceActor): Promise<TransactionDto[]> {
  const ids = await db.transaction(async (tx) => {
    const account = await activeAccount(tx, input.accountId!, 'accountId');
    if (input.type === 'transfer') await activeAccount(tx, input.destinationAccountId!, 'destinationAccountId');
    const category = await categoryFor(tx, input.type, input.categoryId);
    const rows = await insertTransactionRows(tx, plannedRows(input, actor.userId));
    const label = transactionTypeLabels[input.type];
    const repeat = input.recurring ? `, recorrente ${input.recurringMonths} meses` : input.installments > 1 ? `, em ${input.installments} parcelas` : '';
    await recordAudit(tx, actor, {
      category: 'finance',
      action: 'create_success',
      details: `${label} de ${formatBRL(input.amountCents)} em ${account.name}${category ? ` (${category.name})` : ''}${repeat}`,
      metadata: { ids: rows.map((r) => r.id), type: input.type, amountCents: input.amountCents, date: input.date },
    });
    return rows.map((r) => r.id);
  });
  return (await listTransactionRows(db, { ids })).map(toTransactionDto).sort((a, b) => a.date.localeCompare(b.date));
}

function assertManual(row: TransactionRow) {
  if (row.source !== 'manual') throw new AppError(409, messages.txOrderLocked, 'order_entry_locked');
}

/** 'Pagamento realizado' on or off. A transfer's two legs move together. Idempotent. */
export async function setTransactionCompleted(db: Db, id: string, completed: boolean, actor: FinanceActor, now = clock.now()): Promise<TransactionDto> {
  await db.transaction(async (tx) => {
    const row = await lockTransaction(tx, id);
    if (!row) throw notFound(messages.txNotFound);
    assertManual(row);
    const related = await lockRelated(tx, row, 'this');
    const changed = await setCompletedRows(tx, related.map((r) => r.id), completed, now);
    if (changed.length > 0) {
      await recordAudit(tx, actor, {
        category: 'finance',
        action: completed ? 'transaction_completed' : 'transaction_reopened',
        details: `${transactionTypeLabels[row.type]} de ${formatBRL(row.amountCents)} (${formatDayBR(row.date)}) ${completed ? 'marcada como paga' : 'voltou a pendente'}`,
        metadata: { ids: changed.map((r) => r.id) },
      });
    }
  });
  const [out] = await listTransactionRows(db, { ids: [id] });
  return toTransactionDto(out!);
}

/**
 * Edits an entry ('this') or it and the following ones of its series ('following'): amount,
 * category, account and notes go to every chosen entry; the date only to this one. A transfer's
 * legs keep the same amount, date and notes.
 */
export async function updateTransaction(db: Db, id: string, input: TransactionUpdateInput, actor: FinanceActor): Promise<TransactionDto[]> {
  const ids = await db.transaction(async (tx) => {
    const row = await lockTransaction(tx, id);
    if (!row) throw notFound(messages.txNotFound);
    assertManual(row);
    const related = await lockRelated(tx, row, input.scope);
    if (row.type === 'transfer') {
      await updateTransactionRows(tx, related.map((r) => r.id), { amountCents: input.amountCents, date: input.date, notes: input.notes });
    } else {
      await activeAccount(tx, input.accountId, 'accountId');
      await categoryFor(tx, row.type, input.categoryId);
      const set = { amountCents: input.amountCents, categoryId: input.categoryId, accountId: input.accountId, notes: input.notes };
      const others = related.filter((r) => r.id !== row.id).map((r) => r.id);
      await updateTransactionRows(tx, [row.id], { ...set, date: input.date });
      await updateTransactionRows(tx, others, set);
    }
    await recordAudit(tx, actor, {
      category: 'finance',
      action: 'update',
      details: `${transactionTypeLabels[row.type]} de ${formatDayBR(row.date)} alterada (${plural(related.length, 'lançamento', 'lançamentos')})`,
      metadata: { ids: related.map((r) => r.id), before: { amountCents: row.amountCents, date: row.date, accountId: row.accountId, categoryId: row.categoryId }, after: input },
    });
    return related.map((r) => r.id);
  });
  return (await listTransactionRows(db, { ids })).map(toTransactionDto);
}

/** Deletes an entry (or it and the following of its series; a transfer's two legs) into the history. */
export async function deleteTransaction(db: Db, id: string, scope: SeriesScope, actor: FinanceActor): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const row = await lockTransaction(tx, id);
    if (!row) throw notFound(messages.txNotFound);
    assertManual(row);
    const related = await lockRelated(tx, row, scope);
    const gone = await deleteTransactionRows(tx, related.map((r) => r.id));
    const summary = `${transactionTypeLabels[row.type]} de ${formatBRL(row.amountCents)} em ${formatDayBR(row.date)}${gone.length > 1 ? ` e mais ${plural(gone.length - 1, 'lançamento ligado', 'lançamentos ligados')}` : ''}`;
    await insertDeletion(tx, {
      deletedBy: actor.userId,
      deletedByName: actor.name ?? actor.userEmail ?? null,
      summary,
      rows: gone.map((g) => ({ ...g, createdAt: g.createdAt.toISOString(), updatedAt: g.updatedAt.toISOString(), completedAt: g.completedAt?.toISOString() ?? null })),
    });
    await recordAudit(tx, actor, {
      category: 'finance',
      action: 'delete_success',
      details: `Excluída: ${summary}`,
      metadata: { ids: gone.map((g) => g.id), scope },
    });
    return { deleted: gone.length };
  });
}

export async function listDeletions(db: DbOrTx): Promise<DeletionDto[]> {
  return (await listDeletionRows(db)).map((d) => ({
    id: d.id,
    deletedAt: d.deletedAt.toISOString(),
    deletedByName: d.deletedByName,
    // Summaries written before the pt-BR dates carry 'AAAA-MM-DD'.
    summary: isoDaysToBR(d.summary),
    count: d.rows.length,
  }));
}

// ---- the month ----

export function toLedger(t: TransactionRow): LedgerEntry {
  return {
    type: t.type,
    amountCents: t.amountCents,
    date: t.date,
    completed: t.completed,
    accountId: t.accountId,
    leg: t.transferLeg,
    contract: t.type === 'revenue' && (t.seriesKind === 'recurring' || t.orderId !== null),
    contractKey: t.orderId ?? t.seriesId,
    source: t.source,
  };
}

export interface MonthData {
  summary: FinanceSummaryDto;
  entries: TransactionDto[];
  categories: CategoryDto[];
}

/**
 * The dashboard for one month: the cards (only completed entries count), the daily cash flow, the
 * pending list, and every balance ('Saldo Atual' of the active accounts and each account's card)
 * as of the month's last day, or today for the current month: a past month never mixes in later
 * money.
 */
export async function monthData(db: DbOrTx, month: string | undefined, now = clock.now()): Promise<MonthData> {
  const today = dayOf(now);
  const months = lastMonths(now, 12);
  const m = month ?? monthOf(today);
  const { first, last } = monthBounds(m);
  const asOf = m === monthOf(today) ? today : last;
  const [accountRows, before, rows, effectsAsOf, entryCounts, categories] = await Promise.all([
    listAccountRows(db),
    completedEffects(db, first),
    listTransactionRows(db, { from: first, to: last }),
    completedEffects(db, addDays(asOf, 1)),
    countEntriesByAccount(db),
    listCategories(db),
  ]);
  const ledger = rows.map((r) => toLedger(r.t));
  const active = accountRows.filter((a) => a.isActive);
  const opening = active.map((a) => ({ id: a.id, initialBalanceCents: a.initialBalanceCents + (before.get(a.id) ?? 0) }));
  const totals = monthlyTotals(ledger, m);
  const cashFlow = dailyCashFlow(opening, ledger, m, m === monthOf(today) ? today : undefined);
  const balanceCents = active.reduce((s, a) => s + a.initialBalanceCents + (effectsAsOf.get(a.id) ?? 0), 0);
  const entries = rows.map(toTransactionDto);
  const pending = entries.filter((e) => !e.completed && !(e.type === 'transfer' && e.leg === 'in')).sort((a, b) => a.date.localeCompare(b.date));
  return {
    summary: {
      month: m,
      months,
      today,
      balanceCents,
      ...totals,
      storeRevenueCents: storeRevenue(ledger, m).revenueCents,
      accounts: accountRows.map((a) => accountDto(a, effectsAsOf, entryCounts)),
      cashFlow,
      pending,
    },
    entries,
    categories,
  };
}

// ---- contracts ----

interface ContractBooks {
  shares: MonthShare[];
  monthlyShareCents: number;
  refundedCents: number;
}

/** Each posted contract's recognised shares (ADR 0039, domain/contract-accrual.ts), and the store's entries. */
async function contractBooks(db: DbOrTx): Promise<{ byOrder: Map<string, ContractBooks>; entries: StoreRevenueEntry[] }> {
  const rows = await contractLedgerRows(db);
  const perOrder = new Map<string, { months: number; startDay: string | null; entries: StoreRevenueEntry[] }>();
  const entries: StoreRevenueEntry[] = [];
  for (const r of rows) {
    const e = { source: r.source, amountCents: Number(r.amount_cents), date: r.date.slice(0, 10), completed: r.completed };
    entries.push(e);
    const o = perOrder.get(r.order_id) ?? { months: Number(r.months), startDay: r.start_day, entries: [] };
    o.entries.push(e);
    perOrder.set(r.order_id, o);
  }
  const byOrder = new Map<string, ContractBooks>();
  for (const [orderId, o] of perOrder) {
    const paid = o.entries.find((e) => e.source === 'order' && isStoreRevenueEntry(e));
    if (!paid) continue;
    const refunds = o.entries.filter((e) => e.amountCents < 0 && isStoreRevenueEntry(e)).map((e) => ({ month: monthOf(e.date), amountCents: -e.amountCents }));
    const startMonth = monthOf(o.startDay ?? paid.date);
    byOrder.set(orderId, {
      shares: recognisedShares({ totalCents: paid.amountCents, months: o.months, startMonth, refunds }),
      monthlyShareCents: contractShares(paid.amountCents, startMonth, o.months)[0]?.cents ?? 0,
      refundedCents: refunds.reduce((sum, x) => sum + x.amountCents, 0),
    });
  }
  return { byOrder, entries };
}

/**
 * 'Contratos' of a month: the paid store orders with their periods and entries, each with its
 * monthly share and what it recognises in the month (accrual), and the month's totals: the
 * recognised revenue of every contract beside the cash the store received (ADR 0039).
 */
export async function listContracts(db: DbOrTx, month?: string, now = clock.now()): Promise<ContractsDto> {
  const m = month ?? monthOf(dayOf(now));
  const [rows, books] = await Promise.all([listContractRows(db), contractBooks(db)]);
  const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);
  let recognisedCents = 0;
  for (const b of books.byOrder.values()) recognisedCents += recognisedIn(b.shares, m);
  const contracts = rows.map((r): ContractDto => {
    const b = books.byOrder.get(r.id);
    return {
      orderId: r.id,
      buyerName: r.buyer_name,
      buyerCompany: r.buyer_company,
      status: r.status,
      months: Number(r.months),
      totalCents: Number(r.total_cents),
      paidAt: iso(r.paid_at),
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      buildings: Array.isArray(r.buildings) ? r.buildings : parsePgArray(r.buildings),
      revenuePosted: Boolean(r.posted),
      revenueReversed: Boolean(r.reversed),
      monthlyShareCents: b?.monthlyShareCents ?? 0,
      refundedCents: b?.refundedCents ?? 0,
      shares: b?.shares ?? [],
      recognisedCents: b ? recognisedIn(b.shares, m) : 0,
    };
  });
  return { month: m, contracts, recognisedCents, cashCents: storeRevenue(books.entries, m).revenueCents };
}

function parsePgArray(s: string): string[] {
  const inner = s.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  return inner.split(',').map((x) => x.replace(/^"|"$/g, '').replace(/\\"/g, '"'));
}

// ---- paid store orders post themselves ----

export interface PaidOrderLike {
  id: string;
  totalCents: number;
  paidAt: Date | null;
  buyerName: string;
}

/**
 * The revenue of a paid store order: ONE completed entry (category Contratos Mensais, the account
 * of the finance settings, dated the payment's day in São Paulo). Call it inside the transaction
 * that marks the order paid; a repeat (another notification, the repair job) finds the unique
 * index taken and does nothing. Returns whether it posted now.
 */
export async function postOrderRevenue(tx: DbOrTx, order: PaidOrderLike, now = clock.now()): Promise<boolean> {
  if (order.totalCents <= 0) return false;
  const category = await findCategoryByKey(tx, ORDER_REVENUE_CATEGORY);
  if (!category) throw new Error('finance: category contratos_mensais missing');
  const paidAt = order.paidAt ?? now;
  const row = await insertOrderEntry(tx, {
      type: 'revenue',
      amountCents: order.totalCents,
      date: dayOf(paidAt),
      completed: true,
      completedAt: paidAt,
      accountId: await revenueAccountId(tx),
      categoryId: category.id,
      notes: `Pedido ${order.id.slice(0, 8)} — ${order.buyerName}`.slice(0, 500),
      source: 'order',
      orderId: order.id,
  });
  if (!row) return false;
  await recordAudit(tx, {}, {
    category: 'finance',
    action: 'order_revenue_posted',
    details: `Receita do pedido ${order.id} lançada: ${formatBRL(order.totalCents)}`,
    metadata: { orderId: order.id, transactionId: row.id, amountCents: order.totalCents },
  });
  return true;
}

/**
 * A partial refund of an order's payment: one negative revenue entry of the refunded amount (same
 * category and account as the revenue), once per refund. Nothing when the order never posted
 * revenue. Call it inside the transaction that records the refund as done. Returns whether it posted now.
 */
export async function postOrderPartialRefund(
  tx: DbOrTx,
  refund: { id: string; orderId: string; amountCents: number },
  now = clock.now(),
): Promise<boolean> {
  const original = (await orderEntries(tx, refund.orderId)).find((e) => e.source === 'order');
  if (!original || refund.amountCents <= 0) return false;
  const row = await insertOrderEntry(tx, {
    type: 'revenue',
    amountCents: -refund.amountCents,
    date: dayOf(now),
    completed: true,
    completedAt: now,
    accountId: original.accountId,
    categoryId: original.categoryId,
    notes: `Estorno parcial do pedido ${refund.orderId.slice(0, 8)}`,
    source: 'order_partial_refund',
    orderId: refund.orderId,
    reversalOfId: original.id,
    paymentRefundId: refund.id,
  });
  if (!row) return false;
  await recordAudit(tx, {}, {
    category: 'finance',
    action: 'order_revenue_partially_reversed',
    details: `Estorno parcial da receita do pedido ${refund.orderId}: ${formatBRL(-refund.amountCents)}`,
    metadata: { orderId: refund.orderId, transactionId: row.id, reversalOf: original.id, paymentRefundId: refund.id },
  });
  return true;
}

/**
 * All of an order's money went back (refund or chargeback): the reversing entry of what is left
 * of its revenue after the partial refunds already booked (a negative revenue, same category and
 * account), once. Nothing happens when the order never posted revenue or nothing is left.
 * Returns whether it posted now.
 */
export async function reverseOrderRevenue(tx: DbOrTx, orderId: string, now = clock.now()): Promise<boolean> {
  const entries = await orderEntries(tx, orderId);
  const original = entries.find((e) => e.source === 'order');
  if (!original || entries.some((e) => e.source === 'order_refund')) return false;
  const left = entries.filter((e) => e.source === 'order' || e.source === 'order_partial_refund').reduce((sum, e) => sum + e.amountCents, 0);
  if (left <= 0) return false;
  const row = await insertOrderEntry(tx, {
      type: 'revenue',
      amountCents: -left,
      date: dayOf(now),
      completed: true,
      completedAt: now,
      accountId: original.accountId,
      categoryId: original.categoryId,
      notes: `Estorno do pedido ${orderId.slice(0, 8)}`,
      source: 'order_refund',
      orderId,
      reversalOfId: original.id,
  });
  if (!row) return false;
  await recordAudit(tx, {}, {
    category: 'finance',
    action: 'order_revenue_reversed',
    details: `Estorno da receita do pedido ${orderId}: ${formatBRL(-left)}`,
    metadata: { orderId, transactionId: row.id, reversalOf: original.id },
  });
  return true;
}

/**
 * The repair job's step: posts the revenue of every paid order that has none (a crash between
 * the payment and the posting leaves exactly that) and reverses the revenue of refunded orders.
 * Orders are claimed with FOR UPDATE SKIP LOCKED, so N instances can run it together.
 */
export async function reconcileOrderRevenue(db: Db, now = clock.now(), limit = 100): Promise<{ posted: number; reversed: number }> {
  return db.transaction(async (tx) => {
    const due = await claimOrdersToReconcile(tx, { limit, reversingStatuses: orderStatusesReversingRevenue });
    let posted = 0;
    let reversed = 0;
    for (const o of due) {
      if (o.action === 'post' && (await postOrderRevenue(tx, o, now))) posted += 1;
      if (o.action === 'reverse' && (await reverseOrderRevenue(tx, o.id, now))) reversed += 1;
    }
    return { posted, reversed };
  });
}

/**
 * LGPD (ADR 0055): an order's buyer was anonymised. Its entries stay (amounts, dates, accounts:
 * the books of the fiscal period) and their notes stop quoting the old name.
 */
export async function anonymiseOrderEntryNotes(tx: DbOrTx, changed: Array<{ id: string; oldName: string }>, newName: string): Promise<void> {
  for (const o of changed) await replaceNameInOrderNotes(tx, o.id, o.oldName, newName);
}
