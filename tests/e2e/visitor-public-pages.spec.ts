import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { WHATSAPP_TEXTS } from '../../domain/whatsapp';
import { GATE_PASSWORD, accessible } from './helpers';

/**
 * A visitor passes the 'Área Restrita' gate, browses the home, Marketing, Produtora and Painéis
 * Digitais pages, the 404 page, the header menus and the footer, and writes to the producer.
 * The gate is passed once (its endpoint is rate limited) and the cookie reused by every test.
 */

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;
let storage: Storage;
let whatsappNumber: string;

async function visitor(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ storageState: storage, viewport });
  return context.newPage();
}

/** The href opens WhatsApp with the company number and exactly this prefilled text. */
function expectWhatsApp(href: string | null, text: string) {
  expect(href).not.toBeNull();
  const url = new URL(href!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${whatsappNumber}`);
  expect(url.searchParams.get('text')).toBe(text);
  expect(href).toContain(`text=${encodeURIComponent(text)}`);
}

test.describe.configure({ mode: 'serial' });

test('the gate: wrong password shows the error for about 3 s, the title types itself, the right one opens the site', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');

  const title = page.getByRole('heading', { level: 1, name: messages.gateTitle });
  await expect(title).toBeVisible();
  // The typewriter (100 ms a character) ends with the full title on screen.
  await expect(title.locator('span').first()).toHaveText(messages.gateTitle);
  await accessible(page, 'portão');

  const field = page.getByLabel('Senha de acesso');
  await field.fill('senha-errada');
  // The page's clock, not the test's: the 3 s the error stays are moved through, not waited out.
  await page.clock.install();
  await page.getByRole('button', { name: 'Entrar' }).click();
  const error = page.getByRole('alert').filter({ hasText: messages.gateWrongPassword });
  await expect(error).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(error, 'ainda visível após 2 s').toBeVisible();
  await page.clock.runFor(1_500);
  await expect(error, 'some por volta de 3 s').toBeHidden();

  await field.fill(GATE_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(field).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('indexa_access'))).toBe('true');

  storage = await context.storageState();
  const config = await (await page.request.get('/api/site/config')).json();
  whatsappNumber = config.company.whatsapp;
  expect(whatsappNumber).toMatch(/^\d{12,13}$/);
  await context.close();
});

test('home: three cards lead to Marketing, Produtora and Painéis Publicitários', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/');
  const main = page.getByRole('main');
  const cards = [
    { name: /^Marketing/, href: '/marketing', h1: 'Da Essência à Excelência em Marketing' },
    { name: /^Produtora/, href: '/produtora', h1: 'Histórias que movem marcas, com qualidade de cinema' },
    { name: /^Painéis Publicitários/, href: '/paineis-digitais', h1: 'Sua marca na tela que os moradores veem todos os dias' },
  ];
  for (const c of cards) await expect(main.getByRole('link', { name: c.name })).toHaveAttribute('href', c.href);
  await accessible(page, 'home');

  for (const c of cards) {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: c.name }).click();
    await expect(page).toHaveURL(c.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.h1);
  }
  await page.context().close();
});

test('marketing: every section is there and every call to action opens WhatsApp with the marketing text', async ({
  browser,
}) => {
  const page = await visitor(browser);
  await page.goto('/marketing');
  await expect(page).toHaveTitle('Marketing — Indexa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Da Essência à Excelência em Marketing');
  await expect(page.getByRole('heading', { name: 'Transformamos conteúdo em resultado' })).toBeVisible();

  const pillars = page.getByRole('list', { name: 'Pilares do método TACOH' }).getByRole('listitem');
  await expect(pillars).toHaveCount(5);
  const words = [
    ['T', 'Técnico'],
    ['A', 'Autoridade'],
    ['C', 'Crescimento'],
    ['O', 'Conexão'],
    ['H', 'Hype'],
  ] as const;
  for (const [i, [letter, word]] of words.entries()) {
    await expect(pillars.nth(i).getByRole('heading')).toHaveText(`${letter} de ${word}`);
    await expect(pillars.nth(i).locator('p')).not.toBeEmpty();
  }

  await expect(page.getByRole('heading', { name: 'Nossa metodologia' })).toBeVisible();
  for (const step of ['Imersão', 'Estratégia', 'Execução', 'Mensuração']) {
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  }

  for (const name of ['Crescimento de e-commerce', 'Reconhecimento de marca', 'Geração de leads']) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.locator('dd')).toHaveCount(3);
    await expect(card.locator('dt')).toHaveCount(3);
  }
  await expect(page.getByRole('heading', { name: 'Vamos levar a sua marca da essência à excelência?' })).toBeVisible();

  const ctas = page.getByRole('main').locator('[data-whatsapp-cta]');
  expect(await ctas.count()).toBeGreaterThanOrEqual(3);
  for (const cta of await ctas.all()) {
    expectWhatsApp(await cta.getAttribute('href'), WHATSAPP_TEXTS.marketing);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /noopener/);
  }
  // A click opens the chat in a new tab (the tab itself is not followed: no network here).
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
  const [popup] = await Promise.all([page.waitForEvent('popup'), ctas.first().click()]);
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(popup.url()).searchParams.get('text')).toBe(WHATSAPP_TEXTS.marketing);
  await popup.close();

  await accessible(page, 'marketing');
  await page.context().close();
});

test('produtora: services, portfolio of our own images, statistics and a contact form that really sends', async ({
  browser,
}) => {
  const page = await visitor(browser);
  await page.goto('/produtora');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Histórias que movem marcas, com qualidade de cinema');
  for (const name of ['Vídeos institucionais', 'Comerciais', 'Fotografia']) {
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  }

  const portfolio = page.locator('#portfolio img');
  await expect(portfolio).toHaveCount(6);
  for (const img of await portfolio.all()) {
    await img.scrollIntoViewIfNeeded();
    expect(await img.getAttribute('src')).toMatch(/^\/img\/produtora\/portfolio\/[a-z-]+\.svg$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }

  const stats = page.getByRole('region', { name: 'Números da produtora' });
  for (const [value, label] of [
    ['150+', 'Projetos entregues'],
    ['50+', 'Clientes atendidos'],
    ['10+', 'Anos de experiência'],
    ['3', 'Prêmios conquistados'],
  ] as const) {
    await expect(stats.locator('div').filter({ hasText: label }).locator('dd')).toHaveText(value);
  }
  await accessible(page, 'produtora');

  const form = page.getByRole('form', { name: 'Formulário de contato da produtora' });
  const send = form.getByRole('button', { name: 'Enviar mensagem' });

  // Client-side checks with the shared schema: nothing is sent.
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/site/contact')) posted += 1;
  });
  await send.click();
  await expect(form.getByText(messages.nameRequired)).toBeVisible();
  await expect(form.getByText(messages.emailRequired)).toBeVisible();
  await expect(form.getByText(messages.messageRequired)).toBeVisible();
  await form.getByLabel('E-mail').fill('nao-e-um-email');
  await send.click();
  await expect(form.getByText(messages.emailInvalid)).toBeVisible();
  expect(posted).toBe(0);

  // The server's answer is shown as it comes: a failure in the red box, field errors on fields.
  await page.route('**/api/site/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'validation', message: 'A mensagem deve ter no máximo 4000 caracteres.', fields: { message: 'A mensagem deve ter no máximo 4000 caracteres.' } },
      }),
    }),
  );
  await form.getByLabel('Nome').fill('Maria Souza');
  await form.getByLabel('E-mail').fill('maria@exemplo.com.br');
  await form.getByLabel('Mensagem').fill('Quero um vídeo institucional de 1 minuto para o meu hotel.');
  await send.click();
  await expect(form.getByRole('alert').filter({ hasText: 'A mensagem deve ter no máximo 4000 caracteres.' })).toHaveCount(2);
  await expect(form.getByLabel('Mensagem')).toHaveAttribute('aria-invalid', 'true');
  await page.unroute('**/api/site/contact');

  // The real endpoint: sent with source 'produtora', success message, fields cleared.
  const request = page.waitForRequest((r) => r.url().endsWith('/api/site/contact') && r.method() === 'POST');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/site/contact'));
  await send.click();
  expect((await request).postDataJSON()).toEqual({
    name: 'Maria Souza',
    email: 'maria@exemplo.com.br',
    message: 'Quero um vídeo institucional de 1 minuto para o meu hotel.',
    source: 'produtora',
  });
  expect((await response).status()).toBe(200);
  await expect(form.getByRole('status')).toHaveText(messages.contactSent);
  await expect(form.getByLabel('Nome')).toHaveValue('');
  await expect(form.getByLabel('E-mail')).toHaveValue('');
  await expect(form.getByLabel('Mensagem')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);

  // A server refusal (rate limit, unavailable...) shows its pt-BR text.
  await page.route('**/api/site/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limited', message: messages.tooManyRequests } }),
    }),
  );
  await form.getByLabel('Nome').fill('Maria Souza');
  await form.getByLabel('E-mail').fill('maria@exemplo.com.br');
  await form.getByLabel('Mensagem').fill('De novo.');
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(messages.tooManyRequests);
  await expect(form.getByLabel('Nome')).toHaveValue('Maria Souza');
  await page.context().close();
});

test('painéis digitais: hero video, calls to action, daily views and what the panels show', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/paineis-digitais');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sua marca na tela que os moradores veem todos os dias');

  const video = page.getByTestId('hero-video');
  // Boolean attributes: what counts is that they are there (and what the element makes of them).
  await expect(video).toHaveAttribute('loop');
  await expect(video).toHaveAttribute('playsinline');
  expect(await video.evaluate((v: HTMLVideoElement) => [v.loop, v.playsInline])).toEqual([true, true]);
  await expect(video).toHaveAttribute('poster', '/media/paineis-hero-poster.webp');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(video.locator('source')).toHaveAttribute('src', '/media/paineis-hero.mp4');
  // It starts by itself once the page is in (not from the server's HTML) and really plays (our own file, served by the app).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
  const mp4 = await page.request.get('/media/paineis-hero.mp4');
  expect(mp4.status()).toBe(200);
  expect(mp4.headers()['content-type']).toContain('video/mp4');
  const poster = await page.request.get('/media/paineis-hero-poster.webp');
  expect(poster.headers()['content-type']).toContain('image/webp');

  // The visitor can stop the motion.
  // A press before the part has hydrated is replayed once it has (ADR 0030): the label turns first.
  await page.getByRole('button', { name: 'Pausar vídeo de fundo' }).click();
  await expect(page.getByRole('button', { name: 'Reproduzir vídeo de fundo' })).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  const announce = page.getByRole('link', { name: 'Quero anunciar agora!' });
  await expect(announce).toHaveCount(2);
  for (const cta of await announce.all()) {
    expectWhatsApp(await cta.getAttribute('href'), WHATSAPP_TEXTS.panels);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /noopener/);
  }

  await expect(page.getByText('4 a 6', { exact: true })).toBeVisible();
  await expect(page.getByText('visualizações por morador, por dia')).toBeVisible();
  await expect(page.getByText('42', { exact: true })).toBeVisible();
  await expect(page.getByText('impactos semanais por morador')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'O que aparece nos painéis' })).toBeVisible();
  for (const name of ['Cotações de moedas', 'Câmeras de trânsito', 'Notícias locais', 'O seu anúncio']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Pronto para aparecer todos os dias para milhares de moradores?' })).toBeVisible();
  await accessible(page, 'painéis digitais');

  const store = page.getByRole('link', { name: 'Acessar Loja Online' }).first();
  await expect(store).toHaveAttribute('href', '/paineis-digitais/loja');
  await store.click();
  await expect(page).toHaveURL('/paineis-digitais/loja');
  await page.context().close();
});

test('painéis digitais with reduced motion: the poster stays and the video is not even downloaded until asked for', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storage, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/media/paineis-hero.mp4')) videoRequests.push(r.url());
  });
  await page.clock.install();
  await page.goto('/paineis-digitais');
  const play = page.getByRole('button', { name: 'Reproduzir vídeo de fundo' });
  await expect(play).toBeVisible();
  const video = page.getByTestId('hero-video');
  await expect(video).toHaveAttribute('poster', '/media/paineis-hero-poster.webp');
  // Past the moment the video would have started (the first idle moment, 2 s at the latest), on the page's clock.
  await page.clock.runFor(2_500);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.paused, v.currentTime])).toEqual([true, 0]);
  expect(videoRequests, 'the video file was not asked for').toEqual([]);

  await play.click();
  await expect(page.getByRole('button', { name: 'Pausar vídeo de fundo' })).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(videoRequests.length).toBeGreaterThan(0);
  await context.close();
});

test('an unknown address shows the 404 page with a way back', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/');
  await page.context().close();
});

test('footer: copyright of this year and the newsletter subscribes or explains the error', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Indexa`);

  const email = footer.getByLabel('Seu e-mail');
  await email.fill('isto-nao-e-email');
  await footer.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(footer.getByRole('alert')).toHaveText(messages.emailInvalid);

  await email.fill(`visitante.${Date.now()}@exemplo.com.br`);
  await footer.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(page.getByText(messages.newsletterSubscribed)).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(footer.getByRole('alert')).toHaveCount(0);
  await page.context().close();
});

