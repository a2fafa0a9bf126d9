import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  accountBalance,
  balancesByAccount,
  categorySuitsType,
  defaultCategories,
  isoDaysToBR,
  transactionKindOf,
  transactionTypes,
  centsToCsvNumber,
  dailyCashFlow,
  daysInMonth,
  lastMonths,
  monthlyDates,
  monthlyTotals,
  splitInstallments,
  type LedgerEntry,
} from '../../../domain/finance';
import { reportFileName, transactionForm, transactionFormToInput, transactionInput } from '../../../domain/schemas/finance';
import { messages } from '../../../domain/messages';

const A = 'acc-a';
const B = 'acc-b';
const C = 'acc-c';
const accounts = [
  { id: A, initialBalanceCents: 100_000 },
  { id: B, initialBalanceCents: 0 },
  { id: C, initialBalanceCents: 5_000 },
];
const e = (o: Partial<LedgerEntry> & Pick<LedgerEntry, 'type' | 'amountCents' | 'date' | 'accountId'>): LedgerEntry => ({ completed: true, ...o });

/** A hand-computed March 2026 (see the figures in each test). */
const march: LedgerEntry[] = [
  e({ type: 'revenue', amountCents: 10_000, date: '2026-02-28', accountId: A }),
  e({ type: 'revenue', amountCents: 250_000, date: '2026-03-05', accountId: A }),
  e({ type: 'fixed_expense', amountCents: 80_000, date: '2026-03-10', accountId: A }),
  e({ type: 'variable_expense', amountCents: 12_345, date: '2026-03-12', accountId: B, completed: false }),
  e({ type: 'transfer', amountCents: 50_000, date: '2026-03-15', accountId: A, leg: 'out' }),
  e({ type: 'transfer', amountCents: 50_000, date: '2026-03-15', accountId: B, leg: 'in' }),
  e({ type: 'investment', amountCents: 20_000, date: '2026-03-20', accountId: B }),
  e({ type: 'revenue', amountCents: 30_000, date: '2026-03-25', accountId: C, contract: true, contractKey: 's1' }),
  e({ type: 'revenue', amountCents: 30_000, date: '2026-04-25', accountId: C, contract: true, contractKey: 's1', completed: false }),
];

