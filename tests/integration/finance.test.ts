import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs, makeUser, nextIp } from '../factories/users';
import { buildingIds, buyer, createOrder, payPix, sandboxApprove } from '../factories/checkout';
import { auditLogs, financeAccounts, financeCategories, financeDeletions, financeSettings, financeTransactions, orders } from '../../server/db/schema';
import {
  ensureFinanceDefaults,
  postOrderRevenue,
  reconcileOrderRevenue,
  reverseOrderRevenue,
} from '../../server/modules/finance/finance.service';
import { messages } from '../../domain/messages';
import type { AccountDto, CategoryDto, FinanceSummaryDto, TransactionDto } from '../../domain/schemas/finance';

describe('finance area', () => {
  let t: TestApp;
  let cookie: string;
  let accounts: AccountDto[];
  let categories: CategoryDto[];
  const cat = (name: string) => categories.find((c) => c.name === name)!.id;
  const acc = (name: string) => accounts.find((a) => a.name === name)!.id;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as never, headers: { cookie }, remoteAddress: nextIp() });
  const summary = async (month: string) => json<FinanceSummaryDto>(await call('GET', `/api/finance/summary?month=${month}`));
  const balance = async (name: string) => json<{ accounts: AccountDto[] }>(await call('GET', '/api/finance/accounts')).accounts.find((a) => a.name === name)!.balanceCents;
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/finance/transactions', body);
    expect(res.statusCode, res.body).toBe(201);
    return json<{ transactions: TransactionDto[] }>(res).transactions;
  };
  const pay = async (id: string) => expect((await call('PUT', `/api/finance/transactions/${id}/completed`, { completed: true })).statusCode).toBe(200);

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await loginAs(t.app, 'finance', { name: 'Fernanda Finanças' }));
    accounts = json(await call('GET', '/api/finance/accounts')).accounts;
    categories = json(await call('GET', '/api/finance/categories')).categories;
  });
  afterAll(() => t.close());

  it('a new database has four accounts (three checking named after banks, one cash) and the five categories with colours', async () => {
    expect(accounts.map((a) => [a.name, a.type, a.balanceCents])).toEqual([
      ['Banco do Brasil', 'checking', 0],
      ['Bradesco', 'checking', 0],
      ['Itaú', 'checking', 0],
      ['Caixa (dinheiro)', 'cash', 0],
    ]);
    expect(categories.map((c) => `${c.kind}:${c.name}`).sort()).toEqual([
      'expense:Custos Fixos',
      'expense:Custos Variáveis',
      'expense:Investimentos',
      'revenue:Contratos Mensais',
      'revenue:Receitas Pontuais',
    ]);
    expect(categories.every((c) => /^#[0-9a-f]{6}$/.test(c.color))).toBe(true);
    expect(json(await call('GET', '/api/finance/settings')).revenueAccountId).toBe(acc('Banco do Brasil'));
  });

  it('seeding happens once, even when two instances start together', async () => {
    const db = t.app.deps.db;
    expect(await ensureFinanceDefaults(db)).toBe(false);
    // A fresh start: empty tables, two "instances" race.
    const keepAccounts = await db.select().from(financeAccounts);
    const keepCategories = await db.select().from(financeCategories);
    await db.delete(financeSettings);
    await db.delete(financeAccounts);
    await db.delete(financeCategories);
    const results = await Promise.all([ensureFinanceDefaults(db), ensureFinanceDefaults(db), ensureFinanceDefaults(db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await db.select().from(financeAccounts)).length).toBe(4);
    expect((await db.select().from(financeCategories)).length).toBe(5);
    // Put the original rows back (ids the other tests hold).
    await db.delete(financeSettings);
    await db.delete(financeAccounts);
    await db.delete(financeCategories);
    await db.insert(financeAccounts).values(keepAccounts);
    await db.insert(financeCategories).values(keepCategories);
    await db.insert(financeSettings).values({ id: 1, revenueAccountId: acc('Banco do Brasil') });
  });

  it('every validation message comes from the server, beside its field', async () => {
    const ok = { type: 'revenue', amountCents: 1000, date: '2026-03-01', categoryId: cat('Receitas Pontuais'), accountId: acc('Itaú') };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ok, amountCents: 0 }, messages.txAmountInvalid, 'amountCents'],
      [{ ...ok, amountCents: -5 }, messages.txAmountInvalid, 'amountCents'],
      [{ ...ok, amountCents: 'abc' }, messages.txAmountInvalid, 'amountCents'],
      [{ ...ok, categoryId: null }, messages.txCategoryRequired, 'categoryId'],
      [{ ...ok, accountId: '' }, messages.txAccountRequired, 'accountId'],
      [{ ...ok, date: '' }, messages.txDateRequired, 'date'],
      [{ ...ok, date: '2026-02-30' }, messages.txDateRequired, 'date'],
      [{ ...ok, type: 'transfer', categoryId: null }, messages.txDestinationRequired, 'destinationAccountId'],
      [{ ...ok, type: 'transfer', destinationAccountId: acc('Itaú') }, messages.txDestinationSame, 'destinationAccountId'],
      [{ ...ok, recurring: true }, messages.txRecurringMonthsRequired, 'recurringMonths'],
      [{ ...ok, recurring: true, recurringMonths: 5 }, messages.txRecurringMonthsRequired, 'recurringMonths'],
      [{ ...ok, recurring: true, recurringMonths: 3, installments: 2 }, messages.txRepeatConflict, 'installments'],
      [{ ...ok, installments: 49 }, messages.txInstallmentsInvalid, 'installments'],
    ];
    for (const [body, message, field] of cases) {
      const res = await call('POST', '/api/finance/transactions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const server: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, categoryId: '00000000-0000-4000-8000-000000000000' }, messages.txCategoryInvalid],
      [{ ...ok, categoryId: cat('Custos Fixos') }, messages.txCategoryTypeMismatch('Custos Fixos', 'Receita', 'Contratos Mensais ou Receitas Pontuais')],
      // Expense types and expense categories must agree too (issue 30): a fixed cost is not an investment.
      [{ ...ok, type: 'fixed_expense', categoryId: cat('Investimentos') }, messages.txCategoryTypeMismatch('Investimentos', 'Custo Fixo', 'Custos Fixos')],
      [{ ...ok, type: 'investment', categoryId: cat('Custos Variáveis') }, messages.txCategoryTypeMismatch('Custos Variáveis', 'Investimento', 'Investimentos')],
      [{ ...ok, type: 'variable_expense', categoryId: cat('Receitas Pontuais') }, messages.txCategoryTypeMismatch('Receitas Pontuais', 'Custo Variável', 'Custos Variáveis')],
      [{ ...ok, accountId: '00000000-0000-4000-8000-000000000000' }, messages.txAccountInvalid],
    ];
    for (const [body, message] of server) {
      const res = await call('POST', '/api/finance/transactions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).error.message).toBe(message);
    }
    expect(messages.txCategoryTypeMismatch('Investimentos', 'Custo Fixo', 'Custos Fixos')).toBe('A categoria Investimentos não serve para Custo Fixo: use Custos Fixos.');
    const accCases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Nubank', type: 'checking', initialBalanceCents: -1 }, messages.accountInitialBalanceInvalid],
      [{ name: 'Nubank', type: 'checking', initialBalanceCents: 1.5 }, messages.accountInitialBalanceInvalid],
      [{ name: '   ', type: 'checking', initialBalanceCents: 0 }, messages.accountNameRequired],
      [{ name: 'Nubank', type: 'poupanca', initialBalanceCents: 0 }, messages.accountTypeInvalid],
    ];
    for (const [body, message] of accCases) {
      const res = await call('POST', '/api/finance/accounts', body);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.message).toBe(message);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    const upd = { amountCents: 100, date: '2026-03-01', categoryId: cat('Receitas Pontuais'), accountId: acc('Itaú') };
    const notFound = await call('PUT', `/api/finance/transactions/${missing}`, upd);
    expect([notFound.statusCode, json(notFound).error.message]).toEqual([404, messages.txNotFound]);
    const badEdit = await call('PUT', `/api/finance/transactions/${missing}`, { ...upd, amountCents: 0, date: '' });
    expect(json(badEdit).error.fields).toMatchObject({ amountCents: messages.txAmountInvalid, date: messages.txDateRequired });
    const toggleMissing = await call('PUT', `/api/finance/transactions/${missing}/completed`, { completed: true });
    expect([toggleMissing.statusCode, json(toggleMissing).error.message]).toEqual([404, messages.txNotFound]);
    const notId = await call('DELETE', '/api/finance/transactions/abc');
    expect(notId.statusCode).toBe(400);
    const badMonth = await call('GET', '/api/finance/summary?month=2026-13');
    expect(badMonth.statusCode).toBe(400);
    const dup = await call('POST', '/api/finance/accounts', { name: ' itaú ', type: 'savings', initialBalanceCents: 0 });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).error.message).toBe(messages.accountNameTaken);
    // Nothing was written by any refused call.
    expect((await t.app.deps.db.select().from(financeTransactions)).length).toBe(0);
  });

  it('March 2026 by hand: revenue, a 6-month rent, 3 installments, a transfer; balances and cards', async () => {
    // Nubank starts with R$ 1.000,00 (name trimmed).
    const created = await call('POST', '/api/finance/accounts', { name: '  Nubank ', type: 'savings', initialBalanceCents: 100_000 });
    expect(created.statusCode).toBe(201);
    accounts = json(await call('GET', '/api/finance/accounts')).accounts;
    expect(accounts.find((a) => a.id === acc('Nubank'))?.name).toBe('Nubank');

    const [rev] = await create({ type: 'revenue', amountCents: 250_000, date: '2026-03-05', categoryId: cat('Receitas Pontuais'), accountId: acc('Nubank') });
    const rent = await create({ type: 'fixed_expense', amountCents: 150_000, date: '2026-03-10', categoryId: cat('Custos Fixos'), accountId: acc('Nubank'), recurring: true, recurringMonths: 6, notes: 'Aluguel' });
    const parts = await create({ type: 'variable_expense', amountCents: 100_000, date: '2026-03-31', categoryId: cat('Custos Variáveis'), accountId: acc('Itaú'), installments: 3 });
    const transfer = await create({ type: 'transfer', amountCents: 50_000, date: '2026-03-15', accountId: acc('Nubank'), destinationAccountId: acc('Itaú') });
    const [contract] = await create({ type: 'revenue', amountCents: 30_000, date: '2026-03-20', categoryId: cat('Contratos Mensais'), accountId: acc('Itaú'), recurring: true, recurringMonths: 3 });

    expect(rent.map((r) => r.date)).toEqual(['2026-03-10', '2026-04-10', '2026-05-10', '2026-06-10', '2026-07-10', '2026-08-10']);
    expect(new Set(rent.map((r) => r.seriesId)).size).toBe(1);
    expect(parts.map((p) => [p.date, p.amountCents])).toEqual([
      ['2026-03-31', 33_334],
      ['2026-04-30', 33_333],
      ['2026-05-31', 33_333],
    ]);
    expect(transfer.map((x) => x.leg).sort()).toEqual(['in', 'out']);

    // Nothing is completed yet: balances are the initial ones and the cards are zero.
    let s = await summary('2026-03');
    expect(s).toMatchObject({ revenueCents: 0, expenseCents: 0, activeContracts: 0, balanceCents: 100_000, pendingCount: 5 });
    expect(s.cashFlow).toEqual([]);

    await pay(rev!.id);
    await pay(rent[0]!.id);
    await pay(parts[0]!.id);
    await pay(transfer[0]!.id);
    await pay(contract!.id);
    // A repeated 'Pagamento realizado' changes nothing.
    await pay(rev!.id);

    // Nubank: 1.000 + 2.500 − 1.500 − 500 = 1.500; Itaú: 500 − 333,34 + 300 = 466,66
    expect(await balance('Nubank')).toBe(150_000);
    expect(await balance('Itaú')).toBe(46_666);
    s = await summary('2026-03');
    expect(s).toMatchObject({
      revenueCents: 280_000,
      expenseCents: 183_334,
      resultCents: 96_666,
      contractRevenueCents: 30_000,
      activeContracts: 1,
      balanceCents: 196_666,
      pendingCount: 0,
    });
    expect(s.cashFlow).toHaveLength(31);
    expect(s.cashFlow.find((d) => d.date === '2026-03-14')!.balanceCents).toBe(200_000);
    expect(s.cashFlow.find((d) => d.date === '2026-03-15')!.balanceCents).toBe(200_000);
    expect(s.cashFlow.at(-1)!.balanceCents).toBe(196_666);
    // April: the next rent, installment and contract month are pending.
    s = await summary('2026-04');
    expect(s).toMatchObject({ revenueCents: 0, expenseCents: 0, pendingCount: 3, balanceCents: 196_666 });

    // Edit 'this and the following' of the rent from May: R$ 1.600,00.
    const may = rent[2]!;
    const edit = await call('PUT', `/api/finance/transactions/${may.id}`, { amountCents: 160_000, date: may.date, categoryId: cat('Custos Fixos'), accountId: acc('Nubank'), notes: 'Aluguel reajustado', scope: 'following' });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = json<{ transactions: TransactionDto[] }>(await call('GET', `/api/finance/transactions?accountId=${acc('Nubank')}&kind=expense`)).transactions;
    expect(after.filter((x) => x.seriesId === may.seriesId).sort((a, b) => a.date.localeCompare(b.date)).map((x) => x.amountCents)).toEqual([150_000, 150_000, 160_000, 160_000, 160_000, 160_000]);

    // Delete the last two months of the rent: recorded in the history with who did it.
    const del = await call('DELETE', `/api/finance/transactions/${rent[4]!.id}?scope=following`);
    expect(json(del)).toMatchObject({ deleted: 2, message: messages.txDeleted });
    const history = await t.app.deps.db.select().from(financeDeletions);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ deletedByName: 'Fernanda Finanças' });
    expect(history[0]!.rows).toHaveLength(2);
    expect(json(await call('GET', '/api/finance/deletions')).deletions[0].summary).toContain('Custo Fixo de R$\u00a01.600,00 em 10/07/2026 e mais 1 lançamento ligado');

    // Deleting one leg of a transfer removes both; the total of all accounts is unchanged by it.
    const totalBefore = json<{ accounts: AccountDto[] }>(await call('GET', '/api/finance/accounts')).accounts.reduce((x, a) => x + a.balanceCents, 0);
    await call('DELETE', `/api/finance/transactions/${transfer[1]!.id}`);
    const totalAfter = json<{ accounts: AccountDto[] }>(await call('GET', '/api/finance/accounts')).accounts.reduce((x, a) => x + a.balanceCents, 0);
    expect(totalAfter).toBe(totalBefore);
    expect(await balance('Nubank')).toBe(200_000);

    // Every write left an audit row.
    const audits = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.category, 'finance'));
    const actions = audits.map((a) => a.action);
    for (const a of ['account_created', 'create_success', 'transaction_completed', 'update', 'delete_success', 'create_error']) expect(actions).toContain(a);
    expect(actions.filter((a) => a === 'transaction_completed')).toHaveLength(5);
  });

  it('an account can be deactivated (not the last active one) and its initial balance changed', async () => {
    const id = acc('Bradesco');
    const res = await call('PUT', `/api/finance/accounts/${id}`, { name: 'Bradesco', type: 'checking', initialBalanceCents: 12_345, isActive: false, showBalance: false });
    expect(res.statusCode).toBe(200);
    expect(json(res).account).toMatchObject({ isActive: false, showBalance: false, initialBalanceCents: 12_345, balanceCents: 12_345 });
    const r2 = await call('POST', '/api/finance/transactions', { type: 'revenue', amountCents: 100, date: '2026-03-01', categoryId: cat('Receitas Pontuais'), accountId: id });
    expect(json(r2).error.message).toBe(messages.txAccountInvalid);
    // An account with entries is not deleted (deactivate it); an empty one is, into the history.
    const used = await call('DELETE', `/api/finance/accounts/${acc('Itaú')}`);
    expect(used.statusCode).toBe(409);
    expect(json(used).error.message).toBe(messages.accountHasEntries);
    const gone = await call('DELETE', `/api/finance/accounts/${id}`);
    expect(gone.statusCode).toBe(200);
    expect(json<{ accounts: AccountDto[] }>(await call('GET', '/api/finance/accounts')).accounts.some((a) => a.id === id)).toBe(false);
    expect(json(await call('GET', '/api/finance/deletions')).deletions[0].summary).toBe('Conta Bradesco (Conta Corrente) excluída');
  });

  it('the month as CSV (BOM, ";", comma decimals) and as PDF with its text', async () => {
    const csv = await call('GET', '/api/finance/reports/monthly.csv?month=2026-03');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('relatorio-financeiro-2026-03.csv');
    const raw = csv.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Data;Tipo;Categoria;Conta;Conta de origem/destino;Observações;Valor (R$);Situação');
    const rows = lines.slice(1, lines.indexOf('')).map((l) => l.split(';'));
    expect(rows.find((r) => r[1] === 'Receita' && r[2] === 'Receitas Pontuais')).toEqual(['05/03/2026', 'Receita', 'Receitas Pontuais', 'Nubank', '', '', '2500,00', 'Pago']);
    expect(rows.find((r) => r[2] === 'Custos Variáveis')?.[6]).toBe('-333,34');
    expect(lines).toContain('Receitas;2800,00');
    expect(lines).toContain('Despesas;1833,34');

    const pdf = await call('GET', '/api/finance/reports/monthly.pdf?month=2026-03');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    for (const s of ['Relatório Mensal', 'março de 2026', 'Saldo Atual', 'Receitas', 'Despesas', 'Contratos Ativos', 'Receitas Pontuais', 'Custos Fixos', 'Custos Variáveis', 'Lançamentos por categoria', 'Fluxo de caixa']) {
      expect(text).toContain(s);
    }
    expect(text.replace(/\u00a0/g, ' ')).toContain('R$ 2.800,00');
  });

  it('admins and editors are refused, anonymous gets 401', async () => {
    for (const role of ['admin', 'editor', 'client', 'sindico'] as const) {
      const { cookie: c } = await loginAs(t.app, role);
      const res = await t.app.inject({ method: 'GET', url: '/api/finance/summary', headers: { cookie: c } });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/finance/summary' })).statusCode).toBe(401);
    // The finance login does not admit an admin (the area is for finance and the master).
    const admin = await makeUser(t.app, { role: 'admin' });
    const atFinance = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { area: 'finance', email: admin.email, password: admin.password } });
    expect(atFinance.statusCode).toBe(401);
    const { cookie: m } = await loginAs(t.app, 'master');
    expect((await t.app.inject({ method: 'GET', url: '/api/finance/summary', headers: { cookie: m } })).statusCode).toBe(200);
  });
});

