import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs, nextIp } from '../factories/users';
import { financeDeletions } from '../../server/db/schema';
import { monthData } from '../../server/modules/finance/finance.service';
import { messages } from '../../domain/messages';
import type { AccountDto, CategoryDto, FinanceSummaryDto, TransactionDto } from '../../domain/schemas/finance';

/**
 * Issue 30: a month view is as of that month's end (accounts and 'Saldo Atual'), a type takes only
 * its categories, each screen exports its own kind, days read dd/mm/aaaa, and an account with
 * entries is kept (deactivated), never deleted.
 */
describe('finance: a month as of its end, accounts kept with their entries', () => {
  let t: TestApp;
  let cookie: string;
  let accounts: AccountDto[];
  let categories: CategoryDto[];
  const cat = (name: string) => categories.find((c) => c.name === name)!.id;
  const acc = (name: string) => accounts.find((a) => a.name === name)!.id;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as never, headers: { cookie }, remoteAddress: nextIp() });
  const summary = async (month: string) => json<FinanceSummaryDto>(await call('GET', `/api/finance/summary?month=${month}`));
  const cardOf = (s: FinanceSummaryDto, name: string) => s.accounts.find((a) => a.name === name)!.balanceCents;
  const paid = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/finance/transactions', body);
    expect(res.statusCode, res.body).toBe(201);
    const [tx] = json<{ transactions: TransactionDto[] }>(res).transactions;
    expect((await call('PUT', `/api/finance/transactions/${tx!.id}/completed`, { completed: true })).statusCode).toBe(200);
    return tx!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await loginAs(t.app, 'finance', { name: 'Fernanda Finanças' }));
    accounts = json(await call('GET', '/api/finance/accounts')).accounts;
    categories = json(await call('GET', '/api/finance/categories')).categories;
  });
  afterAll(() => t.close());

  it('October shows October: Saldo Atual and every account card at the month end, not today', async () => {
    // September: Itaú receives 5.000; October: Itaú pays 1.200, 800 moves to the cash box;
    // November: Itaú receives 10.000 more (after October, so October never sees it).
    await paid({ type: 'revenue', amountCents: 500_000, date: '2025-09-10', categoryId: cat('Receitas Pontuais'), accountId: acc('Itaú') });
    await paid({ type: 'fixed_expense', amountCents: 120_000, date: '2025-10-05', categoryId: cat('Custos Fixos'), accountId: acc('Itaú') });
    await paid({ type: 'transfer', amountCents: 80_000, date: '2025-10-31', accountId: acc('Itaú'), destinationAccountId: acc('Caixa (dinheiro)') });
    await paid({ type: 'revenue', amountCents: 1_000_000, date: '2025-11-01', categoryId: cat('Receitas Pontuais'), accountId: acc('Itaú') });

    const sep = await summary('2025-09');
    expect([sep.balanceCents, cardOf(sep, 'Itaú'), cardOf(sep, 'Caixa (dinheiro)')]).toEqual([500_000, 500_000, 0]);
    const oct = await summary('2025-10');
    expect([oct.balanceCents, cardOf(oct, 'Itaú'), cardOf(oct, 'Caixa (dinheiro)')]).toEqual([380_000, 300_000, 80_000]);
    // The month's cash flow ends where the cards are.
    expect(oct.cashFlow.at(-1)!.balanceCents).toBe(oct.balanceCents);
    const nov = await summary('2025-11');
    expect([nov.balanceCents, cardOf(nov, 'Itaú')]).toEqual([1_380_000, 1_300_000]);
    // The sum of the cards of active accounts is Saldo Atual, in every month.
    for (const s of [sep, oct, nov]) expect(s.accounts.filter((a) => a.isActive).reduce((x, a) => x + a.balanceCents, 0)).toBe(s.balanceCents);
    // 'Contas' (settings) still shows today's balances.
    const today = json<{ accounts: AccountDto[] }>(await call('GET', '/api/finance/accounts')).accounts;
    expect(today.find((a) => a.name === 'Itaú')!.balanceCents).toBe(1_300_000);
  });

  it('the current month is as of today: a completed entry dated later in the month waits for its day', async () => {
    const db = t.app.deps.db;
    await paid({ type: 'variable_expense', amountCents: 30_000, date: '2025-12-20', categoryId: cat('Custos Variáveis'), accountId: acc('Bradesco') });
    const mid = await monthData(db, undefined, new Date('2025-12-10T15:00:00Z'));
    expect(mid.summary.month).toBe('2025-12');
    expect(mid.summary.accounts.find((a) => a.name === 'Bradesco')!.balanceCents).toBe(0);
    expect(mid.summary.balanceCents).toBe(1_380_000);
    const after = await monthData(db, undefined, new Date('2025-12-21T15:00:00Z'));
    expect(after.summary.accounts.find((a) => a.name === 'Bradesco')!.balanceCents).toBe(-30_000);
    expect(after.summary.balanceCents).toBe(1_350_000);
  });

  it("a type takes only its categories, on creation and on edit (400 with the reason in pt-BR)", async () => {
    const base = { amountCents: 10_000, date: '2025-10-15', accountId: acc('Itaú') };
    const bad = await call('POST', '/api/finance/transactions', { ...base, type: 'fixed_expense', categoryId: cat('Investimentos') });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error).toMatchObject({ message: 'A categoria Investimentos não serve para Custo Fixo: use Custos Fixos.', details: { field: 'categoryId' } });
    const rent = await paid({ ...base, type: 'fixed_expense', categoryId: cat('Custos Fixos') });
    const edit = await call('PUT', `/api/finance/transactions/${rent.id}`, { amountCents: 10_000, date: rent.date, categoryId: cat('Investimentos'), accountId: acc('Itaú') });
    expect(edit.statusCode).toBe(400);
    expect(json(edit).error.message).toBe(messages.txCategoryTypeMismatch('Investimentos', 'Custo Fixo', 'Custos Fixos'));
    const kept = json<{ transactions: TransactionDto[] }>(await call('GET', '/api/finance/transactions?month=2025-10&kind=expense')).transactions.find((x) => x.id === rent.id);
    expect(kept?.category?.name).toBe('Custos Fixos');
  });

  it("each screen's CSV holds its own kind: Receitas only revenue, Custos e Despesas only expenses", async () => {
    const rowsOf = async (kind?: string) => {
      const res = await call('GET', `/api/finance/reports/monthly.csv?month=2025-10${kind ? `&kind=${kind}` : ''}`);
      expect(res.statusCode).toBe(200);
      const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
      return { file: res.headers['content-disposition'], types: lines.slice(1, lines.indexOf('')).map((l) => l.split(';')[1]) };
    };
    const all = await rowsOf();
    expect(new Set(all.types)).toEqual(new Set(['Custo Fixo', 'Transferência (saída)', 'Transferência (entrada)']));
    expect(await rowsOf('expense')).toEqual({ file: 'attachment; filename="relatorio-financeiro-despesas-2025-10.csv"', types: ['Custo Fixo', 'Custo Fixo'] });
    expect((await rowsOf('revenue')).types).toEqual([]);
    expect((await rowsOf('revenue')).file).toContain('relatorio-financeiro-receitas-2025-10.csv');
    expect((await call('GET', '/api/finance/reports/monthly.csv?kind=transfer')).statusCode).toBe(400);
  });

  it('the deletion history reads dd/mm/aaaa, old ISO summaries included', async () => {
    const tx = await paid({ type: 'investment', amountCents: 2_500, date: '2025-10-27', categoryId: cat('Investimentos'), accountId: acc('Itaú') });
    expect((await call('DELETE', `/api/finance/transactions/${tx.id}`)).statusCode).toBe(200);
    await t.app.deps.db.insert(financeDeletions).values({ deletedBy: null, deletedByName: 'Antigo', summary: 'Custo Fixo de R$ 10,00 em 2025-09-03', rows: [] });
    const summaries = json<{ deletions: Array<{ summary: string }> }>(await call('GET', '/api/finance/deletions')).deletions.map((d) => d.summary);
    expect(summaries).toContain('Investimento de R$\u00a025,00 em 27/10/2025');
    expect(summaries).toContain('Custo Fixo de R$ 10,00 em 03/09/2025');
    expect(summaries.join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('deleting an account: refused with entries (409) and for the last active one (400); deactivation keeps its entries', async () => {
    const listed = json<{ accounts: AccountDto[] }>(await call('GET', '/api/finance/accounts')).accounts;
    const itau = listed.find((a) => a.name === 'Itaú')!;
    expect(itau.entryCount).toBeGreaterThan(0);
    expect(listed.find((a) => a.name === 'Banco do Brasil')!.entryCount).toBe(0);

    const used = await call('DELETE', `/api/finance/accounts/${itau.id}`);
    expect([used.statusCode, json(used).error.message]).toEqual([409, messages.accountHasEntries]);
    const missing = await call('DELETE', '/api/finance/accounts/00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, json(missing).error.message]).toEqual([404, messages.accountNotFound]);
    expect((await call('DELETE', '/api/finance/accounts/abc')).statusCode).toBe(400);

    // Deactivating the used account keeps it and its entries; it leaves Saldo Atual.
    const off = await call('PUT', `/api/finance/accounts/${itau.id}`, { name: itau.name, type: itau.type, initialBalanceCents: itau.initialBalanceCents, isActive: false, showBalance: true });
    expect(off.statusCode).toBe(200);
    expect(json<{ account: AccountDto }>(off).account).toMatchObject({ isActive: false, entryCount: itau.entryCount });
    expect((await summary('2025-10')).balanceCents).toBe(80_000);

    // Banco do Brasil (empty) goes; then Bradesco and the cash box are the active ones left.
    expect((await call('DELETE', `/api/finance/accounts/${acc('Banco do Brasil')}`)).statusCode).toBe(200);
    const bradesco = listed.find((a) => a.name === 'Bradesco')!;
    expect((await call('PUT', `/api/finance/accounts/${bradesco.id}`, { name: 'Bradesco', type: 'checking', initialBalanceCents: 0, isActive: false, showBalance: true })).statusCode).toBe(200);
    // An empty account that is the last active one is neither deleted nor deactivated.
    const box = await call('POST', '/api/finance/accounts', { name: 'Cofre', type: 'cash', initialBalanceCents: 0 });
    const cofre = json<{ account: AccountDto }>(box).account;
    await call('PUT', `/api/finance/accounts/${acc('Caixa (dinheiro)')}`, { name: 'Caixa (dinheiro)', type: 'cash', initialBalanceCents: 0, isActive: false, showBalance: true });
    const last = await call('DELETE', `/api/finance/accounts/${cofre.id}`);
    expect([last.statusCode, json(last).error.message]).toEqual([400, messages.accountLastActive]);
    const lastOff = await call('PUT', `/api/finance/accounts/${cofre.id}`, { name: 'Cofre', type: 'cash', initialBalanceCents: 0, isActive: false, showBalance: true });
    expect([lastOff.statusCode, json(lastOff).error.message]).toEqual([400, messages.accountLastActive]);
    const deletions = json<{ deletions: Array<{ summary: string }> }>(await call('GET', '/api/finance/deletions')).deletions;
    expect(deletions[0]!.summary).toBe('Conta Banco do Brasil (Conta Corrente) excluída');
  });
});
