import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { MASTER, openPastGate, accessible } from './helpers';

/**
 * The finance person: logs in, sees the store's paid order as revenue, registers a revenue and a
 * recurring expense, marks them paid, sees the cards and the chart change, exports the month as
 * CSV and PDF (and reads both files), looks at the accounts and contracts, and leaves.
 */
const FIN = { name: 'Fernanda Finanças', email: 'fernanda.financas@e2e.local', password: 'senha-financeira-123' };
const brl = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ').trim();

async function setup(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: { area: 'admin', ...MASTER } });
  expect(login.ok()).toBe(true);
  const created = await page.request.post('/api/admin/users', { data: { ...FIN, role: 'finance' } });
  expect(created.status()).toBe(201);
  // A store order, paid: the finance area must show its revenue by itself.
  const buildings = (await (await page.request.get('/api/admin/buildings')).json()) as { buildings: Array<{ id: string; name: string }> };
  const building = buildings.buildings[0]!;
  const order = await page.request.post('/api/checkout/orders', {
    data: { buyer: { name: 'Loja do Zé', email: 'ze.loja@e2e.local', phone: '(45) 99999-0000', cpf: '52998224725', company: null, cnpj: null }, buildingIds: [building.id], months: 3 },
  });
  expect(order.status(), await order.text()).toBeLessThan(300);
  const o = (await order.json()) as { order: { id: string; totalCents: number }; accessToken: string };
  const pay = await page.request.post(`/api/checkout/orders/${o.order.id}/payments`, { data: { method: 'pix' }, headers: { 'x-order-token': o.accessToken } });
  expect(pay.status(), await pay.text()).toBe(200);
  const payment = (await pay.json()) as { payment: { id: string; amountCents: number } };
  const approved = await page.request.post(`/api/sandbox/payments/${payment.payment.id}/approve`, { headers: { 'x-order-token': o.accessToken } });
  expect(approved.ok()).toBe(true);
  await page.request.post('/api/auth/logout');
  // Other journeys on this server paid orders too: what the books hold from the store before this
  // journey's own entries is the baseline every figure below adds to.
  expect((await page.request.post('/api/auth/login', { data: { area: 'finance', email: FIN.email, password: FIN.password } })).ok()).toBe(true);
  const summary = (await (await page.request.get('/api/finance/summary')).json()) as {
    revenueCents: number;
    activeContracts: number;
    accounts: Array<{ name: string; balanceCents: number }>;
  };
  await page.request.post('/api/auth/logout');
  expect(summary.revenueCents).toBeGreaterThanOrEqual(payment.payment.amountCents);
  return {
    orderCents: payment.payment.amountCents,
    storeCents: summary.revenueCents,
    contracts: summary.activeContracts,
    bankCents: summary.accounts.find((a) => a.name === 'Banco do Brasil')!.balanceCents,
    orderId: o.order.id,
  };
}

const card = (page: Page, label: string) => page.getByTestId(`card-${label}`);
const money = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');

