import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { formatBRL } from '../../domain/money';
import type { BuildingDto } from '../../domain/schemas/buildings';
import type { QuoteResponse, StorePanel, StorePanelsResponse } from '../../domain/schemas/store';
import { GATE_PASSWORD, MASTER, clickPanelMarker, panelsOnMap, accessible } from './helpers';

/**
 * A visitor on a desktop (1280) and on a phone (390) finds a panel on the map and in the list,
 * filters and pages through the 30 demo buildings (scripts/e2e-server.mjs seeds 24 more than the
 * 6 of the spec), fills the cart, changes the period and sees the server's quote to the centavo.
 */

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;
let storage: Storage;

const STORE = '/paineis-digitais/loja';
const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const res = await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } });
  expect(res.ok()).toBe(true);
  storage = await context.storageState();
  await context.close();
});

async function visitor(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ storageState: storage, viewport, hasTouch: viewport.width < 768 });
  return context.newPage();
}

/**
 * An info window that has finished appearing: faded in, and the map done panning it into view. Axe
 * measures colours as drawn, so a window caught mid-fade or mid-pan reads as low contrast.
 */
async function settledPopup(popup: Locator) {
  await expect(popup).toHaveCSS('opacity', '1');
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await popup.boundingBox());
      const same = box === last;
      last = box;
      return same;
    }, { intervals: [150] })
    .toBe(true);
}

const cards = (page: Page) => page.getByTestId('panel-card');
const count = (page: Page) => page.getByTestId('panels-count');

/**
 * Every panel of the store (all neighbourhoods), as the cards show them: the map carries only
 * compact pins (ADR 0021), so the names and prices come from the listing's pages.
 */
async function allPanels(page: Page): Promise<{ total: number; map: StorePanel[] }> {
  const get = async (p: number) => {
    const res = await page.request.get(`/api/store/panels?page=${p}&summary=${p === 1 ? 1 : 0}`);
    expect(res.ok()).toBe(true);
    return (await res.json()) as StorePanelsResponse;
  };
  const first = await get(1);
  const total = first.summary!.total;
  // The map's extent, not its pins: the map asks the server for its view (ADR 0033).
  expect(first.summary!.bounds).toHaveLength(4);
  const rest = await Promise.all(Array.from({ length: Math.ceil(total / first.pageSize) - 1 }, (_, k) => get(k + 2)));
  return { total, map: [first, ...rest].flatMap((r) => r.items) };
}

