/**
 * The finance area's word lists and pure rules: balances, monthly totals, the daily cash flow,
 * installments split to the centavo and recurrence dates. No I/O: the server and the pages use
 * the same functions, and the tests check them against hand-computed examples.
 *
 * Dates of entries are calendar days 'YYYY-MM-DD' (the day the person chose, in São Paulo);
 * months are 'YYYY-MM'. Amounts are integer centavos.
 */
import { dayOf } from './time';

export const transactionTypes = ['revenue', 'fixed_expense', 'variable_expense', 'investment', 'transfer'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionTypeLabels: Record<TransactionType, string> = {
  revenue: 'Receita',
  fixed_expense: 'Custo Fixo',
  variable_expense: 'Custo Variável',
  investment: 'Investimento',
  transfer: 'Transferência',
};
/** The types that count as 'Despesas' (money that leaves the business). */
export const expenseTypes = ['fixed_expense', 'variable_expense', 'investment'] as const satisfies readonly TransactionType[];
export type ExpenseType = (typeof expenseTypes)[number];
export const isExpenseType = (t: TransactionType): t is ExpenseType => (expenseTypes as readonly string[]).includes(t);

/** The three lists of the area: 'Receitas', 'Custos e Despesas' and the transfers between accounts. */
export const transactionKinds = ['revenue', 'expense', 'transfer'] as const;
export type TransactionKind = (typeof transactionKinds)[number];
export const transactionKindOf = (t: TransactionType): TransactionKind => (t === 'revenue' ? 'revenue' : t === 'transfer' ? 'transfer' : 'expense');

export const accountTypes = ['checking', 'savings', 'investment', 'cash'] as const;
export type AccountType = (typeof accountTypes)[number];
export const accountTypeLabels: Record<AccountType, string> = {
  checking: 'Conta Corrente',
  savings: 'Poupança',
  investment: 'Investimento',
  cash: 'Dinheiro',
};

export const categoryKinds = ['revenue', 'expense'] as const;
export type CategoryKind = (typeof categoryKinds)[number];

/** The spec's five categories, with the colours the dashboard and the report use. */
export const defaultCategories = [
  { key: 'receitas_pontuais', name: 'Receitas Pontuais', kind: 'revenue', color: '#16a34a' },
  { key: 'contratos_mensais', name: 'Contratos Mensais', kind: 'revenue', color: '#2563eb' },
  { key: 'custos_fixos', name: 'Custos Fixos', kind: 'expense', color: '#dc2626' },
  { key: 'custos_variaveis', name: 'Custos Variáveis', kind: 'expense', color: '#ea580c' },
  { key: 'investimentos', name: 'Investimentos', kind: 'expense', color: '#7c3aed' },
] as const satisfies ReadonlyArray<{ key: string; name: string; kind: CategoryKind; color: string }>;
export type CategoryKey = (typeof defaultCategories)[number]['key'];
/**
 * Which categories each type takes: a 'Custo Fixo' goes to 'Custos Fixos', never to
 * 'Investimentos' (issue 30). A category without a key (none today) is judged by its kind.
 */
export const categoryKeysByType: Record<Exclude<TransactionType, 'transfer'>, readonly CategoryKey[]> = {
  revenue: ['receitas_pontuais', 'contratos_mensais'],
  fixed_expense: ['custos_fixos'],
  variable_expense: ['custos_variaveis'],
  investment: ['investimentos'],
};
export function categorySuitsType(type: TransactionType, category: { key: string | null; kind: CategoryKind }): boolean {
  if (type === 'transfer') return false;
  if (category.key === null) return category.kind === (type === 'revenue' ? 'revenue' : 'expense');
  return (categoryKeysByType[type] as readonly string[]).includes(category.key);
}

/** Paid store orders post their revenue here. */
export const ORDER_REVENUE_CATEGORY: CategoryKey = 'contratos_mensais';

/** Four accounts on a new database: three checking accounts named after banks, one cash. */
export const defaultAccounts = [
  { name: 'Banco do Brasil', type: 'checking' },
  { name: 'Itaú', type: 'checking' },
  { name: 'Bradesco', type: 'checking' },
  { name: 'Caixa (dinheiro)', type: 'cash' },
] as const satisfies ReadonlyArray<{ name: string; type: AccountType }>;

export const recurringMonthOptions = [3, 6, 12, 24] as const;
export type RecurringMonths = (typeof recurringMonthOptions)[number];
/** A 'Parcelada' entry splits into 2 to 48 monthly parts (1 part is a single entry, not installments). */
export const MIN_INSTALLMENTS = 2;
export const MAX_INSTALLMENTS = 48;
/** The range as the form's hint and its error say it, from the one pair of numbers. */
export const installmentsRangeText = `de ${MIN_INSTALLMENTS} a ${MAX_INSTALLMENTS}`;

/** How an entry came to be: typed by a person, posted by a paid order, or the refund of one. */
/**
 * Where an entry comes from: typed by people, a paid store order, the reversal of the rest of an
 * order's revenue when all of its money went back, or one partial refund of it (ADR 0025).
 */
export const transactionSources = ['manual', 'order', 'order_refund', 'order_partial_refund'] as const;
export type TransactionSource = (typeof transactionSources)[number];
export const transactionSourceLabels: Record<TransactionSource, string> = {
  manual: 'Lançamento manual',
  order: 'Pedido da loja',
  order_refund: 'Estorno',
  order_partial_refund: 'Estorno parcial',
};
export const transferLegs = ['out', 'in'] as const;
export type TransferLeg = (typeof transferLegs)[number];
export const seriesKinds = ['recurring', 'installments'] as const;
export type SeriesKind = (typeof seriesKinds)[number];
/** Editing or deleting an entry of a series: this one, or this one and the following ones. */
export const seriesScopes = ['this', 'following'] as const;
export type SeriesScope = (typeof seriesScopes)[number];

/** Store order statuses after which a posted revenue is reversed (the money went back). */
export const orderStatusesReversingRevenue = ['refunded', 'cancelled'] as const;

/** What the rules need of an entry. `amountCents` is positive, except a refund's reversal (negative revenue). */
export interface LedgerEntry {
  type: TransactionType;
  amountCents: number;
  date: string;
  completed: boolean;
  accountId: string;
  /** Only for transfers: which side of the move this row is. */
  leg?: TransferLeg | null;
  /** A recurring revenue (a series, or a store order): counts in 'Contratos Ativos'. */
  contract?: boolean;
  /** Groups the entries of one contract (series id or order id) for the count. */
  contractKey?: string | null;
  /** Typed by a person or posted by the store (store-revenue.ts sums the latter). */
  source?: TransactionSource;
}

/** What an entry does to its account's balance: revenue adds, expenses subtract, a transfer moves. */
export function entryEffect(e: Pick<LedgerEntry, 'type' | 'amountCents' | 'leg'>): number {
  if (e.type === 'revenue') return e.amountCents;
  if (e.type === 'transfer') return e.leg === 'in' ? e.amountCents : -e.amountCents;
  return -e.amountCents;
}

/** Initial balance plus the completed entries of the account (up to `until`, a day, inclusive). */
export function accountBalance(initialBalanceCents: number, entries: readonly LedgerEntry[], accountId: string, until?: string): number {
  let total = initialBalanceCents;
  for (const e of entries) {
    if (e.accountId !== accountId || !e.completed) continue;
    if (until && e.date > until) continue;
    total += entryEffect(e);
  }
  return total;
}

/** Every account's balance, by id. */
export function balancesByAccount(
  accounts: ReadonlyArray<{ id: string; initialBalanceCents: number }>,
  entries: readonly LedgerEntry[],
  until?: string,
): Map<string, number> {
  const out = new Map<string, number>(accounts.map((a) => [a.id, a.initialBalanceCents]));
  for (const e of entries) {
    if (!e.completed || (until && e.date > until)) continue;
    const cur = out.get(e.accountId);
    if (cur !== undefined) out.set(e.accountId, cur + entryEffect(e));
  }
  return out;
}

export interface MonthlyTotals {
  revenueCents: number;
  expenseCents: number;
  /** Revenue minus expenses. */
  resultCents: number;
  /** Completed recurring revenue of the month (recurring series and store orders). */
  contractRevenueCents: number;
  activeContracts: number;
  pendingCount: number;
}

/**
 * The month's cards. Only completed entries count (spec, section 4); transfers are neither
 * revenue nor expense. A refund's reversal is a negative revenue, so it lowers 'Receitas'.
 */
export function monthlyTotals(entries: readonly LedgerEntry[], month: string): MonthlyTotals {
  let revenueCents = 0;
  let expenseCents = 0;
  let contractRevenueCents = 0;
  let pendingCount = 0;
  const contracts = new Map<string, number>();
  for (const e of entries) {
    if (monthOf(e.date) !== month) continue;
    if (!e.completed) {
      if (!(e.type === 'transfer' && e.leg === 'in')) pendingCount += 1;
      continue;
    }
    if (e.type === 'revenue') {
      revenueCents += e.amountCents;
      if (e.contract) {
        contractRevenueCents += e.amountCents;
        const key = e.contractKey ?? `${e.accountId}:${e.date}:${e.amountCents}`;
        contracts.set(key, (contracts.get(key) ?? 0) + e.amountCents);
      }
    } else if (isExpenseType(e.type)) {
      expenseCents += e.amountCents;
    }
  }
  // A contract whose revenue was fully reversed (refund) is no longer active.
  const activeContracts = [...contracts.values()].filter((v) => v > 0).length;
  return { revenueCents, expenseCents, resultCents: revenueCents - expenseCents, contractRevenueCents, activeContracts, pendingCount };
}

export interface CashFlowDay {
  date: string;
  revenueCents: number;
  expenseCents: number;
  /** Balance of the given accounts at the end of the day. */
  balanceCents: number;
}

/**
 * The month's daily cash flow over the given accounts: the balance at the start of the month
 * (initial balances plus every completed entry before it), then each day's completed revenue,
 * expenses and closing balance. Empty when the month has no completed entry (the chart then shows
 * 'Nenhum dado de fluxo de caixa disponível').
 */
export function dailyCashFlow(
  accounts: ReadonlyArray<{ id: string; initialBalanceCents: number }>,
  entries: readonly LedgerEntry[],
  month: string,
  lastDay?: string,
): CashFlowDay[] {
  const ids = new Set(accounts.map((a) => a.id));
  const mine = entries.filter((e) => e.completed && ids.has(e.accountId));
  const { first, last } = monthBounds(month);
  const inMonth = mine.filter((e) => e.date >= first && e.date <= last);
  if (inMonth.length === 0) return [];
  let balance = accounts.reduce((s, a) => s + a.initialBalanceCents, 0);
  for (const e of mine) if (e.date < first) balance += entryEffect(e);
  const end = lastDay && lastDay < last && lastDay >= first ? lastDay : last;
  const days: CashFlowDay[] = [];
  for (let d = first; d <= end; d = addDays(d, 1)) {
    let revenueCents = 0;
    let expenseCents = 0;
    for (const e of inMonth) {
      if (e.date !== d) continue;
      balance += entryEffect(e);
      if (e.type === 'revenue') revenueCents += e.amountCents;
      else if (isExpenseType(e.type)) expenseCents += e.amountCents;
    }
    days.push({ date: d, revenueCents, expenseCents, balanceCents: balance });
  }
  return days;
}

/**
 * Splits `totalCents` into `n` monthly parts that add up exactly: every part is the floor of the
 * division, and the first `remainder` parts get one centavo more (R$ 100,00 / 3 = 33,34 + 33,33 + 33,33).
 */
export function splitInstallments(totalCents: number, n: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents <= 0) throw new RangeError(`splitInstallments: invalid total ${totalCents}`);
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`splitInstallments: invalid count ${n}`);
  const base = Math.floor(totalCents / n);
  const remainder = totalCents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * `n` monthly dates from `start`, keeping its day of the month, or the month's last day when the
 * month is shorter (31/01 -> 28/02 or 29/02 -> 31/03).
 */
