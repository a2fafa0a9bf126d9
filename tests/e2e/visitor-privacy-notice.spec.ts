import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { LEGAL_BASIS_TEXT, RETENTION } from '../../domain/retention';
import { retentionPeriodText } from '../../domain/privacy-notice';
import { accessible, MASTER, openPastGate } from './helpers';
import { mailsTo } from './test-clock';

/**
 * Issue 34, first half of its "done when" (ADR 0054): a visitor opens /privacidade from the footer
 * (desktop and a 375 px phone, no sideways scroll, axe-clean), subscribes to the newsletter, reads
 * the welcome mail, follows its leave link without the gate cookie, confirms with one click and the
 * subscription is gone.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const WELCOME = 'Inscrição confirmada na newsletter da Indexa';

async function noSidewaysScroll(page: Page, label: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `rolagem lateral em ${label}`).toBeLessThanOrEqual(client);
}

async function expectNotice(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.getByText(/^Versão \d+, em vigor desde \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  // Every period and basis comes from domain/retention.ts.
  const newsletter = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: RETENTION.newsletter.data }) });
  await expect(newsletter).toContainText(LEGAL_BASIS_TEXT.consent);
  await expect(newsletter).toContainText(retentionPeriodText(RETENTION.newsletter));
  const fiscal = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: RETENTION.fiscalRecord.data }) });
  await expect(fiscal).toContainText(LEGAL_BASIS_TEXT.legal_obligation);
  await expect(fiscal).toContainText('5 anos');
  await expect(page.getByRole('heading', { name: 'Encarregado de dados (DPO)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meus dados' })).toHaveAttribute('href', '/clientes/meus-dados');
}

test('the privacy notice from the footer, then the newsletter: subscribe, the mail, leave in one click', async ({ browser, baseURL }) => {
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await desk.newPage();
  await openPastGate(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidade', exact: true }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expectNotice(page);
  await noSidewaysScroll(page, '/privacidade (desktop)');
  await accessible(page, '/privacidade (desktop)');
  await page.screenshot({ path: `${SHOTS}/privacy-notice-desktop.png`, fullPage: true });

  // On a 375 px phone: the same notice, nothing wider than the screen.
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, storageState: await desk.storageState() });
  const small = await phone.newPage();
  await small.goto('/');
  await small.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidade', exact: true }).click();
  await expect(small).toHaveURL(/\/privacidade$/);
  await expectNotice(small);
  await noSidewaysScroll(small, '/privacidade (375 px)');
  await accessible(small, '/privacidade (375 px)');
  await small.screenshot({ path: `${SHOTS}/privacy-notice-375.png`, fullPage: true });
  await phone.close();

  // Subscribe from the footer, where the form says what the e-mail is for.
  const email = `leitora.${Date.now()}@exemplo.com.br`;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Como tratamos os seus dados' })).toHaveAttribute('href', '/privacidade');
  await footer.getByLabel('Seu e-mail').fill(email);
  await footer.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(page.getByText(messages.newsletterSubscribed)).toBeVisible();
  // Subscribed: the same address again is told so.
  const again = await page.request.post('/api/site/newsletter', { data: { email } });
  expect((await again.json()).message).toBe(messages.newsletterAlready);

  // The welcome mail: the leave link in the text and the one-click header.
  await expect.poll(() => mailsTo(baseURL!, email).filter((m) => m.subject === WELCOME).length).toBe(1);
  const mail = mailsTo(baseURL!, email).find((m) => m.subject === WELCOME)! as { text: string; headers?: Record<string, string> };
  const link = /https?:\/\/\S+\/newsletter\/sair\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/newsletter\/leave\/one-click\?token=\S+>$/);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // Opened from the mailbox: a fresh browser, no gate cookie. Opening does nothing; the button does.
  const inbox = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const leave = await inbox.newPage();
  await leave.goto(link!.replace(/^https?:\/\/[^/]+/, baseURL!));
  await expect(leave.getByRole('heading', { name: 'Newsletter da Indexa' })).toBeVisible();
  await expect(leave.getByLabel('Senha de acesso')).toHaveCount(0);
  await accessible(leave, '/newsletter/sair');
  await leave.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await expect(leave.getByRole('status')).toHaveText(messages.newsletterLeft(email));
  await noSidewaysScroll(leave, '/newsletter/sair (375 px)');
  await leave.screenshot({ path: `${SHOTS}/newsletter-left-375.png` });
  // The notice itself is open to someone who never passed the gate.
  await leave.goto(`${baseURL}/privacidade`);
  await expectNotice(leave);
  await expect(leave.getByLabel('Senha de acesso')).toHaveCount(0);
  await inbox.close();

  // The subscription is gone: the same address now subscribes anew.
  const back = await page.request.post('/api/site/newsletter', { data: { email } });
  expect((await back.json()).message).toBe(messages.newsletterSubscribed);
  await desk.close();
});

test('the master publishes a new text from /admin/settings: the notice shows it as the next version', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const login = await ctx.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const page = await ctx.newPage();
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Aviso de privacidade' });
  await expect(card).toContainText(/Versão \d+, publicada em/);
  const before = Number(/Versão (\d+)/.exec((await card.textContent()) ?? '')![1]);
  const text = `A Indexa atualizou este aviso (${Date.now()}).\n\nSegundo parágrafo do aviso.`;
  await card.getByLabel('Texto do aviso').fill(text);
  await card.getByRole('button', { name: 'Salvar aviso de privacidade' }).click();
  await expect(page.getByText(messages.privacyNoticeSaved(before + 1))).toBeVisible();
  await expect(card).toContainText(`Versão ${before + 1}, publicada em`);
  await accessible(page, '/admin/settings (aviso de privacidade)');
  await card.screenshot({ path: `${SHOTS}/privacy-settings-card.png` });

  await card.getByRole('link', { name: 'Ver a página pública' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByText(new RegExp(`^Versão ${before + 1}, em vigor desde`))).toBeVisible();
  await expect(page.getByText('Segundo parágrafo do aviso.')).toBeVisible();
  await ctx.close();
});
