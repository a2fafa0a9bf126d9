import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { messages } from '../../domain/messages';
import { MASTER, openPastGate } from './helpers';

/**
 * Staff on a 375 px phone (issue 17, item 7): the price field types money with the pt-BR mask and
 * a price 5× away from the current one waits for a confirmation; deleting a photo asks first.
 */
test('phone: staff price mask, confirmation of a 5× price and of a photo deletion', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openPastGate(page, '/');
  expect((await page.request.post('/api/auth/login', { data: { area: 'admin', email: MASTER.email, password: MASTER.password } })).ok()).toBe(true);

  // A building of this journey's own, with one photo.
  const name = `Prédio Celular ${Date.now() % 100000}`;
  const created = await page.request.post('/api/admin/buildings', {
    data: {
      name,
      address: 'Rua Tarobá, 10 - Centro, Foz do Iguaçu - PR',
      neighborhood: 'Centro',
      residents: 90,
      latitude: -25.54,
      longitude: -54.58,
      priceCents: 199_700,
      displayCount: 1,
      status: 'inactive',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const photo = fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'images', 'predio-1.png'));
  const upload = await page.request.post(`/api/admin/buildings/${id}/photos`, {
    multipart: { file: { name: 'predio-1.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  await page.goto('/admin/buildings?view=list');
  await page.getByPlaceholder(/Buscar/).first().fill(name);
  await page.getByRole('button', { name: `Editar ${name}` }).first().click();
  const form = page.getByRole('dialog', { name: 'Editar Prédio' });
  const price = form.getByLabel('Preço (30 dias, R$)');
  await expect(price).toHaveValue('1.997,00');

  // The mask: digits fill from the cents ('245000' is R$ 2.450,00), deleting takes the last one.
  await price.fill('');
  await price.pressSequentially('245000');
  await expect(price).toHaveValue('2.450,00');
  await price.press('Backspace');
  await expect(price).toHaveValue('245,00');
  // 24500000 → R$ 245.000,00: more than 5× the R$ 1.997,00 it replaces.
  await price.pressSequentially('000');
  await expect(price).toHaveValue('245.000,00');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  const confirm = page.getByRole('dialog', { name: messages.priceChangeConfirmTitle });
  await expect(confirm).toContainText(messages.priceChangeConfirm('R$\u00a01.997,00', 'R$\u00a0245.000,00'));
  await page.screenshot({ path: '/tmp/staff-price-confirm-375.png' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  // Nothing was published.
  expect(((await (await page.request.get(`/api/admin/buildings/${id}`)).json()) as { priceCents: number }).priceCents).toBe(199_700);
  await price.fill('');
  await price.pressSequentially('249000');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form).toBeHidden();
  expect(((await (await page.request.get(`/api/admin/buildings/${id}`)).json()) as { priceCents: number }).priceCents).toBe(249_000);

  // Deleting a photo is never one tap.
  await page.getByRole('button', { name: `Fotos de ${name}` }).first().click();
  const manager = page.getByRole('dialog', { name: 'Gerenciar Fotos' });
  const list = manager.getByRole('list', { name: 'Fotos do prédio' });
  await expect(list.getByRole('img')).toHaveCount(1);
  await manager.getByRole('button', { name: 'Excluir foto 1' }).click();
  const ask = page.getByRole('dialog', { name: messages.photoDeleteConfirmTitle });
  await expect(ask).toContainText(messages.photoDeleteConfirm(1, name));
  await page.screenshot({ path: '/tmp/staff-photo-delete-375.png' });
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.getByRole('img')).toHaveCount(1);
  await manager.getByRole('button', { name: 'Excluir foto 1' }).click();
  await ask.getByRole('button', { name: 'Excluir foto' }).click();
  await expect(manager.getByText('Nenhuma foto cadastrada.')).toBeVisible();

  await page.request.delete(`/api/admin/buildings/${id}`);
});