for (const { name, viewport } of sizes) {
  test(`${name}: map, filters, pages, cart and the server's totals`, async ({ browser }) => {
    const page = await visitor(browser, viewport);
    // 30 when this spec runs alone; other journeys sharing the server may add or remove a few.
    const all = await allPanels(page);
    expect(all.total).toBeGreaterThanOrEqual(19);
    const centro = (
      (await (await page.request.get('/api/store/panels?neighborhood=Centro')).json()) as StorePanelsResponse
    ).summary!.total;
    expect(centro).toBeGreaterThan(9);
    const found = (n: number) => `(${n} ${n === 1 ? 'encontrado' : 'encontrados'})`;
    const pages = Math.ceil(all.total / 9);
    const cataratas = all.map.find((m) => m.name === 'Edifício Cataratas')!;
    const promoted = all.map.find((m) => m.promoPercentBp > 0)!;

    await page.goto(STORE);
    await expect(page.getByRole('heading', { name: /Painéis Disponíveis/ })).toBeVisible();
    await expect(page.getByTestId('promo-banner')).toContainText('Promoção Especial de Lançamento!');
    await expect(page.getByTestId('promo-banner')).toContainText('35% OFF');

    // Default neighbourhood: Centro (1 of the spec's six + 12 extra ones).
    await expect(page.getByLabel('Bairro')).toHaveValue('Centro');
    await expect(count(page)).toHaveText(found(centro));
    await expect(cards(page)).toHaveCount(9);
    await accessible(page, 'loja');

    // The map: a marker per panel in Centro; a click opens the info window with name and price.
    const compact = page.getByTestId('panel-map-compact');
    await expect(compact).toHaveCSS('height', '300px');
    await expect.poll(() => panelsOnMap(compact)).toBe(centro);
    await page.screenshot({ path: `/tmp/store-${name}-store.png`, fullPage: true });
    await clickPanelMarker(compact, cataratas.id);
    const popup = compact.locator('.leaflet-popup');
    await expect(popup).toContainText('Edifício Cataratas');
    await expect(popup).toContainText('LED Indoor');
    await expect(popup).toContainText(cataratas.address);
    await expect(popup).toContainText('Disponível');
    await expect(popup).toContainText(formatBRL(cataratas.priceCents));
    await expect(compact.locator(`path.panel-marker-${cataratas.id}`)).toHaveAttribute('fill', '#3f1a92');

    // Every neighbourhood: 30 panels, 4 pages of 9.
    await page.getByLabel('Bairro').selectOption({ label: 'Todos os bairros' });
    await expect(count(page)).toHaveText(found(all.total));
    await expect.poll(() => panelsOnMap(compact)).toBe(all.total);
    const pager = page.getByRole('navigation', { name: 'Paginação' });
    await expect(pager.getByRole('button', { name: /^Página \d+$/ })).toHaveCount(pages);
    await pager.getByRole('button', { name: `Página ${pages}` }).click();
    await expect(cards(page)).toHaveCount(all.total - 9 * (pages - 1));
    await expect(pager.getByRole('button', { name: `Página ${pages}` })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await pager.getByRole('button', { name: 'Página anterior' }).click();
    await expect(cards(page)).toHaveCount(9);
    await pager.getByRole('button', { name: 'Página 1' }).click();

    // The expanded map: the modal 'Mapa de Painéis', 500 px, closed with 'Reduzir Mapa'.
    await page.getByRole('button', { name: 'Expandir Mapa' }).click();
    const modal = page.getByRole('dialog', { name: 'Mapa de Painéis' });
    const full = modal.getByTestId('panel-map-full');
    await expect(full).toHaveCSS('height', '500px');
    await expect.poll(() => panelsOnMap(full)).toBe(all.total);
    await clickPanelMarker(full, promoted.id);
    await expect(full.locator('.leaflet-popup')).toContainText(promoted.name);
    await expect(full.locator('.leaflet-popup')).toContainText(formatBRL(promoted.priceCents));
    await settledPopup(full.locator('.leaflet-popup'));
    await page.screenshot({ path: `/tmp/store-${name}-map-modal.png` });
    await accessible(page, 'mapa expandido', '[role="dialog"]');
    await modal.getByRole('button', { name: 'Reduzir Mapa' }).click();
    await expect(modal).toBeHidden();

    // Search by name, then by address; the empty state with the spec's text.
    const search = page.getByLabel('Buscar');
    await search.fill('cataratas');
    await expect(count(page)).toHaveText('(1 encontrado)');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Edifício Cataratas');
    await search.fill('nada-com-este-nome');
    await expect(page.getByTestId('store-no-match')).toContainText(messages.storeNoMatch('nada-com-este-nome', ''));
    await search.fill('');
    await expect(count(page)).toHaveText(found(all.total));

    // The promoted card: real percentage, original struck through.
    await search.fill(promoted.name);
    const promoCard = cards(page).filter({ has: page.getByRole('heading', { name: promoted.name, exact: true }) });
    await expect(promoCard.getByTestId('promo-badge')).toHaveText('20% OFF');
    const promotedCard = (
      (await (
        await page.request.get(`/api/store/panels?summary=0&search=${encodeURIComponent(promoted.name)}`)
      ).json()) as StorePanelsResponse
    ).items[0]!;
    expect(promotedCard.originalPriceCents).toBeGreaterThan(promotedCard.priceCents);
    await expect(promoCard.locator('s')).toHaveText(formatBRL(promotedCard.originalPriceCents));
    await expect(promoCard.getByTestId('panel-price')).toContainText(formatBRL(promoted.priceCents));
    await accessible(page, 'cartão em promoção');
    await promoCard.getByRole('button', { name: `Adicionar: ${promoted.name}` }).click();
    await expect(promoCard.getByRole('button', { name: `No carrinho: ${promoted.name}` })).toBeDisabled();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('cart-button').locator('svg')).toHaveClass(/animate-cart-bump/);
    await search.fill('');

    // List view: the table, and add two more from it.
    await page.getByRole('button', { name: 'Lista' }).click();
    const table = page.getByRole('table');
    // On a phone the address and status sit under the name, the action under the price.
    for (const col of ['Prédio', 'Preço']) await expect(table.getByRole('columnheader', { name: col })).toBeVisible();
    for (const col of ['Endereço', 'Status', 'Ações']) {
      const header = table.getByRole('columnheader', { name: col });
      if (viewport.width > 768) await expect(header).toBeVisible();
      else await expect(header).toBeHidden();
    }
    const rows = page.getByTestId('panel-row');
    await expect(rows).toHaveCount(9);
    await expect(rows.first()).toContainText(/ - .*, Foz do Iguaçu - PR/);
    await expect(rows.first()).toContainText('Ativo');
    await accessible(page, 'lista');
    const firstTwo = [
      await rows.nth(0).getByTestId('row-name').innerText(),
      await rows.nth(1).getByTestId('row-name').innerText(),
    ];
    for (const n of firstTwo) await table.getByRole('button', { name: `Adicionar: ${n}`, exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await page.screenshot({ path: `/tmp/store-${name}-list.png`, fullPage: true });
    await page.getByRole('button', { name: 'Grade' }).click();

    // The drawer: 3 items, 1 month; then 6 months for all, priced by the server.
    await page.getByTestId('cart-button').click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer.getByTestId('cart-item')).toHaveCount(3);
    await expect(drawer.getByTestId('cart-item').first()).toContainText('1 mês');
    await expect(drawer.getByText('6 meses (15% OFF)')).toBeVisible();
    await expect(drawer.getByText('12 meses (35% OFF)')).toBeVisible();
    await drawer.getByText('6 meses (15% OFF)').click();
    await expect(drawer.getByTestId('cart-item').first()).toContainText('6 meses');
    await expectDrawerEqualsServerQuote(page, 6);
    await page.screenshot({ path: `/tmp/store-${name}-drawer.png` });
    await accessible(page, 'carrinho', '[data-testid="cart-drawer"]');

    // The cart survives a reload and is re-priced; a changed price is announced.
    await page.evaluate(() => {
      const c = JSON.parse(localStorage.getItem('indexa_cart')!);
      c.items[1].priceCents = 100;
      localStorage.setItem('indexa_cart', JSON.stringify(c));
    });
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await page.getByTestId('cart-button').click();
    await expect(drawer.getByRole('status').filter({ hasText: /mudou de R\$\s1,00 para/ })).toBeVisible();
    await expectDrawerEqualsServerQuote(page, 6);
    await expect(drawer.getByRole('link', { name: 'Finalizar compra' })).toHaveAttribute('href', '/checkout');
    await drawer.getByRole('button', { name: 'Limpar carrinho' }).click();
    await expect(drawer.getByText(messages.emptyCart)).toBeVisible();
    await page.context().close();
  });
}

/** The drawer shows exactly what POST /api/store/quote answers for the same cart. */
async function expectDrawerEqualsServerQuote(page: Page, months: number) {
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-totals')).toHaveAttribute('aria-busy', 'false');
  const ids = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('indexa_cart')!) as { items: { buildingId: string }[] }).items.map(
      (i) => i.buildingId,
    ),
  );
  const res = await page.request.post('/api/store/quote', { data: { buildingIds: ids, months } });
  expect(res.ok()).toBe(true);
  const { quote } = (await res.json()) as QuoteResponse;
  expect(quote.cartDiscount.cents).toBeGreaterThan(0);
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(formatBRL(quote.originalSubtotalCents));
  await expect(drawer.getByTestId('cart-discount')).toHaveText(`− ${formatBRL(quote.cartDiscount.cents)}`);
  await expect(drawer.getByTestId('cart-total')).toHaveText(formatBRL(quote.totalCents));
}

