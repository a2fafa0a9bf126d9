import { z } from 'zod';
import { messages } from '../messages';
import { parseBRL } from '../money';
import {
  accountTypes,
  isDay,
  isMonth,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  recurringMonthOptions,
  seriesScopes,
  transactionTypes,
  type AccountType,
  type CategoryKind,
  type RecurringMonths,
  type SeriesKind,
  type SeriesScope,
  type TransactionSource,
  type TransactionType,
  type TransferLeg,
} from '../finance';

/**
 * The finance contracts. `transactionInput` / `accountInput` are what the API takes (centavos);
 * `transactionForm` / `accountForm` are the same rules over what a person types ('1.234,56') and
 * turn into the API's shape. Every message is the spec's (section 5) or domain/messages.ts.
 */

/** R$ 10 milhões per entry: far above any real one, inside the database's integer. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

const uuidOrEmpty = (message: string) =>
  z
    .union([z.uuid(message), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => (v ? v : null));

const amountField = z
  .number({ error: messages.txAmountInvalid })
  .int(messages.txAmountInvalid)
  .positive(messages.txAmountInvalid)
  .max(MAX_AMOUNT_CENTS, messages.txAmountInvalid);
const dateField = z
  .string({ error: messages.txDateRequired })
  .trim()
  .min(1, messages.txDateRequired)
  .refine(isDay, messages.txDateRequired);
const notesField = z
  .string()
  .trim()
  .max(500, messages.txNotesTooLong)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** Cross-field rules of the transaction form, shared by the API contract and the form. */
function transactionRules(
  v: {
    type: TransactionType;
    categoryId: string | null;
    accountId: string | null;
    destinationAccountId: string | null;
    recurring: boolean;
    recurringMonths: number | null;
    installments: number;
  },
  ctx: z.RefinementCtx,
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!v.accountId) issue('accountId', messages.txAccountRequired);
  if (v.type === 'transfer') {
    if (!v.destinationAccountId) issue('destinationAccountId', messages.txDestinationRequired);
    else if (v.destinationAccountId === v.accountId) issue('destinationAccountId', messages.txDestinationSame);
    if (v.recurring || v.installments > 1) issue('recurring', messages.txTransferNoRepeat);
    return;
  }
  if (!v.categoryId) issue('categoryId', messages.txCategoryRequired);
  if (v.recurring && v.recurringMonths === null) issue('recurringMonths', messages.txRecurringMonthsRequired);
  if (v.recurring && v.installments > 1) issue('installments', messages.txRepeatConflict);
}

const recurringMonthsField = z
  .number({ error: messages.txRecurringMonthsRequired })
  .refine((v) => (recurringMonthOptions as readonly number[]).includes(v), messages.txRecurringMonthsRequired)
  .nullable()
  .optional()
  .transform((v) => (v ?? null) as RecurringMonths | null);
const installmentsField = z
  .number({ error: messages.txInstallmentsInvalid })
  .int(messages.txInstallmentsInvalid)
  .min(1, messages.txInstallmentsInvalid)
  .max(MAX_INSTALLMENTS, messages.txInstallmentsInvalid)
  .default(1);

export const transactionInput = z
  .object({
    type: z.enum(transactionTypes, { error: messages.invalidInput }),
    amountCents: amountField,
    date: dateField,
    categoryId: uuidOrEmpty(messages.txCategoryInvalid),
    accountId: uuidOrEmpty(messages.txAccountRequired),
    destinationAccountId: uuidOrEmpty(messages.txDestinationRequired),
    notes: notesField,
    recurring: z.boolean().default(false),
    recurringMonths: recurringMonthsField,
    installments: installmentsField,
  })
  .superRefine(transactionRules)
  .superRefine((v, ctx) => {
    // Every installment must be at least one centavo.
    if (v.installments > v.amountCents) ctx.addIssue({ code: 'custom', path: ['installments'], message: messages.txInstallmentsInvalid });
  });
export type TransactionInput = z.output<typeof transactionInput>;
export type TransactionInputBody = z.input<typeof transactionInput>;

