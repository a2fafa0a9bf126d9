import { expect, test, type Browser, type Page } from '@playwright/test';
import { EARLY_TAPS_REPLAY, PAGE_SCRIPTS_ID, storeFirstVisitQuery } from '../../domain/prerender';
import { AFTER_PAINT_LOADER } from '../../server/lib/after-paint-loader';
import type { StorePanelsResponse } from '../../domain/schemas/store';
import { formatBRL } from '../../domain/money';
import { GATE_PASSWORD } from './helpers';
import { messages } from '../../domain/messages';

/**
 * ADR 0027: the public pages come drawn by the server — a visitor without JavaScript sees the page
 * and the store's first prices — and the app hydrates that HTML without a single console error or
 * hydration warning, keeping the server's nodes, on a phone and on a desk.
 */
const pages = [
  { path: '/', heading: 'Comunicação que gera resultado.' },
  { path: '/paineis-digitais', heading: 'Sua marca na tela que os moradores veem todos os dias' },
  { path: '/paineis-digitais/loja', heading: 'Loja Online' },
  { path: '/checkout', heading: 'Finalizar compra' },
];
const widths = [390, 1280];

async function visitor(browser: Browser, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled });
  expect((await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  return context;
}

/** Every console error and warning and every uncaught error of the page, but the map tiles' host (outside this test's reach). */
function problemsOf(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    const from = m.location().url;
    if (m.text().startsWith('Failed to load resource') && from && !from.startsWith(origin)) return;
    problems.push(`${m.type()}: ${m.text()} (${from})`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

/** The store's first page as the API answers it, priced now. */
async function storeFirstPage(page: Page): Promise<StorePanelsResponse> {
  const { search, neighborhood, page: n } = storeFirstVisitQuery;
  const q = new URLSearchParams({ page: String(n), summary: '1', neighborhood });
  if (search) q.set('search', search);
  const res = await page.request.get(`/api/store/panels?${q.toString()}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as StorePanelsResponse;
}

for (const width of widths) {
  test(`${width} px without JavaScript: the server's HTML is the page, with the store's prices`, async ({ browser }) => {
    const context = await visitor(browser, width, false);
    const page = await context.newPage();
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    await page.goto('/paineis-digitais/loja');
    const api = await storeFirstPage(page);
    expect(api.items.length).toBeGreaterThan(0);
    const cards = page.getByTestId('panel-card');
    await expect(cards).toHaveCount(api.items.length);
    for (const [i, panel] of api.items.entries()) {
      await expect(cards.nth(i)).toHaveAttribute('data-panel-id', panel.id);
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(panel.name);
      await expect(cards.nth(i)).toContainText(formatBRL(panel.priceCents));
    }
    await expect(page.getByTestId('panels-count')).toHaveText(`(${api.summary!.total} ${api.summary!.total === 1 ? 'encontrado' : 'encontrados'})`);
    await context.close();
  });

  test(`${width} px with JavaScript: each page hydrates the server's HTML without a console error or warning`, async ({ browser, baseURL }) => {
    const context = await visitor(browser, width, true);
    const page = await context.newPage();
    const problems = problemsOf(page, baseURL!);
    // The heading the server sent, kept at DOMContentLoaded: hydration keeps it, a redraw would replace it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
      });
    });
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      if (path !== '/checkout') {
        const kept = await page.evaluate(() => {
          const h = (window as unknown as { serverHeading: Element | null }).serverHeading;
          return h !== null && h.isConnected && h === document.querySelector('h1');
        });
        expect(kept, `${path}: the server's heading is the one on screen`).toBe(true);
      }
    }
    // The checkout reads this browser's cart after hydration: empty here.
    await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
    // A click on the store's first card right after load lands (replayed if hydration was still going).
    await page.goto('/paineis-digitais/loja');
    const first = page.getByTestId('panel-card').first();
    await first.getByRole('button', { name: /^Adicionar/ }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(first.getByRole('button', { name: /^No carrinho/ })).toBeDisabled();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });
}

/** Holds the app's entry module back (the server's page stays as drawn) until `release()`. */
async function holdAppEntry(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

test("ADR 0030: the app's scripts are asked for after the first paint, and a tap made before the app is in is done once it is", async ({ browser, baseURL }) => {
  const context = await visitor(browser, 390, true);
  const page = await context.newPage();
  const problems = problemsOf(page, baseURL!);
  // The app's entry module is held back until the visitor has tapped.
  const entry = await holdAppEntry(page);
  // Not 'load': the page's load event waits for the held module.
  await page.goto('/paineis-digitais/loja', { waitUntil: 'domcontentloaded' });
  await expect.poll(entry.requested).toBe(true);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    script: performance.getEntriesByType('resource').find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name))?.startTime ?? null,
  }));
  expect(timing.paint).not.toBeNull();
  if (timing.script !== null) expect(timing.script).toBeGreaterThanOrEqual(timing.paint!);
  const cards = page.getByTestId('panel-card');
  const first = cards.first();
  const shownBefore = await cards.count();
  const firstName = (await first.getByRole('heading', { level: 3 }).textContent())!;
  await first.getByRole('button', { name: /^Adicionar/ }).click();
  // The store's search typed in, a field typed in and a form sent, still on the server's page.
  await page.getByLabel('Buscar').fill(firstName);
  const footer = page.getByRole('contentinfo');
  const email = `cedo.${Date.now()}@exemplo.com.br`;
  await footer.getByLabel('Seu e-mail').fill(email);
  await footer.getByRole('button', { name: 'Inscrever-se' }).click();
  // Nothing happened yet.
  await expect(first.getByRole('button', { name: /^Adicionar/ })).toBeEnabled();
  await expect(page.getByText(messages.newsletterSubscribed)).toHaveCount(0);
  entry.release();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(first.getByRole('button', { name: /^No carrinho/ })).toBeDisabled();
  // The form went with what was typed, and the store searched for what was typed in its field.
  await expect(page.getByText(messages.newsletterSubscribed)).toBeVisible();
  await expect
    .poll(async () => {
      const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
      return names.length > 0 && names.length < shownBefore && names.every((n) => n.includes(firstName));
    })
    .toBe(true);
  await expect(footer.getByLabel('Seu e-mail')).toHaveValue('');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await context.close();
});

