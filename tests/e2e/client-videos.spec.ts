import fs from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { test, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { GATE_PASSWORD, MASTER, accessible, cpf, mailedToken } from './helpers';

/**
 * The journey: a newcomer buys a panel (sandbox PIX), sets the password from the e-mail,
 * uploads landscape-10s.mp4 watching the progress; an admin approves it in another browser; the
 * client's open dashboard shows 'Seu vídeo foi aprovado!' without reload and the slot shows the
 * video active. A portrait video is refused with its message.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/videos');
const PASSWORD = 'senha-do-cliente-123';


async function gatedContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 768 });
  expect((await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  return context;
}

async function staffApi(playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string) {
  const ctx = await playwright.request.newContext({ baseURL });
  const res = await ctx.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ctx;
}

/** Buys one panel for one month through the real checkout (sandbox PIX) and sets the password from the e-mail. */
async function buyPanel(request: APIRequestContext, staff: APIRequestContext, email: string) {
  const panels = (await (await request.get('/api/store/panels')).json()) as { items: { id: string; name: string; status?: string }[] };
  const building = panels.items.find((b) => !b.status || b.status === 'active')!;
  const created = await request.post('/api/checkout/orders', {
    data: {
      buyer: { name: 'Carla Anunciante', email, phone: '(45) 99988-7766', cpf: cpf(Date.now() % 600_000_000), company: null, cnpj: null },
      buildingIds: [building.id],
      months: 1,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { order, accessToken } = (await created.json()) as { order: { id: string }; accessToken: string };
  const pay = await request.post(`/api/checkout/orders/${order.id}/payments`, { data: { method: 'pix' }, headers: { 'x-order-token': accessToken } });
  expect(pay.ok(), await pay.text()).toBe(true);
  const { payment } = (await pay.json()) as { payment: { id: string } };
  expect((await request.post(`/api/sandbox/payments/${payment.id}/approve`, { headers: { 'x-order-token': accessToken } })).ok()).toBe(true);
  const token = await mailedToken(email);
  const reset = await request.post('/api/auth/reset-password', { data: { token, password: PASSWORD } });
  expect(reset.ok(), await reset.text()).toBe(true);
  return building;
}

/** At 390 px nothing may stick out sideways. */
async function expectNoSideScroll(page: Page, label: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} rola para o lado`).toBeLessThanOrEqual(390);
}

async function clientLogin(page: Page, email: string) {
  await page.goto('/clientes/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/clientes\/dashboard$/);
}

// Each journey drives two or three browsers, a real upload and three whole-page axe runs: 2 minutes.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('buy, upload with progress, approval in another browser, live dashboard and active slot', async ({ browser, playwright, baseURL }) => {
  const staff = await staffApi(playwright, baseURL!);
  const clientCtx = await gatedContext(browser, { width: 1280, height: 900 });
  const email = `carla.${Date.now()}@teste.local`;
  const building = await buyPanel(clientCtx.request, staff, email);
  const page = await clientCtx.newPage();
  await clientLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('summary-Total de Slots')).toHaveText('1');
  await expect(page.getByText(building.name, { exact: true })).toBeVisible();
  // The purchase's receipt (ADR 0050): 'Meus pedidos' lists the order and downloads its PDF.
  const orders = page.getByRole('region', { name: 'Meus pedidos' });
  await expect(orders).toContainText(building.name);
  const [receipt] = await Promise.all([page.waitForEvent('download'), orders.getByRole('link', { name: /^Recibo do pedido [0-9A-F]{8} \(PDF\)$/ }).click()]);
  expect(receipt.suggestedFilename()).toMatch(/^recibo-[0-9A-F]{8}\.pdf$/);
  const receiptText = (await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync((await receipt.path())!))), { mergePages: true })).text.replace(/\s+/g, ' ');
  for (const s of ['Recibo', 'Recebemos de Carla Anunciante', building.name, 'Forma de pagamento: PIX', 'Este recibo não é documento fiscal (NFS-e).']) expect(receiptText).toContain(s);
  await accessible(page, '/clientes/dashboard', '#conteudo');
  await page.screenshot({ path: `${SHOTS}/client-dashboard-1280.png`, fullPage: true });

  // An admin, in another browser, keeps the approval queue open (empty for now).
  const adminCtx = await gatedContext(browser, { width: 1280, height: 900 });
  const admin = await adminCtx.newPage();
  await admin.goto('/admin');
  await admin.getByLabel('E-mail').fill(MASTER.email);
  await admin.getByLabel('Senha', { exact: true }).fill(MASTER.password);
  await admin.getByRole('button', { name: 'Entrar' }).click();
  await admin.getByRole('link', { name: 'Aprovação de Vídeos' }).first().click();
  await expect(admin.getByRole('heading', { name: 'Aprovação de Vídeos' })).toBeVisible();
  await expect(admin.getByLabel('Status')).toHaveValue('em_analise');
  await expect(admin.getByText(messages.noVideos)).toBeVisible();
  await accessible(admin, '/admin/video-approvals', '#conteudo-admin');
  // The bell counts the admin's unread notifications (ADR 0017): start from none (the purchase above made one).
  expect((await admin.request.post('/api/admin/notifications/read-all')).ok()).toBe(true);
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Aprovação de Vídeos' })).toBeVisible();
  await expect(admin.getByTestId('admin-bell-count')).toHaveCount(0);

  // The slots page with its slot still empty: the whole page is axe-clean ('Slot vazio' had 4.34:1).
  await page.getByRole('link', { name: 'Gerenciar Slots' }).first().click();
  await expect(page.getByTestId('slot-1')).toContainText('Slot vazio');
  await accessible(page, '/clientes/slots (slot vazio)');

  // Upload: the sidebar link, the form, the real progress bar.
  await page.getByRole('link', { name: 'Enviar Vídeo' }).first().click();
  await expect(page.getByRole('heading', { name: 'Enviar Vídeo' })).toBeVisible();
  await expect(page.getByTestId('upload-available')).toContainText('1');
  await page.getByLabel('Nome do Vídeo').fill('Campanha de Verão');
  await expect(page.getByLabel('Prédio')).toHaveValue(building.id);
  // A portrait video is refused with its message (browser check first; the server's is tested apart).
  await page.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'portrait-8s.mp4'));
  await page.getByRole('button', { name: 'Enviar Vídeo' }).click();
  await expect(page.getByText(messages.videoNotLandscape)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/client-upload-refused-1280.png`, fullPage: true });

  await page.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'landscape-10s.mp4'));
  const progressSeen = page.getByRole('progressbar', { name: 'Progresso do envio' }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Enviar Vídeo' }).click();
  await progressSeen;
  await expect(page.getByText(messages.uploadSuccess)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/client-upload-success-1280.png`, fullPage: true });
  // After 3 seconds the page goes to 'Meus Vídeos'.
  await expect(page).toHaveURL(/\/clientes\/videos$/, { timeout: 8000 });
  await expect(page.getByText('Campanha de Verão')).toBeVisible();
  await expect(page.getByTestId('client-video-list').getByText('Em Análise')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/client-videos-1280.png`, fullPage: true });

  // The new upload appears in the admin's open queue by itself, and the bell counts it.
  await expect(admin.getByTestId('admin-bell-count')).toHaveText('1');

  // The client keeps the dashboard open.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText('Nenhuma notificação no momento.').first()).toBeVisible();

  const entry = admin.getByTestId('approval-list').getByRole('listitem').filter({ hasText: 'Campanha de Verão' });
  await expect(entry).toContainText('Carla Anunciante');
  await expect(entry).toContainText(building.name);
  await admin.screenshot({ path: `${SHOTS}/admin-approvals-1280.png`, fullPage: true });
  await entry.getByRole('button', { name: 'Aprovar' }).click();
  await expect(admin.getByText(messages.videoApproved)).toBeVisible();
  await expect(admin.getByTestId('counter-Aprovados')).toHaveText('1');

  // The client's open dashboard updates by itself (event stream), no reload.
  await expect(page.getByTestId('client-notifications')).toContainText(messages.videoApprovedNotice);
  await expect(page.getByTestId('summary-Slots Utilizados')).toHaveText('1');
  await page.screenshot({ path: `${SHOTS}/client-dashboard-approved-1280.png`, fullPage: true });

  // The bell counts the decision; opened, it lists it, stays axe-clean, and marks it seen for the
  // account (issue 29): a fresh browser signed in as the same client shows no unseen count.
  const bell = page.getByRole('button', { name: 'Notificações (1 nova)' });
  await expect(bell).toBeVisible();
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/client/notifications/seen' && r.request().method() === 'POST');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel).toContainText(messages.videoApprovedNotice);
  expect((await saved).status()).toBe(200);
  await accessible(page, '/clientes/dashboard com as notificações abertas');
  await page.screenshot({ path: `${SHOTS}/client-bell-open-1280.png` });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  const otherCtx = await gatedContext(browser, { width: 1280, height: 900 });
  const other = await otherCtx.newPage();
  await clientLogin(other, email);
  await expect(other.getByTestId('client-notifications')).toContainText(messages.videoApprovedNotice);
  await expect(other.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(other.getByTestId('client-bell-count')).toHaveCount(0);
  await otherCtx.close();

  // The slot shows the video active (approval filled the free slot).
  await page.getByRole('link', { name: 'Gerenciar Slots' }).first().click();
  await expect(page.getByTestId('slot-1').getByTestId('slot-video-title')).toHaveText('Campanha de Verão');
  await expect(page.getByTestId('slot-1')).toContainText('Ativo');
  await expect(page.getByText('Já ativo')).toBeVisible();
  await accessible(page, '/clientes/slots', '#conteudo');
  await page.screenshot({ path: `${SHOTS}/client-slots-1280.png`, fullPage: true });

  // The same pages on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideScroll(page, '/clientes/slots');
  await page.screenshot({ path: `${SHOTS}/client-slots-390.png`, fullPage: true });
  await page.goto('/clientes/dashboard');
  await expect(page.getByTestId('client-notifications')).toContainText(messages.videoApprovedNotice);
  await expectNoSideScroll(page, '/clientes/dashboard');
  await page.screenshot({ path: `${SHOTS}/client-dashboard-390.png`, fullPage: true });
  // Issue 29: every slot is in use, yet the client sends the next campaign, choosing to replace the
  // one on air when it is approved (before, the page only said there were no free slots).
  await page.goto('/clientes/upload');
  await expect(page.getByTestId('upload-available')).toContainText('0');
  await expect(page.getByLabel('Prédio')).toHaveValue(building.id);
  await expect(page.getByText(messages.noSlotsForUpload)).toHaveCount(0);
  await expect(page.getByTestId('upload-placement')).toHaveText(messages.uploadWaitsWhenFull);
  const replaceBox = page.getByLabel(messages.uploadReplaceLabel);
  await expect(replaceBox).toBeVisible();
  await replaceBox.check();
  await expect(page.getByTestId('upload-placement')).toHaveText(messages.uploadReplacesWhenApproved('Campanha de Verão'));
  await accessible(page, '/clientes/upload (slots em uso)', '#conteudo');
  await expectNoSideScroll(page, '/clientes/upload');
  await page.screenshot({ path: `${SHOTS}/client-upload-390.png`, fullPage: true });
  await page.getByLabel('Nome do Vídeo').fill('Campanha de Inverno');
  await page.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'landscape-10s.mp4'));
  await page.getByRole('button', { name: 'Enviar Vídeo' }).click();
  await expect(page.getByText(messages.uploadSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/clientes\/videos$/, { timeout: 8000 });
  await expect(page.getByText('Quando aprovado, substitui "Campanha de Verão" no slot.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campanha de Verão' })).toBeVisible();
  await expectNoSideScroll(page, '/clientes/videos');
  await page.screenshot({ path: `${SHOTS}/client-videos-390.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.getByLabel('Status').selectOption('todos');
  await expect(admin.getByText('Campanha de Verão').first()).toBeVisible();
  const winter = admin.getByTestId('approval-list').getByRole('listitem').filter({ hasText: 'Campanha de Inverno' });
  await expect(winter).toContainText('Ao aprovar, substitui no slot: Campanha de Verão');
  await expectNoSideScroll(admin, '/admin/video-approvals');
  await admin.screenshot({ path: `${SHOTS}/admin-approvals-390.png`, fullPage: true });
  // Approval swaps the slot's video; the old one stays approved, free to activate again.
  await winter.getByRole('button', { name: 'Aprovar' }).click();
  await expect(admin.getByTestId('counter-Aprovados')).toHaveText('2');
  await page.goto('/clientes/slots');
  await expect(page.getByTestId('slot-1').getByTestId('slot-video-title')).toHaveText('Campanha de Inverno');
  await expect(page.getByTestId('summary-Slots Utilizados')).toHaveText('1');
  await expect(page.getByText('Já ativo')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/client-slots-replaced-390.png`, fullPage: true });
  await adminCtx.close();
  await clientCtx.close();
});

