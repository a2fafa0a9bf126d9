import { test, expect, type Locator, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { formatBRL } from '../../domain/money';
import { dayOf } from '../../domain/time';
import { GATE_PASSWORD, MASTER, accessible, openPastGate } from './helpers';
import { payByCard } from './paid-order';

/**
 * Issue 30, items 2, 7, 8 and 9: one money field in the back office (1500 typed reads R$ 15,00 in
 * every one), the 5× question on finance entries and refunds, the wrong-area login pointer, the
 * security log in pt-BR with short order references, a duplicate coupon code said once, and the
 * phone's login toast and demo banner out of the way.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Types 1500 key by key into a money field and expects 'R$' beside '15,00'. */
async function types1500(field: Locator): Promise<void> {
  await field.fill('');
  await field.pressSequentially('1500');
  await expect(field).toHaveValue('15,00');
  await expect(field.locator('xpath=..')).toContainText('R$');
  await field.blur();
  await expect(field).toHaveValue('15,00');
}

async function loginApi(page: Page): Promise<void> {
  expect((await page.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  const res = await page.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } });
  expect(res.ok()).toBe(true);
}

/** A buyer pays one panel by card (sandbox): the order a refund is made on. */
const paidOrder = (page: Page) => payByCard(page.request, { name: 'Mara Moeda', email: `mara.moeda.${Date.now()}@teste.local`, cpfSeed: 4300, building: 'Condomínio das Águas 2' });

