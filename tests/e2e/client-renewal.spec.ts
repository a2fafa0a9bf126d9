import { test, expect, type Browser, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { GATE_PASSWORD, accessible, mailedToken } from './helpers';
import { payByCard } from './paid-order';

/**
 * Issue 33 item 2 from the client area (ADR 0052), without moving the server's clock: a client
 * opens the renewal link of their order (the one the reminder mails carry), signs in first, finds
 * the checkout with the same building and period, today's price and their own data, pays by card,
 * and their booking list says the booking is renewed. Another client who follows the same link is
 * told the order is not theirs. (The reminders themselves need the test clock: the lead's journey.)
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const PASSWORD = 'senha-do-cliente-123';

async function gated(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 768 });
  expect((await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  return context;
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a client renews from the link: login first, the checkout ready, paid, and the booking says renewed', async ({
  browser,
}) => {
  const ctx = await gated(browser, { width: 1280, height: 900 });
  const email = `renova.${Date.now()}@teste.local`;
  const order = await payByCard(ctx.request, {
    name: 'Renata Renova',
    email,
    cpfSeed: Date.now() % 500_000_000,
    // By name: the store's sixth panel is Condomínio Porto Meira, which staff-buildings deletes (a
    // booked building is archived instead, and its '2 prédios excluídos' never comes).
    building: 'Condomínio Três Fronteiras 2',
  });
  const reset = await ctx.request.post('/api/auth/reset-password', {
    data: { token: await mailedToken(email), password: PASSWORD },
  });
  expect(reset.ok(), await reset.text()).toBe(true);

  // The link from the e-mail, signed out: the client area's login first, then back to the link.
  const page = await ctx.newPage();
  await page.goto(`/clientes/renovar/${order.id}`);
  await expect(page).toHaveURL(/\/clientes\/login$/);
  await signIn(page, email);

  // The checkout, ready: the renewal note, the building, the period and the buyer's own data.
  await expect(page).toHaveURL(/\/checkout$/);
  const note = page.getByTestId('renewal-note');
  // The renewal starts at the midnight after the booking's last day (what the server offered).
  const offer = (await (await page.request.get(`/api/client/renewals/${order.id}`)).json()) as {
    items: { renewalStartsAt: string }[];
  };
  const from = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(offer.items[0]!.renewalStartsAt));
  await expect(note).toContainText(messages.renewalNote([order.buildingName], from));
  await expect(note.getByRole('button', { name: 'Comprar sem renovar' })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByLabel('Nome completo') });
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await expect(form.getByLabel('Nome completo')).toHaveValue('Renata Renova');
  await expect(page.getByText(order.buildingName, { exact: true }).first()).toBeVisible();
  await accessible(page, '/checkout (renovação)');
  await page.screenshot({ path: `${SHOTS}/renewal-checkout-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await page.getByRole('radio', { name: /Cartão de Crédito/ }).click();
  await page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await page.getByLabel('Nome impresso no cartão').fill('Renata Renova');
  await page.getByLabel('Validade').fill('1235');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?pedido=/);
  await expect(page.getByText(messages.paymentSuccessTitle).first()).toBeVisible();

  // The booking list: renewed, with the same video, until the renewal's last day.
  await page.goto('/clientes/dashboard');
  const booking = page.getByRole('list', { name: 'Entrega por reserva' });
  await expect(booking.getByTestId('booking-renewed')).toHaveText(
    /^Renovada até \d{2}\/\d{2}\/\d{4}, com o mesmo vídeo$/,
  );
  await expect(booking.getByRole('link', { name: /^Renovar / })).toHaveCount(0);
  await accessible(page, '/clientes/dashboard (renovada)');
  await page.screenshot({ path: `${SHOTS}/renewal-dashboard-1280.png`, fullPage: true });

  // Renewed once: the link now says there is nothing left to renew.
  await page.goto(`/clientes/renovar/${order.id}`);
  await expect(page.getByText(messages.renewalNothingLeft)).toBeVisible();
  await ctx.close();

  // Another client, on a phone, following the same link: not theirs.
  const other = await gated(browser, { width: 375, height: 812 });
  const otherEmail = `outro.renova.${Date.now()}@teste.local`;
  await payByCard(other.request, {
    name: 'Otávio Outro',
    email: otherEmail,
    cpfSeed: (Date.now() + 7) % 500_000_000,
    buildingIndex: 4,
  });
  expect(
    (
      await other.request.post('/api/auth/reset-password', {
        data: { token: await mailedToken(otherEmail), password: PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const phone = await other.newPage();
  await phone.goto(`/clientes/renovar/${order.id}`);
  await signIn(phone, otherEmail);
  await expect(phone.getByText(messages.renewalNotFound)).toBeVisible();
  await accessible(phone, '/clientes/renovar (pedido de outro cliente)');
  await phone.screenshot({ path: `${SHOTS}/renewal-refused-375.png`, fullPage: true });
  await other.close();
});

test('on a phone: the renewal checkout at 375 px, nothing sticking out', async ({ browser }) => {
  const ctx = await gated(browser, { width: 375, height: 812 });
  const email = `renova.fone.${Date.now()}@teste.local`;
  const order = await payByCard(ctx.request, {
    name: 'Paula Fone',
    email,
    cpfSeed: (Date.now() + 13) % 500_000_000,
    buildingIndex: 3,
  });
  expect(
    (
      await ctx.request.post('/api/auth/reset-password', {
        data: { token: await mailedToken(email), password: PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const page = await ctx.newPage();
  await page.goto(`/clientes/renovar/${order.id}`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('renewal-note')).toContainText(order.buildingName);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await accessible(page, '/checkout (renovação, 375 px)');
  await page.screenshot({ path: `${SHOTS}/renewal-checkout-375.png`, fullPage: true });

  // 'Comprar sem renovar' keeps the cart as a plain purchase.
  await page.getByRole('button', { name: 'Comprar sem renovar' }).click();
  await expect(page.getByTestId('renewal-note')).toHaveCount(0);
  await ctx.close();
});