export function monthlyDates(start: string, n: number): string[] {
  const { y, m, d } = parseDay(start);
  return Array.from({ length: n }, (_, i) => {
    const total = m - 1 + i;
    const year = y + Math.floor(total / 12);
    const month = (total % 12) + 1;
    return formatDay(year, month, Math.min(d, daysInMonth(year, month)));
  });
}

// ---- calendar helpers ('YYYY-MM-DD' and 'YYYY-MM', no time zone inside) ----

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

export function isDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo) && y >= 1900 && y <= 2999;
}
export function isMonth(s: string): boolean {
  const m = MONTH.exec(s);
  return Boolean(m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[1]) >= 1900 && Number(m[1]) <= 2999);
}

function parseDay(s: string) {
  const m = DAY.exec(s);
  if (!m) throw new RangeError(`not a day: ${s}`);
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
}
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const formatDay = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}
export const monthOf = (day: string): string => day.slice(0, 7);
export function monthBounds(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { first: `${month}-01`, last: formatDay(y, m, daysInMonth(y, m)) };
}
export function addDays(day: string, n: number): string {
  const { y, m, d } = parseDay(day);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return formatDay(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${pad(Math.floor(total / 12), 4)}-${pad((total % 12) + 1)}`;
}

/** The month selector: the current month and the 11 before it, newest first. */
export function lastMonths(now: Date, n = 12): string[] {
  const current = monthOf(dayOf(now));
  return Array.from({ length: n }, (_, i) => addMonths(current, -i));
}
/** 'novembro de 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15)));
}
/** '05/11/2026' from '2026-11-05'. */
export function formatDayBR(day: string): string {
  const { y, m, d } = parseDay(day);
  return `${pad(d)}/${pad(m)}/${pad(y, 4)}`;
}

/**
 * Every calendar day written 'AAAA-MM-DD' inside a text becomes 'dd/mm/aaaa' (texts stored
 * before dates were written the pt-BR way, such as old deletion summaries).
 */
export function isoDaysToBR(text: string): string {
  return text.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (day) => (isDay(day) ? formatDayBR(day) : day));
}

/** '1234,56' / '-12,30': the CSV's number (comma decimals, no thousands dots, no currency). */
export function centsToCsvNumber(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${pad(abs % 100)}`;
}
