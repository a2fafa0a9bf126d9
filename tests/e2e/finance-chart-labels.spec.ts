import fs from 'node:fs';
import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addMonths, monthOf } from '../../domain/finance';
import { dayOf } from '../../domain/time';
import { accessible, MASTER, openPastGate } from './helpers';

/**
 * Issue 30, the finance books an owner reads: last month had a R$ 600.000,00 revenue and more in
 * expenses, so the cash-flow chart runs from large to negative balances. At 1280 and 375 px every
 * y-axis label is whole and inside the chart, a negative amount keeps its sign on its line, a
 * hidden balance does not show its sign in red, and last month's account cards are last month's.
 * Then each screen holds its own kind (Receitas' CSV, transfers apart in Custos e Despesas), a
 * type offers only its categories, the history reads dd/mm/aaaa, and an account with entries is
 * explained and deactivated instead of deleted.
 */
const FIN = { name: 'Bruna Balanço', email: 'bruna.balanco@e2e.local', password: 'senha-dos-graficos-1' };
const nbsp = (s: string) => s.replace(/ /g, '\u00a0');
const lastMonth = addMonths(monthOf(dayOf(new Date())), -1);
const day = (d: number) => `${lastMonth}-${String(d).padStart(2, '0')}`;
const brDay = (d: number) => `${String(d).padStart(2, '0')}/${lastMonth.slice(5)}/${lastMonth.slice(0, 4)}`;

async function setup(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: { area: 'admin', ...MASTER } })).ok()).toBe(true);
  expect((await request.post('/api/admin/users', { data: { ...FIN, role: 'finance' } })).status()).toBe(201);
  await request.post('/api/auth/logout');
  expect((await request.post('/api/auth/login', { data: { area: 'finance', email: FIN.email, password: FIN.password } })).ok()).toBe(true);
  const accounts = ((await (await request.get('/api/finance/accounts')).json()) as { accounts: Array<{ id: string; name: string }> }).accounts;
  const categories = ((await (await request.get('/api/finance/categories')).json()) as { categories: Array<{ id: string; key: string }> }).categories;
  const acc = (name: string) => accounts.find((a) => a.name === name)!.id;
  const cat = (key: string) => categories.find((c) => c.key === key)!.id;
  const entry = async (body: Record<string, unknown>, completed = true) => {
    const res = await request.post('/api/finance/transactions', { data: body });
    expect(res.status(), await res.text()).toBe(201);
    const { transactions } = (await res.json()) as { transactions: Array<{ id: string }> };
    if (completed) for (const t of transactions) expect((await request.put(`/api/finance/transactions/${t.id}/completed`, { data: { completed: true } })).ok()).toBe(true);
  };
  // Last month: +600.000,00, −795.540,89, −159.540,89 paid; −159.540,89 pending. Ends at −355.081,78.
  await entry({ type: 'revenue', amountCents: 60_000_000, date: day(2), categoryId: cat('receitas_pontuais'), accountId: acc('Itaú'), notes: 'Venda de mídia anual' });
  await entry({ type: 'fixed_expense', amountCents: 79_554_089, date: day(5), categoryId: cat('custos_fixos'), accountId: acc('Banco do Brasil'), notes: 'Painéis novos' });
  await entry({ type: 'variable_expense', amountCents: 15_954_089, date: day(8), categoryId: cat('custos_variaveis'), accountId: acc('Bradesco'), notes: 'Instalação' });
  await entry({ type: 'variable_expense', amountCents: 15_954_089, date: day(20), categoryId: cat('custos_variaveis'), accountId: acc('Bradesco'), notes: 'Instalação, 2ª parte' }, false);
  await entry({ type: 'transfer', amountCents: 100_000, date: day(12), accountId: acc('Itaú'), destinationAccountId: acc('Caixa (dinheiro)'), notes: 'Troco do caixa' });
  // Today: more money in Itaú, which last month's card must not show.
  await entry({ type: 'revenue', amountCents: 123_400, date: dayOf(new Date()), categoryId: cat('receitas_pontuais'), accountId: acc('Itaú'), notes: 'Hoje' });
  // Bradesco's balance hidden: negative, but nothing may tell it.
  const bradesco = ((await (await request.get('/api/finance/accounts')).json()) as { accounts: Array<{ id: string; name: string; type: string; initialBalanceCents: number }> }).accounts.find((a) => a.name === 'Bradesco')!;
  expect((await request.put(`/api/finance/accounts/${bradesco.id}`, { data: { name: bradesco.name, type: bradesco.type, initialBalanceCents: bradesco.initialBalanceCents, isActive: true, showBalance: false } })).ok()).toBe(true);
  await request.post('/api/auth/logout');
}

