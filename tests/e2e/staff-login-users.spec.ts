import { test, expect, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { MASTER, openPastGate, accessible } from './helpers';

const FINANCE_PASSWORD = 'Caju-Amarelo-Tempestade-7';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/identity-${name}.png`, fullPage: true });

async function loginAdmin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test.describe('staff: login, users, roles, logout', () => {
  test('master logs in, creates an editor; the editor does not see Usuários', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPastGate(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Área Administrativa' })).toBeVisible();
    await accessible(page, 'admin-login-1280');
    await shot(page, 'admin-login-1280');

    await loginAdmin(page, MASTER.email, 'senha-errada-123');
    await expect(page.getByRole('alert').filter({ hasText: 'Credenciais inválidas.' })).toBeVisible();

    await loginAdmin(page, MASTER.email, MASTER.password);
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/buildings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Prédios' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu administrativo' });
    for (const label of ['Gerenciar Prédios', 'Usuários', 'Logs de Segurança', 'Configurações']) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    await shot(page, 'admin-buildings-1280');

    await menu.getByRole('link', { name: 'Usuários' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(`Administrador.*${MASTER.email}`) })).toBeVisible();
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByLabel('Nome').fill('Eva Editora');
    await dialog.getByLabel('E-mail').fill('eva.editora@e2e.local');
    await dialog.getByLabel('Perfil').selectOption('editor');
    await dialog.getByLabel('Senha inicial').fill('curta');
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(dialog.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await dialog.getByLabel('Senha inicial').fill('editora-senha-1');
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(page.getByText('Usuário criado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Eva Editora.*Editor.*Nunca acessou/ })).toBeVisible();
    // A finance user too: the password is judged by the server's strength estimator (zxcvbn, loaded
    // on first use in the compiled server, where it once answered 500 to every password set).
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    await dialog.getByLabel('Nome').fill('Fábio Finanças');
    await dialog.getByLabel('E-mail').fill('fabio.financas@e2e.local');
    await dialog.getByLabel('Perfil').selectOption('finance');
    await dialog.getByLabel('Senha inicial').fill('senha1234');
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(dialog.getByText(messages.passwordWeak)).toBeVisible();
    await dialog.getByLabel('Senha inicial').fill(FINANCE_PASSWORD);
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(page.getByText('Usuário criado com sucesso!').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Fábio Finanças.*Financeiro.*Nunca acessou/ })).toBeVisible();
    await accessible(page, 'admin-users-1280');
    await shot(page, 'admin-users-1280');

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Área Administrativa' })).toBeVisible();

    await loginAdmin(page, 'eva.editora@e2e.local', 'editora-senha-1');
    await expect(page).toHaveURL(/\/admin\/buildings$/);
    await expect(menu.getByRole('link', { name: 'Gerenciar Prédios' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Logs de Segurança' })).toHaveCount(0);
    // Editors add and edit buildings but never see delete (the server refuses it too).
    await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();
    await shot(page, 'admin-no-permission-1280');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/admin\/buildings$/);

    // The finance user the master created logs in to the finance area.
    await page.goto('/financeiro/login');
    await page.getByLabel('E-mail').fill('fabio.financas@e2e.local');
    await page.getByLabel('Senha', { exact: true }).fill(FINANCE_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/financeiro\/dashboard$/);
    await expect(page.getByRole('main').getByText('Fábio Finanças')).toBeVisible();
  });

  test('a protected page sends to the login and back; mobile drawer; logs and settings', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPastGate(page, '/admin/security-logs?category=auth');
    await expect(page).toHaveURL(/\/admin$/);
    await shot(page, 'admin-login-390');
    await loginAdmin(page, MASTER.email, MASTER.password);
    await expect(page).toHaveURL(/\/admin\/security-logs\?category=auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logs de Segurança' })).toBeVisible();
    await expect(page.getByText('Login na área admin').first()).toBeVisible();
    await page.getByRole('button', { name: /Filtros \(1\)/ }).click();
    await expect(page.getByLabel('Categoria')).toHaveValue('auth');
    await shot(page, 'admin-security-logs-390');

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu administrativo' });
    await expect(drawer).toBeVisible();
    await shot(page, 'admin-drawer-390');
    await drawer.getByRole('link', { name: 'Configurações' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await expect(page.getByText(/SITE_ACCESS_PASSWORD/)).toBeVisible();
    await shot(page, 'admin-settings-390');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(page.getByText(MASTER.email).last()).toBeVisible();
    await shot(page, 'admin-users-390');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/security-logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Logs de Segurança' })).toBeVisible();
    await expect(page.getByText('Login na área admin').first()).toBeVisible();
    await shot(page, 'admin-security-logs-1280');
  });

  test('client login: recovery toggle with the neutral answer; logout back to the login', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPastGate(page, '/clientes/dashboard');
    await expect(page).toHaveURL(/\/clientes\/login$/);
    await expect(page.getByRole('heading', { name: 'Área do Cliente' })).toBeVisible();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('E-mail e senha são obrigatórios.')).toBeVisible();
    await page.getByLabel('E-mail').fill('ninguem@e2e.local');
    await page.getByLabel('Senha', { exact: true }).fill('qualquer-coisa');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Credenciais inválidas. Por favor, tente novamente.')).toBeVisible();

    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
    await page.getByLabel('E-mail').fill('ninguem@e2e.local');
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByText(/Se existir uma conta com este e-mail, enviaremos um link/)).toBeVisible();
    await accessible(page, 'client-recovery-390');
    await shot(page, 'client-recovery-390');
    await page.getByRole('button', { name: 'Voltar para o login' }).click();
    await expect(page.getByRole('heading', { name: 'Área do Cliente' })).toBeVisible();

    await page.goto(`/redefinir-senha?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-123');
    await page.getByLabel('Repita a nova senha').fill('outra-senha-123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('As senhas não conferem.')).toBeVisible();
    await page.getByLabel('Repita a nova senha').fill('nova-senha-123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Este link de recuperação é inválido ou expirou. Solicite um novo.')).toBeVisible();
    await shot(page, 'reset-password-390');
  });

  test('after 30 idle minutes the page logs out and returns to the login', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPastGate(page, '/admin');
    await loginAdmin(page, MASTER.email, MASTER.password);
    await expect(page).toHaveURL(/\/admin\/buildings$/);
    await page.clock.fastForward('31:00');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Sua sessão expirou por inatividade. Faça login novamente.')).toBeVisible();
    await expect.poll(async () => (await (await page.request.get('/api/auth/me')).json()).user).toBeNull();
    await shot(page, 'admin-idle-1280');
  });
});
