import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { TIME_ZONE } from '../../domain/time-zone';
import { advertiser, staffContext, uploadFixture } from './player-helpers';

/**
 * Issue 32, item 6 (docs/player-device.md): a kiosk needs no remote reboot because the player
 * recovers by itself. A paired screen plays an approved ad in a browser with a profile on disk (as
 * a Raspberry Pi's Chromium has); the network is cut and the browser closed; the browser is opened
 * again WHILE OFFLINE and /player starts from what the device kept (service worker, Cache Storage,
 * localStorage) and plays the ad. When the network returns, the plays it made offline are counted.
 *
 * The cut is real, not only emulated: the browser reaches the server through a TCP relay of this
 * test, which refuses every connection while the network is "down", so nothing (not even the
 * service worker's own fetch) can reach the server. The journey makes its own building.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

/** A relay to the journey server that the test can cut (every connection dropped) and restore. */
async function relay(target: URL) {
  const open = new Set<net.Socket>();
  let down = false;
  let refused = 0;
  const server = net.createServer((client) => {
    if (down) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      down = true;
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const playing = (page: Page, videoId: string) =>
  page.waitForFunction(
    (id) => [...document.querySelectorAll<HTMLVideoElement>(`video[data-video-id="${id}"]`)].some((v) => v.currentTime > 1 && !v.paused),
    videoId,
    { timeout: 30_000 },
  );
const currentTime = (page: Page, videoId: string) =>
  page.evaluate(
    (id) => Math.max(0, ...[...document.querySelectorAll<HTMLVideoElement>(`video[data-video-id="${id}"]`)].filter((v) => !v.paused).map((v) => v.currentTime)),
    videoId,
  );
const queued = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('indexa_player_plays') ?? '[]') as unknown[]).length);

test('a kiosk browser closed and reopened while offline starts the player from its cache and plays', async ({ playwright, launchOptions, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const staff = await staffContext(() => playwright.request.newContext({ baseURL }));

  // A building of this journey's own, with one panel, bought by an advertiser whose video is approved.
  const name = `Residencial Quiosque Autônomo${testInfo.retry ? ` ${testInfo.retry + 1}` : ''}`;
  const created = await staff.post('/api/admin/buildings', {
    data: {
      name,
      address: 'Rua Marechal Deodoro, 900 - Centro, Foz do Iguaçu - PR',
      neighborhood: 'Centro',
      residents: 96,
      latitude: -25.541,
      longitude: -54.583,
      priceCents: 149_700,
      displayCount: 1,
      status: 'active',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const building = (await created.json()) as { id: string; name: string };
  const bruna = await advertiser(() => playwright.request.newContext({ baseURL }), staff, { id: building.id, name });
  const videoId = await uploadFixture(bruna, 'Sorveteria do Quiosque');
  const approved = await staff.post(`/api/admin/videos/${videoId}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);

  // The device: Chromium with a profile on disk, reaching the server through a relay we can cut.
  const link = await relay(new URL(baseURL!));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-kiosk-'));
  const kiosk = (offline: boolean): Promise<BrowserContext> =>
    playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: link.url,
      offline,
      viewport: { width: 1280, height: 720 },
      locale: 'pt-BR',
      timezoneId: TIME_ZONE,
    });
  const firstPage = async (ctx: BrowserContext) => ctx.pages()[0] ?? (await ctx.newPage());

  let device: BrowserContext | undefined;
  try {
    // First boot: a pairing code; staff type it; the ad plays.
    device = await kiosk(false);
    let screen = await firstPage(device);
    await screen.goto('/player');
    const code = (await screen.getByTestId('pairing-code').textContent())!;
    const paired = await staff.post('/api/admin/screens', { data: { code, buildingId: building.id, label: 'TV do hall' } });
    expect(paired.ok(), await paired.text()).toBe(true);
    await expect(screen.getByTestId('player-now')).toHaveAttribute('data-id', videoId, { timeout: 30_000 });
    await playing(screen, videoId);
    // What a restart without network needs is on the device: the worker, the page, the video.
    await expect
      .poll(() =>
        screen.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration('/player');
          const shell = await (await caches.open('indexa-player-shell-v1')).match('/player');
          const media = (await (await caches.open('indexa-player-media-v1')).keys()).length;
          return Boolean(reg?.active) && Boolean(shell) && media > 0 && Boolean(localStorage.getItem('indexa_player_manifest'));
        }),
      )
      .toBe(true);

    // The building's internet goes down, then the power: the browser closes.
    await device.setOffline(true);
    link.cut();
    await device.close();

    // The power returns, the network does not: Chromium opens /player again (autostart).
    device = await kiosk(true);
    screen = await firstPage(device);
    await screen.goto('/player');
    await expect(screen.getByTestId('player-now')).toHaveAttribute('data-id', videoId, { timeout: 30_000 });
    await playing(screen, videoId);
    const t1 = await currentTime(screen, videoId);
    await screen.waitForTimeout(1_500);
    expect(await currentTime(screen, videoId)).toBeGreaterThan(t1);
    // The page came from the service worker: no pairing code, the same screen, nothing reached the server.
    await expect(screen.getByTestId('pairing-code')).toHaveCount(0);
    expect(await screen.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(link.refused()).toBeGreaterThan(0);
    await screen.screenshot({ path: `${SHOTS}/player-device-offline-restart-1280.png` });

    // Still offline it finishes whole plays and keeps their proof for later.
    await expect.poll(() => queued(screen), { timeout: 30_000 }).toBeGreaterThan(0);

    // The network returns: nobody touches the device; the plays it made offline are counted.
    link.restore();
    await device.setOffline(false);
    const offlinePlays = await queued(screen);
    await expect.poll(() => queued(screen), { timeout: 45_000 }).toBe(0);
    const plays = (await (await bruna.ctx.get('/api/client/plays')).json()) as { videos: { videoId: string; today: number }[] };
    expect(plays.videos.find((v) => v.videoId === videoId)?.today ?? 0).toBeGreaterThanOrEqual(offlinePlays);
  } finally {
    await device?.close().catch(() => {});
    link.cut();
    await link.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await bruna.ctx.dispose();
    await staff.dispose();
  }
});