async function login(page: Page, path: string) {
  await openPastGate(page, path);
  await expect(page).toHaveURL(/\/financeiro\/login/);
  await page.getByLabel('E-mail').fill(FIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(FIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  await page.goto(path);
}

/** How many lines an element's text takes on screen (distinct tops of its text's boxes). */
const linesOf = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

async function checkChart(page: Page, width: number) {
  const chart = page.getByTestId('cash-flow-chart');
  await chart.scrollIntoViewIfNeeded();
  const svg = chart.locator('.recharts-wrapper > svg.recharts-surface');
  await expect(svg).toBeVisible();
  const ticks = chart.locator('.recharts-yAxis-tick-labels text.recharts-cartesian-axis-tick-value');
  await expect.poll(() => ticks.count()).toBeGreaterThanOrEqual(3);
  const labels = (await ticks.allTextContents()).map((s) => s.replace(/\u00a0/g, ' ').trim());
  // Whole labels: a number, a sign when below zero, and 'mil' / 'mi' when large.
  for (const l of labels) expect(l, `rótulo do eixo: ${l}`).toMatch(/^-?\d{1,3}(,\d)?( mil| mi)?$/);
  expect(labels.some((l) => l.startsWith('-')), `um rótulo negativo em ${labels.join(' | ')}`).toBe(true);
  expect(labels.some((l) => / mil$| mi$/.test(l)), `um rótulo grande em ${labels.join(' | ')}`).toBe(true);
  // Every label lies inside the drawing and its container: nothing is cut at the left.
  const box = (await svg.boundingBox())!;
  const holder = (await chart.boundingBox())!;
  for (let i = 0; i < labels.length; i++) {
    const b = (await ticks.nth(i).boundingBox())!;
    const where = `${labels[i]} em ${width} px: x ${b.x.toFixed(1)}–${(b.x + b.width).toFixed(1)}, svg ${box.x.toFixed(1)}–${(box.x + box.width).toFixed(1)}`;
    expect(b.x, where).toBeGreaterThanOrEqual(box.x);
    expect(b.x + b.width, where).toBeLessThanOrEqual(box.x + box.width);
    expect(b.x, where).toBeGreaterThanOrEqual(holder.x);
    expect(b.y, where).toBeGreaterThanOrEqual(box.y);
    expect(b.y + b.height, where).toBeLessThanOrEqual(box.y + box.height);
  }
  await chart.screenshot({ path: `/tmp/finance-chart-labels-${width}.png` });
}

test.describe.configure({ mode: 'serial' });

test('finance chart: whole y-axis labels, signs on their amounts, hidden balance neutral, last month as of its end', async ({ page }) => {
  test.setTimeout(120_000);
  await setup(page.request);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1280) await login(page, `/financeiro/dashboard?mes=${lastMonth}`);
    else await page.reload();
    await expect(page.getByLabel('Mês')).toHaveValue(lastMonth);

    // Saldo Atual and the cards are last month's: Itaú without today's R$ 1.234,00.
    const saldo = page.getByTestId('card-Saldo Atual');
    await expect(saldo).toHaveText(nbsp('-R$ 355.081,78'));
    expect(await linesOf(saldo), `'Saldo Atual' em uma linha a ${width} px`).toBe(1);
    await expect(page.getByRole('article', { name: 'Conta Itaú' }).getByTestId('account-balance')).toHaveText(nbsp('R$ 599.000,00'));
    const bb = page.getByRole('article', { name: 'Conta Banco do Brasil' }).getByTestId('account-balance');
    await expect(bb).toHaveText(nbsp('-R$ 795.540,89'));
    expect(await linesOf(bb)).toBe(1);

    // The hidden balance has the colour of a positive one, not the red of a negative one.
    const hidden = page.getByRole('article', { name: 'Conta Bradesco' }).getByTestId('account-balance');
    await expect(hidden).toHaveText('R$ ••••••');
    const colour = (l: Locator) => l.evaluate((n) => getComputedStyle(n).color);
    expect(await colour(hidden)).toBe(await colour(page.getByRole('article', { name: 'Conta Itaú' }).getByTestId('account-balance')));
    expect(await colour(hidden)).not.toBe(await colour(bb));

    // The pending expense: '−' and 'R$ 159.540,89' on one line.
    const pendingAmount = page.locator('#pendentes').getByTestId('transaction-amount');
    await expect(pendingAmount).toHaveText(nbsp('− R$ 159.540,89'));
    expect(await linesOf(pendingAmount), `pendência em uma linha a ${width} px`).toBe(1);

    await checkChart(page, width);
    await page.screenshot({ path: `/tmp/finance-chart-labels-page-${width}.png`, fullPage: true });
    await accessible(page, `painel financeiro de ${lastMonth} a ${width} px`);
  }
});

