import { test, expect, type Page } from '@playwright/test';
import { lastMonths, monthLabel } from '../../domain/finance';
import { messages } from '../../domain/messages';
import { formatBRL } from '../../domain/money';
import { GATE_PASSWORD, MASTER, accessible } from './helpers';
import { payByCard } from './paid-order';

/**
 * Issue 30 §1 and §5 (ADR 0039): the master pays back R$ 1.000 of a three-month booking; the admin
 * dashboard and finance show the same store revenue for the month, net of the refund; 'Contratos'
 * shows the booking's monthly share and the month's recognised revenue beside the cash received.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const FIN = { name: 'Rita Receita', email: 'rita.receita@e2e.local', password: 'senha-financeira-456' };
const REFUND_CENTS = 100_000;

const storeRevenueNow = async (page: Page) =>
  ((await (await page.request.get('/api/admin/dashboard')).json()) as { revenueThisMonthCents: number }).revenueThisMonthCents;

test('a partial refund: the same month revenue on the admin dashboard and in finance; contracts by accrual', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  expect((await page.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  expect((await page.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);
  expect((await page.request.post('/api/admin/users', { data: { ...FIN, role: 'finance' } })).status()).toBe(201);
  const before = await storeRevenueNow(page);

  // A buyer pays a three-month booking at once, by card.
  const order = await payByCard(page.request, { name: 'Carla Contrato', email: `carla.contrato.${Date.now()}@teste.local`, cpfSeed: 930, buildingIndex: 3, months: 3 });
  const { number } = order;

  // The master gives R$ 1.000 back from /admin/payments.
  await page.goto('/admin/payments');
  await page.getByRole('searchbox').or(page.getByLabel(/Buscar/)).first().fill(number);
  await page.getByRole('button', { name: new RegExp(number) }).click();
  const detail = page.getByRole('dialog', { name: `Pedido ${number}` });
  await detail.getByRole('button', { name: 'Estornar', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Estornar pagamento' });
  // Typed with its separators: the same R$ 1.000,00 whether the field reads reais or centavos.
  await expect(async () => {
    await form.getByLabel(/Valor a estornar/).fill('1.000,00');
    await form.getByLabel('Motivo do estorno').fill('Acerto de uma semana sem exibição');
    await form.getByRole('button', { name: `Estornar ${formatBRL(REFUND_CENTS)}` }).click();
    await expect(page.getByText(messages.refundPartialDone(formatBRL(REFUND_CENTS)))).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(form).toBeHidden();
  await page.keyboard.press('Escape');

  // The admin dashboard: the month's store revenue is the paid order minus the refund.
  const net = before + order.amountCents - REFUND_CENTS;
  expect(await storeRevenueNow(page)).toBe(net);
  await page.goto('/admin/dashboard');
  const figure = page.getByTestId('figure-revenue');
  await expect(figure).toContainText('Receita da loja no mês');
  await expect(figure).toContainText(formatBRL(net));
  await expect(figure).toContainText('Pedidos pagos menos estornos');
  await accessible(page, 'dashboard (receita da loja)');
  await page.screenshot({ path: `${SHOTS}/admin-dashboard-store-revenue-1280.png` });
  await page.request.post('/api/auth/logout');

  // Finance, logged in through its own screen: the store's share of 'Receitas' is the same number.
  await page.goto('/financeiro/login');
  await page.getByLabel('E-mail').fill(FIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(FIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/financeiro\/dashboard$/);
  await expect(page.getByTestId('store-revenue')).toHaveText(formatBRL(net));
  await expect(page.getByRole('region', { name: 'Receitas' })).toContainText('lançamentos manuais');
  await page.screenshot({ path: `${SHOTS}/finance-store-revenue-1280.png` });

  // Contratos: the booking's monthly share, the month's recognised revenue beside the cash.
  const month = lastMonths(new Date(), 1)[0]!;
  await page.getByRole('link', { name: 'Contratos' }).click();
  await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
  await expect(page.getByTestId('contracts-cash')).toHaveText(formatBRL(net));
  const row = page.getByTestId('contract-row').filter({ hasText: `pedido ${order.id.slice(0, 8)}` });
  const share = Math.ceil(order.amountCents / 3);
  const recognisedNow = Math.ceil((order.amountCents - REFUND_CENTS) / 3);
  await expect(row).toContainText(`${formatBRL(share)}/mês`);
  await expect(row).toContainText(`${formatBRL(REFUND_CENTS)} estornado`);
  await expect(row.getByTestId('contract-recognised')).toHaveText(formatBRL(recognisedNow));
  await expect(row).toContainText(`Em ${monthLabel(month)}`);
  await accessible(page, 'contratos (competência)');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/finance-contracts-accrual-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row.getByTestId('contract-recognised')).toBeVisible();
  await accessible(page, 'contratos (competência) 375 px');
  await page.screenshot({ path: `${SHOTS}/finance-contracts-accrual-375.png`, fullPage: true });
  await context.close();
});
