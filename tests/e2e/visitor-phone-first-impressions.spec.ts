import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { OG_IMAGE, publicPages } from '../../domain/site-pages';
import { GATE_PASSWORD, cpf, scrollSettled } from './helpers';

/**
 * A new buyer's first minutes on a 375 px phone (issue 17): from the landing page to a paid PIX
 * booking without scrolling to find the next thing, nothing covering a button, maps with
 * clusters, demo cards with photos, and the pages answering crawlers with their own previews.
 */
const PHONE = { width: 375, height: 667 };
const HEADER = 64;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

async function phone(browser: import('@playwright/test').Browser): Promise<{ page: Page; warnings: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  expect((await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  return { page, warnings };
}

/** Wholly on screen, below the sticky header, without scrolling. */
async function expectOnScreen(el: Locator, label: string) {
  const box = await el.boundingBox();
  expect(box, `${label} está na página`).not.toBeNull();
  expect(box!.y, `${label} abaixo do cabeçalho`).toBeGreaterThanOrEqual(HEADER - 1);
  expect(box!.y + box!.height, `${label} dentro da tela`).toBeLessThanOrEqual(PHONE.height + 1);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** One line of text: a button whose label wraps is taller than its line. */
async function expectOneLine(el: Locator, label: string) {
  const lines = await el.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(t);
      for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top));
    }
    return tops.size;
  });
  expect(lines, `${label} numa linha`).toBe(1);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe.configure({ mode: 'serial' });

