import { expect, type Page } from '@playwright/test';

export const GATE_PASSWORD = 'e2e-portao';
export const MASTER = { email: 'master@e2e.local', password: 'e2e-master-senha' };

/**
 * Opens a page and passes the 'Área Restrita' gate if it shows. Decides from the site config the
 * page loads (a visibility check right after goto would see the start-up spinner, not the gate).
 */
export async function openPastGate(page: Page, path = '/'): Promise<void> {
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/site/config');
  await page.goto(path);
  const body = (await (await config).json()) as { gateEnabled: boolean; gateOpen: boolean };
  if (body.gateEnabled && !body.gateOpen) {
    const gate = page.getByLabel('Senha de acesso');
    await gate.fill(GATE_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(gate).toBeHidden();
  }
}

/** A CPF with valid check digits (buyers in the journeys). */
export function cpf(n: number): string {
  const base = String(200_000_000 + n).slice(0, 9).split('').map(Number);
  const dv = (d: number[], w: number) => {
    const r = d.reduce((a, x, i) => a + x * (w - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, 10);
  return [...base, d1, dv([...base, d1], 11)].join('');
}
