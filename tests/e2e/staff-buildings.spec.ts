import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MASTER, openPastGate, accessible } from './helpers';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'images');
const photos = ['predio-1.png', 'predio-2.jpg', 'predio-3.png'].map((f) => path.join(fixtures, f));
const NAME = 'Edifício Jornada E2E';

async function loginAsMaster(page: Page) {
  await openPastGate(page, '/');
  const res = await page.request.post('/api/auth/login', {
    data: { area: 'admin', email: MASTER.email, password: MASTER.password },
  });
  expect(res.ok()).toBe(true);
}

/** Listens to the public event stream the store pages use, from a second tab. */
async function openEventListener(page: Page) {
  const tab = await page.context().newPage();
  await tab.goto('/api/health');
  await tab.evaluate(() => {
    const w = window as unknown as { seen: Array<{ type: string; data: Record<string, unknown> }> };
    w.seen = [];
    const es = new EventSource('/api/events?channels=catalog');
    for (const type of ['PHOTOS_UPDATED', 'BUILDING_UPDATED', 'PRICE_UPDATED']) {
      es.addEventListener(type, (e) => w.seen.push({ type, data: JSON.parse((e as MessageEvent).data) }));
    }
  });
  return tab;
}

test('staff create a building with three photos and see it in grid and list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsMaster(page);
  const listener = await openEventListener(page);
  await page.goto('/admin/buildings');
  await expect(page.getByRole('heading', { name: 'Gerenciar Prédios' })).toBeVisible();
  await expect(page.getByText('Edifício Cataratas')).toBeVisible();
  await accessible(page, 'catalog-grid-1280');
  await page.screenshot({ path: '/tmp/catalog-grid-1280.png', fullPage: true });

  // Create
  await page.getByRole('button', { name: 'Novo Prédio' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Prédio' });
  await expect(form.getByLabel('Preço (30 dias, R$)')).toHaveValue('1.997,00');
  await form.getByLabel('Nome do prédio').fill(NAME);
  await form.getByLabel('Endereço').fill('Rua Tarobá, 1000 - Centro, Foz do Iguaçu - PR');
  await form.getByLabel('Bairro', { exact: true }).fill('Centro');
  await form.getByLabel('Número de moradores').fill('150');
  await form.getByLabel('Preço (30 dias, R$)').fill('2.490,5');
  await form.getByLabel('Painéis').fill('2');
  await form.getByLabel('Nome do síndico').fill('Joana Pereira');
  await form.getByLabel('E-mail do síndico').fill('joana.sindica@e2e.local');
  await form.getByLabel('Término do mandato').fill('2027-12-31');
  await accessible(page, 'catalog-form-1280');
  await page.screenshot({ path: '/tmp/catalog-form-1280.png' });
  await form.getByRole('button', { name: 'Cadastrar prédio' }).click();
  await expect(page.getByText('Prédio cadastrado com sucesso!')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.getByText('R$ 2.490,50')).toBeVisible();

  // Three photos, with real upload progress (the upload is throttled so the bar is seen moving).
  await page.getByRole('button', { name: `Fotos de ${NAME}` }).click();
  const manager = page.getByRole('dialog', { name: 'Gerenciar Fotos' });
  await expect(manager.getByText('Nenhuma foto cadastrada.')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 16 * 1024 });
  const seen = new Set<string>();
  const watch = setInterval(() => {
    void manager
      .getByRole('progressbar')
      .getAttribute('aria-valuenow', { timeout: 50 })
      .then((v) => v && seen.add(v))
      .catch(() => {});
  }, 40);
  await manager.getByLabel('Adicionar fotos').setInputFiles(photos);
  await expect(manager.getByRole('list', { name: 'Fotos do prédio' }).getByRole('img')).toHaveCount(3, { timeout: 30_000 });
  clearInterval(watch);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect([...seen].some((v) => Number(v) > 0 && Number(v) < 100)).toBe(true);
  await expect(manager.getByText('Exibida (primeira)')).toBeVisible();

  // Main photo, then order
  await manager.getByRole('button', { name: 'Definir foto 2 como principal' }).click();
  await expect(manager.getByText('Principal')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Definir foto 2 como principal' })).toHaveAttribute('aria-pressed', 'true');
  await manager.getByRole('button', { name: 'Mover foto 2 para antes' }).click();
  await expect(manager.getByRole('button', { name: 'Definir foto 1 como principal' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: '/tmp/building-photos-1280.png' });
  await manager.getByRole('button', { name: 'Fechar' }).click();

  // The card shows the main photo, loaded from /files
  const img = page.getByRole('img', { name: `Foto do ${NAME}` });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  // A store page would have heard it: PHOTOS_UPDATED and BUILDING_UPDATED on the public channel.
  const events = await listener.evaluate(() => (window as unknown as { seen: Array<{ type: string }> }).seen.map((e) => e.type));
  expect(events).toContain('PHOTOS_UPDATED');
  expect(events).toContain('BUILDING_UPDATED');
  await listener.close();

  // List view
  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NAME) }).getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/catalog-list-1280.png', fullPage: true });

  // Search
  await page.getByLabel('Buscar prédios').fill('jornada');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Buscar prédios').fill('');

  // Multi-select delete (master may delete)
  await page.getByRole('checkbox', { name: 'Selecionar Condomínio Porto Meira' }).check();
  await page.getByRole('checkbox', { name: 'Selecionar Residencial Lancaster' }).check();
  await page.getByRole('button', { name: 'Excluir selecionados (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir 2 prédios' });
  await expect(confirm.getByText('Tem certeza que deseja excluir este prédio?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('2 prédios excluídos com sucesso.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Residencial Lancaster/ })).toHaveCount(0);

  // Phone width
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/catalog-list-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Grade' }).click();
  await page.screenshot({ path: '/tmp/catalog-grid-390.png', fullPage: true });
  await page.getByRole('button', { name: `Editar ${NAME}` }).click();
  await expect(page.getByRole('dialog', { name: 'Editar Prédio' }).getByLabel('Preço (30 dias, R$)')).toHaveValue('2.490,50');
  await page.screenshot({ path: '/tmp/catalog-form-390.png' });
  await page.getByRole('dialog', { name: 'Editar Prédio' }).getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: `Fotos de ${NAME}` }).click();
  await expect(page.getByRole('dialog', { name: 'Gerenciar Fotos' }).getByRole('img')).toHaveCount(3);
  await page.screenshot({ path: '/tmp/building-photos-390.png' });
});