describe('balances and monthly totals (hand-computed)', () => {
  it('balances: initial + completed revenue − expenses ± transfers; pending entries do not count', () => {
    // A: 1.000 + 100 + 2.500 − 800 − 500 = 2.300; B: 500 − 200 = 300 (the 123,45 is pending); C: 50 + 300 = 350
    expect(accountBalance(100_000, march, A)).toBe(230_000);
    expect(accountBalance(0, march, B)).toBe(30_000);
    expect(accountBalance(5_000, march, C)).toBe(35_000);
    const all = balancesByAccount(accounts, march);
    expect([...all.values()].reduce((s, v) => s + v, 0)).toBe(295_000);
    // Until 14/03 the transfer has not happened yet: A = 1.000 + 100 + 2.500 − 800
    expect(accountBalance(100_000, march, A, '2026-03-14')).toBe(280_000);
  });

  it("March's cards: Receitas 2.800, Despesas 1.000 (fixed + investment), one active contract, one pending", () => {
    expect(monthlyTotals(march, '2026-03')).toEqual({
      revenueCents: 280_000,
      expenseCents: 100_000,
      resultCents: 180_000,
      contractRevenueCents: 30_000,
      activeContracts: 1,
      pendingCount: 1,
    });
    // April: the contract's next month is still pending, so it counts nowhere but in pending.
    expect(monthlyTotals(march, '2026-04')).toMatchObject({ revenueCents: 0, activeContracts: 0, pendingCount: 1 });
  });

  it('a refund reversal (negative revenue) lowers Receitas and ends the contract', () => {
    const withRefund = [
      ...march,
      e({ type: 'revenue', amountCents: 40_000, date: '2026-03-26', accountId: A, contract: true, contractKey: 'order-1' }),
      e({ type: 'revenue', amountCents: -40_000, date: '2026-03-27', accountId: A, contract: true, contractKey: 'order-1' }),
    ];
    expect(monthlyTotals(withRefund, '2026-03')).toMatchObject({ revenueCents: 280_000, activeContracts: 1, contractRevenueCents: 30_000 });
  });

  it('daily cash flow: opening 1.150, then each day; the transfer day does not move the total', () => {
    const flow = dailyCashFlow(accounts, march, '2026-03');
    expect(flow).toHaveLength(31);
    const at = (d: string) => flow.find((f) => f.date === d)!;
    expect(at('2026-03-01').balanceCents).toBe(115_000);
    expect(at('2026-03-05')).toEqual({ date: '2026-03-05', revenueCents: 250_000, expenseCents: 0, balanceCents: 365_000 });
    expect(at('2026-03-10').balanceCents).toBe(285_000);
    expect(at('2026-03-15').balanceCents).toBe(285_000);
    expect(at('2026-03-20')).toMatchObject({ expenseCents: 20_000, balanceCents: 265_000 });
    expect(at('2026-03-31').balanceCents).toBe(295_000);
    expect(dailyCashFlow(accounts, march, '2026-03', '2026-03-12')).toHaveLength(12);
    expect(dailyCashFlow(accounts, march, '2026-05')).toEqual([]);
  });

  it('installments and recurrence by hand', () => {
    expect(splitInstallments(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitInstallments(100, 4)).toEqual([25, 25, 25, 25]);
    expect(monthlyDates('2026-01-31', 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(monthlyDates('2027-12-15', 3)).toEqual(['2027-12-15', '2028-01-15', '2028-02-15']);
    expect(monthlyDates('2028-01-31', 2)).toEqual(['2028-01-31', '2028-02-29']);
    // A 6-month rent of R$ 1.500,00 from 10/03: 6 entries; March counts one of them when paid.
    const rent = monthlyDates('2026-03-10', 6).map((date) => e({ type: 'fixed_expense', amountCents: 150_000, date, accountId: A, completed: date === '2026-03-10' }));
    expect(rent.map((r) => r.date)).toEqual(['2026-03-10', '2026-04-10', '2026-05-10', '2026-06-10', '2026-07-10', '2026-08-10']);
    expect(monthlyTotals(rent, '2026-03').expenseCents).toBe(150_000);
    expect(monthlyTotals(rent, '2026-04')).toMatchObject({ expenseCents: 0, pendingCount: 1 });
  });

  it('CSV numbers and the month selector', () => {
    expect(centsToCsvNumber(123_456)).toBe('1234,56');
    expect(centsToCsvNumber(-1_230)).toBe('-12,30');
    expect(centsToCsvNumber(5)).toBe('0,05');
    const months = lastMonths(new Date('2026-01-01T02:00:00Z'));
    // 01/01 02:00 UTC is still 31/12 in São Paulo.
    expect(months[0]).toBe('2025-12');
    expect(months).toHaveLength(12);
    expect(months[11]).toBe('2025-01');
  });
});

describe('properties', () => {
  it('installments add up to the amount, each at least one centavo, differing by at most one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 48 }), (total, n) => {
        fc.pre(n <= total);
        const parts = splitInstallments(total, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
        expect(Math.min(...parts)).toBeGreaterThan(0);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  const ids = [A, B, C];
  const entryArb = fc.record({
    type: fc.constantFrom('revenue', 'fixed_expense', 'variable_expense', 'investment'),
    amountCents: fc.integer({ min: 1, max: 10_000_000 }),
    day: fc.integer({ min: 1, max: 28 }),
    accountId: fc.constantFrom(...ids),
    completed: fc.boolean(),
  });
  const transferArb = fc.record({
    amountCents: fc.integer({ min: 1, max: 10_000_000 }),
    day: fc.integer({ min: 1, max: 28 }),
    from: fc.constantFrom(...ids),
    to: fc.constantFrom(...ids),
    completed: fc.boolean(),
  });

  it('transfers never change the total of all accounts, nor Receitas and Despesas', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 30 }), fc.array(transferArb, { minLength: 1, maxLength: 10 }), (raw, transfers) => {
        const base: LedgerEntry[] = raw.map((r) => ({ ...r, type: r.type as LedgerEntry['type'], date: `2026-03-${String(r.day).padStart(2, '0')}` }));
        const legs: LedgerEntry[] = transfers.flatMap((t) => {
          const date = `2026-03-${String(t.day).padStart(2, '0')}`;
          return [
            { type: 'transfer', amountCents: t.amountCents, date, accountId: t.from, leg: 'out', completed: t.completed },
            { type: 'transfer', amountCents: t.amountCents, date, accountId: t.to, leg: 'in', completed: t.completed },
          ] as LedgerEntry[];
        });
        const sum = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);
        const withT = [...base, ...legs];
        expect(sum(balancesByAccount(accounts, withT))).toBe(sum(balancesByAccount(accounts, base)));
        const a = monthlyTotals(base, '2026-03');
        const b = monthlyTotals(withT, '2026-03');
        expect([b.revenueCents, b.expenseCents]).toEqual([a.revenueCents, a.expenseCents]);
        const fa = dailyCashFlow(accounts, base, '2026-03');
        const fb = dailyCashFlow(accounts, withT, '2026-03');
        if (fa.length > 0) expect(fb.map((d) => d.balanceCents)).toEqual(fa.map((d) => d.balanceCents));
      }),
    );
  });

  it('recurrence dates: consecutive months, the same day or the last of a shorter month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.constantFrom(3, 6, 12, 24), (y, m, d, n) => {
        fc.pre(d <= daysInMonth(y, m));
        const start = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const dates = monthlyDates(start, n);
        expect(dates).toHaveLength(n);
        dates.forEach((date, i) => {
          const total = y * 12 + (m - 1) + i;
          const yy = Math.floor(total / 12);
          const mm = (total % 12) + 1;
          expect(date).toBe(`${yy}-${String(mm).padStart(2, '0')}-${String(Math.min(d, daysInMonth(yy, mm))).padStart(2, '0')}`);
        });
      }),
    );
  });
});

