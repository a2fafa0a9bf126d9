import { expect, type Page } from '@playwright/test';

export const GATE_PASSWORD = 'e2e-portao';
export const MASTER = { email: 'master@e2e.local', password: 'e2e-master-senha' };

/** Opens a page and passes the 'Área Restrita' gate if it shows. */
export async function openPastGate(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  const gate = page.getByLabel('Senha de acesso');
  // isVisible() does not wait: the gate appears only after the start-up spinner.
  if (await gate.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false)) {
    await gate.fill(GATE_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(gate).toBeHidden();
  }
}