test('finance area: revenue and expense, paid toggle, cards and chart, CSV and PDF', async ({ page }) => {
  test.setTimeout(120_000);
  const { orderCents, storeCents, contracts, bankCents, orderId } = await setup(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await openPastGate(page, '/financeiro/dashboard');
  await expect(page).toHaveURL(/\/financeiro\/login$/);
  await page.getByLabel('E-mail').fill(FIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(FIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/financeiro\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Área Financeira' })).toBeVisible();
  await expect(page.getByText(`Olá, ${FIN.name}`)).toBeVisible();

  // The paid store order is already revenue (Contratos Mensais), and one active contract.
  await expect(card(page, 'Receitas')).toHaveText(money(storeCents).replace(' ', '\u00a0'));
  await expect(card(page, 'Contratos Ativos')).toHaveText(String(contracts));
  await expect(card(page, 'Despesas')).toHaveText(money(0).replace(' ', '\u00a0'));
  const chartLine = page.getByTestId('cash-flow-chart').locator('.recharts-line path.recharts-curve').first();
  await expect(chartLine).toBeVisible();
  const lineBefore = await chartLine.getAttribute('d');

  // 'Registrar Receita': the spec's message beside the field, then a real entry.
  await page.getByRole('button', { name: 'Registrar Receita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar Receita' });
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText('Por favor, insira um valor válido maior que zero')).toBeVisible();
  await expect(dialog.getByText('Conta bancária é obrigatória')).toBeVisible();
  await dialog.getByLabel('Valor (R$)').fill('1.234,56');
  await dialog.getByLabel('Conta bancária').selectOption({ label: 'Itaú' });
  await dialog.getByLabel('Observações').fill('Consultoria de mídia');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toBeHidden();

  // 'Registrar Saída': a fixed cost, recurring for 6 months.
  await page.getByRole('button', { name: 'Registrar Saída' }).click();
  const out = page.getByRole('dialog', { name: 'Registrar Saída' });
  await out.getByLabel('Tipo').selectOption({ label: 'Custo Fixo' });
  await out.getByLabel('Valor (R$)').fill('300,00');
  await out.getByLabel('Conta bancária').selectOption({ label: 'Itaú' });
  await out.getByLabel('Recorrente (mensal)').check();
  await out.getByRole('button', { name: 'Registrar' }).click();
  await expect(out.getByText('Selecione a duração da recorrência: 3, 6, 12 ou 24 meses')).toBeVisible();
  await out.getByLabel('Duração da recorrência').selectOption('6');
  await out.getByLabel('Observações').fill('Aluguel da sala');
  await out.getByRole('button', { name: 'Registrar' }).click();
  await expect(out).toBeHidden();

  // Both wait in 'Transações Pendentes'; the bell counts them; the cards have not moved.
  const pending = page.locator('#pendentes');
  await expect(pending.getByTestId('transaction-row')).toHaveCount(2);
  await expect(page.getByTestId('bell-badge')).toHaveText('2');
  await pending.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/finance-pending-1280.png' });
  await expect(card(page, 'Receitas')).toHaveText(money(storeCents).replace(' ', '\u00a0'));

  // 'Pagamento realizado' on both.
  await pending.getByTestId('transaction-row').filter({ hasText: 'Consultoria de mídia' }).getByRole('checkbox', { name: 'Pagamento realizado' }).click();
  await expect(card(page, 'Receitas')).toHaveText(money(storeCents + 123_456).replace(' ', '\u00a0'));
  await pending.getByTestId('transaction-row').filter({ hasText: 'Aluguel da sala' }).getByRole('checkbox', { name: 'Pagamento realizado' }).click();
  await expect(card(page, 'Despesas')).toHaveText(money(30_000).replace(' ', '\u00a0'));
  await expect(card(page, 'Saldo Atual')).toHaveText(money(storeCents + 123_456 - 30_000).replace(' ', '\u00a0'));
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
  await expect(page.getByText('Nenhuma transação pendente neste mês.')).toBeVisible();
  await expect.poll(() => chartLine.getAttribute('d')).not.toBe(lineBefore);
  await expect(page.getByRole('article', { name: 'Conta Itaú' }).getByTestId('account-balance')).toHaveText(money(123_456 - 30_000).replace(' ', '\u00a0'));
  await page.screenshot({ path: '/tmp/finance-dashboard-1280.png', fullPage: true });

  // A transfer moves money between accounts: no revenue, no expense, the total stays.
  await page.getByRole('button', { name: 'Registrar Saída' }).click();
  const tr = page.getByRole('dialog', { name: 'Registrar Saída' });
  await tr.getByLabel('Tipo').selectOption({ label: 'Transferência' });
  await expect(tr.getByLabel('Categoria')).toHaveCount(0);
  await tr.getByLabel('Valor (R$)').fill('500,00');
  await tr.getByLabel('Conta de origem').selectOption({ label: 'Banco do Brasil' });
  await tr.getByRole('button', { name: 'Registrar' }).click();
  await expect(tr.getByText('Conta de destino é obrigatória para transferências')).toBeVisible();
  await tr.getByLabel('Conta de destino').selectOption({ label: 'Caixa (dinheiro)' });
  await tr.getByRole('button', { name: 'Registrar' }).click();
  await expect(tr).toBeHidden();
  await pending.getByTestId('transaction-row').filter({ hasText: 'Transferência para Caixa (dinheiro)' }).getByRole('checkbox', { name: 'Pagamento realizado' }).click();
  await expect(page.getByRole('article', { name: 'Conta Caixa (dinheiro)' }).getByTestId('account-balance')).toHaveText(money(50_000).replace(' ', '\u00a0'));
  await expect(page.getByRole('article', { name: 'Conta Banco do Brasil' }).getByTestId('account-balance')).toHaveText(money(bankCents - 50_000).replace(' ', '\u00a0'));
  await expect(card(page, 'Saldo Atual')).toHaveText(money(storeCents + 123_456 - 30_000).replace(' ', '\u00a0'));
  await expect(card(page, 'Despesas')).toHaveText(money(30_000).replace(' ', '\u00a0'));
  await expect(card(page, 'Receitas')).toHaveText(money(storeCents + 123_456).replace(' ', '\u00a0'));
  await accessible(page, 'painel financeiro', '#conteudo');

  // The month selector: last month has nothing yet (empty chart text), then back.
  const monthSelect = page.getByLabel('Mês');
  await expect(monthSelect.locator('option')).toHaveCount(12);
  await monthSelect.selectOption({ index: 1 });
  await expect(page.getByText('Nenhum dado de fluxo de caixa disponível')).toBeVisible();
  await expect(card(page, 'Receitas')).toHaveText(money(0).replace(' ', '\u00a0'));
  await monthSelect.selectOption({ index: 0 });
  await expect(card(page, 'Receitas')).toHaveText(money(storeCents + 123_456).replace(' ', '\u00a0'));

  // The month as CSV: opens in a pt-BR spreadsheet.
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).first().click()]);
  const csv = fs.readFileSync((await csvDownload.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]!.split(';')).toEqual(['Data', 'Tipo', 'Categoria', 'Conta', 'Conta de origem/destino', 'Observações', 'Valor (R$)', 'Situação']);
  const rows = lines.slice(1, lines.indexOf('')).map((l) => l.split(';'));
  expect(rows.find((r) => r[5] === 'Consultoria de mídia')?.slice(1)).toEqual(['Receita', 'Receitas Pontuais', 'Itaú', '', 'Consultoria de mídia', '1234,56', 'Pago']);
  expect(rows.find((r) => r[5] === 'Aluguel da sala')?.[6]).toBe('-300,00');
  expect(rows.filter((r) => r[1]?.startsWith('Transferência')).map((r) => r[6]).sort()).toEqual(['-500,00', '500,00']);
  expect(rows.filter((r) => r[2] === 'Contratos Mensais').map((r) => r[6])).toContain(`${Math.floor(orderCents / 100)},${String(orderCents % 100).padStart(2, '0')}`);

  // And as PDF, whose text we read back.
  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Relatório PDF' }).first().click()]);
  const pdf = fs.readFileSync((await pdfDownload.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  for (const s of ['Relatório Mensal', 'Saldo Atual', 'Receitas Pontuais', 'Custos Fixos', 'Contratos Mensais', 'Consultoria de mídia', 'Aluguel da sala']) expect(text).toContain(s);
  expect(brl(text)).toContain(money(123_456));

  // 'Ver Transações' of an account.
  await page.getByRole('article', { name: 'Conta Itaú' }).getByRole('button', { name: 'Ver Transações' }).click();
  const accDialog = page.getByRole('dialog', { name: 'Transações — Itaú' });
  await expect(accDialog.getByTestId('transaction-row')).toHaveCount(2);
  await accDialog.getByRole('button', { name: 'Fechar' }).click();

  // Contas: the settings modal, with a new account whose balance must not be negative.
  await page.getByRole('button', { name: 'Contas' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações de Contas' });
  await expect(settings.getByRole('listitem').filter({ hasText: 'Banco do Brasil' })).toBeVisible();
  await page.screenshot({ path: '/tmp/finance-accounts-1280.png' });
  await settings.getByRole('button', { name: 'Nova conta' }).click();
  const accForm = page.getByRole('dialog', { name: 'Nova Conta' });
  await accForm.getByLabel('Nome da conta').fill('  Sicredi  ');
  // The money field takes no sign (ADR 0041): a typed minus is dropped, the balance cannot go below 0.
  await accForm.getByLabel('Saldo inicial (R$)').fill('-10');
  await expect(accForm.getByLabel('Saldo inicial (R$)')).toHaveValue('0,10');
  await accForm.getByLabel('Saldo inicial (R$)').fill('1.000,00');
  await accForm.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(page.getByRole('dialog', { name: 'Configurações de Contas' }).getByRole('listitem').filter({ hasText: 'Sicredi' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article', { name: 'Conta Sicredi' }).getByTestId('account-balance')).toHaveText(money(100_000).replace(' ', '\u00a0'));
  // Deleting: an account with entries is refused with the reason; an empty one goes.
  await page.getByRole('button', { name: 'Contas' }).click();
  const again = page.getByRole('dialog', { name: 'Configurações de Contas' });
  await again.getByRole('button', { name: 'Excluir Itaú' }).click();
  const kept = again.getByRole('alertdialog', { name: 'A conta Itaú não pode ser excluída' });
  await expect(kept).toContainText('e não pode ser excluída');
  await kept.getByRole('button', { name: 'Cancelar' }).click();
  await again.getByRole('button', { name: 'Excluir Sicredi' }).click();
  await again.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(again.getByRole('listitem').filter({ hasText: 'Sicredi' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article', { name: 'Conta Sicredi' })).toHaveCount(0);

  // Contratos: the paid order with its period.
  await page.getByRole('link', { name: 'Contratos' }).click();
  await expect(page.getByRole('heading', { name: 'Contratos' })).toBeVisible();
  await expect(page.getByText(`pedido ${orderId.slice(0, 8)}`)).toBeVisible();
  // Other journeys paid orders on this server too: at least this one shows its posted revenue.
  await expect(page.getByText('Receita lançada').first()).toBeVisible();

  // Custos e Despesas: the rent's six months are there in their months; this one paid.
  await page.getByRole('link', { name: 'Custos e Despesas' }).click();
  await expect(page.getByRole('heading', { name: 'Custos e Despesas' })).toBeVisible();
  const rentRow = page.getByTestId('transaction-row').filter({ hasText: 'Recorrente 1/6' });
  await expect(rentRow).toBeVisible();
  // The toggle goes both ways: back to pending, then paid again.
  const rentPaid = rentRow.getByRole('checkbox', { name: 'Pagamento realizado' });
  await expect(rentPaid).toHaveAttribute('aria-checked', 'true');
  await rentPaid.click();
  await expect(rentPaid).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(/R\$\s0,00 pagos · R\$\s300,00 pendentes/)).toBeVisible();
  await rentPaid.click();
  await expect(rentPaid).toHaveAttribute('aria-checked', 'true');

  // Editing 'this and the following' months of the rent: R$ 350,00 from now on.
  await rentRow.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Custo Fixo' });
  await edit.getByLabel('Valor (R$)').fill('0');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit.getByText('Por favor, insira um valor válido maior que zero')).toBeVisible();
  await edit.getByLabel('Valor (R$)').fill('350,00');
  await edit.getByLabel('Esta e as seguintes').check();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit).toBeHidden();
  await expect(rentRow).toContainText(/R\$\s350,00/);
  await page.screenshot({ path: '/tmp/finance-expenses-1280.png' });

  // Mobile: the same dashboard at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(card(page, 'Despesas')).toBeVisible();
  await page.screenshot({ path: '/tmp/finance-dashboard-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Receitas' }).click();
  await expect(page.getByRole('heading', { name: 'Receitas' })).toBeVisible();
  await page.screenshot({ path: '/tmp/finance-revenue-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Registrar Saída' }).click();
  await page.screenshot({ path: '/tmp/finance-form-390.png' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/financeiro\/login$/);
});