test('each screen holds its own kind; a type offers its categories; an account with entries is deactivated, not deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, `/financeiro/receitas?mes=${lastMonth}`);
  await expect(page.getByRole('heading', { name: 'Receitas', level: 1 })).toBeVisible();

  // Receitas: its list and its CSV hold revenue only.
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toBe(`relatorio-financeiro-receitas-${lastMonth}.csv`);
  const lines = fs.readFileSync((await csvDownload.path())!).toString('utf8').slice(1).split('\r\n');
  const rows = lines.slice(1, lines.indexOf('')).map((l) => l.split(';'));
  expect(rows.map((r) => [r[1], r[5], r[6]])).toEqual([['Receita', 'Venda de mídia anual', '600000,00']]);

  // Custos e Despesas: the expenses; the transfer once, apart, not the incoming side.
  await page.getByRole('link', { name: 'Custos e Despesas' }).click();
  await expect(page.getByRole('heading', { name: 'Custos e Despesas', level: 1 })).toBeVisible();
  const moves = page.getByRole('region', { name: 'Transferências entre contas' });
  await expect(moves.getByTestId('transaction-row')).toHaveCount(1);
  await expect(moves.getByTestId('transaction-row')).toContainText('Transferência para Caixa (dinheiro)');
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'Transferência de Itaú' })).toHaveCount(0);
  await expect(page.getByTestId('transaction-row')).toHaveCount(4);
  await accessible(page, 'custos e despesas com transferências');

  // A Custo Fixo offers Custos Fixos only; an Investimento, Investimentos.
  await page.getByRole('button', { name: 'Registrar Saída' }).click();
  const form = page.getByRole('dialog', { name: 'Registrar Saída' });
  await form.getByLabel('Tipo').selectOption({ label: 'Custo Fixo' });
  await expect(form.getByLabel('Categoria').locator('option')).toHaveText(['Selecione…', 'Custos Fixos']);
  await form.getByLabel('Tipo').selectOption({ label: 'Investimento' });
  await expect(form.getByLabel('Categoria').locator('option')).toHaveText(['Selecione…', 'Investimentos']);
  await page.keyboard.press('Escape');

  // The history reads dd/mm/aaaa.
  const rent = page.getByTestId('transaction-row').filter({ hasText: 'Instalação, 2ª parte' });
  await rent.getByRole('button', { name: /^Excluir/ }).click();
  await page.getByRole('dialog', { name: 'Excluir transação' }).getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(rent).toHaveCount(0);
  await page.getByText('Histórico de exclusões').click();
  await expect(page.getByText(`Custo Variável de R$\u00a0159.540,89 em ${brDay(20)}`)).toBeVisible();

  // Contas: an account with entries says why it stays and is deactivated instead.
  await page.getByRole('button', { name: 'Contas' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações de Contas' });
  await settings.getByRole('button', { name: 'Excluir Caixa (dinheiro)' }).click();
  const kept = settings.getByRole('alertdialog', { name: 'A conta Caixa (dinheiro) não pode ser excluída' });
  await expect(kept).toContainText('não pode ser excluída: os relatórios e o histórico dependem dela');
  await expect(kept.getByRole('button', { name: 'Excluir conta' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/finance-account-kept-1280.png' });
  await accessible(page, 'conta com lançamentos');
  await kept.getByRole('button', { name: 'Desativar conta' }).click();
  const row = settings.getByTestId('account-row').filter({ hasText: 'Caixa (dinheiro)' });
  await expect(row.getByText('Inativa')).toBeVisible();
  await row.getByRole('button', { name: 'Reativar Caixa (dinheiro)' }).click();
  await expect(row.getByText('Ativa', { exact: true })).toBeVisible();
  // An empty account is deleted after its confirmation.
  await settings.getByRole('button', { name: 'Nova conta' }).click();
  const accForm = page.getByRole('dialog', { name: 'Nova Conta' });
  await accForm.getByLabel('Nome da conta').fill('Conta Temporária');
  await accForm.getByRole('button', { name: 'Salvar conta' }).click();
  const again = page.getByRole('dialog', { name: 'Configurações de Contas' });
  await again.getByRole('button', { name: 'Excluir Conta Temporária' }).click();
  const confirm = again.getByRole('alertdialog', { name: 'Confirmar exclusão da conta Conta Temporária' });
  await expect(confirm).toContainText('Esta ação não pode ser desfeita, mas ficará registrada no histórico.');
  await confirm.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(again.getByTestId('account-row').filter({ hasText: 'Conta Temporária' })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await again.getByRole('button', { name: 'Excluir Itaú' }).click();
  await expect(again.getByRole('alertdialog', { name: 'A conta Itaú não pode ser excluída' })).toBeVisible();
  await page.screenshot({ path: '/tmp/finance-account-kept-375.png' });
  await accessible(page, 'contas a 375 px');
});
