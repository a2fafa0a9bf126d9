import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import sharp from 'sharp';
import { MASTER } from './helpers';
import { adOnScreen, pairByApi } from './player-helpers';

/**
 * A look at any screen (issue 32, item 3): a paired tab plays an approved ad; staff on
 * /admin/status press 'Ver tela agora' and, within seconds, see what the screen shows (the video's
 * frame with the clock drawn over it) with the time it was taken. A screen that is not reporting
 * is said to be offline instead. The playing tab also keeps its hourly capture.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

test("'Ver tela agora' shows what a playing screen shows, with its time; an offline screen says so", async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  // The screen: a kiosk tab paired through the API, playing the ad. One panel is one screen: a
  // retry buys another building than the try before it (player-memory uses 1 and 2).
  const on = await adOnScreen(browser, () => playwright.request.newContext({ baseURL }), {
    building: 4 + testInfo.retry,
    title: 'Padaria da Captura',
    label: 'Elevador da captura',
  });
  const { staff, bruna } = on;
  const { ctx: screenCtx, paired } = on.screen;

  // A second screen, paired but never started: it does not report, so it is offline.
  const silentBuilding = (await (await staff.get('/api/admin/screens')).json()) as {
    buildings: { id: string; full: boolean }[];
  };
  const other = silentBuilding.buildings.find((b) => !b.full && b.id !== bruna.buildingId)!;
  const silentCtx = await playwright.request.newContext({ baseURL });
  const silent = await pairByApi(silentCtx, staff, other.id, 'Tela sem sinal');

  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminCtx.newPage();
  expect(
    (
      await admin.request.post('/api/auth/login', {
        data: { area: 'admin', email: MASTER.email, password: MASTER.password },
      })
    ).ok(),
  ).toBe(true);
  await admin.goto('/admin/status');
  const row = admin.getByTestId('screen-row').filter({ hasText: 'Elevador da captura' });
  await expect(row.getByText('Online')).toBeVisible({ timeout: 20_000 });

  // Staff ask: within seconds the picture and its time appear on the row.
  const asked = Date.now();
  await row.getByRole('button', { name: /^Ver tela agora/ }).click();
  const image = row.getByTestId('screen-capture-image');
  await expect(image).toBeVisible({ timeout: 15_000 });
  console.log(`capture: shown on /admin/status ${Date.now() - asked} ms after the click`);
  await expect(row.getByTestId('screen-capture-time')).toHaveText(/^Capturada às \d{2}:\d{2}:\d{2}$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);

  // It is the video's frame, not a black canvas with a clock: the picture's middle has colour.
  const src = (await image.getAttribute('src'))!;
  const file = await admin.request.get(src);
  expect(file.headers()['content-type']).toBe('image/jpeg');
  const middle = await sharp(await file.body())
    .extract({ left: 120, top: 60, width: 400, height: 200 })
    .stats();
  const brightest = Math.max(...middle.channels.map((c) => c.max));
  console.log(
    `capture: ${(await file.body()).length} bytes; middle channel means ${middle.channels.map((c) => c.mean.toFixed(0)).join('/')}`,
  );
  expect(brightest).toBeGreaterThan(40);
  fs.writeFileSync(`${SHOTS}/screen-capture-requested.jpg`, await file.body());

  await row.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SHOTS}/admin-status-capture-1280.png` });
  await admin.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SHOTS}/admin-status-capture-390.png` });
  const scroll = await admin.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBe(390);
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The screen that does not report: staff are told at once.
  const silentRow = admin.getByTestId('screen-row').filter({ hasText: 'Tela sem sinal' });
  await silentRow.getByRole('button', { name: /^Ver tela agora/ }).click();
  await expect(silentRow.getByRole('alert')).toHaveText('Tela offline: não é possível capturar agora.');
  await silentRow.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SHOTS}/admin-status-capture-offline-1280.png` });

  // The playing screen keeps one capture for this hour (after a heartbeat once something shows).
  await expect
    .poll(
      async () => {
        const list = (await (await staff.get(`/api/admin/screens/${paired.screen.id}/captures`)).json()) as {
          captures: { kind: string; url: string }[];
        };
        const hourly = list.captures.filter((c) => c.kind === 'hourly');
        if (hourly[0])
          fs.writeFileSync(`${SHOTS}/screen-capture-hourly.jpg`, await (await staff.get(hourly[0].url)).body());
        return hourly.length;
      },
      { timeout: 100_000, intervals: [5_000] },
    )
    .toBe(1);

  // Leave the server's screens as found: both revoked.
  for (const id of [paired.screen.id, silent.screen.id])
    expect((await staff.post(`/api/admin/screens/${id}/revoke`)).ok()).toBe(true);
  await screenCtx.close();
  await adminCtx.close();
  await silentCtx.dispose();
  await bruna.ctx.dispose();
  await staff.dispose();
});