test('1500 typed reads R$ 15,00 in every money field of the back office; entries and refunds 5× away ask first', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginApi(page);

  // Prédios: the price.
  await page.goto('/admin/buildings');
  await page.getByRole('button', { name: 'Novo Prédio' }).click();
  const building = page.getByRole('dialog', { name: 'Novo Prédio' });
  await types1500(building.getByLabel('Preço (30 dias, R$)'));
  await page.keyboard.press('Escape');
  await expect(building).toBeHidden();

  // Descontos: a fixed discount's value, minimum and maximum.
  await page.goto('/admin/discounts');
  await page.getByRole('button', { name: 'Novo desconto' }).click();
  const discount = page.getByRole('dialog', { name: 'Novo desconto' });
  await discount.getByLabel('Tipo de desconto').selectOption('fixed');
  for (const label of ['Valor do desconto (R$)', 'Valor mínimo (R$)', 'Valor máximo (R$)']) await types1500(discount.getByLabel(label));
  await accessible(page, 'novo desconto com valores');
  await page.screenshot({ path: `${SHOTS}/money-discount-1280.png` });
  await page.keyboard.press('Escape');
  await expect(discount).toBeHidden();

  // Cupons: a fixed coupon's value, minimum purchase and maximum discount; then a taken code is said once, on its field.
  const code = `MOEDA${Date.now() % 100_000}`;
  const taken = await page.request.post('/api/admin/coupons', { data: { code, type: 'percentage', valueBp: 1000, noExpiry: true } });
  expect(taken.ok(), await taken.text()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Novo cupom' }).click();
  const coupon = page.getByRole('dialog', { name: 'Novo cupom' });
  await coupon.getByLabel('Tipo').selectOption('fixed');
  for (const label of ['Desconto (R$)', 'Compra mínima (R$)', 'Desconto máximo (R$)']) await types1500(coupon.getByLabel(label));
  await coupon.getByLabel('Código do cupom').fill(code);
  await coupon.getByLabel('Sem validade').check();
  await coupon.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(coupon.getByText(messages.couponCodeTaken)).toHaveCount(1);
  await expect(coupon.getByLabel('Código do cupom')).toHaveAttribute('aria-invalid', 'true');
  await expect(coupon.getByText(messages.couponCreateError)).toHaveCount(0);
  await accessible(page, 'cupom com código já usado');
  await page.screenshot({ path: `${SHOTS}/money-coupon-taken-1280.png` });
  await page.keyboard.press('Escape');
  await expect(coupon).toBeHidden();

  // Financeiro: three investments of R$ 1.000,00 make the category's typical entry. Dated on the
  // São Paulo day the server counts up to: a UTC date is tomorrow there from 21:00 on.
  const accounts = (await (await page.request.get('/api/finance/accounts')).json()) as { accounts: { id: string; name: string }[] };
  const categories = (await (await page.request.get('/api/finance/categories')).json()) as { categories: { id: string; name: string }[] };
  const investimentos = categories.categories.find((c) => c.name === 'Investimentos')!.id;
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post('/api/finance/transactions', {
      data: { type: 'investment', amountCents: 100_000, date: dayOf(Date.now()), categoryId: investimentos, accountId: accounts.accounts[0]!.id },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto('/financeiro/dashboard');
  await page.getByRole('button', { name: 'Registrar Receita' }).click();
  const revenue = page.getByRole('dialog', { name: 'Registrar Receita' });
  await types1500(revenue.getByLabel('Valor (R$)'));
  await page.keyboard.press('Escape');
  await expect(revenue).toBeHidden();

  await page.getByRole('button', { name: 'Registrar Saída' }).click();
  const out = page.getByRole('dialog', { name: 'Registrar Saída' });
  await out.getByLabel('Tipo').selectOption('investment');
  await types1500(out.getByLabel('Valor (R$)'));
  // The installments' hint and error say one range.
  await out.getByLabel('Parcelada').check();
  await expect(out.getByText('De 2 a 48 parcelas mensais; os centavos que sobram vão nas primeiras.')).toBeVisible();
  await out.getByLabel('Número de parcelas').fill('1');
  await out.getByLabel('Conta bancária').selectOption({ index: 1 });
  await out.getByRole('button', { name: 'Registrar' }).click();
  await expect(out.getByText('Número de parcelas inválido (de 2 a 48)')).toBeVisible();
  await out.getByLabel('Única').check();
  // R$ 15,00 where investments are typically R$ 1.000,00: confirm first; 'Cancelar' goes back to the amount.
  await out.getByRole('button', { name: 'Registrar' }).click();
  const slip = page.getByRole('dialog', { name: messages.amountSlipConfirmTitle });
  await expect(slip.getByText(messages.txAmountSlipConfirm(formatBRL(1_500), formatBRL(100_000), false))).toBeVisible();
  await accessible(page, 'confirmação de valor (lançamento)');
  await page.screenshot({ path: `${SHOTS}/money-finance-slip-1280.png` });
  await slip.getByRole('button', { name: 'Cancelar' }).click();
  await expect(slip).toBeHidden();
  await expect(out.getByLabel('Valor (R$)')).toBeFocused();
  await out.getByLabel('Valor (R$)').fill('');
  await out.getByLabel('Valor (R$)').pressSequentially('120000');
  await out.getByRole('button', { name: 'Registrar' }).click();
  await expect(out).toBeHidden();
  await expect(page.getByText(messages.txCreated).first()).toBeVisible();

  // The account form's initial balance: no sign, 1500 reads R$ 15,00.
  await page.getByRole('button', { name: 'Contas' }).click();
  await page.getByRole('dialog', { name: 'Configurações de Contas' }).getByRole('button', { name: 'Nova conta' }).click();
  const account = page.getByRole('dialog', { name: 'Nova Conta' });
  await types1500(account.getByLabel('Saldo inicial (R$)'));
  await account.getByLabel('Saldo inicial (R$)').pressSequentially('-');
  await expect(account.getByLabel('Saldo inicial (R$)')).toHaveValue('15,00');
  await page.keyboard.press('Escape');

  // Estornos: the amount of a refund, and R$ 15,00 of a whole panel asks first.
  const order = await paidOrder(page);
  await page.goto('/admin/payments');
  await page.getByRole('searchbox').or(page.getByLabel(/Buscar/)).first().fill(order.number);
  await page.getByRole('button', { name: new RegExp(order.number) }).click();
  const detail = page.getByRole('dialog', { name: `Pedido ${order.number}` });
  await detail.getByRole('button', { name: 'Estornar', exact: true }).click();
  const refund = page.getByRole('dialog', { name: 'Estornar pagamento' });
  await expect(refund.getByLabel('Valor a estornar (R$)')).toHaveValue(formatBRL(order.amountCents).replace(/^R\$\s/, ''));
  // A dialog's content may mount twice on a loaded machine (staff-refunds.spec.ts): typed again until it holds.
  await expect(async () => {
    await types1500(refund.getByLabel('Valor a estornar (R$)'));
    await refund.getByLabel('Motivo do estorno').fill('Ajuste combinado');
    await expect(refund.getByRole('button', { name: `Estornar ${formatBRL(1_500)}` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await refund.getByRole('button', { name: `Estornar ${formatBRL(1_500)}` }).click();
  const refundSlip = page.getByRole('dialog', { name: messages.amountSlipConfirmTitle });
  await expect(refundSlip.getByText(messages.refundSlipConfirm(formatBRL(1_500), formatBRL(order.amountCents)))).toBeVisible();
  await accessible(page, 'confirmação de valor (estorno)');
  await page.screenshot({ path: `${SHOTS}/money-refund-slip-1280.png` });
  await refundSlip.getByRole('button', { name: 'Confirmar valor' }).click();
  await expect(page.getByText(messages.refundPartialDone(formatBRL(1_500))).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Logs de segurança: every action in pt-BR in the filter, order ids as short references.
  await page.goto('/admin/security-logs');
  const options = page.getByLabel('Ação').locator('option');
  await expect(options.nth(1)).toBeAttached();
  for (const o of await options.all()) {
    const value = (await o.getAttribute('value')) ?? '';
    const text = (await o.textContent()) ?? '';
    if (value) expect(text, value).not.toContain(`(${value})`);
    if (value) expect(text, value).not.toBe(value);
  }
  const rows = page.locator('summary');
  await expect(rows.filter({ hasText: order.number }).first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).not.toMatch(UUID);
  await accessible(page, '/admin/security-logs');
  await page.screenshot({ path: `${SHOTS}/money-security-logs-1280.png` });
  await context.close();
});

test('phone: the wrong area points to the right login; the login toast and the demo banner keep out of the way (375 px)', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
  const page = await context.newPage();

  // The master on the síndico's login: the right password points to /admin, as a link.
  await openPastGate(page, '/sindico');
  await page.getByLabel('E-mail').fill(MASTER.email);
  await page.getByLabel('Senha', { exact: true }).fill(MASTER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Esta conta é da Área Administrativa. Entre em /admin.');
  await accessible(page, 'login do síndico com conta da administração');
  await page.screenshot({ path: `${SHOTS}/money-wrong-area-375.png` });
  await page.getByRole('alert').getByRole('link', { name: '/admin' }).click();
  await expect(page.getByRole('heading', { name: 'Área Administrativa' })).toBeVisible();

  // A wrong password is still the generic message.
  await page.getByLabel('E-mail').fill(MASTER.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.staffInvalidCredentials);

  // Logged in: the toast sits at the top, below the bar, not over the bottom (modals' buttons, the menu's Sair).
  await page.getByLabel('E-mail').fill(MASTER.email);
  await page.getByLabel('Senha', { exact: true }).fill(MASTER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: messages.staffLoginSuccess });
  await expect(toast).toBeVisible();
  // Measured once it has stopped sliding in: below the banner and the bar, in the upper half.
  const bar = (await page.getByRole('button', { name: 'Abrir menu' }).boundingBox())!;
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  const box = (await toast.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(740 / 2);
  // The demo banner: one line.
  const banner = page.getByRole('note', { name: 'Ambiente de demonstração' });
  await expect(banner.getByText('Demonstração: pagamentos simulados.')).toBeVisible();
  await expect(banner.getByText(/nenhum valor é cobrado/)).toBeHidden();
  expect((await banner.boundingBox())!.height).toBeLessThan(40);
  await page.screenshot({ path: `${SHOTS}/money-login-toast-375.png` });
  // Opening the menu clears it.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(toast).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/money-menu-375.png` });
  await page.keyboard.press('Escape');

  // The banner closes for the session: gone on the next page and after a reload.
  await page.getByRole('button', { name: 'Fechar aviso de demonstração' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/admin/discounts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await accessible(page, '/admin/discounts sem o aviso');
  await page.screenshot({ path: `${SHOTS}/money-no-banner-375.png` });
  await context.close();
});