/** What a person types in the 'Registrar Receita' / 'Registrar Saída' modal. */
export const transactionForm = z
  .object({
    type: z.enum(transactionTypes),
    amount: z.string(),
    date: z.string(),
    categoryId: z.string(),
    accountId: z.string(),
    destinationAccountId: z.string(),
    notes: z.string().max(500, messages.txNotesTooLong),
    repeat: z.enum(['none', 'recurring', 'installments']),
    recurringMonths: z.string(),
    installments: z.string(),
  })
  .superRefine((f, ctx) => {
    const cents = parseBRL(f.amount);
    if (cents === null || cents <= 0 || cents > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: messages.txAmountInvalid });
    }
    if (!f.date || !isDay(f.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: messages.txDateRequired });
    const n = Number(f.installments);
    if (f.repeat === 'installments' && (!Number.isInteger(n) || n < MIN_INSTALLMENTS || n > MAX_INSTALLMENTS || (cents !== null && n > cents))) {
      ctx.addIssue({ code: 'custom', path: ['installments'], message: messages.txInstallmentsInvalid });
    }
    transactionRules(
      {
        type: f.type,
        categoryId: f.categoryId || null,
        accountId: f.accountId || null,
        destinationAccountId: f.destinationAccountId || null,
        recurring: f.repeat === 'recurring',
        recurringMonths: f.repeat === 'recurring' && f.recurringMonths ? Number(f.recurringMonths) : null,
        installments: f.repeat === 'installments' && Number.isInteger(n) ? n : 1,
      },
      ctx,
    );
  });
export type TransactionFormValues = z.infer<typeof transactionForm>;

/** The form's values as the API's body (call after the form validated). */
export function transactionFormToInput(f: TransactionFormValues): TransactionInputBody {
  const isTransfer = f.type === 'transfer';
  return {
    type: f.type,
    amountCents: parseBRL(f.amount) ?? 0,
    date: f.date,
    categoryId: isTransfer ? null : f.categoryId || null,
    accountId: f.accountId || null,
    destinationAccountId: isTransfer ? f.destinationAccountId || null : null,
    notes: f.notes.trim() || null,
    recurring: !isTransfer && f.repeat === 'recurring',
    recurringMonths: !isTransfer && f.repeat === 'recurring' ? Number(f.recurringMonths) : null,
    installments: !isTransfer && f.repeat === 'installments' ? Number(f.installments) : 1,
  };
}

/** Editing an entry: the fields a person may change, and for a series which entries. */
export const transactionUpdateInput = z.object({
  amountCents: amountField,
  date: dateField,
  categoryId: uuidOrEmpty(messages.txCategoryInvalid),
  accountId: z.uuid(messages.txAccountRequired),
  notes: notesField,
  scope: z.enum(seriesScopes).default('this'),
});
export type TransactionUpdateInput = z.output<typeof transactionUpdateInput>;
export type TransactionUpdateBody = z.input<typeof transactionUpdateInput>;

export const completedInput = z.object({ completed: z.boolean({ error: messages.invalidInput }) });
export const scopeQuery = z.object({ scope: z.enum(seriesScopes).default('this') });

export const monthQuery = z.object({
  month: z
    .string()
    .refine(isMonth, 'Mês inválido (use AAAA-MM).')
    .optional(),
});
/**
 * What a report holds: the whole month (dashboard) or one list's kind ('Receitas', 'Custos e
 * Despesas'): each screen's export holds what the screen lists.
 */
export const reportKinds = ['all', 'revenue', 'expense'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportQuery = z.object({
  month: z.string().refine(isMonth, 'Mês inválido (use AAAA-MM).').optional(),
  kind: z.enum(reportKinds, { error: messages.invalidInput }).default('all'),
});
/** 'relatorio-financeiro-receitas-2026-11.csv': the same name from the server and the page's link. */
export function reportFileName(month: string, ext: 'csv' | 'pdf', kind: ReportKind = 'all'): string {
  const part = { all: '', revenue: 'receitas-', expense: 'despesas-' }[kind];
  return `relatorio-financeiro-${part}${month}.${ext}`;
}
export const transactionsQuery = z.object({
  month: z.string().refine(isMonth, 'Mês inválido (use AAAA-MM).').optional(),
  accountId: z.uuid(messages.accountNotFound).optional(),
  kind: z.enum(['revenue', 'expense', 'transfer', 'all']).default('all'),
});

export const accountInput = z.object({
  name: z
    .string({ error: messages.accountNameRequired })
    .trim()
    .min(1, messages.accountNameRequired)
    .max(80, messages.fieldTooLong('O nome da conta', 80)),
  type: z.enum(accountTypes, { error: messages.accountTypeInvalid }),
  initialBalanceCents: z
    .number({ error: messages.accountInitialBalanceInvalid })
    .int(messages.accountInitialBalanceInvalid)
    .min(0, messages.accountInitialBalanceInvalid)
    .max(MAX_AMOUNT_CENTS, messages.accountInitialBalanceInvalid),
  isActive: z.boolean().default(true),
  showBalance: z.boolean().default(true),
});
export type AccountInput = z.output<typeof accountInput>;
export type AccountInputBody = z.input<typeof accountInput>;

/** The account form over typed text: the initial balance '1.000,00' must be a number not below 0. */
export const accountForm = z
  .object({
    name: z.string().trim().min(1, messages.accountNameRequired).max(80, messages.fieldTooLong('O nome da conta', 80)),
    type: z.enum(accountTypes, { error: messages.accountTypeInvalid }),
    initialBalance: z.string(),
    isActive: z.boolean(),
    showBalance: z.boolean(),
  })
  .superRefine((f, ctx) => {
    const cents = parseBRL(f.initialBalance.trim() === '' ? '0' : f.initialBalance);
    if (cents === null || cents > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['initialBalance'], message: messages.accountInitialBalanceInvalid });
    }
  });
