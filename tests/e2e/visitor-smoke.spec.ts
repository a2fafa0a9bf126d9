import { expect, test } from '@playwright/test';
import { openPastGate } from './helpers';

test('a visitor passes the gate and sees the three business lines', async ({ page }) => {
  await openPastGate(page, '/');
  await expect(page.getByRole('heading', { name: 'Marketing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produtora' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Painéis Publicitários' })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Indexa`)).toBeVisible();
});
