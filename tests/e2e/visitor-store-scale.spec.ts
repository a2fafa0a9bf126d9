import { test, expect, type Locator, type Page } from '@playwright/test';
import type { StorePanelsResponse } from '../../domain/schemas/store';
import { GATE_PASSWORD, panelsOnMap } from './helpers';

/**
 * The store at real scale (ADR 0033): its server has 10,000 extra demo buildings
 * (playwright.config.ts, project 'store-scale'). The map shows the server's clusters with their
 * counts, never ten thousand markers; zooming in (a click on a cluster) asks for the new view and
 * shows single pins, whose info window opens with the panel's name.
 */

const STORE = '/paineis-digitais/loja';
const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function visitor(page: Page) {
  const res = await page.request.post('/api/gate', { data: { password: GATE_PASSWORD } });
  expect(res.ok()).toBe(true);
}

/** Clusters and pins drawn on a map (the DOM, not the panels they stand for). */
const drawn = async (map: Locator) => (await map.locator('.panel-cluster').count()) + (await map.locator('path.panel-marker').count());

for (const { name, viewport } of sizes) {
  test(`${name}: 10,000 buildings: clusters with counts, pins when zoomed in`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visitor(page);
    const centro = ((await (await page.request.get('/api/store/panels?neighborhood=Centro')).json()) as StorePanelsResponse).summary!;
    expect(centro.total).toBeGreaterThan(5000);
    // The listing brings the map's extent, not its pins.
    expect(centro).not.toHaveProperty('map');

    const views: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/store/map?')) views.push(new URL(r.url()).searchParams.get('zoom')!);
    });
    await page.goto(STORE);
    const compact = page.getByTestId('panel-map-compact');
    await expect(compact.locator('.panel-cluster').first()).toBeVisible();
    // Every Centro panel is in one cluster's count (or a pin), drawn as a few dozen elements at most.
    await expect.poll(() => panelsOnMap(compact)).toBe(centro.total);
    expect(await drawn(compact)).toBeLessThan(150);
    await page.screenshot({ path: `/tmp/store-scale-${name}-store.png` });

    // The expanded map: a click on the largest cluster zooms in; the server answers the new view.
    await page.getByRole('button', { name: 'Expandir Mapa' }).click();
    const full = page.getByRole('dialog', { name: 'Mapa de Painéis' }).getByTestId('panel-map-full');
    await expect(full.locator('.panel-cluster').first()).toBeVisible();
    await expect.poll(() => panelsOnMap(full)).toBe(centro.total);
    await page.screenshot({ path: `/tmp/store-scale-${name}-full.png` });
    const asked = views.length;
    const pins = full.locator('path.panel-marker');
    for (let i = 0; i < 8 && (await pins.count()) === 0; i++) {
      const cluster = await full.locator('.panel-cluster').first().elementHandle();
      await cluster?.click();
      // The zoom replaces the clicked cluster with the new view's clusters or pins.
      await cluster?.waitForElementState('hidden', { timeout: 3000 }).catch(() => {});
    }
    await expect(pins.first()).toBeVisible();
    expect(views.length).toBeGreaterThan(asked);
    expect(Math.max(...views.map(Number))).toBeGreaterThan(Math.min(...views.map(Number)));
    expect(await drawn(full)).toBeLessThan(300);
    await page.screenshot({ path: `/tmp/store-scale-${name}-zoomed.png` });

    // A pin's info window: name, address and price, asked when it opens.
    await pins.first().dispatchEvent('click');
    const popup = full.locator('.leaflet-popup');
    await expect(popup).toContainText('LED Indoor');
    await expect(popup).toContainText('Foz do Iguaçu');
    await expect(popup).toContainText('R$');
  });
}