export type AccountFormValues = z.infer<typeof accountForm>;
export function accountFormToInput(f: AccountFormValues): AccountInputBody {
  return {
    name: f.name.trim(),
    type: f.type,
    initialBalanceCents: parseBRL(f.initialBalance.trim() === '' ? '0' : f.initialBalance) ?? 0,
    isActive: f.isActive,
    showBalance: f.showBalance,
  };
}

export const financeSettingsInput = z.object({ revenueAccountId: z.uuid(messages.txAccountRequired) });

// ---- what the API answers ----

export interface AccountDto {
  id: string;
  name: string;
  type: AccountType;
  initialBalanceCents: number;
  balanceCents: number;
  isActive: boolean;
  showBalance: boolean;
  /** Entries the account holds: one with any cannot be deleted, only deactivated. */
  entryCount: number;
  createdAt: string;
  updatedAt: string;
}
export interface CategoryDto {
  id: string;
  key: string | null;
  name: string;
  kind: CategoryKind;
  color: string;
}
export interface TransactionDto {
  id: string;
  type: TransactionType;
  amountCents: number;
  date: string;
  completed: boolean;
  category: CategoryDto | null;
  accountId: string;
  accountName: string;
  /** Transfers: the other account (destination for the 'out' leg, origin for the 'in' leg). */
  counterpartAccountId: string | null;
  counterpartAccountName: string | null;
  transferId: string | null;
  leg: TransferLeg | null;
  seriesId: string | null;
  seriesKind: SeriesKind | null;
  seriesIndex: number | null;
  seriesCount: number | null;
  recurring: boolean;
  recurringMonths: number | null;
  installments: number | null;
  source: TransactionSource;
  orderId: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface CashFlowDayDto {
  date: string;
  revenueCents: number;
  expenseCents: number;
  balanceCents: number;
}
export interface FinanceSummaryDto {
  month: string;
  months: string[];
  today: string;
  balanceCents: number;
  revenueCents: number;
  /** The store's share of `revenueCents` (ADR 0039): the admin dashboard's figure for the month. */
  storeRevenueCents: number;
  expenseCents: number;
  resultCents: number;
  contractRevenueCents: number;
  activeContracts: number;
  pendingCount: number;
  accounts: AccountDto[];
  cashFlow: CashFlowDayDto[];
  pending: TransactionDto[];
}
export interface ContractDto {
  orderId: string;
  buyerName: string;
  buyerCompany: string | null;
  status: string;
  months: number;
  totalCents: number;
  paidAt: string | null;
  startsAt: string | null;
  endsAt: string | null;
  buildings: string[];
  revenuePosted: boolean;
  revenueReversed: boolean;
  /** The nominal monthly share: the total over its months, the first month's part (ADR 0039). */
  monthlyShareCents: number;
  /** What went back (refunds, chargeback), as booked. */
  refundedCents: number;
  /** Revenue recognised month by month after the refunds (empty until the revenue is posted). */
  shares: Array<{ month: string; cents: number }>;
  /** Recognised in the month asked. */
  recognisedCents: number;
}
/** 'Contratos' for a month: the contracts, and the month's accrued revenue beside the cash received. */
export interface ContractsDto {
  month: string;
  contracts: ContractDto[];
  /** Every contract's share of the month (accrual). */
  recognisedCents: number;
  /** The store revenue of the month (cash, ADR 0039): the admin dashboard's figure. */
  cashCents: number;
}
export interface DeletionDto {
  id: string;
  deletedAt: string;
  deletedByName: string | null;
  summary: string;
  count: number;
}
export interface FinanceSettingsDto {
  revenueAccountId: string;
}
export type { SeriesScope };
