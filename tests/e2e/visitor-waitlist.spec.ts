import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { WAITLIST_CONSENT_VERSION, waitlistConsentTexts } from '../../domain/waitlist';
import { accessible, cpf, GATE_PASSWORD, MASTER, openPastGate } from './helpers';

/**
 * Issue 33 item 3 (ADR 0051): a building with its 10 places sold says 'Lotado' in the store and
 * offers 'Avise-me quando houver vaga'. A visitor on a desktop and one on a 375 px phone sign up
 * (the consent stated next to the button); a second sign-up says they are already on the list.
 * Staff see the list on /admin/campaigns; one order of the building is refunded with its booking
 * ended, and the first on the list gets the mail at once, whose link leaves the list in one click.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(os.tmpdir(), 'indexa-waitlist-shots');
const BUILDING = `Residencial Lista de Espera ${Date.now() % 100_000}`;
const stamp = Date.now();
const FIRST = { email: `primeira.${stamp}@e2e.local`, name: 'Paula Primeira' };
const SECOND = { email: `segundo.${stamp}@e2e.local`, name: '' };

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });

async function gated(
  playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL?: string,
) {
  const ctx = await playwright.request.newContext({ baseURL });
  expect((await ctx.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  return ctx;
}

/** Ten buyers pay the building by card (the sandbox's approved test card): its places are all sold. */
async function fill(buyers: APIRequestContext, buildingId: string): Promise<string[]> {
  const payments: string[] = [];
  for (let i = 0; i < 10; i++) {
    const created = await buyers.post('/api/checkout/orders', {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: {
        buyer: {
          name: `Anunciante ${i + 1}`,
          email: `anunciante${i}.${stamp}@e2e.local`,
          phone: '(45) 99999-4321',
          cpf: cpf(7100 + i),
          company: null,
          cnpj: null,
        },
        buildingIds: [buildingId],
        months: 1,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { order, accessToken } = (await created.json()) as { order: { id: string }; accessToken: string };
    const card = sandboxTokenize(
      { number: '4111 1111 1111 1111', holder: `ANUNCIANTE ${i + 1}`, expiry: '12/35', cvv: '123' },
      new Date(),
    );
    if (!card.ok) throw new Error('test card');
    const paid = await buyers.post(`/api/checkout/orders/${order.id}/payments`, {
      headers: { 'x-order-token': accessToken },
      data: { method: 'card', cardToken: card.card.token, installments: 1 },
    });
    const { payment } = (await paid.json()) as { payment: { id: string; status: string } };
    expect(payment.status).toBe('approved');
    payments.push(payment.id);
  }
  return payments;
}

/** The latest waitlist mail to `to`, from the journey servers' mail logs (scripts/e2e-server.mjs). */
async function waitlistMail(to: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        const files = fs.readdirSync(os.tmpdir()).filter((f) => /^indexa-e2e-mail-\d+\.jsonl$/.test(f));
        const lines = files.flatMap((f) =>
          fs.readFileSync(path.join(os.tmpdir(), f), 'utf8').split('\n').filter(Boolean),
        );
        const mails = lines.map((l) => JSON.parse(l) as { to?: string; subject?: string; text?: string });
        text = mails.filter((m) => m.to === to && m.subject === `Abriu uma vaga no ${BUILDING}`).at(-1)?.text ?? '';
        return text;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return text;
}

async function signUpIn(
  browser: Browser,
  storage: Awaited<ReturnType<BrowserContext['storageState']>>,
  viewport: { width: number; height: number },
  buildingId: string,
  who: { email: string; name: string },
  label: string,
) {
  const context = await browser.newContext({ storageState: storage, viewport, hasTouch: viewport.width < 768 });
  const page = await context.newPage();
  // The mail's store link: the store opens on that building, in every neighbourhood.
  await openPastGate(page, `/paineis-digitais/loja?predio=${buildingId}`);
  await expect(page.getByLabel('Buscar')).toHaveValue(BUILDING);
  const card = page.getByRole('article', { name: BUILDING });
  await expect(card).toBeVisible();
  await expect(card.getByText('Lotado', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Adicionar/ })).toHaveCount(0);
  const ask = card.getByRole('button', { name: `Avise-me quando houver vaga: ${BUILDING}` });
  await ask.scrollIntoViewIfNeeded();
  await shot(page, `${label}-1-card`);
  await ask.click();
  const dialog = page.getByRole('dialog', { name: 'Avise-me quando houver vaga' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(waitlistConsentTexts[WAITLIST_CONSENT_VERSION], { exact: true })).toBeVisible();
  // Without an e-mail: the server's pt-BR message, under the field.
  await dialog.getByRole('button', { name: 'Avise-me', exact: true }).click();
  await expect(dialog.getByText(messages.emailRequired, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('E-mail').fill(who.email);
  if (who.name) await dialog.getByLabel('Nome (opcional)').fill(who.name);
  await shot(page, `${label}-2-form`);
  await accessible(page, `${label}: formulário da lista de espera`);
  await dialog.getByRole('button', { name: 'Avise-me', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(messages.waitlistJoined(BUILDING, who.email));
  await shot(page, `${label}-3-done`);
  return { page, context };
}

test('a full building offers its waitlist; the first on it is mailed when a place frees, and leaves in one click', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });

  // Staff register the building; ten advertisers buy all its places.
  const staff = await playwright.request.newContext({ baseURL });
  expect(
    (
      await staff.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })
    ).ok(),
  ).toBe(true);
  const created = await staff.post('/api/admin/buildings', {
    data: {
      name: BUILDING,
      address: 'Rua Quintino Bocaiúva, 900 - Centro, Foz do Iguaçu - PR',
      neighborhood: 'Centro',
      residents: 140,
      latitude: -25.545,
      longitude: -54.585,
      priceCents: 199_700,
      displayCount: 1,
      status: 'active',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const buildingId = ((await created.json()) as { id: string }).id;
  const buyers = await gated(playwright, baseURL);
  const payments = await fill(buyers, buildingId);

  const gateContext = await browser.newContext();
  expect((await gateContext.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  const storage = await gateContext.storageState();
  await gateContext.close();

  // A visitor on a desktop, then one on a 375 px phone.
  const desk = await signUpIn(browser, storage, { width: 1280, height: 800 }, buildingId, FIRST, 'desktop');
  const phone = await signUpIn(browser, storage, { width: 375, height: 812 }, buildingId, SECOND, 'phone');
  // The phone visitor sends the same e-mail again (other case): already on the list.
  await phone.page.getByTestId('waitlist-done').getByRole('button', { name: 'Fechar', exact: true }).click();
  await phone.page
    .getByRole('article', { name: BUILDING })
    .getByRole('button', { name: `Avise-me quando houver vaga: ${BUILDING}` })
    .click();
  const again = phone.page.getByRole('dialog', { name: 'Avise-me quando houver vaga' });
  await again.getByLabel('E-mail').fill(SECOND.email.toUpperCase());
  await again.getByRole('button', { name: 'Avise-me', exact: true }).click();
  await expect(again.getByRole('status')).toHaveText(messages.waitlistAlready(BUILDING));
  await phone.context.close();
  // The list view offers the same.
  await desk.page.getByTestId('waitlist-done').getByRole('button', { name: 'Fechar', exact: true }).click();
  await desk.page.getByRole('button', { name: 'Lista', exact: true }).click();
  const row = desk.page.getByTestId('panel-row').filter({ hasText: BUILDING });
  await expect(row.getByRole('button', { name: `Avise-me quando houver vaga: ${BUILDING}` }).last()).toBeVisible();
  await shot(desk.page, 'desktop-4-list');
  await desk.context.close();

  // Staff see the building's list, in sign-up order, on the campaigns page.
  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await admin.newPage();
  expect(
    (
      await adminPage.request.post('/api/auth/login', {
        data: { area: 'admin', email: MASTER.email, password: MASTER.password },
      })
    ).ok(),
  ).toBe(true);
  await adminPage.goto(`/admin/campaigns?predio=${buildingId}`);
  const list = adminPage.getByRole('article', { name: `Lista de espera: ${BUILDING}` });
  await expect(list).toBeVisible();
  await expect(list.getByText('2 aguardando', { exact: true })).toBeVisible();
  await expect(list.getByTestId('waitlist-entry')).toHaveCount(2);
  await expect(list.getByTestId('waitlist-entry').nth(0)).toContainText(FIRST.name);
  await expect(list.getByTestId('waitlist-entry').nth(0)).toContainText(FIRST.email);
  await expect(list.getByTestId('waitlist-entry').nth(1)).toContainText(SECOND.email);
  await list.scrollIntoViewIfNeeded();
  await shot(adminPage, 'staff-1-waitlist');

  // One order is refunded and its booking ended: a place frees, and the first on the list is mailed at once.
  const refund = await staff.post(`/api/admin/payments/${payments[0]}/refund`, {
    data: { reason: 'Cliente desistiu', endBookings: true },
  });
  expect(refund.ok(), await refund.text()).toBe(true);
  const text = await waitlistMail(FIRST.email);
  expect(text).toContain(`Olá, ${FIRST.name}!`);
  expect(text).toContain(`/paineis-digitais/loja?predio=${buildingId}`);
  await adminPage.reload();
  await expect(list.getByText('1 aguardando · 1 avisado', { exact: true })).toBeVisible();
  await expect(list.getByTestId('waitlist-entry').nth(1)).toContainText('Aguardando');
  await expect(list.getByTestId('waitlist-entry').nth(0)).not.toContainText('Aguardando');
  await admin.close();

  // The mail's leave link works for anyone holding it, without the site's gate: one click.
  const leaveUrl = /https?:\/\/\S+\/lista-de-espera\/sair\?token=\S+/.exec(text)![0];
  const stranger = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const leavePage = await stranger.newPage();
  await leavePage.goto(new URL(leaveUrl).pathname + new URL(leaveUrl).search);
  await expect(leavePage.getByRole('heading', { name: 'Lista de espera' })).toBeVisible();
  await shot(leavePage, 'leave-1-page');
  await leavePage.getByRole('button', { name: 'Sair da lista de espera' }).click();
  await expect(leavePage.getByRole('status')).toHaveText(messages.waitlistLeft(BUILDING));
  await shot(leavePage, 'leave-2-done');
  await accessible(leavePage, 'saída da lista de espera');
  await stranger.close();
});