describe('paid store orders post themselves', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
  });
  afterAll(() => t.close());

  const entriesOf = (orderId: string) => t.app.deps.db.select().from(financeTransactions).where(eq(financeTransactions.orderId, orderId));

  async function paidOrder(buildingIndex: number) {
    const o = await createOrder(t.app, { buyer: buyer(), buildingIds: [ids[buildingIndex]], months: 3 });
    const paymentId = (await payPix(t.app, o)).id;
    const res = await sandboxApprove(t.app, { id: paymentId, orderToken: o.token });
    expect(json(res).outcome).toBe('paid');
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id));
    return Object.assign(row!, { paymentId, orderToken: o.token });
  }

  it('a paid order without its entry (the crash) is posted by the repair job, once, whatever repeats', async () => {
    const order = await paidOrder(0);
    // The grant posts the revenue in its own transaction; remove it to stand for data written
    // before that hook existed (or a database restored without it): the job must repair it.
    expect(await entriesOf(order.id)).toHaveLength(1);
    await t.app.deps.db.delete(financeTransactions).where(eq(financeTransactions.orderId, order.id));
    const [s] = await t.app.deps.db.select().from(financeSettings);
    const repaired = await reconcileOrderRevenue(t.app.deps.db);
    expect(repaired.posted).toBe(1);
    // The second delivery of the payment, the job again, and concurrent repeats change nothing.
    expect(json(await sandboxApprove(t.app, { id: order.paymentId, orderToken: order.orderToken })).outcome).not.toBe('paid');
    expect(await postOrderRevenue(t.app.deps.db, order)).toBe(false);
    const again = await Promise.all([reconcileOrderRevenue(t.app.deps.db), reconcileOrderRevenue(t.app.deps.db), postOrderRevenue(t.app.deps.db, order)]);
    expect(again[0].posted + again[1].posted).toBe(0);
    expect(again[2]).toBe(false);
    const entries = await entriesOf(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'revenue', amountCents: order.totalCents, completed: true, source: 'order', accountId: s!.revenueAccountId });
    const [category] = await t.app.deps.db.select().from(financeCategories).where(eq(financeCategories.id, entries[0]!.categoryId!));
    expect(category!.name).toBe('Contratos Mensais');
  });

  it('posting inside the paying transaction, twice, gives one entry; a rollback leaves none', async () => {
    const order = await paidOrder(1);
    await t.app.deps.db.delete(financeTransactions).where(eq(financeTransactions.orderId, order.id));
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        expect(await postOrderRevenue(tx, order)).toBe(true);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await entriesOf(order.id)).toHaveLength(0);
    await t.app.deps.db.transaction(async (tx) => {
      expect(await postOrderRevenue(tx, order)).toBe(true);
      expect(await postOrderRevenue(tx, order)).toBe(false);
    });
    expect(await entriesOf(order.id)).toHaveLength(1);
  });

  it('a refund posts the reversing entry once; the job reverses a refunded order by itself', async () => {
    const order = await paidOrder(2);
    await reconcileOrderRevenue(t.app.deps.db);
    expect(await reverseOrderRevenue(t.app.deps.db, order.id)).toBe(true);
    expect(await reverseOrderRevenue(t.app.deps.db, order.id)).toBe(false);
    const entries = await entriesOf(order.id);
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([-order.totalCents, order.totalCents]);
    expect(entries.reduce((s, e) => s + e.amountCents, 0)).toBe(0);

    const other = await paidOrder(3);
    await reconcileOrderRevenue(t.app.deps.db);
    await t.app.deps.db.execute(sql`update orders set status = 'refunded' where id = ${other.id}`);
    expect(await reconcileOrderRevenue(t.app.deps.db)).toEqual({ posted: 0, reversed: 1 });
    expect(await reconcileOrderRevenue(t.app.deps.db)).toEqual({ posted: 0, reversed: 0 });
    const rows = await t.app.deps.db.select().from(financeTransactions).where(and(eq(financeTransactions.orderId, other.id), eq(financeTransactions.source, 'order_refund')));
    expect(rows).toHaveLength(1);
  });

  it('the finance person sees the paid orders as contracts and their revenue in the month; order entries are locked', async () => {
    const { cookie } = await loginAs(t.app, 'finance');
    const res = await t.app.inject({ method: 'GET', url: '/api/finance/contracts', headers: { cookie } });
    const contracts = json(res).contracts as Array<{ months: number; revenuePosted: boolean; revenueReversed: boolean; buildings: string[]; startsAt: string | null; endsAt: string | null }>;
    expect(contracts.length).toBe(4);
    expect(contracts.every((c) => c.revenuePosted && c.months === 3 && c.buildings.length === 1 && c.startsAt && c.endsAt)).toBe(true);
    expect(contracts.filter((c) => c.revenueReversed)).toHaveLength(2);
    const month = new Date().toISOString().slice(0, 7);
    const s = json<FinanceSummaryDto>(await t.app.inject({ method: 'GET', url: `/api/finance/summary?month=${month}`, headers: { cookie } }));
    const totals = await t.app.deps.db.select({ total: sql<number>`sum(amount_cents)::int` }).from(financeTransactions);
    expect(s.revenueCents).toBe(totals[0]!.total);
    expect(s.activeContracts).toBe(2);
    const [entry] = await t.app.deps.db.select().from(financeTransactions).limit(1);
    const locked = await t.app.inject({ method: 'DELETE', url: `/api/finance/transactions/${entry!.id}`, headers: { cookie } });
    expect(locked.statusCode).toBe(409);
    expect(json(locked).error.message).toBe(messages.txOrderLocked);
  });
});
