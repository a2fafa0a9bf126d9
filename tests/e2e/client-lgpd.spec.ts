import fs from 'node:fs';
import { test, expect, type Browser } from '@playwright/test';
import { messages } from '../../domain/messages';
import { ANONYMISED_NAME } from '../../domain/privacy';
import { GATE_PASSWORD, MASTER, accessible, mailedToken } from './helpers';
import { payByCard } from './paid-order';
import { mailsTo } from './test-clock';

/**
 * Issue 34's journey, the data subject's half (ADR 0055): a client who bought a panel opens 'Meus
 * dados' from the client menu, downloads their data (a real download, the JSON read), asks for the
 * deletion, confirms it from the mail's link, can no longer sign in, and the finance area still shows
 * the order, with the buyer anonymised. At desktop width and at 375 px.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/client-lgpd';
const PASSWORD = 'senha-do-cliente-123';

async function gated(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 768, acceptDownloads: true });
  expect((await context.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);
  return context;
}

test.describe.configure({ mode: 'serial', timeout: 150_000 });

// Two of the journeys' extra buildings no other journey buys or deletes (staff-buildings deletes
// Porto Meira and Lancaster; others buy Três Fronteiras 2 and das Águas 2).
const cases = [
  { label: 'desktop', viewport: { width: 1280, height: 900 }, building: 'Condomínio Ipê Amarelo', name: 'Débora Dados' },
  { label: 'phone', viewport: { width: 375, height: 740 }, building: 'Condomínio Ipê Amarelo 2', name: 'Fábio Fone' },
] as const;

for (const c of cases) {
  test(`${c.label}: Meus dados, the download, the deletion confirmed by mail, login refused, the order in finance anonymised`, async ({
    browser,
    baseURL,
  }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const ctx = await gated(browser, c.viewport);
    const email = `lgpd.${c.label}.${Date.now()}@teste.local`;
    const order = await payByCard(ctx.request, { name: c.name, email, cpfSeed: Date.now() % 400_000_000, building: c.building });
    const reset = await ctx.request.post('/api/auth/reset-password', { data: { token: await mailedToken(email), password: PASSWORD } });
    expect(reset.ok(), await reset.text()).toBe(true);

    const page = await ctx.newPage();
    await page.goto('/clientes/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/clientes\/dashboard$/);

    // 'Meus dados' from the client menu (the drawer on a phone).
    if (c.viewport.width < 769) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('link', { name: 'Meus dados' }).click();
    await expect(page).toHaveURL(/\/clientes\/meus-dados$/);
    await expect(page.getByRole('heading', { name: 'Meus dados', level: 1 })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await accessible(page, `Meus dados (${c.label})`);
    await page.screenshot({ path: `${SHOTS}/meus-dados-${c.label}.png`, fullPage: true });

    // A real download: the file the browser saved, read as JSON.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar meus dados (JSON)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      titular: { email: string; name: string };
      pedidos: { id: string; itens: { building_name: string }[]; pagamentos: { status: string }[] }[];
      reservas: unknown[];
    };
    expect(data.titular.email).toBe(email);
    const mine = data.pedidos.find((o) => o.id === order.id)!;
    expect(mine.itens.map((i) => i.building_name)).toEqual([c.building]);
    expect(mine.pagamentos.map((p) => p.status)).toContain('approved');
    expect(data.reservas.length).toBeGreaterThan(0);

    // The deletion: asked, then confirmed from the mail's link.
    await page.getByRole('button', { name: 'Pedir a exclusão da conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(page.getByText(messages.privacyDeletionMailed)).toBeVisible();
    await accessible(page, `Meus dados, exclusão pedida (${c.label})`);

    let link = '';
    await expect
      .poll(() => {
        const m = mailsTo(baseURL!, email).filter((x) => x.subject === 'Confirme a exclusão da sua conta').at(-1);
        link = /https?:\/\/\S+\/excluir-conta\?token=\S+/.exec(m?.text ?? '')?.[0] ?? '';
        return link;
      })
      .toBeTruthy();
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'Excluir conta' })).toBeVisible();
    await accessible(page, `Excluir conta (${c.label})`);
    await page.screenshot({ path: `${SHOTS}/excluir-conta-${c.label}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Confirmar a exclusão da conta' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.privacyDeletionDone })).toBeVisible();
    await expect.poll(() => mailsTo(baseURL!, email).some((m) => m.subject === 'Sua conta foi excluída')).toBe(true);

    // The same sign-in no longer works, with the normal message.
    await page.goto('/clientes/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText(messages.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/clientes\/login$/);

    // Finance keeps the order, with the buyer anonymised.
    const staff = await gated(browser, c.viewport);
    const fin = await staff.newPage();
    await fin.goto('/financeiro/login');
    await fin.getByLabel('E-mail').fill(MASTER.email);
    await fin.getByLabel('Senha', { exact: true }).fill(MASTER.password);
    await fin.getByRole('button', { name: 'Entrar' }).click();
    await expect(fin).toHaveURL(/\/financeiro\/dashboard$/);
    await fin.goto('/financeiro/contratos');
    const row = fin.getByText(`pedido ${order.id.slice(0, 8)}`).locator('..');
    await expect(row).toContainText(ANONYMISED_NAME);
    await expect(row).not.toContainText(c.name);
    await fin.screenshot({ path: `${SHOTS}/financeiro-contratos-${c.label}.png`, fullPage: true });

    // 'Pedidos LGPD': the client's deletion, answered; and a newsletter subscriber's request that came
    // by the contact channel 20 days ago, late, erased and answered by staff.
    expect((await fin.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);
    const subscriber = `news.lgpd.${c.label}.${Date.now()}@teste.local`;
    expect((await fin.request.post('/api/site/newsletter', { data: { email: subscriber } })).ok()).toBe(true);
    const received = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    await fin.goto('/admin/support');
    await fin.getByRole('tab', { name: 'Pedidos LGPD' }).click();
    await fin.getByRole('button', { name: 'Registrar pedido' }).click();
    const form = fin.getByRole('dialog', { name: 'Registrar pedido LGPD' });
    await form.getByLabel('E-mail do titular').fill(subscriber);
    await form.getByLabel('Tipo').selectOption('exclusao');
    await form.getByLabel('Recebido em').fill(received);
    await form.getByLabel('O que foi pedido').fill('Pediu pelo e-mail de contato para sair da newsletter e apagar tudo.');
    await form.getByRole('button', { name: 'Registrar' }).click();
    await expect(fin.getByText(messages.privacyRequestSaved)).toBeVisible();
    const item = fin.getByTestId('privacy-requests').getByRole('listitem').filter({ hasText: subscriber });
    await expect(item.getByText('Atrasado')).toBeVisible();
    await accessible(fin, `Pedidos LGPD (${c.label})`);
    await fin.screenshot({ path: `${SHOTS}/pedidos-lgpd-${c.label}.png`, fullPage: true });
    await item.getByRole('button', { name: /^Excluir\/anonimizar/ }).click();
    await fin.getByRole('dialog', { name: 'Excluir os dados deste e-mail?' }).getByRole('button', { name: 'Excluir/anonimizar' }).click();
    await expect(fin.getByText(/Dados deste e-mail excluídos ou anonimizados/)).toBeVisible();
    await item.getByRole('button', { name: /^Marcar como respondido/ }).click();
    const answer = fin.getByRole('dialog', { name: 'Marcar como respondido' });
    await answer.getByLabel('Resposta dada ao titular').fill('Dados apagados; respondido por e-mail.');
    await answer.getByRole('button', { name: 'Marcar como respondido' }).click();
    await expect(item.getByText('Respondido', { exact: true })).toBeVisible();
    await expect(item.getByText('Atrasado')).toHaveCount(0);
    await staff.close();
    await ctx.close();
  });
}