test('rejection with a reason: the open list updates, the reason shows, and Reenviar preselects the building', async ({ browser, playwright, baseURL }) => {
  const staff = await staffApi(playwright, baseURL!);
  const clientCtx = await gatedContext(browser, { width: 390, height: 844 });
  const email = `rui.${Date.now()}@teste.local`;
  const building = await buyPanel(clientCtx.request, staff, email);
  const page = await clientCtx.newPage();
  await clientLogin(page, email);
  await page.goto('/clientes/upload');
  await page.getByLabel('Nome do Vídeo').fill('Vídeo Noturno');
  await page.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'landscape-8s.mov'));
  await page.getByRole('button', { name: 'Enviar Vídeo' }).click();
  await expect(page.getByText(messages.uploadSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/clientes\/videos$/, { timeout: 8000 });

  const adminCtx = await gatedContext(browser, { width: 1280, height: 900 });
  const admin = await adminCtx.newPage();
  await admin.goto('/admin');
  await admin.getByLabel('E-mail').fill(MASTER.email);
  await admin.getByLabel('Senha', { exact: true }).fill(MASTER.password);
  await admin.getByRole('button', { name: 'Entrar' }).click();
  await expect(admin).toHaveURL(/\/admin\/buildings/);
  await admin.goto('/admin/video-approvals');
  const entry = admin.getByTestId('approval-list').getByRole('listitem').filter({ hasText: 'Vídeo Noturno' });
  await entry.getByRole('button', { name: 'Reprovar' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Motivo da Reprovação' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar Feedback' }).click();
  await expect(dialog.getByText(messages.videoRejectionReasonRequired)).toBeVisible();
  await dialog.getByLabel('Motivo').fill('O logotipo aparece cortado no final.');
  await admin.screenshot({ path: `${SHOTS}/admin-reject-1280.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Enviar Feedback' }).click();
  await expect(admin.getByText(messages.videoRejected)).toBeVisible();
  await expect(admin.getByTestId('counter-Reprovados')).toHaveText('1');

  // The client's open 'Meus Vídeos' shows the decision and its reason without reload.
  const item = page.getByTestId('client-video-list').getByRole('listitem').filter({ hasText: 'Vídeo Noturno' });
  await expect(item).toContainText('Reprovado');
  await expect(item).toContainText('O logotipo aparece cortado no final.');
  await expectNoSideScroll(page, '/clientes/videos (reprovado)');
  await page.screenshot({ path: `${SHOTS}/client-videos-rejected-390.png`, fullPage: true });
  // On a phone the bell sits in the top bar: it counts the rejection and is axe-clean open.
  await page.getByRole('button', { name: 'Notificações (1 nova)' }).click();
  await expect(page.getByRole('dialog', { name: 'Notificações' })).toContainText('O logotipo aparece cortado no final.');
  await accessible(page, '/clientes/videos (390 px) com as notificações abertas');
  await expectNoSideScroll(page, '/clientes/videos com as notificações abertas');
  await page.screenshot({ path: `${SHOTS}/client-bell-open-390.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Reenviar' }).click();
  await expect(page).toHaveURL(/\/clientes\/upload$/);
  await expect(page.getByLabel('Prédio')).toHaveValue(building.id);
  await expect(page.getByLabel('Nome do Vídeo')).toHaveValue('Vídeo Noturno');
  await adminCtx.close();
  await clientCtx.close();
});
