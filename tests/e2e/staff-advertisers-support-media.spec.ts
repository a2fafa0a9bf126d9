import { test, expect } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '../../domain/messages';
import { GATE_PASSWORD, MASTER, accessible, cpf } from './helpers';
import { payByCard } from './paid-order';

/**
 * Issue 16 (part B): staff at /admin/advertisers (list and detail), /admin/campaigns, /admin/support
 * (reply by e-mail, newsletter CSV), /admin/media (replace a hero, seen on the public page, then
 * back to the original) and /admin/media-manager (alt text, delete). Desktop and phone, axe clean.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`advertisers, campaigns, support and site media (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(180_000);
    const w = viewport.width;
    const context = await browser.newContext({ viewport, hasTouch: w < 768, acceptDownloads: true });
    const page = await context.newPage();
    const stamp = `${w}.${Date.now()}`;
    expect((await page.request.post('/api/gate', { data: { password: GATE_PASSWORD } })).ok()).toBe(true);

    // A buyer pays one panel by card: a client account (an advertiser) with a booking.
    const advertiserName = `Lara Anunciante ${w}`;
    const { buildingName } = await payByCard(page.request, { name: advertiserName, email: `lara.${stamp}@teste.local`, phone: '(45) 99876-5432', cpfSeed: 900 + w, buildingIndex: w === 1280 ? 2 : 3 });

    // Someone writes through the contact form and someone subscribes to the newsletter.
    const writer = `Otávio Contato ${w}`;
    expect((await page.request.post('/api/site/contact', { data: { name: writer, email: `otavio.${stamp}@teste.local`, message: 'Vocês fazem vídeo para Instagram?', source: 'produtora' } })).ok()).toBe(true);
    const subscriber = `news.${stamp}@teste.local`;
    expect((await page.request.post('/api/site/newsletter', { data: { email: subscriber } })).ok()).toBe(true);

    expect((await page.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);

    // Advertisers: search, open the detail.
    await page.goto('/admin/advertisers');
    await expect(page.getByRole('heading', { name: 'Anunciantes', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar anunciante').fill(cpf(900 + w));
    await expect(page.getByText('1 anunciante', { exact: true })).toBeVisible();
    await accessible(page, '/admin/advertisers');
    await page.screenshot({ path: `${SHOTS}/advertisers-${w}.png`, fullPage: true });
    await page.getByRole('link', { name: new RegExp(advertiserName) }).first().click();
    await expect(page.getByRole('heading', { name: advertiserName, level: 1 })).toBeVisible();
    const bookings = page.getByRole('region', { name: 'Reservas' });
    await expect(bookings.getByText(buildingName)).toBeVisible();
    await expect(bookings.getByText('No ar', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5545998765432\?text=/);
    await expect(page.getByText('Pedidos pagos')).toBeVisible();
    await accessible(page, '/admin/advertisers/:id');
    await page.screenshot({ path: `${SHOTS}/advertiser-detail-${w}.png`, fullPage: true });

    // Campaigns: the building with this advertiser, its bars on demand.
    await page.goto('/admin/campaigns');
    await expect(page.getByRole('heading', { name: 'Campanhas', level: 1 })).toBeVisible();
    await page.getByLabel('Ver por').selectOption('week');
    await expect(page.getByRole('region', { name: 'Linha do tempo das reservas' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/campaigns-weeks-${w}.png`, fullPage: true });
    await page.getByLabel('Ver por').selectOption('month');
    await page.getByLabel('Anunciante').selectOption({ label: advertiserName });
    const timeline = page.getByRole('region', { name: 'Linha do tempo das reservas' });
    // Only the building this advertiser books stays (once the filtered answer arrives).
    await expect(timeline.getByRole('button')).toHaveCount(1);
    await timeline.getByRole('button', { name: new RegExp(`^${buildingName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+/10`) }).click();
    await expect(timeline.getByText(advertiserName)).toBeVisible();
    await accessible(page, '/admin/campaigns');
    await page.screenshot({ path: `${SHOTS}/campaigns-${w}.png`, fullPage: true });

    // Support: reply by e-mail; the message moves to 'Respondidas'. Newsletter and its CSV.
    await page.goto('/admin/support');
    const messageCard = page.getByRole('article', { name: `Mensagem de ${writer}` });
    await expect(messageCard).toBeVisible();
    await accessible(page, '/admin/support');
    await page.screenshot({ path: `${SHOTS}/support-${w}.png`, fullPage: true });
    await messageCard.getByRole('button', { name: 'Responder por e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Responder por e-mail' });
    await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(dialog.getByText(messages.supportReplyRequired)).toBeVisible();
    await dialog.getByLabel('Resposta').fill('Fazemos sim! Vamos marcar uma conversa?');
    await accessible(page, 'resposta por e-mail');
    await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(page.getByText(messages.supportReplySent)).toBeVisible();
    await expect(messageCard).toBeHidden();
    await page.getByRole('button', { name: /^Respondidas/ }).click();
    await expect(messageCard.getByText('Fazemos sim! Vamos marcar uma conversa?')).toBeVisible();
    await page.getByRole('tab', { name: 'Newsletter' }).click();
    await page.getByLabel('Buscar inscritos').fill(subscriber);
    await expect(page.getByText(subscriber)).toBeVisible();
    const csv = await page.request.get('/api/admin/support/subscribers.csv');
    expect(await csv.text()).toContain(`${subscriber};`);
    await accessible(page, '/admin/support (newsletter)');

    // Site media: replace the marketing hero; the public page shows it; then back to the original.
    const alt = `Equipe Indexa em reunião (${w})`;
    const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: w === 1280 ? '#1d4ed8' : '#059669' } }).jpeg().toBuffer();
    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { name: 'Imagens do Site', level: 1 })).toBeVisible();
    await accessible(page, '/admin/media');
    await page.screenshot({ path: `${SHOTS}/media-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Substituir: Marketing, Imagem principal (topo)' }).click();
    const replace = page.getByRole('dialog', { name: 'Substituir imagem' });
    await replace.getByLabel(/^Imagem/).setInputFiles({ name: 'equipe.jpg', mimeType: 'image/jpeg', buffer: photo });
    await replace.getByRole('button', { name: 'Enviar imagem' }).click();
    await expect(replace.getByText(messages.siteMediaAltRequired)).toBeVisible();
    await replace.getByLabel('Texto alternativo').fill(alt);
    await accessible(page, 'substituir imagem');
    await replace.getByRole('button', { name: 'Enviar imagem' }).click();
    await expect(replace).toBeHidden();
    await expect(page.locator('[data-slot="marketing.hero"]').getByText('Personalizada')).toBeVisible();

    const visitor = await context.newPage();
    await visitor.goto('/marketing');
    const hero = visitor.locator('img[data-site-slot="marketing.hero"]');
    await expect(hero).toHaveAttribute('alt', alt);
    await expect(hero).toHaveAttribute('src', /^\/files\/site\/[a-f0-9]+-md\.webp$/);
    await expect(hero).toHaveAttribute('srcset', /480w, .+ 960w, .+ 1400w$/);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitor.screenshot({ path: `${SHOTS}/marketing-hero-${w}.png` });

    // The library: the image, where it shows; alt text edited; delete empties the slot.
    await page.goto('/admin/media-manager');
    await expect(page.getByRole('heading', { name: 'Biblioteca de Imagens', level: 1 })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.locator(`img[alt="${alt}"]`) });
    await expect(item.getByText('Marketing · Imagem principal (topo)')).toBeVisible();
    const newAlt = `${alt} na sala`;
    await item.getByLabel('Texto alternativo').fill(newAlt);
    await item.getByRole('button', { name: 'Salvar texto' }).click();
    await expect(page.getByText(messages.siteMediaAltSaved)).toBeVisible();
    await accessible(page, '/admin/media-manager');
    await page.screenshot({ path: `${SHOTS}/media-manager-${w}.png`, fullPage: true });
    await visitor.reload();
    await expect(hero).toHaveAttribute('alt', newAlt);

    const saved = page.getByRole('listitem').filter({ has: page.locator(`img[alt="${newAlt}"]`) });
    await saved.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir imagem?' });
    await expect(confirm.getByText('Marketing · Imagem principal (topo)')).toBeVisible();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText(messages.siteMediaDeleted)).toBeVisible();
    await visitor.reload();
    await expect(hero).toHaveAttribute('src', '/img/marketing/hero.svg');
    await context.close();
  });
}
