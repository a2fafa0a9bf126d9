import { test, expect, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { renewalReminderText } from '../../domain/renewals';
import { openPastGate } from './helpers';
import { adOnScreen } from './player-helpers';
import { mailsTo, moveServerClock } from './test-clock';

/**
 * Issue 33's "done when" for renewals, on the server whose clock the journey moves (ADR 0049): a
 * client buys one month and its ad plays on a paired screen; the server's clock goes to seven days
 * before the last day and the reminder arrives by mail and in the client's notifications; the
 * client renews from the mail's link and pays; the clock crosses the old booking's end and the
 * screen, reloaded, still plays the same video, with no new approval.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const PASSWORD = 'senha-da-bruna-123';
const DAY_MIN = 24 * 60;

async function clientLogin(page: Page, email: string) {
  await openPastGate(page, '/clientes/login');
  const res = await page.request.post('/api/auth/login', { data: { area: 'client', email, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a month bought, reminded seven days before its end, renewed from the link, on the screen past the end', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const newApi = () => playwright.request.newContext({ baseURL });
  // The vouch journey on this server uses the store's first panel.
  const on = await adOnScreen(browser, newApi, { building: 1, title: 'Sorveteria Renovada', label: 'Elevador renovado' });
  const { staff, bruna, videoId } = on;
  const { ctx: screenCtx, page: screen } = on.screen;

  // Seven São Paulo days before the last one: the bought month is 30 days.
  const subject = renewalReminderText([bruna.buildingName], 7);
  expect(mailsTo(baseURL!, bruna.email).filter((m) => m.subject === subject)).toHaveLength(0);
  await moveServerClock(staff, baseURL!, 23 * DAY_MIN);
  await expect.poll(() => mailsTo(baseURL!, bruna.email).filter((m) => m.subject === subject).length).toBe(1);
  const reminder = mailsTo(baseURL!, bruna.email).find((m) => m.subject === subject)!;
  const link = /\/clientes\/renovar\/[0-9a-f-]{36}/.exec(reminder.text)?.[0];
  expect(link, reminder.text).toBeTruthy();
  // A second run of the job the same day sends nothing more.
  await moveServerClock(staff, baseURL!, 2);
  expect(mailsTo(baseURL!, bruna.email).filter((m) => m.subject === subject)).toHaveLength(1);

  // The same reminder among the client's notifications.
  const clientCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const client = await clientCtx.newPage();
  await clientLogin(client, bruna.email);
  await client.goto('/clientes/dashboard');
  await expect(client.getByText(subject).first()).toBeVisible();
  await client.screenshot({ path: `${SHOTS}/renewal-reminder-dashboard-1280.png`, fullPage: true });

  // Renewed from the mail's link: the checkout comes ready; paid by card.
  await client.goto(link!);
  await expect(client).toHaveURL(/\/checkout$/);
  await expect(client.getByTestId('renewal-note')).toContainText(bruna.buildingName);
  await client.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await client.getByRole('radio', { name: /Cartão de Crédito/ }).click();
  await client.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await client.getByLabel('Nome impresso no cartão').fill('Bruna Anunciante');
  await client.getByLabel('Validade').fill('1235');
  await client.getByLabel('CVV').fill('123');
  await client.getByRole('button', { name: /^Pagar/ }).click();
  await expect(client).toHaveURL(/\/checkout\/success\?pedido=/);
  await expect(client.getByText(messages.paymentSuccessTitle).first()).toBeVisible();
  await client.goto('/clientes/dashboard');
  await expect(client.getByTestId('booking-renewed').first()).toHaveText(/^Renovada até \d{2}\/\d{2}\/\d{4}, com o mesmo vídeo$/);

  // Across the old booking's end: two days past its last day the screen, reloaded, fetches the
  // server's list again and plays the same video — no new approval, no empty screen.
  await moveServerClock(staff, baseURL!, 9 * DAY_MIN);
  await screen.reload();
  await expect(screen.getByTestId('player-now')).toHaveAttribute('data-id', videoId, { timeout: 30_000 });
  const manifest = await screen.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('indexa_player_token') ?? 'null') as string;
    const res = await fetch('/api/player/manifest', { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.text() };
  });
  expect(manifest.status).toBe(200);
  expect(manifest.body).toContain(videoId);
  // The renewal reminders of the old booking stop: no "termina amanhã" for it after renewing.
  expect(mailsTo(baseURL!, bruna.email).filter((m) => m.subject === renewalReminderText([bruna.buildingName], 1))).toHaveLength(0);

  await screenCtx.close();
  await clientCtx.close();
  await bruna.ctx.dispose();
  await staff.dispose();
});