test('an invalid building form shows the spec messages and keeps what was typed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsMaster(page);
  await page.goto('/admin/buildings');
  await page.getByRole('button', { name: 'Novo Prédio' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Prédio' });
  await form.getByLabel('Preço (30 dias, R$)').fill('0,00');
  await form.getByLabel('Painéis').fill('0');
  await form.getByLabel('Nome do síndico').fill('Carlos');
  await form.getByLabel('E-mail do síndico').fill('carlos@');
  await form.getByRole('button', { name: 'Cadastrar prédio' }).click();
  for (const text of [
    'Nome do prédio é obrigatório',
    'Endereço é obrigatório',
    'Bairro é obrigatório',
    'Número de moradores inválido',
    'Preço inválido',
    'O número de painéis deve ser no mínimo 1',
    'Informe um e-mail válido.',
  ]) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Nome do prédio')).toHaveAttribute('aria-invalid', 'true');
  await accessible(page, 'catalog-invalid-1280');
  await page.screenshot({ path: '/tmp/catalog-invalid-1280.png' });

  // A server refusal keeps the form open with what was typed.
  await form.getByLabel('Nome do prédio').fill('Prédio Recusado');
  await form.getByLabel('Endereço').fill('Rua A, 1');
  await form.getByLabel('Bairro', { exact: true }).fill('Centro');
  await form.getByLabel('Número de moradores').fill('10');
  await form.getByLabel('Preço (30 dias, R$)').fill('100,00');
  await form.getByLabel('Painéis').fill('1');
  await form.getByLabel('E-mail do síndico').fill('carlos@e2e.local');
  await page.route('**/api/admin/buildings', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'save_error', message: 'Erro ao salvar alterações. Por favor, tente novamente.' } }) })
      : route.continue(),
  );
  await form.getByRole('button', { name: 'Cadastrar prédio' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Erro ao salvar alterações. Por favor, tente novamente.' })).toBeVisible();
  await expect(form.getByLabel('Nome do prédio')).toHaveValue('Prédio Recusado');

  // Load error
  await page.unroute('**/api/admin/buildings');
  await page.route('**/api/admin/buildings?*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await page.goto('/admin/buildings');
  await expect(page.getByText('Não foi possível carregar os prédios. Por favor, tente novamente.')).toBeVisible({ timeout: 30_000 });
});