describe('transaction contract messages (section 5)', () => {
  const ok = { type: 'revenue', amountCents: 1000, date: '2026-03-01', categoryId: '00000000-0000-4000-8000-000000000001', accountId: '00000000-0000-4000-8000-000000000002' };
  const msg = (body: Record<string, unknown>) => transactionInput.safeParse(body).error?.issues.map((i) => i.message) ?? [];
  it('each rule has its message', () => {
    expect(transactionInput.safeParse(ok).success).toBe(true);
    expect(msg({ ...ok, amountCents: 0 })).toContain(messages.txAmountInvalid);
    expect(msg({ ...ok, categoryId: null })).toContain(messages.txCategoryRequired);
    expect(msg({ ...ok, accountId: '' })).toContain(messages.txAccountRequired);
    expect(msg({ ...ok, date: '' })).toContain(messages.txDateRequired);
    expect(msg({ ...ok, type: 'transfer', categoryId: null })).toContain(messages.txDestinationRequired);
    expect(msg({ ...ok, recurring: true })).toContain(messages.txRecurringMonthsRequired);
    expect(msg({ ...ok, recurring: true, recurringMonths: 5 })).toContain(messages.txRecurringMonthsRequired);
    expect(msg({ ...ok, amountCents: 2, installments: 3 })).toContain(messages.txInstallmentsInvalid);
  });
  it('the form reads pt-BR amounts and gives the same messages beside each field', () => {
    const form = { type: 'fixed_expense', amount: '1.500,00', date: '2026-03-10', categoryId: ok.categoryId, accountId: ok.accountId, destinationAccountId: '', notes: ' Aluguel ', repeat: 'recurring', recurringMonths: '12', installments: '' } as const;
    const parsed = transactionForm.parse(form);
    expect(transactionFormToInput(parsed)).toMatchObject({ amountCents: 150_000, recurring: true, recurringMonths: 12, installments: 1, notes: 'Aluguel' });
    const bad = transactionForm.safeParse({ ...form, amount: '0', categoryId: '', date: '' });
    const byField = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(byField).toMatchObject({ amount: messages.txAmountInvalid, categoryId: messages.txCategoryRequired, date: messages.txDateRequired });
  });
});

describe('types, categories and the lists they belong to (issue 30)', () => {
  it('each type takes only its categories: a Custo Fixo never takes Investimentos, a transfer none', () => {
    const takes = (type: (typeof transactionTypes)[number]) => defaultCategories.filter((c) => categorySuitsType(type, c)).map((c) => c.name);
    expect(takes('revenue')).toEqual(['Receitas Pontuais', 'Contratos Mensais']);
    expect(takes('fixed_expense')).toEqual(['Custos Fixos']);
    expect(takes('variable_expense')).toEqual(['Custos Variáveis']);
    expect(takes('investment')).toEqual(['Investimentos']);
    expect(takes('transfer')).toEqual([]);
    // A category without a key goes by its kind.
    expect(categorySuitsType('fixed_expense', { key: null, kind: 'expense' })).toBe(true);
    expect(categorySuitsType('revenue', { key: null, kind: 'expense' })).toBe(false);
  });

  it('every type belongs to exactly one list; transfers to none of revenue and expenses', () => {
    expect(transactionTypes.map((t) => [t, transactionKindOf(t)])).toEqual([
      ['revenue', 'revenue'],
      ['fixed_expense', 'expense'],
      ['variable_expense', 'expense'],
      ['investment', 'expense'],
      ['transfer', 'transfer'],
    ]);
    expect(reportFileName('2026-11', 'csv', 'revenue')).toBe('relatorio-financeiro-receitas-2026-11.csv');
    expect(reportFileName('2026-11', 'csv', 'expense')).toBe('relatorio-financeiro-despesas-2026-11.csv');
    expect(reportFileName('2026-11', 'pdf')).toBe('relatorio-financeiro-2026-11.pdf');
  });

  it("days people read are dd/mm/aaaa, also inside texts written before ('2026-11-27')", () => {
    expect(isoDaysToBR('Custo Fixo de R$ 10,00 em 2026-11-27 e mais 1 lançamento ligado')).toBe('Custo Fixo de R$ 10,00 em 27/11/2026 e mais 1 lançamento ligado');
    expect(isoDaysToBR('de 2026-02-01 a 2026-02-28')).toBe('de 01/02/2026 a 28/02/2026');
    // Not a day (no 30 February), and ids are left alone.
    expect(isoDaysToBR('2026-02-30 · 12026-11-270')).toBe('2026-02-30 · 12026-11-270');
  });
});
