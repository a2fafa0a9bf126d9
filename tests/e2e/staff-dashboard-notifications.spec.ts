import { test, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { GATE_PASSWORD, MASTER, cpf, accessible } from './helpers';

/**
 * Issue 16 (part A): an admin starts the day at the dashboard, a visitor writes through the
 * contact form in another browser and the bell counts it without a reload; the notification list
 * and the history in plain pt-BR. Desktop and phone; an editor gets the spec's warning.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const PASSWORD = 'e2e-senha-admin-painel';

async function gated(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 768 });
  expect((await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  return context;
}

/** A store order paid by PIX in the sandbox, so the month has revenue (before the admin exists: not in their bell). */
async function payOneOrder(request: APIRequestContext, n: number) {
  const panels = (await (await request.get('/api/store/panels')).json()) as { items: { id: string; status: string }[] };
  const building = panels.items.filter((b) => b.status === 'active')[n % 5]!;
  const created = await request.post('/api/checkout/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      buyer: { name: 'Clara Painel', email: `clara.painel.${n}.${Date.now()}@teste.local`, phone: '(45) 99999-4321', cpf: cpf(900 + n), company: null, cnpj: null },
      buildingIds: [building.id],
      months: 1,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { order, accessToken } = (await created.json()) as { order: { id: string }; accessToken: string };
  const pix = await request.post(`/api/checkout/orders/${order.id}/payments`, { headers: { 'x-order-token': accessToken }, data: { method: 'pix' } });
  expect(pix.ok(), await pix.text()).toBe(true);
  const { payment } = (await pix.json()) as { payment: { id: string } };
  expect((await request.post(`/api/sandbox/payments/${payment.id}/approve`, { headers: { 'x-order-token': accessToken } })).ok()).toBe(true);
}

/** A new staff member of this role (made by the master), signed in in a fresh browser. */
async function staffPage(browser: Browser, viewport: { width: number; height: number }, role: 'admin' | 'editor') {
  const master = await gated(browser, viewport);
  expect((await master.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);
  if (role === 'admin') await payOneOrder(master.request, viewport.width);
  const email = `${role}.painel.${viewport.width}.${Date.now()}@e2e.local`;
  const made = await master.request.post('/api/admin/users', { data: { name: `Paula ${role}`, email, role, password: PASSWORD } });
  expect(made.status(), await made.text()).toBe(201);
  await master.close();
  const context = await gated(browser, viewport);
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/buildings$/);
  return { context, page, email };
}

async function openMenuLink(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu administrativo' }).getByRole('link', { name, exact: true }).last().click();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  const phone = viewport.width < 768;
  test(`dashboard, a contact message counted by the bell live, notifications and history (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page, email } = await staffPage(browser, viewport, 'admin');

    // The dashboard from the menu: every figure opens the screen behind it.
    await openMenuLink(page, 'Dashboard', phone);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const [id, href] of [
      ['figure-videos', '/admin/video-approvals'],
      ['figure-screens', '/admin/status'],
      ['figure-messages', '/admin/support'],
      ['figure-revenue', '/admin/payments'],
      ['figure-orders', '/admin/payments'],
      ['figure-bookings', '/admin/campaigns'],
    ] as const) {
      await expect(page.getByTestId(id)).toHaveAttribute('href', href);
    }
    await expect(page.getByTestId('figure-revenue')).toContainText('R$');
    await expect(page.getByTestId('figure-revenue').locator('span.text-2xl')).not.toHaveText(/^R\$\s0,00$/);
    await expect(page.getByTestId('revenue-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('occupancy-chart').locator('svg').first()).toBeVisible();
    const before = Number(await page.getByTestId('figure-messages').locator('span.text-2xl').textContent());
    // A brand-new admin has nothing unread.
    await expect(page.getByTestId('admin-bell-count')).toHaveCount(0);
    await accessible(page, '/admin/dashboard');
    await page.screenshot({ path: `${SHOTS}/admin-dashboard-${viewport.width}.png`, fullPage: true });

    // A visitor writes through the public contact form's API, in another browser.
    const visitor = await gated(browser, { width: 1280, height: 900 });
    const sent = await visitor.request.post('/api/site/contact', {
      data: { name: `Rita Visitante ${viewport.width}`, email: 'rita@exemplo.com.br', message: 'Quero anunciar no meu prédio.', source: 'produtora' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await visitor.close();

    // The bell counts it without a reload, and lists it; the dashboard's figure moves too.
    await expect(page.getByTestId('admin-bell-count')).toHaveText('1');
    await expect(page.getByTestId('figure-messages').locator('span.text-2xl')).toHaveText(String(before + 1));
    await page.getByRole('button', { name: 'Notificações (1)' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Nova mensagem de contato')).toBeVisible();
    await expect(menu.getByText(`Rita Visitante ${viewport.width} (rita@exemplo.com.br) escreveu pelo site.`)).toBeVisible();
    await accessible(page, 'sino aberto');
    await page.screenshot({ path: `${SHOTS}/admin-bell-${viewport.width}.png` });

    // 'Ver todas': the list page, then 'Marcar todas como lidas' empties the bell.
    await menu.getByRole('menuitem', { name: 'Ver todas' }).click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    const list = page.getByTestId('notifications-list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Nova', { exact: true })).toBeVisible();
    await accessible(page, '/admin/notifications');
    await page.screenshot({ path: `${SHOTS}/admin-notifications-${viewport.width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(page.getByTestId('admin-bell-count')).toHaveCount(0);
    await expect(list.getByText('Nova', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Não lidas' }).click();
    await expect(page.getByText(messages.noNotifications)).toBeVisible();

    // The history in plain pt-BR: this admin's login, the master creating the account.
    await openMenuLink(page, 'Histórico', phone);
    await expect(page.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible();
    await page.getByLabel('Pessoa (e-mail)').fill(email);
    const history = page.getByTestId('history-list');
    await expect(history.getByRole('listitem').first()).toContainText(`${email} entrou no sistema`);
    await page.getByLabel('Pessoa (e-mail)').fill(MASTER.email);
    await page.getByLabel('Tipo').selectOption('users');
    await expect(history.getByText(`${MASTER.email} criou um usuário`).first()).toBeVisible();
    // The person typed before the kind does not undo the kind once its pause ends.
    await expect(page).toHaveURL(/kind=users/);
    await expect(page).toHaveURL(/person=master/);
    await expect(history.getByText('Usuários', { exact: true }).first()).toBeVisible();
    await expect(history.getByText('Pagamentos', { exact: true })).toHaveCount(0);
    await accessible(page, '/admin/history');
    await page.screenshot({ path: `${SHOTS}/admin-history-${viewport.width}.png`, fullPage: true });
    if (phone) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'o histórico rola para o lado').toBeLessThanOrEqual(viewport.width);
    }
    await context.close();
  });
}

test('an editor sees neither the dashboard nor the history in the menu, and gets the warning at their address', async ({ browser }) => {
  const { context, page } = await staffPage(browser, { width: 1280, height: 900 }, 'editor');
  const nav = page.getByRole('navigation', { name: 'Menu administrativo' });
  await expect(nav.getByRole('link', { name: 'Gerenciar Prédios' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Histórico' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Notificações' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: messages.noPermission })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/admin\/buildings$/);
  await context.close();
});

test('the finance team sees a paid order in its own notifications menu, linked to Receitas (375 px)', async ({ browser }) => {
  const viewport = { width: 375, height: 812 };
  const master = await gated(browser, viewport);
  expect((await master.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);
  const email = `financeiro.painel.${Date.now()}@e2e.local`;
  expect((await master.request.post('/api/admin/users', { data: { name: 'Fábio Financeiro', email, role: 'finance', password: PASSWORD } })).status()).toBe(201);
  await payOneOrder(master.request, 7);
  await master.close();

  const context = await gated(browser, viewport);
  const page = await context.newPage();
  await page.goto('/financeiro/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/financeiro\/dashboard/);
  await expect(page.getByTestId('finance-notifications-count')).toHaveText('1');
  // The extra icon still leaves room: the month selector does not run under the clock.
  const month = await page.getByLabel('Mês').boundingBox();
  const clock = await page.getByLabel('Data e hora').boundingBox();
  expect(month!.x + month!.width, 'o seletor de mês invade o relógio').toBeLessThanOrEqual(clock!.x);
  await page.getByRole('button', { name: 'Notificações (1)' }).click();
  const item = page.getByRole('menuitem', { name: /Pedido pago/ });
  await expect(item).toContainText('Clara Painel');
  await accessible(page, 'notificações do financeiro');
  await page.screenshot({ path: `${SHOTS}/finance-notifications-375.png` });
  await item.click();
  await expect(page).toHaveURL(/\/financeiro\/receitas$/);
  await expect(page.getByTestId('finance-notifications-count')).toHaveCount(0);
  await context.close();
});
