import { expect, test, type Browser, type Page } from '@playwright/test';
import { PIX_EXPIRY_MINUTES } from '../../domain/checkout';
import { GATE_PASSWORD, accessible, cpf } from './helpers';
import { TouchWalk } from './touch-walk';

/**
 * Issue 29: a first-time buyer on a 375 × 812 touch phone, from the landing page to a paid booking,
 * counted: at most 10 actions with PIX, 14 with a card (its four fields count), and no swipe made
 * only to find the next control. The gate ('Área Restrita') is passed before, as a link shared with
 * the buyer would have it: it guards the whole site, not the booking.
 */
const PHONE = { width: 375, height: 812 };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  expect((await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  return context.newPage();
}

/** Landing → store → one panel → checkout's first step, the part both methods share. */
async function toPaymentStep(page: Page, walk: TouchWalk, who: string): Promise<void> {
  await page.goto('/');
  await walk.tap(page.getByRole('banner').getByRole('link', { name: 'Loja Online' }), "'Loja Online' no cabeçalho");
  await expect(page).toHaveURL(/\/paineis-digitais\/loja$/);

  const add = page.getByRole('button', { name: /^Adicionar: / }).first();
  await walk.tap(add, "o primeiro 'Adicionar'");
  const bar = page.getByTestId('cart-bar');
  await expect(bar).toContainText('1 painel');
  await expect(bar).toContainText(/R\$\s?[\d.]+,\d{2}/);
  await page.screenshot({ path: `${SHOTS}/phone-count-store-bar.png` });
  await walk.tap(bar.getByRole('link', { name: /Finalizar/ }), "'Finalizar' na barra do carrinho");
  await expect(page).toHaveURL(/\/checkout$/);

  const form = page.getByRole('form', { name: 'Dados do comprador' });
  // Every field the phone can fill by itself says what it is (autofill).
  await expect(form.getByLabel('Nome completo')).toHaveAttribute('autocomplete', 'name');
  await expect(form.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'email');
  await expect(form.getByLabel('Telefone')).toHaveAttribute('autocomplete', 'tel-national');
  await expect(form.getByLabel('CPF', { exact: true })).toHaveAttribute('autocomplete', 'on');
  await expect(form.getByLabel('Empresa (opcional)')).toHaveAttribute('autocomplete', 'organization');
  await expect(form.getByLabel('CNPJ (opcional)')).toHaveAttribute('autocomplete', 'on');

  await walk.type(form.getByLabel('Nome completo'), 'o nome', `Comprador ${who}`);
  await walk.type(form.getByLabel('E-mail'), 'o e-mail', `celular.${who}.${Date.now()}@teste.local`);
  await walk.type(form.getByLabel('Telefone'), 'o telefone', '45999887766');
  await walk.type(form.getByLabel('CPF', { exact: true }), 'o CPF', cpf(Date.now() % 600_000_000));
  await page.screenshot({ path: `${SHOTS}/phone-count-info-${who}.png` });
  await walk.tap(page.getByRole('button', { name: /Continuar para o pagamento/ }), "'Continuar para o pagamento'");
  await expect(page.getByRole('heading', { name: 'Pagamento', exact: true })).toBeVisible();
}

/** Reports the count (in the output and the test's annotations), then holds it to the bounds. */
function expectWithin(walk: TouchWalk, what: string, maxActions: number) {
  const text = `${what}: ${walk.summary()}`;
  console.log(text);
  test.info().annotations.push({ type: 'contagem', description: text });
  expect(walk.swipes, walk.summary()).toBe(0);
  expect(walk.actions, walk.summary()).toBeLessThanOrEqual(maxActions);
}

test.describe.configure({ mode: 'serial' });

test('phone: landing to a paid PIX booking in at most 10 actions and no hunting swipe', async ({ browser }) => {
  const page = await phone(browser);
  const walk = new TouchWalk(page);
  await toPaymentStep(page, walk, 'pix');

  // PIX, the cheaper method, is already chosen; its text says how long the code lasts.
  await expect(page.getByRole('radio', { name: /^PIX/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(`O QR Code vale por ${PIX_EXPIRY_MINUTES} minutos`)).toBeVisible();
  await walk.tap(page.getByRole('button', { name: 'Gerar QR Code' }), "'Gerar QR Code'");
  await expect(page.getByTestId('pix-qr')).toBeVisible();
  // The countdown starts from the deadline the server keeps, the one the text announced.
  const left = await page.getByTestId('pix-countdown').textContent();
  const [mm, ss] = left!.split(':').map(Number);
  const seconds = mm! * 60 + ss!;
  expect(seconds).toBeLessThanOrEqual(PIX_EXPIRY_MINUTES * 60);
  expect(seconds).toBeGreaterThan((PIX_EXPIRY_MINUTES - 1) * 60);
  await page.screenshot({ path: `${SHOTS}/phone-count-pix.png` });
  await accessible(page, 'checkout PIX no celular');

  await walk.tap(page.getByRole('button', { name: 'Simular pagamento aprovado' }), "'Simular pagamento aprovado'");
  await expect(page).toHaveURL(/\/checkout\/success\?pedido=/);
  expectWithin(walk, 'PIX', 10);
  await page.context().close();
});

test('phone: landing to a paid card booking in at most 14 actions and no hunting swipe', async ({ browser }) => {
  const page = await phone(browser);
  const walk = new TouchWalk(page);
  await toPaymentStep(page, walk, 'cartao');

  await walk.tap(page.getByRole('radio', { name: /Cartão de Crédito/ }), "'Cartão de Crédito'");
  const card = page.getByRole('form', { name: 'Pagamento com cartão' });
  await expect(card.getByLabel('Número do cartão')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(card.getByLabel('Nome impresso no cartão')).toHaveAttribute('autocomplete', 'cc-name');
  await expect(card.getByLabel('Validade')).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(card.getByLabel('CVV')).toHaveAttribute('autocomplete', 'cc-csc');
  await walk.type(card.getByLabel('Número do cartão'), 'o número do cartão', '4111111111111111');
  await walk.type(card.getByLabel('Nome impresso no cartão'), 'o nome no cartão', 'COMPRADOR CARTAO');
  await walk.type(card.getByLabel('Validade'), 'a validade', '1230');
  await walk.type(card.getByLabel('CVV'), 'o CVV', '123');
  await page.screenshot({ path: `${SHOTS}/phone-count-card.png` });
  await walk.tap(page.getByRole('button', { name: /^Pagar R\$/ }), "'Pagar'");
  await expect(page).toHaveURL(/\/checkout\/success\?pedido=/);
  expectWithin(walk, 'Cartão', 14);
  await page.context().close();
});

test('phone store: nothing floats over the cards, the map is one tap away, and a zoomed compact map comes back out', async ({ browser }) => {
  const page = await phone(browser);
  await page.goto('/paineis-digitais/loja');
  await expect(page.getByTestId('panel-card').first()).toBeVisible();
  const bar = page.getByTestId('cart-bar');
  // WhatsApp lives in the bar at this width: no bubble over the cards or the map's corner.
  await expect(bar.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('whatsapp-fab')).toHaveCount(0);
  // The page keeps room for the bar: its last line ends above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(async () => {
      const end = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().bottom);
      const top = await bar.evaluate((b) => b.getBoundingClientRect().top);
      return end <= top + 1;
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));

  // The map is one tap away from anywhere in the list.
  await bar.getByRole('button', { name: 'Ver o mapa de painéis' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Mapa de Painéis' });
  await expect(dialog.getByTestId('panel-map-full')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reduzir Mapa' }).tap();
  await expect(dialog).toBeHidden();

  // The compact map has no zoom buttons (the spec) but a cluster tap zooms in: a button takes it back.
  const map = page.getByTestId('panel-map-compact');
  await map.scrollIntoViewIfNeeded();
  const cluster = map.locator('.panel-cluster').first();
  await expect(cluster).toBeVisible();
  const reset = map.getByRole('button', { name: 'Ver todos os painéis' });
  await expect(reset).toHaveCount(0);
  await cluster.click();
  await expect(reset).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/phone-store-map-zoomed.png` });
  await reset.click();
  await expect(reset).toHaveCount(0);
  await expect(map.locator('.panel-cluster').first()).toBeVisible();
  await accessible(page, 'loja no celular');
  await page.context().close();
});
