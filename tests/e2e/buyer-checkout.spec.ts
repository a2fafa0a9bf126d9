import { test, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { formatBRL } from '../../domain/money';
import { GATE_PASSWORD, MASTER, cpf, mailedToken, accessible } from './helpers';

/**
 * A newcomer buys two panels for 6 months with a coupon and pays by PIX in the sandbox; another
 * buys on a phone with a test card in 12 installments (after a declined card). Both land on the
 * success page (also after a reload) and get the e-mail with the client-area link.
 *
 * Building ids come from the store's GET /api/store/panels.
 */

interface Building {
  id: string;
  name: string;
  address: string;
  priceCents: number;
}

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
let seq = 0;


async function buildingsFor(request: APIRequestContext): Promise<Building[] | null> {
  const res = await request.get('/api/store/panels');
  if (!res.ok()) return null;
  const body = (await res.json()) as { items?: { id: string; name: string; address: string; priceCents: number; status?: string }[] };
  return (body.items ?? []).filter((b) => !b.status || b.status === 'active');
}

async function admin(playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string) {
  const ctx = await playwright.request.newContext({ baseURL });
  const res = await ctx.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ctx;
}

async function buyerPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 768 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const gate = await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } });
  expect(gate.ok()).toBe(true);
  return context.newPage();
}

async function fillCart(page: Page, items: Building[], months: number) {
  await page.goto('/');
  await page.evaluate(
    ([list, m]) =>
      localStorage.setItem(
        'indexa_cart',
        JSON.stringify({ items: (list as Building[]).map((b) => ({ buildingId: b.id, name: b.name, address: b.address, imageUrl: null, priceCents: b.priceCents })), months: m }),
      ),
    [items, months] as const,
  );
}

const buyerForm = (page: Page) => page.getByRole('form', { name: 'Dados do comprador' });

async function fillBuyer(page: Page, email: string) {
  seq += 1;
  const form = buyerForm(page);
  await form.getByLabel('Nome completo').fill(`Ana Compradora ${seq}`);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefone').pressSequentially('45999887766');
  await expect(form.getByLabel('Telefone')).toHaveValue('(45) 99988-7766');
  await form.getByLabel('CPF', { exact: true }).pressSequentially(cpf(Date.now() % 700_000_000));
  await expect(form.getByLabel('CPF', { exact: true })).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
}

async function currentOrder(page: Page): Promise<{ id: string; token: string }> {
  return page.evaluate(() => {
    const id = sessionStorage.getItem('indexa_checkout_order')!;
    const token = (JSON.parse(sessionStorage.getItem('indexa_orders') ?? '{}') as Record<string, string>)[id]!;
    return { id, token };
  });
}

async function expectMail(adminCtx: APIRequestContext, email: string) {
  const res = await adminCtx.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  const { rows } = (await res.json()) as { rows: { subject: string; text: string }[] };
  expect(rows).toHaveLength(1);
  expect(rows[0]!.subject).toMatch(/confirmado/);
  // Staff see that the set-password link was sent, never the link itself (issue 9).
  expect(rows[0]!.text).toContain('Defina a sua senha');
  expect(rows[0]!.text).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
}

test.describe.configure({ mode: 'serial' });

