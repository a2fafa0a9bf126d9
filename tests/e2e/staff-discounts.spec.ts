import { test, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { formatBRL } from '../../domain/money';
import { addDaysToDay } from '../../domain/discounts';
import { dayOf } from '../../domain/time';
import { GATE_PASSWORD, MASTER, cpf, accessible } from './helpers';

/**
 * Staff run their own promotions in /admin/discounts: a 20 % discount for two buildings appears
 * on a store page that is already open in another browser (badge and struck-through price, no
 * reload); a coupon typed as '10' percentage gives 10 % at checkout, the buyer pays the exact
 * price by PIX and the statistics move.
 */

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;
let gateStorage: Storage;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const STORE = '/paineis-digitais/loja';
const A = 'Edifício Itaipu';
const B = 'Residencial Lancaster';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  expect((await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  gateStorage = await context.storageState();
  await context.close();
});

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ storageState: gateStorage, viewport, hasTouch: viewport.width < 768 });
  return context.newPage();
}

async function staffPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await newPage(browser, viewport);
  const res = await page.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } });
  expect(res.ok()).toBe(true);
  return page;
}

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);


test('the lists show the spec empty states', async ({ browser }) => {
  const page = await staffPage(browser);
  await page.route('**/api/admin/discounts', (r) => r.fulfill({ json: { discounts: [] } }));
  await page.route('**/api/admin/coupons', (r) => r.fulfill({ json: { coupons: [] } }));
  await page.goto('/admin/discounts');
  await expect(page.getByRole('heading', { name: 'Descontos', exact: true })).toBeVisible();
  await expect(page.getByText(messages.noActiveDiscounts)).toBeVisible();
  await expect(page.getByText(messages.noCoupons)).toBeVisible();
  await page.unroute('**/api/admin/discounts');
  await page.route('**/api/admin/discounts', (r) => r.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }));
  await page.reload();
  await expect(page.getByText(messages.discountsLoadError)).toBeVisible({ timeout: 30_000 });
  await page.context().close();
});