/**
 * ADR 0030, the loader alone: a choice made before the app is in survives a render of its part that
 * draws the old value back before the replay (seen when a live catalogue update re-rendered the
 * store's filters): the replay gives the field what was chosen, then announces it.
 */
test('the early-tap loader gives a field back what was chosen before announcing it', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">{"entry":"data:text/javascript,","preload":[]}</script>` +
      '<select id="bairro"><option value="">Todos os bairros</option><option value="Centro" selected>Centro</option></select>' +
      `<script>${AFTER_PAINT_LOADER}</script>`,
  );
  await page.locator('#bairro').selectOption('');
  const announced = await page.evaluate(async (replay) => {
    const select = document.getElementById('bairro') as HTMLSelectElement;
    // The hydrated part draws its state's old value over the choice, then the app calls the replay.
    select.value = 'Centro';
    const seen: string[] = [];
    select.addEventListener('change', () => seen.push(select.value));
    // The replay announces in a task of its own; one task more lets a second announcement show.
    const announcedOnce = new Promise((r) => select.addEventListener('change', () => setTimeout(r, 0), { once: true }));
    (window as unknown as Record<string, (before: () => void) => void>)[replay]!(() => undefined);
    await announcedOnce;
    return seen;
  }, EARLY_TAPS_REPLAY);
  expect(announced).toEqual(['']);
  await expect(page.locator('#bairro')).toHaveValue('');
  await context.close();
});

/**
 * A visitor who scrolls a drawn page before the app is in stays where they scrolled: the router,
 * which opens every new page at its top, takes this page as the server drew it (hydration data)
 * and leaves its scroll alone.
 */
test('a page scrolled before the app is in keeps its scroll once the app hydrates it', async ({ browser, baseURL }) => {
  const context = await visitor(browser, 390, true);
  const page = await context.newPage();
  const problems = problemsOf(page, baseURL!);
  const entry = await holdAppEntry(page);
  await page.goto('/paineis-digitais', { waitUntil: 'domcontentloaded' });
  await expect.poll(entry.requested).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  entry.release();
  // The floating WhatsApp button is drawn by the app once the page has hydrated.
  await expect(page.getByTestId('whatsapp-fab')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  // A page the app opens itself still starts at its top.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Marketing' }).click();
  await expect(page).toHaveURL(/\/marketing$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});

/**
 * ADR 0029: a field of a part still waiting to hydrate, changed with no press, key or focus first
 * (a script, an assistive tool, a test's selectOption): the parts hydrate and the field tells its
 * value again, so the part's state takes it in rather than drawing its old value back.
 */
test('a choice made in a part still waiting to hydrate reaches the page', async ({ browser, baseURL }) => {
  const context = await visitor(browser, 1280, true);
  const page = await context.newPage();
  const problems = problemsOf(page, baseURL!);
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/paineis-digitais/loja');
  await expect(page.getByTestId('whatsapp-fab')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const everywhere = page.waitForRequest((r) => r.url().includes('/api/store/panels?') && !new URL(r.url()).searchParams.has('neighborhood'));
  await page.getByLabel('Bairro').selectOption({ label: 'Todos os bairros' });
  await everywhere;
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Bairro')).toHaveValue('');
  expect(problems).toEqual([]);
  await context.close();
});

/**
 * ADR 0029: parts of a page below its first screen hydrate each in a task of their own, in the
 * browser's idle moments. Here the browser never has one: the parts wait, still the server's HTML
 * (the same nodes, nothing drawn twice), until a press hydrates them before its click lands.
 */
test('a deferred part keeps the server HTML while it waits, and a press on it works', async ({ browser, baseURL }) => {
  const context = await visitor(browser, 390, true);
  const page = await context.newPage();
  const problems = problemsOf(page, baseURL!);
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { serverParts: Element[] };
      w.serverParts = [...document.querySelectorAll('main > section, footer')];
    });
  });
  await page.goto('/paineis-digitais');
  // The floating WhatsApp button comes after the page's own hydration.
  await expect(page.getByTestId('whatsapp-fab')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const parts = () =>
    page.evaluate(() => {
      const before = (window as unknown as { serverParts: Element[] }).serverParts;
      const now = [...document.querySelectorAll('main > section, footer')];
      return { count: before.length, same: now.length === before.length && now.every((el, i) => el === before[i]) };
    });
  const waiting = await parts();
  expect(waiting.count).toBe(6);
  expect(waiting.same, 'the parts on screen are the server nodes').toBe(true);
  await expect(page.getByRole('heading', { name: 'Pronto para aparecer todos os dias para milhares de moradores?' })).toBeVisible();

  // The last section's store link: a router link once hydrated (same document), a page load if not.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('section[aria-labelledby="pan-cta-title"]').getByRole('link', { name: 'Acessar Loja Online' }).click();
  await expect(page).toHaveURL(/\/paineis-digitais\/loja$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loja Online');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no page load: the router took the click').toBe(true);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await context.close();
});