test('desktop: two panels for 6 months with a coupon, paid by PIX in the sandbox', async ({ browser, playwright, baseURL }) => {
  const page = await buyerPage(browser, { width: 1280, height: 900 });
  const list = await buildingsFor(page.request);
  expect(list?.length ?? 0).toBeGreaterThanOrEqual(2);
  const [a, b] = list!;
  const staff = await admin(playwright, baseURL!);
  const code = `E2EPIX${Date.now() % 100000}`;
  const coupon = await staff.post('/api/admin/coupons', { data: { code, type: 'percentage', valueBp: 1000, noExpiry: true } });
  expect(coupon.status(), await coupon.text()).toBe(201);

  await fillCart(page, [a!, b!], 6);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Etapas da compra' })).toContainText('Informações');
  await expect(page.getByText(a!.name, { exact: true })).toBeVisible();
  const subtotal = (a!.priceCents + b!.priceCents) * 6;
  await expect(page.getByText(formatBRL(subtotal)).first()).toBeVisible();

  // Coupon: forced to upper case, 'Aplicar' disabled while empty, exact messages.
  const couponInput = page.getByRole('textbox', { name: 'Cupom de desconto' });
  const apply = page.getByRole('button', { name: 'Aplicar' });
  await expect(apply).toBeDisabled();
  await couponInput.fill('naoexiste');
  await expect(couponInput).toHaveValue('NAOEXISTE');
  await apply.click();
  await expect(page.getByText(messages.couponInvalid)).toBeVisible();
  await couponInput.fill(code.toLowerCase());
  await apply.click();
  await expect(page.getByTestId('applied-coupon')).toHaveText(code);

  // Buyer form: a wrong CPF gets a clear message, then the real one.
  await buyerForm(page).getByLabel('CPF', { exact: true }).fill('111.111.111-11');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByText(messages.buyerNameRequired)).toBeVisible();
  await expect(page.getByText(messages.buyerCpfInvalid)).toBeVisible();
  await buyerForm(page).getByLabel('CPF', { exact: true }).fill('');
  const email = `ana.pix.${Date.now()}@teste.local`;
  await fillBuyer(page, email);
  await accessible(page, '/checkout (Informações)', '#conteudo');
  await page.screenshot({ path: `${SHOTS}/checkout-info-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();

  // Payment: PIX with 10% OFF, QR code, copy, countdown.
  await expect(page.getByRole('heading', { name: 'Pagamento', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /PIX/ }).click();
  await expect(page.getByText('Desconto PIX (10% OFF)')).toBeVisible();
  await page.getByRole('button', { name: 'Gerar QR Code' }).click();
  await expect(page.getByTestId('pix-qr')).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(page.getByTestId('pix-countdown')).toHaveText(/^(32:00|31:[0-5]\d)$/);
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText(messages.codeCopied)).toBeVisible();
  const total = await page.getByTestId('summary-total').textContent();
  await accessible(page, '/checkout (PIX)', '#conteudo');
  await page.screenshot({ path: `${SHOTS}/checkout-pix-1280.png`, fullPage: true });

  // The bank confirms (sandbox); the page moves on by itself through the event stream.
  const { id, token } = await currentOrder(page);
  const order = await (await page.request.get(`/api/checkout/orders/${id}`, { headers: { 'x-order-token': token } })).json();
  expect(order.payment.amountCents).toBe(order.charges.pix.totalCents);
  const approve = await page.request.post(`/api/sandbox/payments/${order.payment.id}/approve`, { headers: { 'x-order-token': token } });
  expect(approve.ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/checkout/success\\?pedido=${id}`));
  await expect(page.getByText(messages.paymentSuccessTitle).first()).toBeVisible();
  await expect(page.getByText(messages.paymentSuccessDescription).first()).toBeVisible();
  await expect(page.getByTestId('success-total')).toHaveText(total!);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('indexa_cart')!).items)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(id.slice(0, 8).toUpperCase());
  await expect(page.getByRole('heading', { name: messages.paymentSuccessTitle })).toBeVisible();
  // A new buyer is promised the link their mail carries (issue 29).
  await expect(page.getByTestId('client-area-note')).toContainText('com o link para você criar a sua senha');
  await page.screenshot({ path: `${SHOTS}/checkout-success-1280.png`, fullPage: true });
  await expectMail(staff, email);

  // The buyer opens the link of the mail, chooses a password (the server's strength estimator
  // judges it, as in production) and enters the client area.
  await page.goto(`/redefinir-senha?token=${await mailedToken(email)}`);
  await page.getByLabel('Nova senha', { exact: true }).fill('senha1234');
  await page.getByLabel('Repita a nova senha').fill('senha1234');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText(messages.passwordWeak)).toBeVisible();
  const password = 'Maracuja-Violeta-Trovoada-3';
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Repita a nova senha').fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL(/\/clientes\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/clientes\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Área do Cliente' })).toBeVisible();
  // With a password of their own, the same success page says to sign in with it (issue 29).
  await page.goto(`/checkout/success?pedido=${id}`);
  await expect(page.getByTestId('client-area-note')).toContainText('Entre com a sua senha');
  await expect(page.getByTestId('client-area-note')).not.toContainText('criar a sua senha');
  await page.request.post('/api/auth/logout');

  // Staff see it at /admin/payments.
  const login = await page.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } });
  expect(login.ok()).toBe(true);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Pagamentos' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Ver pedido ${id.slice(0, 8).toUpperCase()}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-orders-list-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-orders-list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: `Ver pedido ${id.slice(0, 8).toUpperCase()}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Reservas')).toBeVisible();
  await expect(dialog.getByText(a!.name).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-orders-detail-1280.png`, fullPage: true });
  await page.context().close();
  await staff.dispose();
});

test('phone: a declined card, then the test card in 12 installments', async ({ browser, playwright, baseURL }) => {
  const page = await buyerPage(browser, { width: 390, height: 844 });
  const list = await buildingsFor(page.request);
  expect(list?.length ?? 0).toBeGreaterThanOrEqual(3);
  const building = list![2]!;
  const staff = await admin(playwright, baseURL!);
  await fillCart(page, [building], 12);
  await page.goto('/checkout');
  const email = `bruno.cartao.${Date.now()}@teste.local`;
  await fillBuyer(page, email);
  await buyerForm(page).getByLabel('CNPJ (opcional)').pressSequentially('11222333000181');
  await expect(buyerForm(page).getByLabel('CNPJ (opcional)')).toHaveValue('11.222.333/0001-81');
  await page.screenshot({ path: `${SHOTS}/checkout-info-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await page.getByRole('radio', { name: /Cartão de Crédito/ }).click();

  await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
  await page.getByLabel('Nome impresso no cartão').fill('Bruno Teste');
  await page.getByLabel('Validade').fill('1235');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByText(messages.paymentErrorToast)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: messages.paymentError }).first()).toBeVisible();

  await page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  const installments = page.getByLabel('Parcelas');
  await expect(installments.locator('option')).toHaveCount(12);
  await installments.selectOption('12');
  await expect(installments.locator('option:checked')).toHaveText(/^12x de R\$\s?[\d.,]+ sem juros$/);
  await accessible(page, '/checkout (cartão)', '#conteudo');
  await page.screenshot({ path: `${SHOTS}/checkout-card-390.png`, fullPage: true });
  await page.getByRole('button', { name: /^Pagar/ }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?pedido=/);
  await expect(page.getByText(messages.paymentSuccessTitle).first()).toBeVisible();
  await expect(page.getByText('Cartão de Crédito em 12x sem juros')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: messages.paymentSuccessTitle })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/checkout-success-390.png`, fullPage: true });
  await expectMail(staff, email);
  await page.context().close();
  await staff.dispose();
});
