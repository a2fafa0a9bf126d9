import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { OFFLINE_AFTER_MS } from '../../domain/signage';
import { MASTER } from './helpers';
import { advertiser, uploadFixture } from './player-helpers';

/**
 * A newcomer pairs a browser tab as a screen of a building, an advertiser's video is approved,
 * and the tab plays it within one loop; pulled offline (and even reloaded offline) the tab goes
 * on playing from its cache; the advertiser sees the plays counted. Everything goes through the
 * real API: a real purchase in the sandbox, a real tus upload of a fixture, a real approval.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
/** The agency card stays this long before the player looks at the manifest again (engine.ts). */
const AGENCY_CARD_MS = 15_000;

const now = (page: Page) => page.getByTestId('player-now');

test('a paired tab plays an approved video within one loop, offline too, and the plays are counted', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);
  const bruna = await advertiser(() => playwright.request.newContext({ baseURL }), staff);

  // The screen: a kiosk tab with no gate cookie and no session shows a code.
  const screenCtx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await screenCtx.newPage();
  await screen.goto('/player');
  const code = (await screen.getByTestId('pairing-code').textContent())!;
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await screen.screenshot({ path: `${SHOTS}/player-pairing-1280.png` });
  await screen.setViewportSize({ width: 390, height: 844 });
  await screen.screenshot({ path: `${SHOTS}/player-pairing-390.png` });
  await screen.setViewportSize({ width: 1280, height: 720 });

  // Staff at /admin/status: a wrong code first, then the real one.
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminCtx.newPage();
  expect((await admin.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);
  await admin.goto('/admin/status');
  await expect(admin.getByRole('heading', { name: 'Monitoramento das telas' })).toBeVisible();
  // The building list counts the screens already paired (issue 29): Bruna's building has one panel, none paired.
  const choice = admin.getByLabel('Prédio').locator(`option[value="${bruna.buildingId}"]`);
  await expect(choice).toHaveText(`${bruna.buildingName} (0/1 tela)`);
  await expect(choice).toBeEnabled();
  await admin.getByLabel('Código da tela').fill('ZZZZZZ');
  await admin.getByLabel('Prédio').selectOption({ value: bruna.buildingId });
  await admin.getByLabel('Nome da tela').fill('Elevador social');
  await admin.getByRole('button', { name: 'Parear tela' }).click();
  await expect(admin.getByText('Código de pareamento inválido ou expirado.')).toBeVisible();
  await admin.getByLabel('Código da tela').fill(code.toLowerCase());
  await admin.getByRole('button', { name: 'Parear tela' }).click();
  await expect(admin.getByText('Tela pareada com sucesso!')).toBeVisible();
  // Now full: the option says so and cannot be chosen; the form drops it from the choice.
  await expect(choice).toHaveText(`${bruna.buildingName} (1/1 tela) — completo`);
  await expect(choice).toBeDisabled();
  await expect(admin.getByLabel('Prédio')).toHaveValue('');
  await expect(admin.getByText('0 de 1 tela online', { exact: false })).toBeVisible();
  await expect(admin.getByLabel('Prédio').locator('option:not([disabled])').filter({ hasText: /\(0\/[2-9] telas\)$/ }).first()).toBeAttached();
  await admin.screenshot({ path: `${SHOTS}/admin-status-pairing-1280.png` });
  await admin.setViewportSize({ width: 375, height: 812 });
  await admin.screenshot({ path: `${SHOTS}/admin-status-pairing-375.png` });
  await admin.setViewportSize({ width: 1280, height: 900 });

  // Nothing on air yet: the agency card with the store's QR code. The first heartbeat makes it online.
  await expect(screen.getByTestId('player-agency-card')).toBeVisible({ timeout: 15_000 });
  await expect(screen.getByText('Anuncie aqui')).toBeVisible();
  await expect(screen.getByTestId('player-clock')).toBeVisible();
  await screen.screenshot({ path: `${SHOTS}/player-agency-1280.png` });
  await screen.setViewportSize({ width: 390, height: 844 });
  await screen.screenshot({ path: `${SHOTS}/player-agency-390.png` });
  await screen.setViewportSize({ width: 1280, height: 720 });
  const row = admin.getByTestId('screen-row').filter({ hasText: 'Elevador social' });
  await expect(row.getByText('Online')).toBeVisible({ timeout: 20_000 });
  // Its heartbeats are its uptime (issue 32, ADR 0046): today's share since pairing.
  await admin.reload();
  await expect(row.getByTestId('screen-uptime')).toHaveText(/^hoje \d{1,3}(,\d)?% · 7 dias \d{1,3}(,\d)?%$/);

  // The advertiser's video is uploaded and approved: approval puts it in the free slot at once.
  const videoId = await uploadFixture(bruna, 'Padaria da Bruna');
  const approve = await staff.post(`/api/admin/videos/${videoId}/approve`);
  expect(approve.ok(), await approve.text()).toBe(true);
  const slots = (await (await bruna.ctx.get('/api/client/slots')).json()) as { slots: { bookingId: string; video: { id: string } | null }[] };
  const slot = slots.slots.find((s) => s.video?.id === videoId)!;
  expect(slot).toBeTruthy();
  const approvedAt = Date.now();

  // Within one loop (the card's 15 s, plus the download) the screen plays it.
  await expect(now(screen)).toHaveAttribute('data-id', videoId, { timeout: AGENCY_CARD_MS + 10_000 });
  console.log(`player: approved video on screen after ${Date.now() - approvedAt} ms`);
  await expect(screen.locator(`video[data-video-id="${videoId}"]`)).toBeVisible();
  await screen.waitForFunction(() => [...document.querySelectorAll('video')].some((v) => v.currentTime > 1 && !v.paused));
  await screen.screenshot({ path: `${SHOTS}/player-playing-1280.png` });

  // A letterboxed smaller screen (phone-sized window): the 16:9 stage fits, nothing scrolls.
  await screen.setViewportSize({ width: 390, height: 844 });
  await screen.screenshot({ path: `${SHOTS}/player-playing-390.png` });
  const scroll = await screen.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
  expect(scroll).toEqual([390, 844]);
  await screen.setViewportSize({ width: 1280, height: 720 });

  // Network cut: every request fails; the tab goes on playing from its cache and queues plays.
  await screenCtx.setOffline(true);
  const queued = () => screen.evaluate(() => (JSON.parse(localStorage.getItem('indexa_player_plays') ?? '[]') as unknown[]).length);
  const before = await queued();
  await expect.poll(queued, { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(now(screen)).toHaveAttribute('data-id', videoId);
  // Even a reload without network opens the player (service worker) and plays from Cache Storage.
  await screen.reload();
  await expect(now(screen)).toHaveAttribute('data-id', videoId, { timeout: 20_000 });
  await screen.waitForFunction(() => [...document.querySelectorAll('video')].some((v) => v.currentTime > 1 && !v.paused));
  const offlinePlays = await queued();
  expect(offlinePlays).toBeGreaterThan(0);

  // Back online: the queued plays are sent (at the next boundary or heartbeat) and counted once.
  await screenCtx.setOffline(false);
  await expect.poll(queued, { timeout: 30_000 }).toBe(0);
  const plays = (await (await bruna.ctx.get('/api/client/plays')).json()) as { videos: { videoId: string; today: number; last7: number }[] };
  const mine = plays.videos.find((v) => v.videoId === videoId);
  expect(mine?.today ?? 0).toBeGreaterThanOrEqual(offlinePlays);
  console.log(`player: ${mine?.today} plays counted today for the video`);
  // The advertiser sees them on the client dashboard.
  const brunaCtx = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: await bruna.ctx.storageState() });
  const dash = await brunaCtx.newPage();
  await dash.goto('/clientes/dashboard');
  const card = dash.getByRole('region', { name: 'Exibições nos painéis' });
  await expect(card.getByRole('row', { name: /Padaria da Bruna/ })).toContainText(String(mine!.today));
  // Each booking's delivery: the plays counted against what its place in the loop promised.
  const delivery = card.getByRole('list', { name: 'Entrega por reserva' }).getByRole('listitem').filter({ hasText: bruna.buildingName });
  await expect(delivery).toContainText('No ar');
  await expect(delivery.getByTestId('booking-delivery')).toContainText(/\d+ de \d+ exibições previstas/);
  await expect(delivery.getByTestId('booking-delivery')).toContainText('Telas no ar:');
  // Its certificate of display (ADR 0048): a PDF whose text names the building and the code, and
  // the code checked by someone with no session at /verificar.
  const [download] = await Promise.all([dash.waitForEvent('download'), delivery.getByRole('link', { name: 'Relatório de veiculação (PDF)' }).click()]);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  for (const s of ['Relatório de veiculação', bruna.buildingName, 'Elevador social', 'Exibições entregues', 'Exibições por dia']) expect(text).toContain(s);
  const certCode = /Código de verificação: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(text)?.[1];
  expect(certCode, text.slice(0, 400)).toBeTruthy();
  const outsider = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const check = await outsider.newPage();
  await check.goto(`/verificar/${certCode!.toLowerCase()}`);
  const totals = check.getByTestId('certificate-totals');
  await expect(totals).toContainText(certCode!);
  await expect(totals).toContainText(bruna.buildingName);
  await expect(totals).toContainText('Elevador social');
  await check.screenshot({ path: `${SHOTS}/certificate-verify-390.png`, fullPage: true });
  await check.goto('/verificar/ABCD-EFGH-JKMN');
  await expect(check.getByText('Relatório de veiculação não encontrado. Confira o código.')).toBeVisible();
  await outsider.close();
  await card.scrollIntoViewIfNeeded();
  await dash.screenshot({ path: `${SHOTS}/client-plays-1280.png`, fullPage: true });
  await dash.setViewportSize({ width: 390, height: 844 });
  await dash.screenshot({ path: `${SHOTS}/client-plays-390.png`, fullPage: true });
  await brunaCtx.close();

  // Deactivated: it stops at the next loop boundary (one 8-second play) and the card returns.
  const off = await bruna.ctx.delete(`/api/client/slots/${slot.bookingId}/video`);
  expect(off.ok(), await off.text()).toBe(true);
  const deactivatedAt = Date.now();
  await expect(screen.getByTestId('player-agency-card')).toBeVisible({ timeout: 8_000 + 10_000 });
  console.log(`player: deactivated video left the screen after ${Date.now() - deactivatedAt} ms`);
  // Its file left the device.
  await expect.poll(() => screen.evaluate(async () => (await (await caches.open('indexa-player-media-v1')).keys()).length)).toBe(0);

  // /admin/status: the screen online, then the tab closed and the clock past the threshold: offline.
  await admin.reload();
  await expect(row.getByText('Online')).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/admin-status-1280.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${SHOTS}/admin-status-390.png`, fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });
  await screen.close();
  await admin.clock.install();
  await admin.reload();
  await expect(row.getByText('Online')).toBeVisible();
  await admin.clock.fastForward(OFFLINE_AFTER_MS + 10_000);
  await expect(row.getByText('Offline')).toBeVisible();

  // Revoked: a new tab with the old token goes back to a pairing code.
  await row.getByRole('button', { name: /Revogar/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
  await expect(row.getByText('Revogada')).toBeVisible();
  const again = await screenCtx.newPage();
  await again.goto('/player');
  await expect(again.getByTestId('pairing-code')).toBeVisible({ timeout: 20_000 });

  await screenCtx.close();
  await adminCtx.close();
  await bruna.ctx.dispose();
  await staff.dispose();
});