test('phone: landing to a paid PIX booking, each next step on screen and nothing covering it', async ({ browser }) => {
  const { page, warnings } = await phone(browser);

  // Landing: its own title; no router warning on load.
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Painéis Digitais/ }).first()).toBeVisible();
  await expect(page).toHaveTitle(publicPages['/']!.title);
  await page.screenshot({ path: `${SHOTS}/phone-landing-375.png` });

  // A footer link opens the next page at its top (item 1).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  await page.locator('footer').getByRole('link', { name: 'Marketing' }).click();
  await expect(page).toHaveURL(/\/marketing$/);
  await expect(page).toHaveTitle(publicPages['/marketing']!.title);
  await expect.poll(() => scrollY(page)).toBe(0);
  // Back returns to where the person was.
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);

  // Landing → Painéis Digitais (opens at its top) → the store from the menu, no scrolling.
  await page.getByRole('link', { name: /Painéis Publicitários/ }).click();
  await expect(page).toHaveURL(/\/paineis-digitais$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu móvel' }).getByRole('link', { name: /Loja Online/ }).click();
  await expect(page).toHaveURL(/\/paineis-digitais\/loja$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  // The store: photos on every card (item 11), the map clustered over the dark grid (item 5).
  await expect(page).toHaveTitle(publicPages['/paineis-digitais/loja']!.title);
  const cards = page.getByTestId('panel-card');
  await expect(cards.first()).toBeVisible();
  const cardCount = await cards.count();
  await expect(cards.getByRole('img', { name: /^Foto do / })).toHaveCount(cardCount);
  await expect(page.getByText(messages.noImage)).toHaveCount(0);
  const map = page.getByTestId('panel-map-compact');
  await expect(map.locator('.panel-cluster').first()).toBeVisible();
  // Offline: the tiles fail and the map keeps its dark grid, without broken tiles.
  await expect(map.locator('.leaflet-container')).toHaveAttribute('data-tiles', 'fallback');
  await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
  await expect(map.locator('.leaflet-control-attribution')).toHaveCount(0);
  const clusterSum = async () =>
    (await map.locator('.panel-cluster span').allTextContents()).reduce((a, t) => a + Number(t), 0) +
    (await map.locator('path.panel-marker').count());
  const total = Number((await page.getByTestId('panels-count').textContent())!.match(/\d+/)![0]);
  await expect.poll(clusterSum).toBe(total);
  await expectOneLine(page.getByRole('button', { name: 'Expandir Mapa' }), "'Expandir Mapa'");
  await page.screenshot({ path: `${SHOTS}/phone-store-375.png` });

  // A search that misses in the chosen neighbourhood says what and where, and offers the rest (item 4).
  await page.getByLabel('Buscar').fill('Lancaster');
  const miss = page.getByTestId('store-no-match');
  await expect(miss).toContainText(messages.storeNoMatch('Lancaster', 'Centro'));
  await expect(miss).toContainText(/Há \d+ (painel em outro bairro|painéis em outros bairros)\./);
  await expect(page.getByText(messages.storeNoPanels, { exact: true })).toHaveCount(0);
  await miss.getByRole('button', { name: 'Ver em todos os bairros' }).click();
  await expect(page.getByLabel('Bairro')).toHaveValue('');
  await expect(cards.filter({ hasText: 'Residencial Lancaster' })).toHaveCount(1);

  // Two look-alike names in the cart.
  await page.getByLabel('Buscar').fill('Itaipu Park');
  await expect(cards).toHaveCount(2);
  for (const name of ['Residencial Itaipu Park', 'Residencial Itaipu Park 2']) {
    await page.getByRole('button', { name: `Adicionar: ${name}`, exact: true }).click();
  }
  await page.getByRole('button', { name: /^Abrir carrinho/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('cart-item')).toHaveCount(2);
  await expect(drawer.getByTestId('cart-item').getByRole('img', { name: /^Foto do / })).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/phone-cart-375.png` });
  await drawer.getByRole('link', { name: 'Finalizar compra' }).click();

  // The checkout opens at its top (item 1), without the WhatsApp bubble (item 3).
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByTestId('whatsapp-fab')).toHaveCount(0);
  // The summary tells the look-alike buildings apart (item 8).
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  for (const name of ['Residencial Itaipu Park', 'Residencial Itaipu Park 2']) {
    const line = summary.getByText(name, { exact: true });
    await expect(line).toBeVisible();
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }

  const form = page.getByRole('form', { name: 'Dados do comprador' });
  await form.getByLabel('Nome completo').fill('Bia Celular');
  await form.getByLabel('E-mail').fill(`bia.phone.${Date.now()}@teste.local`);
  await form.getByLabel('Telefone').pressSequentially('45999887766');
  await form.getByLabel('CPF', { exact: true }).pressSequentially(cpf(Date.now() % 600_000_000));
  const go = page.getByRole('button', { name: 'Continuar para o pagamento' });
  await expectOneLine(go, "'Continuar para o pagamento'");
  await page.screenshot({ path: `${SHOTS}/phone-checkout-info-375.png`, fullPage: true });
  await go.click();

  // The payment step starts on screen, below the header (item 2).
  const stepTitle = page.getByRole('heading', { name: 'Pagamento', exact: true });
  await expect(stepTitle).toBeVisible();
  await expect.poll(async () => (await stepTitle.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(HEADER);
  await expectOnScreen(stepTitle, "o título 'Pagamento'");
  await expectOnScreen(page.getByRole('radio', { name: /^PIX/ }), 'a opção PIX');
  await page.getByRole('radio', { name: /^PIX/ }).click();
  await page.getByRole('button', { name: 'Gerar QR Code' }).click();

  // QR, amount and 'Copiar código' on one screen, no scrolling (item 2).
  const qr = page.getByTestId('pix-qr');
  await expect(qr).toBeVisible();
  await scrollSettled(page); // the smooth scroll into view ends
  await expectOnScreen(qr, 'o QR Code');
  await expectOnScreen(page.getByTestId('pix-block').getByText(/^R\$/), 'o valor');
  const copy = page.getByRole('button', { name: 'Copiar código' });
  await expectOnScreen(copy, "'Copiar código'");
  await copy.click();
  // Toasts sit at the bottom on a phone, off the header and the headings (item 8).
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: messages.codeCopied });
  await expect(toast).toBeVisible();
  expect((await toast.boundingBox())!.y).toBeGreaterThan(PHONE.height / 2);
  await page.screenshot({ path: `${SHOTS}/phone-checkout-pix-375.png` });

  // The card option says why and lets the person switch; PIX again shows the same code (item 6).
  const card = page.getByRole('radio', { name: /Cartão de Crédito/ });
  await expect(card).toBeEnabled();
  await expect(card).toContainText(messages.pixOpenCardNote);
  await card.click();
  await expect(page.getByTestId('pix-replaced-note')).toHaveText(messages.pixReplacedByCard);
  await page.getByRole('radio', { name: /^PIX/ }).click();
  const code = page.getByLabel('PIX copia e cola');
  await expect(code).toHaveValue(/^000201/);

  // The bank confirms (sandbox): the success page opens at its top, its heading not under a toast.
  await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?pedido=/);
  const thanks = page.getByRole('heading', { name: messages.paymentSuccessTitle });
  await expect(thanks).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  const boxes = await page.locator('[data-sonner-toast]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  const heading = (await thanks.boundingBox())!;
  for (const b of boxes) expect(overlaps(b, heading), 'um aviso cobre o título').toBe(false);
  await page.screenshot({ path: `${SHOTS}/phone-success-375.png` });

  expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
  await page.context().close();
});

test('phone: the WhatsApp bubble moves out of the way of a form being filled', async ({ browser }) => {
  const { page } = await phone(browser);
  await page.goto('/marketing');
  const fab = page.getByTestId('whatsapp-fab');
  await expect(fab).toBeVisible();
  const newsletter = page.locator('footer').getByRole('textbox').first();
  await newsletter.scrollIntoViewIfNeeded();
  await newsletter.focus();
  await expect(fab).toHaveCount(0);
  await newsletter.blur();
  await expect(fab).toBeVisible();
  // At the end of the page the bubble covers no link or button.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await scrollSettled(page);
  const bubble = (await fab.boundingBox())!;
  const actions = await page.locator('footer a, footer button').evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }),
  );
  for (const a of actions) expect(overlaps(a, bubble), 'a bolha cobre um link do rodapé').toBe(false);
  await page.context().close();
});

test('crawlers and link previews get each page with its own title and image; unknown pages a 404', async ({ request }) => {
  for (const [path, meta] of Object.entries(publicPages)) {
    const res = await request.get(path, { headers: { accept: '*/*' } });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${meta.title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${meta.title}" />`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+${OG_IMAGE.path}" />`));
  }
  const image = await request.get(OG_IMAGE.path);
  expect(image.status()).toBe(200);
  const png = await image.body();
  // PNG header: width and height at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const missing = await request.get('/pagina-que-nao-existe', { headers: { accept: '*/*' } });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<div id="root">');
  expect((await request.get('/robots.txt')).status()).toBe(200);
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/paineis-digitais/loja</loc>');
});

test('phone: an unknown page shows the app 404 page', async ({ browser }) => {
  const { page } = await phone(browser);
  const res = await page.goto('/pagina-que-nao-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.context().close();
});
