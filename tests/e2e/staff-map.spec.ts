import { expect, test } from '@playwright/test';
import { MASTER, clickPanelMarker, openPastGate, panelsOnMap } from './helpers';

test('staff see every panel on the full map and open its info window', async ({ page }) => {
  await openPastGate(page, '/');
  const login = await page.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } });
  expect(login.ok()).toBe(true);
  const { buildings } = (await (await page.request.get('/api/admin/buildings')).json()) as {
    buildings: { id: string; name: string; priceCents: number; advertisers: number }[];
  };
  expect(buildings.length).toBeGreaterThanOrEqual(6);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/map');
  await expect(page.getByRole('heading', { name: 'Mapa dos Painéis' })).toBeVisible();
  const map = page.getByTestId('panel-map-full');
  await expect.poll(() => panelsOnMap(map)).toBe(buildings.length);
  // Full mode is 500 px high.
  const box = await page.locator('.leaflet-container').boundingBox();
  expect(Math.round(box!.height)).toBe(500);

  const target = buildings[0]!;
  await clickPanelMarker(map, target.id);
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText(target.name);
  await expect(popup).toContainText('LED Indoor');
  await expect(popup).toContainText(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(target.priceCents / 100));
  const pressed = page.locator('button[aria-pressed="true"]');
  await expect(pressed).toHaveCount(1);
  await expect(pressed).toContainText(target.name);
  await page.screenshot({ path: '/tmp/admin-map-1280.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Mapa dos Painéis' })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-map-390.png', fullPage: true });
});
