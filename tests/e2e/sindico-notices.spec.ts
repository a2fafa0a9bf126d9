import { test, expect } from '@playwright/test';
import { MASTER, accessible, openPastGate } from './helpers';

/**
 * Issue 15: a newcomer síndico (made by the building form's síndico block) logs in, sees their
 * building and its screen, writes a notice for today, finds it in the 16:9 preview and in the
 * week's timeline, and the building's paired screen shows it; paused, it leaves the screen.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const PASSWORD = 'senha-da-sonia-123';
const BODY = 'O elevador social ficará parado na quinta-feira, das 9h às 11h.';

test('a síndico publishes a notice for today: preview, timeline, and the paired screen shows it', async ({ browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  // A retry writes its own building and notice: the first try's stay on the shared server.
  const tryMark = testInfo.retry ? ` ${testInfo.retry + 1}` : '';
  const BUILDING = `Residencial Mirante do Síndico${tryMark}`;
  const TITLE = `Manutenção do elevador${tryMark}`;
  const email = `sonia.${Date.now()}@e2e.local`;
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);

  // Staff register the building with its síndico (the form's síndico block creates the account).
  const created = await staff.post('/api/admin/buildings', {
    data: {
      name: BUILDING,
      address: 'Rua Almirante Barroso, 1200 - Centro, Foz do Iguaçu - PR',
      neighborhood: 'Centro',
      residents: 180,
      latitude: -25.54,
      longitude: -54.58,
      priceCents: 199_700,
      displayCount: 2,
      status: 'active',
      sindico: { name: 'Sônia Síndica', email, phone: '(45) 99876-5432', mandateEnd: '' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const building = (await created.json()) as { id: string };
  const users = (await (await staff.get(`/api/admin/users?search=${encodeURIComponent(email)}`)).json()) as { users: { id: string }[] };
  const sindicoId = users.users[0]!.id;
  expect((await staff.put(`/api/admin/users/${sindicoId}/password`, { data: { password: PASSWORD } })).ok()).toBe(true);

  // A screen of the building: a kiosk tab shows a code, staff pair it.
  const screenCtx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await screenCtx.newPage();
  await screen.goto('/player');
  const code = (await screen.getByTestId('pairing-code').textContent())!;
  const paired = await staff.post('/api/admin/screens', { data: { code, buildingId: building.id, label: 'Elevador social' } });
  expect(paired.ok(), await paired.text()).toBe(true);
  await expect(screen.getByTestId('player-agency-card')).toBeVisible({ timeout: 20_000 });

  // The síndico logs in at the Área do Síndico.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await ctx.newPage();
  await openPastGate(page, '/sindico');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/sindico\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Área do Síndico' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Sônia Síndica')).toBeVisible();
  const card = page.getByRole('article', { name: BUILDING });
  await expect(card).toBeVisible();
  await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(card.getByText('1 pareada')).toBeVisible();
  await expect(card.getByText('1 de 1 online')).toBeVisible({ timeout: 20_000 });
  // Nothing about money or advertisers.
  await expect(page.getByText(/R\$/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sindico-dashboard-empty-1280.png`, fullPage: true });

  // 'Novo Aviso': a text notice for today; the 16:9 preview follows what is typed.
  await page.getByRole('button', { name: 'Novo Aviso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aviso' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(dialog.getByText('Informe o título do aviso.')).toBeVisible();
  await dialog.getByLabel('Título').fill(TITLE);
  await dialog.getByLabel('Texto').fill(BODY);
  await dialog.getByLabel('Duração na tela (segundos)').fill('12');
  const preview = dialog.getByTestId('notice-preview');
  await expect(preview).toContainText(TITLE);
  await expect(preview).toContainText(BODY);
  await expect(preview).toContainText('12 s');
  const box = (await preview.boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  await expect(dialog.getByRole('checkbox', { name: BUILDING })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/sindico-new-notice-1280.png` });
  await dialog.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(page.getByText('Aviso publicado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the list (on the air) and in the week's timeline: today runs, all day.
  const item = page.getByRole('listitem', { name: TITLE });
  await expect(item.getByText('No ar')).toBeVisible();
  await expect(item.getByText('Todos os dias, o dia todo')).toBeVisible();
  await expect(card.getByText(TITLE)).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Programação da semana' });
  const row = timeline.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toBeVisible();
  const cells = row.locator('[data-runs]');
  await expect(cells).toHaveCount(7);
  await expect(cells.first()).toHaveAttribute('data-runs', 'yes');
  await page.screenshot({ path: `${SHOTS}/sindico-dashboard-1280.png`, fullPage: true });
  await accessible(page, 'painel do síndico com o aviso publicado');

  // The paired screen shows it within one loop (the agency card is up to 15 s).
  const shownAt = Date.now();
  await expect(screen.getByTestId('player-notice')).toContainText(TITLE, { timeout: 40_000 });
  console.log(`sindico: notice on the screen ${Date.now() - shownAt} ms after publishing`);
  await screen.screenshot({ path: `${SHOTS}/sindico-notice-on-screen-1280.png` });

  // Paused: it leaves the screen at the next loop boundary.
  await item.getByRole('button', { name: `Pausar ${TITLE}` }).click();
  await expect(page.getByText('Aviso pausado.')).toBeVisible();
  await expect(item.getByText('Pausado')).toBeVisible();
  await expect(screen.getByTestId('player-agency-card')).toBeVisible({ timeout: 40_000 });
  await item.getByRole('button', { name: `Retomar ${TITLE}` }).click();
  await expect(item.getByText('No ar')).toBeVisible();

  // Phone width: the same screen, and the form with the preview on top.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('listitem', { name: TITLE })).toBeVisible();
  // The week as one line per day on a phone.
  const todayLine = page.getByRole('list', { name: 'Por dia' }).getByRole('listitem').first();
  await expect(todayLine).toContainText('Hoje');
  await expect(todayLine).toContainText(`${TITLE} o dia todo`);
  await page.screenshot({ path: `${SHOTS}/sindico-dashboard-390.png`, fullPage: true });
  await page.getByRole('button', { name: `Editar ${TITLE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar aviso' });
  await expect(edit.getByTestId('notice-preview')).toContainText(TITLE);
  await page.screenshot({ path: `${SHOTS}/sindico-edit-notice-390.png` });
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  // Staff see it at /admin/notices (moderation).
  const adminPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  expect((await adminPage.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);
  await openPastGate(adminPage, '/admin/notices');
  await expect(adminPage.getByRole('heading', { name: 'Avisos dos Síndicos' })).toBeVisible();
  await expect(adminPage.getByRole('listitem', { name: TITLE }).getByText('por Sônia Síndica', { exact: false })).toBeVisible();
  await adminPage.screenshot({ path: `${SHOTS}/admin-notices-1280.png`, fullPage: true });
});