test('the banner counts down 30 s and hides; load errors show the spec text', async ({ browser }) => {
  const page = await visitor(browser, { width: 1280, height: 800 });
  await page.clock.install();
  const response = await page.goto(STORE);
  // The server's HTML shows 30; the count starts when the app has hydrated the page (ADR 0027).
  expect(await response!.text()).toMatch(/data-testid="promo-countdown"[^>]*>30</);
  const banner = page.getByTestId('promo-banner');
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Some seconds go by while a busy machine loads the page (time runs meanwhile): the count is
  // read, then each step of the fake clock is checked against it.
  const countdown = page.getByTestId('promo-countdown');
  const start = Number(await countdown.innerText());
  expect(start).toBeGreaterThan(12);
  expect(start).toBeLessThanOrEqual(30);
  await page.clock.runFor(10_000);
  await expect.poll(async () => Number(await countdown.innerText())).toBeLessThanOrEqual(start - 10);
  await expect(banner).toBeVisible();
  await page.clock.runFor((start - 10 + 1) * 1000);
  await expect(banner).toBeHidden();
  await page.context().close();

  const broken = await visitor(browser, { width: 390, height: 844 });
  await broken.route('**/api/store/panels**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  // The store's HTML carries its first page (ADR 0027): the app asks the API when it opens the
  // store from another page.
  await broken.goto('/paineis-digitais');
  await broken.waitForLoadState('networkidle');
  await broken.getByRole('link', { name: 'Acessar Loja Online' }).first().click();
  await expect(broken).toHaveURL(STORE);
  await expect(broken.getByText(messages.storeBuildingsError)).toBeVisible({ timeout: 30_000 });
  await broken.screenshot({ path: '/tmp/store-phone-error.png' });
  await broken.context().close();
});

test('an open store page follows the catalogue live: new price, then unavailable, without a reload', async ({
  browser,
}) => {
  const page = await visitor(browser, { width: 1280, height: 800 });
  const target = (await allPanels(page)).map.find((m) => m.name === 'Edifício Cataratas')!;
  await page.goto(STORE);
  await page.getByLabel('Buscar').fill('Edifício Cataratas');
  await expect(count(page)).toHaveText('(1 encontrado)');
  const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Edifício Cataratas', exact: true }) });
  await expect(card.getByTestId('panel-price')).toContainText(formatBRL(target.priceCents));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

  // Staff edit the building from another browser.
  const staff = await browser.newContext({ storageState: storage });
  const login = await staff.request.post('/api/auth/login', {
    data: { area: 'admin', email: MASTER.email, password: MASTER.password },
  });
  expect(login.ok()).toBe(true);
  const b = (await (await staff.request.get(`/api/admin/buildings/${target.id}`)).json()) as BuildingDto;
  const body = (over: Partial<BuildingDto>) => ({
    name: b.name,
    address: b.address,
    neighborhood: b.neighborhood,
    residents: b.residents,
    latitude: b.latitude,
    longitude: b.longitude,
    priceCents: b.priceCents,
    displayCount: b.displayCount,
    status: b.status,
    ...over,
  });
  const photoIds: string[] = [];
  try {
    expect(
      (await staff.request.put(`/api/admin/buildings/${b.id}`, { data: body({ priceCents: 250_000 }) })).ok(),
    ).toBe(true);
    await expect(card.getByTestId('panel-price')).toContainText('R$ 2.500,00');
    await expect(card.getByRole('button', { name: 'Adicionar: Edifício Cataratas' })).toBeEnabled();

    expect(
      (
        await staff.request.put(`/api/admin/buildings/${b.id}`, {
          data: body({ priceCents: 250_000, status: 'maintenance' }),
        })
      ).ok(),
    ).toBe(true);
    await expect(card.getByRole('button', { name: 'Indisponível: Edifício Cataratas' })).toBeDisabled();
    await expect(card).toContainText('Manutenção');

    // A new main photo replaces the one shown (the demo seed gave every building a photo).
    const shown = card.getByRole('img', { name: 'Foto do Edifício Cataratas' });
    await expect(shown).toHaveAttribute('src', /\/files\/photos\/.+-md\.webp$/);
    const before = await shown.getAttribute('src');
    const photo = fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'images', 'predio-1.png'));
    const upload = await staff.request.post(`/api/admin/buildings/${b.id}/photos`, {
      multipart: { file: { name: 'predio-1.png', mimeType: 'image/png', buffer: photo } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const uploaded = (await upload.json()) as { photos: { id: string; isMain: boolean }[] };
    const added = uploaded.photos.find((p) => !p.isMain)!;
    photoIds.push(added.id);
    expect((await staff.request.put(`/api/admin/buildings/${b.id}/photos/${added.id}/main`)).ok()).toBe(true);
    await expect(shown).toHaveAttribute('src', /\/files\/photos\/.+-md\.webp$/);
    await expect(shown).not.toHaveAttribute('src', before!);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    await page.screenshot({ path: '/tmp/store-desktop-live-unavailable.png' });
  } finally {
    for (const id of photoIds) await staff.request.delete(`/api/admin/buildings/${b.id}/photos/${id}`);
    await staff.request.put(`/api/admin/buildings/${b.id}`, { data: body({}) });
    await staff.close();
    await page.context().close();
  }
});
