import { test, expect, type Page } from '@playwright/test';
import { MASTER, openPastGate } from './helpers';

/** Síndico, finance and client: each logs in at their own screen, sees their area, and logs out. */
const people = [
  { role: 'sindico', name: 'Sílvia Síndica', email: 'silvia@e2e.local', login: '/sindico', title: 'Área do Síndico', home: '/sindico/dashboard' },
  { role: 'finance', name: 'Fernando Financeiro', email: 'fernando@e2e.local', login: '/financeiro/login', title: 'Área Financeira', home: '/financeiro/dashboard' },
  { role: 'client', name: 'Clara Cliente', email: 'clara@e2e.local', login: '/clientes/login', title: 'Área do Cliente', home: '/clientes/dashboard' },
] as const;
const PASSWORD = 'senha-da-area-123';

async function createPeople(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: { area: 'admin', ...MASTER } });
  expect(login.ok()).toBe(true);
  for (const p of people) {
    const res = await page.request.post('/api/admin/users', { data: { name: p.name, email: p.email, role: p.role, password: PASSWORD } });
    expect(res.status()).toBe(201);
  }
  await page.request.post('/api/auth/logout');
}

test('each area: login with its title, its dashboard with the name, Sair back to its login', async ({ page }) => {
  await createPeople(page);
  for (const [i, p] of people.entries()) {
    await page.setViewportSize(i === 1 ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await openPastGate(page, p.home);
    await expect(page).toHaveURL(new RegExp(`${p.login}$`));
    await expect(page.getByRole('heading', { name: p.title })).toBeVisible();
    // A staff account is not admitted at a member area, with that area's message.
    await page.getByLabel('E-mail').fill(MASTER.email);
    await page.getByLabel('Senha', { exact: true }).fill(MASTER.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    if (p.role === 'finance') {
      // Finance admits the master too (not admins or editors).
      await expect(page).toHaveURL(new RegExp(`${p.home}$`));
      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page).toHaveURL(new RegExp(`${p.login}$`));
    } else {
      // The right password in another area points to the master's own login (issue 30).
      await expect(page.getByRole('alert')).toHaveText('Esta conta é da Área Administrativa. Entre em /admin.');
      await expect(page.getByRole('alert').getByRole('link', { name: '/admin' })).toHaveAttribute('href', '/admin');
    }
    await page.getByLabel('E-mail').fill(p.email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(new RegExp(`${p.home}$`));
    await expect(page.getByRole('heading', { name: p.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(p.name)).toBeVisible();
    await page.screenshot({ path: `/tmp/identity-${p.role}-dashboard.png`, fullPage: true });
    // Another area's pages send them to that area's login.
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Área Administrativa' })).toBeVisible();
    await page.goto(p.home);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(new RegExp(`${p.login}$`));
    await page.goto(p.home);
    await expect(page).toHaveURL(new RegExp(`${p.login}$`));
  }
});
