import fs from 'node:fs';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { MASTER, openPastGate } from './helpers';
import { adOnScreen, staffContext } from './player-helpers';
import { mailsTo, moveServerClock } from './test-clock';

/**
 * Issue 32's "done when", on the server whose clock the journey moves (ADR 0049): a paired screen
 * plays an approved ad; staff see it with 'Ver tela agora'; its network is cut and, eleven
 * minutes later by the server's clock, staff get the "screen out" mail; a month later the booking
 * has ended with the screen still dark, and the make-good job gave the client the lost days back
 * (mail and dashboard); the screen comes back and staff are told how long it was out; the client
 * downloads the certificate of display (its text read from the PDF) and a third party opens its
 * verification page, which shows the same totals.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const PASSWORD = 'senha-da-bruna-123';
const LABEL = 'Elevador garantido';

test('a screen the agency can vouch for: capture, outage mail, make-good, certificate, verification', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const newApi = () => playwright.request.newContext({ baseURL });
  // The screen: a kiosk tab, paired through the API, playing the client's approved ad.
  const on = await adOnScreen(browser, newApi, { building: 0, title: 'Padaria Garantida', label: LABEL });
  const { staff, bruna } = on;
  const { ctx: screenCtx, paired } = on.screen;

  // Staff look at it from /admin/status.
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminCtx.newPage();
  await adminLogin(admin.request);
  await admin.goto('/admin/status');
  const row = admin.getByTestId('screen-row').filter({ hasText: LABEL });
  await expect(row.getByText('Online')).toBeVisible({ timeout: 20_000 });
  await row.getByRole('button', { name: /^Ver tela agora/ }).click();
  await expect(row.getByTestId('screen-capture-image')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('screen-capture-time')).toHaveText(/^Capturada às \d{2}:\d{2}:\d{2}$/);

  // The building's network goes: the tab keeps playing from its cache, the server hears nothing.
  await screenCtx.setOffline(true);
  const downSubject = `Tela fora do ar: ${LABEL} — ${bruna.buildingName}`;
  expect(mailsTo(baseURL!, MASTER.email).filter((m) => m.subject === downSubject)).toHaveLength(0);
  await moveServerClock(staff, baseURL!, 11);
  await expect.poll(() => mailsTo(baseURL!, MASTER.email).filter((m) => m.subject === downSubject).length).toBe(1);
  const down = mailsTo(baseURL!, MASTER.email).find((m) => m.subject === downSubject)!;
  expect(down.text).toContain('(há mais de 10 min)');
  expect(down.text).toContain('1 reserva paga em andamento');

  // A month passes with the screen still dark: the booking ends and the make-good job runs.
  await moveServerClock(staff, baseURL!, 32 * 24 * 60);
  const extendedSubject = new RegExp(`^Sua campanha no ${escape(bruna.buildingName)} foi estendida em \\d+ dias$`);
  await expect.poll(() => mailsTo(baseURL!, bruna.email).filter((m) => extendedSubject.test(m.subject)).length).toBe(1);
  const extended = mailsTo(baseURL!, bruna.email).find((m) => extendedSubject.test(m.subject))!;
  const days = Number(/estendida em (\d+) dias/.exec(extended.subject)![1]);
  expect(days).toBeGreaterThanOrEqual(29);
  // Still only one "out" mail, whatever the month's runs.
  expect(mailsTo(baseURL!, MASTER.email).filter((m) => m.subject === downSubject)).toHaveLength(1);

  // The network comes back: the next heartbeat ends the outage, the next run tells staff how long.
  await screenCtx.setOffline(false);
  const later = await staffContext(newApi);
  await expect
    .poll(
      async () => {
        const body = (await (await later.get('/api/admin/screens')).json()) as { screens: { id: string; online: boolean }[] };
        return body.screens.find((s) => s.id === paired.screen.id)?.online;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);
  await moveServerClock(later, baseURL!, 1);
  const backSubject = `Tela de volta ao ar: ${LABEL} — ${bruna.buildingName}`;
  await expect.poll(() => mailsTo(baseURL!, MASTER.email).filter((m) => m.subject === backSubject).length).toBe(1);
  expect(mailsTo(baseURL!, MASTER.email).find((m) => m.subject === backSubject)!.text).toMatch(/ficou fora do ar por 32 dias/);

  // The client, a month on: the dashboard shows the make-good on the booking.
  const clientCtx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const client = await clientCtx.newPage();
  await openPastGate(client, '/clientes/login');
  const login = await client.request.post('/api/auth/login', { data: { area: 'client', email: bruna.email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  await client.goto('/clientes/dashboard');
  const booking = client.getByRole('list', { name: 'Entrega por reserva' }).getByRole('listitem').filter({ hasText: bruna.buildingName });
  await expect(booking.getByTestId('booking-make-good')).toHaveText(`Compensada: +${days} dias pelo tempo em que a tela ficou fora do ar`);
  await booking.scrollIntoViewIfNeeded();
  await client.screenshot({ path: `${SHOTS}/vouch-client-dashboard-1280.png` });

  // The certificate, downloaded as the client would.
  const download = client.waitForEvent('download');
  await booking.getByRole('link', { name: /Relatório de veiculação/ }).click();
  const file = await (await download).path();
  const text = (await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync(file))), { mergePages: true })).text;
  expect(text).toContain('Relatório de veiculação');
  expect(text).toContain(bruna.buildingName);
  expect(text).toContain(LABEL);
  expect(text).toContain(`+${days} dias`);
  const code = /Código de verificação: ([A-Z0-9-]+)/.exec(text)?.[1];
  expect(code, text).toBeTruthy();

  // Anyone with the code checks the copy: no gate, no login.
  const thirdCtx = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const third = await thirdCtx.newPage();
  await third.goto(`/verificar/${code}`);
  const totals = third.getByTestId('certificate-totals');
  await expect(totals).toBeVisible();
  await expect(totals.getByText(code!, { exact: true })).toBeVisible();
  await expect(totals.getByText(bruna.buildingName, { exact: true })).toBeVisible();
  await expect(totals.getByText(LABEL, { exact: true })).toBeVisible();
  await expect(totals).toContainText(`+${days} dias`);
  await third.screenshot({ path: `${SHOTS}/vouch-verify-375.png`, fullPage: true });
  expect(await third.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

  await screenCtx.close();
  await adminCtx.close();
  await clientCtx.close();
  await thirdCtx.close();
  await bruna.ctx.dispose();
  await staff.dispose();
  await later.dispose();
});

async function adminLogin(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } });
  expect(res.ok(), await res.text()).toBe(true);
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