test('desktop header: the access menu lists the four areas, axe-clean while open', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Acessar' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Área do Síndico', 'Administrativo', 'Área do Cliente', 'Financeiro']);
  // Issue 29: the page stays axe-clean with the menu open (a modal menu hid the page's links with aria-hidden).
  await accessible(page, '/ com o menu Acessar aberto');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.goto('/paineis-digitais');
  // Once the menu library is there (the stand-in before it has no aria-expanded).
  await expect(page.getByRole('button', { name: 'Acessar' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(4);
  await accessible(page, '/paineis-digitais com o menu Acessar aberto');
  // Keyboard: Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Acessar' })).toBeFocused();
  await page.context().close();
});

test('mobile (390 px): full-screen menu with the pages, the store and Fale Conosco', async ({ browser }) => {
  const page = await visitor(browser, { width: 390, height: 844 });
  await page.goto('/marketing');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });

  const nav = dialog.getByRole('navigation', { name: 'Menu móvel' });
  for (const name of ['Home', 'Marketing', 'Produtora', 'Painéis Digitais', 'Loja Online']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const talk = nav.getByRole('link', { name: 'Fale Conosco' });
  expectWhatsApp(await talk.getAttribute('href'), WHATSAPP_TEXTS.panels);

  await nav.getByRole('link', { name: 'Produtora', exact: true }).click();
  await expect(page).toHaveURL('/produtora');
  await expect(dialog).toBeHidden();
  await page.context().close();
});