test('a 20 % promotion for two buildings reaches an open store page live, a 10 % coupon is charged at checkout', async ({ browser }) => {
  test.setTimeout(120_000);
  // The visitor's store page, open before the promotion exists.
  const store = await newPage(browser, { width: 1280, height: 800 });
  await store.goto(STORE);
  await store.getByLabel('Bairro').selectOption({ label: 'Todos os bairros' });
  await store.getByLabel('Buscar').fill(A);
  const card = store.getByTestId('panel-card').filter({ has: store.getByRole('heading', { name: A, exact: true }) });
  await expect(card.getByTestId('panel-price')).toContainText(formatBRL(199_700));
  await expect(card.getByTestId('promo-badge')).toHaveCount(0);
  await store.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

  // Staff open the screen from the sidebar.
  const page = await staffPage(browser);
  await page.goto('/admin/buildings');
  await page.getByRole('link', { name: 'Descontos' }).click();
  await expect(page).toHaveURL(/\/admin\/discounts$/);
  await expect(page.getByRole('heading', { name: 'Descontos', exact: true })).toBeVisible();
  await expect(stat(page, 'Total de descontos')).not.toHaveText('—');
  const totalBefore = Number(await stat(page, 'Total de descontos').textContent());

  // New discount: the spec's messages first, then the promotion.
  await page.getByRole('button', { name: 'Novo desconto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo desconto' });
  await dialog.getByRole('button', { name: 'Criar desconto' }).click();
  await expect(dialog.getByText(messages.discountPercentInvalid)).toBeVisible();
  await expect(dialog.getByText(messages.datesRequired)).toBeVisible();
  await expect(dialog.getByText(messages.selectBuilding)).toBeVisible();
  const today = dayOf(new Date());
  await dialog.getByLabel('Porcentagem (%)').fill('120');
  await dialog.getByLabel('Data de início').fill(addDaysToDay(today, 5));
  await dialog.getByLabel('Data de término').fill(today);
  await dialog.getByRole('button', { name: 'Criar desconto' }).click();
  await expect(dialog.getByText(messages.discountPercentMax)).toBeVisible();
  await expect(dialog.getByText(messages.endAfterStart)).toBeVisible();
  await dialog.getByLabel('Porcentagem (%)').fill('20');
  await dialog.getByLabel('Data de início').fill(today);
  await dialog.getByLabel('Data de término').fill(addDaysToDay(today, 30));
  for (const name of [A, B]) {
    await dialog.getByLabel('Buscar prédio').fill(name);
    await dialog.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
  await expect(dialog.getByText('2 prédios selecionados')).toBeVisible();
  await accessible(page, 'novo desconto', '[role="dialog"]');
  await page.screenshot({ path: `${SHOTS}/discounts-new-discount-1280.png` });
  await dialog.getByRole('button', { name: 'Criar desconto' }).click();
  await expect(page.getByText(messages.discountCreated)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('discount-row').first();
  await expect(row).toContainText('20%');
  await expect(row).toContainText(A);
  await expect(row).toContainText(B);
  await expect(row).toContainText('Ativo');
  await expect(stat(page, 'Total de descontos')).toHaveText(String(totalBefore + 1));

  // The open store page: badge and struck-through price, without a reload.
  await expect(card.getByTestId('promo-badge')).toHaveText('20% OFF');
  await expect(card.locator('s')).toHaveText(formatBRL(199_700));
  await expect(card.getByTestId('panel-price')).toContainText(formatBRL(159_760));
  expect(await store.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
  await card.scrollIntoViewIfNeeded();
  await store.screenshot({ path: `${SHOTS}/discounts-store-live-1280.png` });
  const listing = (await (await store.request.get(`/api/store/panels?search=${encodeURIComponent(B)}`)).json()) as { items: { name: string; isPromo: boolean; priceCents: number }[] };
  expect(listing.items.find((p) => p.name === B)).toMatchObject({ isPromo: true, priceCents: 159_760 });

  // New coupon: code forced to upper case, 'Gerar' gives 8 capitals and digits, value typed as '10'.
  await page.getByRole('button', { name: 'Novo cupom' }).click();
  const cdialog = page.getByRole('dialog', { name: 'Novo cupom' });
  await expect(cdialog.getByLabel('Limite de usos')).toHaveValue('1');
  const codeInput = cdialog.getByLabel('Código do cupom');
  await codeInput.pressSequentially('promo');
  await expect(codeInput).toHaveValue('PROMO');
  await cdialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(codeInput).toHaveValue(/^[A-Z0-9]{8}$/);
  const code = `DEZ${Date.now() % 100_000}`;
  await codeInput.fill(code.toLowerCase());
  await expect(codeInput).toHaveValue(code);
  await cdialog.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(cdialog.getByText(messages.couponIncomplete)).toBeVisible();
  await cdialog.getByLabel('Desconto (%)').fill('10');
  await cdialog.getByLabel('Sem validade').check();
  await cdialog.getByLabel('Limite de usos').fill('5');
  await accessible(page, 'novo cupom', '[role="dialog"]');
  await page.screenshot({ path: `${SHOTS}/discounts-new-coupon-1280.png` });
  await cdialog.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page.getByText(messages.couponCreated)).toBeVisible();
  const couponRow = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(couponRow).toContainText('10%');
  await expect(couponRow).toContainText('Sem validade');
  await expect(couponRow).toContainText('0 de 5 usos');
  await expect(couponRow.getByTestId('coupon-revenue')).toHaveText(formatBRL(0));
  await expect(couponRow).toContainText('Todos os prédios');
  await accessible(page, '/admin/discounts');
  await page.screenshot({ path: `${SHOTS}/discounts-screen-1280.png`, fullPage: true });

  // The buyer (the visitor's browser) pays A for 1 month with the coupon, by PIX.
  await store.evaluate(
    ([id, name]) => localStorage.setItem('indexa_cart', JSON.stringify({ items: [{ buildingId: id, name, address: '', imageUrl: null, priceCents: 199_700 }], months: 1 })),
    [await card.getAttribute('data-panel-id'), A] as const,
  );
  await store.goto('/checkout');
  await expect(store.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await expect(store.getByTestId('summary-total')).toHaveText(formatBRL(159_760));
  await store.getByRole('textbox', { name: 'Cupom de desconto' }).fill(code.toLowerCase());
  await store.getByRole('button', { name: 'Aplicar' }).click();
  await expect(store.getByTestId('applied-coupon')).toHaveText(code);
  // 1.597,60 - 10 % (159,76) = 1.437,84.
  await expect(store.getByTestId('summary-total')).toHaveText(formatBRL(143_784));
  const form = store.getByRole('form', { name: 'Dados do comprador' });
  await form.getByLabel('Nome completo').fill('Bruno Promoção');
  await form.getByLabel('E-mail').fill(`bruno.promo.${Date.now()}@teste.local`);
  await form.getByLabel('Telefone').pressSequentially('45999887766');
  await form.getByLabel('CPF', { exact: true }).pressSequentially(cpf(Date.now() % 600_000_000));
  await store.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await store.getByRole('radio', { name: /PIX/ }).click();
  // PIX 10 %: 143,78 off, 1.294,06 to pay.
  await expect(store.getByTestId('summary-total')).toHaveText(formatBRL(129_406));
  await store.getByRole('button', { name: 'Gerar QR Code' }).click();
  await expect(store.getByTestId('pix-qr')).toBeVisible();
  const { id, token } = await store.evaluate(() => {
    const orderId = sessionStorage.getItem('indexa_checkout_order')!;
    return { id: orderId, token: (JSON.parse(sessionStorage.getItem('indexa_orders') ?? '{}') as Record<string, string>)[orderId]! };
  });
  const order = await (await store.request.get(`/api/checkout/orders/${id}`, { headers: { 'x-order-token': token } })).json();
  expect(order.payment.amountCents).toBe(129_406);
  expect((await store.request.post(`/api/sandbox/payments/${order.payment.id}/approve`, { headers: { 'x-order-token': token } })).ok()).toBe(true);
  await expect(store).toHaveURL(new RegExp(`/checkout/success\\?pedido=${id}`));

  // The screen's figures move: one redemption in the last 30 days, 1.997,00 - 1.294,06 saved.
  await page.reload();
  await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toContainText('1 de 5 usos');
  // The coupon's revenue: the paid order that used it (ADR 0039).
  await expect(page.getByTestId('coupon-row').filter({ hasText: code }).getByTestId('coupon-revenue')).toHaveText(formatBRL(129_406));
  await expect(stat(page, 'Taxa de resgate')).toHaveText('100%');
  await expect(stat(page, 'Economia total')).not.toHaveText(formatBRL(0));

  // Ending the promotion (edit: Inativo) takes the badge off the store page by itself.
  await store.goto(STORE);
  await store.getByLabel('Bairro').selectOption({ label: 'Todos os bairros' });
  await store.getByLabel('Buscar').fill(A);
  await expect(card.getByTestId('promo-badge')).toHaveText('20% OFF');
  await store.evaluate(() => ((window as unknown as { marker: string }).marker = 'store again'));
  await page.getByRole('button', { name: /^Editar desconto de 20%/ }).first().click();
  const edit = page.getByRole('dialog', { name: 'Editar desconto' });
  await expect(edit.getByLabel('Porcentagem (%)')).toHaveValue('20');
  await edit.getByLabel('Status').selectOption('inactive');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText(messages.discountUpdated)).toBeVisible();
  await expect(card.getByTestId('promo-badge')).toHaveCount(0);
  await expect(card.getByTestId('panel-price')).toContainText(formatBRL(199_700));
  expect(await store.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('store again');

  // Period discounts: the spec's message, then a valid save.
  await page.getByRole('button', { name: 'Descontos por período' }).click();
  const pdialog = page.getByRole('dialog', { name: 'Descontos por período' });
  await pdialog.getByRole('spinbutton', { name: '3 meses' }).fill('0');
  await pdialog.getByRole('button', { name: 'Salvar descontos' }).click();
  await expect(pdialog.getByText(messages.periodPercentInvalid(3))).toBeVisible();
  await pdialog.getByRole('spinbutton', { name: '3 meses' }).fill('5.5');
  await page.screenshot({ path: `${SHOTS}/discounts-periods-1280.png` });
  await pdialog.getByRole('button', { name: 'Salvar descontos' }).click();
  await expect(page.getByText(messages.periodDiscountsSaved)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Descontos por período' })).toContainText('5,5%');

  // Bulk apply: the spec's messages, then one discount for the chosen active building.
  await page.getByRole('button', { name: 'Aplicar em massa' }).click();
  const bdialog = page.getByRole('dialog', { name: 'Aplicar desconto em massa' });
  await bdialog.getByRole('button', { name: 'Aplicar desconto' }).click();
  await expect(bdialog.getByText(messages.selectPeriod)).toBeVisible();
  await expect(bdialog.getByText(messages.selectBuilding)).toBeVisible();
  await bdialog.getByLabel('Período de desconto').selectOption({ label: '12 meses — 35%' });
  await bdialog.getByLabel('Buscar prédio').fill(B);
  await bdialog.getByRole('checkbox', { name: new RegExp(B) }).check();
  await page.screenshot({ path: `${SHOTS}/discounts-bulk-1280.png` });
  await bdialog.getByRole('button', { name: 'Aplicar desconto' }).click();
  await expect(page.getByText(messages.bulkApplied(1))).toBeVisible();
  await expect(page.getByTestId('discount-row').first()).toContainText('35%');

  // Delete confirmations with the spec's questions (cancel the coupon, delete the ended discount).
  await page.getByRole('button', { name: `Excluir cupom ${code}` }).click();
  await expect(page.getByRole('dialog', { name: 'Excluir cupom' })).toContainText(messages.couponDeleteConfirm);
  await page.getByRole('dialog', { name: 'Excluir cupom' }).getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: /^Excluir desconto de 20%/ }).first().click();
  const del = page.getByRole('dialog', { name: 'Excluir desconto' });
  await expect(del).toContainText(messages.discountDeleteConfirm);
  await del.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(messages.discountDeleted)).toBeVisible();
  await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toBeVisible();

  await store.context().close();
  await page.context().close();
});

test('phone: the screen and its modals at 390 px', async ({ browser }) => {
  const page = await staffPage(browser, { width: 390, height: 844 });
  await page.goto('/admin/discounts');
  await expect(page.getByRole('heading', { name: 'Descontos', exact: true })).toBeVisible();
  await expect(page.getByTestId('coupon-card').first()).toBeVisible();
  await expect(page.getByTestId('discount-card').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await accessible(page, '/admin/discounts (390)');
  await page.screenshot({ path: `${SHOTS}/discounts-screen-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Novo cupom' }).click();
  await expect(page.getByRole('dialog', { name: 'Novo cupom' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/discounts-new-coupon-390.png` });
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Novo desconto' }).click();
  await expect(page.getByRole('dialog', { name: 'Novo desconto' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/discounts-new-discount-390.png` });
  await page.context().close();
});

test('an editor does not see the screen (admin and master only)', async ({ browser }) => {
  const master = await staffPage(browser);
  const email = `editor.${Date.now()}@e2e.local`;
  const created = await master.request.post('/api/admin/users', { data: { name: 'Editor Promo', email, role: 'editor', password: 'editor-senha-forte' } });
  expect(created.ok(), await created.text()).toBe(true);
  await master.context().close();
  const page = await newPage(browser, { width: 1280, height: 900 });
  expect((await page.request.post('/api/auth/login', { data: { area: 'admin', email, password: 'editor-senha-forte' } })).ok()).toBe(true);
  await page.goto('/admin/discounts');
  await expect(page.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descontos' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/discounts')).status()).toBe(403);
  await page.context().close();
});

const PROMOTED = 'Residencial Solar 2';

/** Each line of a totals list as 'label: value'. */
const totalsLines = (totals: Locator) =>
  totals.locator(':scope > div').evaluateAll((rows) => rows.map((r) => `${r.querySelector('dt')!.textContent}: ${r.querySelector('dd')!.textContent}`));

test('a promoted panel for 3 months: the cart drawer and the checkout show the same lines, in the same words', async ({ browser }) => {
  // A promotion of its own, on a building no other step here uses.
  const staff = await staffPage(browser);
  const listed = (await (await staff.request.get(`/api/store/panels?search=${encodeURIComponent(PROMOTED)}`)).json()) as { items: { id: string; name: string }[] };
  const building = listed.items.find((i) => i.name === PROMOTED)!;
  const now = Date.now();
  const created = await staff.request.post('/api/admin/discounts', {
    data: { type: 'percentage', valueBp: 2500, startsAt: new Date(now - 3600_000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString(), buildingIds: [building.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  await staff.context().close();

  const page = await newPage(browser, { width: 1280, height: 800 });
  await page.goto(STORE);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Buscar').fill(PROMOTED);
  await page.getByLabel('Bairro').selectOption({ label: 'Todos os bairros' });
  const promoted = page.getByTestId('panel-card').filter({ has: page.getByRole('heading', { name: PROMOTED, exact: true }) });
  await expect(promoted.getByTestId('promo-badge')).toHaveText('25% OFF');
  await promoted.getByRole('button', { name: /^Adicionar: / }).click();
  await page.getByRole('button', { name: /^Abrir carrinho/ }).click();
  const drawer = page.getByTestId('cart-drawer');
  await drawer.locator('label').filter({ hasText: /^3 meses/ }).click();
  const totals = drawer.getByTestId('cart-totals');
  await expect(totals).toHaveAttribute('aria-busy', 'false');
  await expect(totals).toContainText('Desconto promocional');
  const inDrawer = await totalsLines(totals);
  expect(inDrawer[0]).toMatch(/^Subtotal: /);
  await drawer.getByRole('link', { name: 'Finalizar compra' }).click();
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.getByTestId('summary-totals')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => totalsLines(summary.getByTestId('summary-totals'))).toEqual(inDrawer);
  await page.context().close();
});
