import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { GATE_PASSWORD, MASTER, cpf, mailedToken } from './helpers';

/** Real-API set-up for the player journeys: a paying advertiser with an approved video on air. */
export const FIXTURE = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/videos/landscape-8s.mov'));

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export interface Advertiser {
  ctx: APIRequestContext;
  email: string;
  buildingId: string;
  buildingName: string;
}

/** Buys one panel for a month (PIX, sandbox), sets the password from the e-mail, logs in as the client. */
/**
 * `building`: which store panel to buy, by its place in the store's list or a building the journey
 * made itself (journeys sharing a server use different buildings: one panel = one screen).
 */
export async function advertiser(
  newContext: () => Promise<APIRequestContext>,
  staff: APIRequestContext,
  building: number | { id: string; name: string } = 0,
): Promise<Advertiser> {
  const ctx = await newContext();
  expect((await ctx.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  if (typeof building === 'number') {
    const panels = (await (await ctx.get('/api/store/panels')).json()) as { items: { id: string; name: string }[] };
    building = panels.items[building]!;
  }
  const email = `anunciante.tela.${Date.now()}@teste.local`;
  const order = await ctx.post('/api/checkout/orders', {
    data: { buyer: { name: 'Bruna Anunciante', email, phone: '(45) 99988-7766', cpf: cpf(Date.now() % 600_000_000) }, buildingIds: [building.id], months: 1 },
  });
  expect(order.status(), await order.text()).toBeLessThan(300);
  const { order: o, accessToken } = (await order.json()) as { order: { id: string }; accessToken: string };
  const pay = await ctx.post(`/api/checkout/orders/${o.id}/payments`, { headers: { 'x-order-token': accessToken }, data: { method: 'pix' } });
  expect(pay.ok(), await pay.text()).toBe(true);
  const { payment } = (await pay.json()) as { payment: { id: string } };
  expect((await ctx.post(`/api/sandbox/payments/${payment.id}/approve`, { headers: { 'x-order-token': accessToken } })).ok()).toBe(true);
  const token = await mailedToken(email);
  const password = 'senha-da-bruna-123';
  expect((await ctx.post('/api/auth/reset-password', { data: { token, password } })).ok()).toBe(true);
  const login = await ctx.post('/api/auth/login', { data: { area: 'client', email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return { ctx, email, buildingId: building.id, buildingName: building.name };
}

/** tus upload of the 8-second fixture (creation, then one PATCH with every byte). */
export async function uploadFixture(a: Advertiser, title: string): Promise<string> {
  const created = await a.ctx.post('/api/client/uploads', {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(FIXTURE.length),
      'upload-metadata': `title ${b64(title)},buildingId ${b64(a.buildingId)},filename ${b64('bruna.mov')},filetype ${b64('video/quicktime')}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const done = await a.ctx.patch(created.headers().location!, {
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: FIXTURE,
  });
  expect(done.ok(), await done.text()).toBe(true);
  return ((await done.json()) as { video: { id: string } }).video.id;
}


export async function staffContext(newContext: () => Promise<APIRequestContext>): Promise<APIRequestContext> {
  const staff = await newContext();
  expect((await staff.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);
  return staff;
}

/** Pairs a screen through the API (device asks a code, staff type it, device collects the token). */
export async function pairByApi(device: APIRequestContext, staff: APIRequestContext, buildingId: string, label: string) {
  const start = (await (await device.post('/api/player/pairing')).json()) as { code: string; secret: string };
  const paired = await staff.post('/api/admin/screens', { data: { code: start.code, buildingId, label } });
  expect(paired.ok(), await paired.text()).toBe(true);
  const claim = (await (await device.post('/api/player/pairing/claim', { data: { secret: start.secret } })).json()) as {
    token: string;
    screen: { id: string; label: string; buildingId: string; buildingName: string };
  };
  return claim;
}

/**
 * A kiosk tab paired to `buildingId` through the API, opened on /player and playing `videoId`
 * (its frames moving). The caller closes `ctx`.
 */
export async function playingScreen(
  browser: Browser,
  staff: APIRequestContext,
  buildingId: string,
  label: string,
  videoId: string,
): Promise<{ ctx: BrowserContext; page: Page; paired: Awaited<ReturnType<typeof pairByApi>> }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const paired = await pairByApi(ctx.request, staff, buildingId, label);
  await ctx.addInitScript(
    ([t, s]) => {
      localStorage.setItem('indexa_player_token', JSON.stringify(t));
      localStorage.setItem('indexa_player_screen', JSON.stringify(s));
    },
    [paired.token, paired.screen] as const,
  );
  const page = await ctx.newPage();
  await page.goto('/player');
  await expect(page.getByTestId('player-now')).toHaveAttribute('data-id', videoId, { timeout: 30_000 });
  await page.waitForFunction(() => [...document.querySelectorAll('video')].some((v) => v.currentTime > 1 && !v.paused));
  return { ctx, page, paired };
}

/**
 * The start of every journey about a screen on air: staff, an advertiser who bought `building`,
 * their video (`title`) uploaded and approved, and a kiosk tab paired as `label` playing it.
 */
export async function adOnScreen(
  browser: Browser,
  newContext: () => Promise<APIRequestContext>,
  opts: { building: number; title: string; label: string },
) {
  const staff = await staffContext(newContext);
  const bruna = await advertiser(newContext, staff, opts.building);
  const videoId = await uploadFixture(bruna, opts.title);
  expect((await staff.post(`/api/admin/videos/${videoId}/approve`)).ok()).toBe(true);
  const screen = await playingScreen(browser, staff, bruna.buildingId, opts.label, videoId);
  return { staff, bruna, videoId, screen };
}
