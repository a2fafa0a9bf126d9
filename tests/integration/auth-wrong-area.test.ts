import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { makeUser, nextIp } from '../factories/users';
import { auditLogs } from '../../server/db/schema';
import { areaRoles, roles, type Area, type Role } from '../../domain/permissions';

const areas: Area[] = ['admin', 'finance', 'sindico', 'client'];

/**
 * Issue 30: the right password typed on another area's login is told which area to use (only
 * someone who knows the password learns it); a wrong password or an unknown e-mail still gets the
 * generic message, and nothing logs in.
 */
describe('login in the wrong area', () => {
  let t: TestApp;
  const users = {} as Record<Role, { email: string; password: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of roles) users[role] = await makeUser(t.app, { role });
  });
  afterAll(() => t.close());

  const login = (area: Area, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { area, email, password } });

  it.each([
    ['finance', 'admin', 'Esta conta é da Área Financeira. Entre em /financeiro/login.', '/financeiro/login'],
    ['sindico', 'admin', 'Esta conta é da Área do Síndico. Entre em /sindico.', '/sindico'],
    ['editor', 'finance', 'Esta conta é da Área Administrativa. Entre em /admin.', '/admin'],
  ] as const)('a %s account on the %s login is pointed to its own area', async (role, area, message, loginPath) => {
    const res = await login(area, users[role].email, users[role].password);
    expect(res.statusCode).toBe(401);
    expect(json(res).error).toMatchObject({ message, code: 'login_wrong_area', details: { area: expect.any(String), loginPath } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('every role on every login it does not belong to gets the pointer, never a session', async () => {
    for (const role of roles) {
      for (const area of areas.filter((a) => !(areaRoles[a] as readonly Role[]).includes(role))) {
        const res = await login(area, users[role].email, users[role].password);
        expect([role, area, res.statusCode, json(res).error.code]).toEqual([role, area, 401, 'login_wrong_area']);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it.each([
    ['finance', 'admin', 'Credenciais inválidas.'],
    ['sindico', 'admin', 'Credenciais inválidas.'],
    ['editor', 'finance', 'Credenciais inválidas. Por favor, tente novamente.'],
  ] as const)('a wrong password for a %s account on the %s login is the generic message', async (role, area, message) => {
    const res = await login(area, users[role].email, 'senha-errada-123');
    expect(res.statusCode).toBe(401);
    expect(json(res).error.message).toBe(message);
    expect(json(res).error.details).toBeUndefined();
  });

  it('an unknown e-mail is the generic message', async () => {
    const res = await login('admin', `ninguem.${Date.now()}@teste.local`, 'senha-de-teste-123');
    expect(json(res).error.message).toBe('Credenciais inválidas.');
  });

  it('is recorded in the security log as a wrong-area attempt', async () => {
    await login('admin', users.finance.email, users.finance.password);
    const [row] = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.userEmail, users.finance.email)).orderBy(desc(auditLogs.at)).limit(1);
    expect(row).toMatchObject({ category: 'auth', action: 'login_wrong_area' });
  });
});
