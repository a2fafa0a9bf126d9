import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { login, loginAs, makeUser } from '../factories/users';
import { auditLogs, users } from '../../server/db/schema';

describe('/api/admin/users: rules of who may do what to whom', () => {
  let t: TestApp;
  let master: { cookie: string; user: { id: string } };
  let admin: { cookie: string; user: { id: string; email: string } };
  beforeAll(async () => {
    t = await createTestApp();
    master = await loginAs(t.app, 'master');
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, payload: payload as any });
  const auditFor = (targetId: string, action: string) =>
    t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.action, action), eq(auditLogs.category, 'users'))).then((rows) => rows.filter((r) => (r.metadata as any)?.targetId === targetId));

  it('creates a user, never returns a password, audits it; e-mail unique case-insensitively', async () => {
    const res = await call(admin.cookie, 'POST', '/api/admin/users', { name: 'Edna Editora', email: 'Edna@Teste.local', role: 'editor', password: 'senha-editora-1' });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.message).toBe('Usuário criado com sucesso!');
    expect(body.user).toMatchObject({ name: 'Edna Editora', email: 'edna@teste.local', role: 'editor', active: true, lastAccessAt: null });
    expect(JSON.stringify(body)).not.toMatch(/senha|password|hash/i);
    expect(await auditFor(body.user.id, 'create_success')).toHaveLength(1);
    const dup = await call(admin.cookie, 'POST', '/api/admin/users', { name: 'Outra', email: 'EDNA@teste.local ', role: 'client', password: 'senha-qualquer-1' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).error.message).toBe('Já existe um usuário com este e-mail.');
    const bad = await call(admin.cookie, 'POST', '/api/admin/users', { name: '', email: 'x@y.com', role: 'client', password: '123' });
    expect(bad.statusCode).toBe(400);
  });

  it('only a master creates or promotes to master, or changes a master', async () => {
    const asAdmin = await call(admin.cookie, 'POST', '/api/admin/users', { name: 'M2', email: 'm2@teste.local', role: 'master', password: 'senha-master-2' });
    expect(asAdmin.statusCode).toBe(403);
    expect(json(asAdmin).error.message).toBe('Somente um usuário master pode criar, promover ou alterar um master.');
    expect(await t.app.deps.db.select().from(users).where(eq(users.email, 'm2@teste.local'))).toHaveLength(0);
    const editor = await makeUser(t.app, { role: 'editor' });
    const promote = await call(admin.cookie, 'PUT', `/api/admin/users/${editor.id}/role`, { role: 'master' });
    expect(promote.statusCode).toBe(403);
    const otherMaster = await makeUser(t.app, { role: 'master' });
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/users/${otherMaster.id}/role`, { role: 'editor' }],
      ['PUT', `/api/admin/users/${otherMaster.id}/status`, { active: false }],
      ['PUT', `/api/admin/users/${otherMaster.id}/password`, { password: 'tomada-de-conta' }],
      ['PATCH', `/api/admin/users/${otherMaster.id}`, { name: 'X', email: 'hijack@teste.local' }],
    ] as const) {
      const res = await call(admin.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const asMaster = await call(master.cookie, 'PUT', `/api/admin/users/${editor.id}/role`, { role: 'master' });
    expect(asMaster.statusCode).toBe(200);
    expect(json(asMaster).user.role).toBe('master');
    expect(await auditFor(editor.id, 'role_changed')).toHaveLength(1);
  });

  it('only a master creates or changes finance accounts: an admin cannot reach the finance area through them (issue 27)', async () => {
    const financeOnly = 'Somente um usuário master pode criar ou alterar contas do Financeiro.';
    const created = await call(admin.cookie, 'POST', '/api/admin/users', { name: 'Fábio', email: 'fabio.fin@teste.local', role: 'finance', password: 'senha-financeiro-1' });
    expect(created.statusCode).toBe(403);
    expect(json(created).error.message).toBe(financeOnly);
    expect(await t.app.deps.db.select().from(users).where(eq(users.email, 'fabio.fin@teste.local'))).toHaveLength(0);

    const fin = await makeUser(t.app, { role: 'finance' });
    const client = await makeUser(t.app, { role: 'client' });
    for (const [method, url, payload] of [
      ['PATCH', `/api/admin/users/${fin.id}`, { name: fin.name, email: 'tomada@teste.local' }],
      ['PUT', `/api/admin/users/${fin.id}/password`, { password: 'tomada-de-conta-1' }],
      ['PUT', `/api/admin/users/${fin.id}/role`, { role: 'client' }],
      ['PUT', `/api/admin/users/${fin.id}/status`, { active: false }],
      ['PUT', `/api/admin/users/${client.id}/role`, { role: 'finance' }],
    ] as const) {
      const res = await call(admin.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res).error.message, `${method} ${url}`).toBe(financeOnly);
    }
    // Nothing changed: the finance user keeps their e-mail, password and role; the refusals are audited.
    const [still] = await t.app.deps.db.select().from(users).where(eq(users.id, fin.id));
    expect(still).toMatchObject({ email: fin.email, role: 'finance', active: true });
    await expect(login(t.app, fin)).resolves.toBeTruthy();
    await expect(login(t.app, { ...fin, password: 'tomada-de-conta-1' })).rejects.toThrow(/401/);
    const [c] = await t.app.deps.db.select().from(users).where(eq(users.id, client.id));
    expect(c!.role).toBe('client');
    const refusals = await t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.category, 'users'), eq(auditLogs.userId, admin.user.id)));
    expect(refusals.filter((r) => (r.metadata as any)?.reason === 'master_only').length).toBeGreaterThanOrEqual(6);

    // The master does all of it.
    const byMaster = await call(master.cookie, 'POST', '/api/admin/users', { name: 'Fábio', email: 'fabio.fin@teste.local', role: 'finance', password: 'senha-financeiro-1' });
    expect(byMaster.statusCode).toBe(201);
    const email = await call(master.cookie, 'PATCH', `/api/admin/users/${fin.id}`, { name: fin.name, email: `novo.${fin.email}` });
    expect(email.statusCode).toBe(200);
    const pw = await call(master.cookie, 'PUT', `/api/admin/users/${fin.id}/password`, { password: 'nova-senha-do-fin' });
    expect(pw.statusCode).toBe(200);
    await expect(login(t.app, { ...fin, email: `novo.${fin.email}`, password: 'nova-senha-do-fin' })).resolves.toBeTruthy();
    expect((await call(master.cookie, 'PUT', `/api/admin/users/${client.id}/role`, { role: 'finance' })).statusCode).toBe(200);
  });

  it('an admin still creates and changes editor, síndico and client accounts', async () => {
    for (const role of ['editor', 'sindico', 'client'] as const) {
      const res = await call(admin.cookie, 'POST', '/api/admin/users', { name: `Nova ${role}`, email: `nova.${role}.${Date.now()}@teste.local`, role, password: 'senha-da-pessoa-1' });
      expect(res.statusCode, role).toBe(201);
      const u = await makeUser(t.app, { role });
      const email = `trocado.${u.email}`;
      expect((await call(admin.cookie, 'PATCH', `/api/admin/users/${u.id}`, { name: u.name, email })).statusCode, role).toBe(200);
      expect((await call(admin.cookie, 'PUT', `/api/admin/users/${u.id}/password`, { password: 'trocada-pelo-admin' })).statusCode, role).toBe(200);
      await expect(login(t.app, { ...u, email, password: 'trocada-pelo-admin' })).resolves.toBeTruthy();
      expect((await call(admin.cookie, 'PUT', `/api/admin/users/${u.id}/status`, { active: false })).statusCode, role).toBe(200);
    }
  });

  it('nobody changes their own role, blocks or deletes themselves', async () => {
    const up = await call(admin.cookie, 'PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'master' });
    expect(up.statusCode).toBe(403);
    expect(json(up).error.message).toBe('Você não pode alterar o seu próprio perfil.');
    const down = await call(master.cookie, 'PUT', `/api/admin/users/${master.user.id}/role`, { role: 'editor' });
    expect(down.statusCode).toBe(403);
    expect((await call(admin.cookie, 'PUT', `/api/admin/users/${admin.user.id}/status`, { active: false })).statusCode).toBe(403);
    const del = await call(master.cookie, 'DELETE', `/api/admin/users/${master.user.id}`);
    expect(del.statusCode).toBe(403);
    expect(json(del).error.message).toBe('Você não pode excluir a sua própria conta.');
    const denied = await t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'update_error'), eq(auditLogs.userId, admin.user.id)));
    expect(denied.length).toBeGreaterThanOrEqual(1);
  });

  it('an admin manages editors, síndicos and clients; the editor has no access at all', async () => {
    const u = await makeUser(t.app, { role: 'client' });
    const role = await call(admin.cookie, 'PUT', `/api/admin/users/${u.id}/role`, { role: 'sindico' });
    expect(json(role).user.role).toBe('sindico');
    const edit = await call(admin.cookie, 'PATCH', `/api/admin/users/${u.id}`, { name: 'Sônia Síndica', email: u.email, phone: '(45) 98888-7777' });
    expect(json(edit).user).toMatchObject({ name: 'Sônia Síndica', phone: '(45) 98888-7777' });
    expect(await auditFor(u.id, 'update')).toHaveLength(1);
    const editor = await loginAs(t.app, 'editor');
    expect((await call(editor.cookie, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await call(editor.cookie, 'PUT', `/api/admin/users/${u.id}/status`, { active: false })).statusCode).toBe(403);
  });

  it('changing the e-mail to one in use is refused', async () => {
    const a = await makeUser(t.app, { role: 'client' });
    const b = await makeUser(t.app, { role: 'client' });
    const res = await call(admin.cookie, 'PATCH', `/api/admin/users/${a.id}`, { name: a.name, email: b.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
  });

  it('block and unblock: the person cannot log in while blocked; unblock clears a temporary lock', async () => {
    const u = await makeUser(t.app, { role: 'client' });
    const blocked = await call(admin.cookie, 'PUT', `/api/admin/users/${u.id}/status`, { active: false });
    expect(json(blocked)).toMatchObject({ user: { active: false }, message: 'Usuário bloqueado. As sessões dele foram encerradas.' });
    await expect(login(t.app, u)).rejects.toThrow(/Conta bloqueada/);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.99.0.1', payload: { area: 'client', email: u.email, password: 'errada-123' } });
    }
    const list = json(await call(admin.cookie, 'GET', `/api/admin/users?search=${encodeURIComponent(u.email)}`));
    expect(list.users[0]).toMatchObject({ id: u.id, active: false, locked: true });
    const unblocked = await call(admin.cookie, 'PUT', `/api/admin/users/${u.id}/status`, { active: true });
    expect(json(unblocked).user).toMatchObject({ active: true, locked: false });
    await expect(login(t.app, u)).resolves.toBeTruthy();
    expect(await auditFor(u.id, 'user_blocked')).toHaveLength(1);
    expect(await auditFor(u.id, 'user_unblocked')).toHaveLength(1);
  });

  it('a new password works at once and the old one stops working', async () => {
    const u = await makeUser(t.app, { role: 'sindico' });
    const res = await call(admin.cookie, 'PUT', `/api/admin/users/${u.id}/password`, { password: 'trocada-pelo-admin' });
    expect(json(res).message).toBe('Nova senha definida. As sessões do usuário foram encerradas.');
    await expect(login(t.app, u)).rejects.toThrow(/401/);
    await expect(login(t.app, { ...u, password: 'trocada-pelo-admin' })).resolves.toBeTruthy();
    expect(await auditFor(u.id, 'password_set')).toHaveLength(1);
  });

  it('delete is master-only, audited, and 404 for unknown or malformed ids', async () => {
    const u = await makeUser(t.app, { role: 'client' });
    expect((await call(admin.cookie, 'DELETE', `/api/admin/users/${u.id}`)).statusCode).toBe(403);
    const ok = await call(master.cookie, 'DELETE', `/api/admin/users/${u.id}`);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).message).toBe('Usuário excluído com sucesso!');
    expect(await t.app.deps.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
    expect(await auditFor(u.id, 'delete_success')).toHaveLength(1);
    expect((await call(master.cookie, 'DELETE', `/api/admin/users/${u.id}`)).statusCode).toBe(404);
    expect((await call(master.cookie, 'DELETE', '/api/admin/users/nao-e-uuid')).statusCode).toBe(404);
    expect((await call(admin.cookie, 'PATCH', '/api/admin/users/123', { name: 'x', email: 'x@y.com' })).statusCode).toBe(404);
  });

  it('lists with search, role filter, pagination and last access', async () => {
    const tag = `busca${Date.now()}`;
    for (let i = 0; i < 3; i++) await makeUser(t.app, { role: 'client', name: `Cliente ${tag} ${i}` });
    const u = await makeUser(t.app, { role: 'sindico', name: `Síndico ${tag}` });
    await login(t.app, u);
    const page1 = json(await call(admin.cookie, 'GET', `/api/admin/users?search=${tag}&pageSize=2`));
    expect(page1.total).toBe(4);
    expect(page1.users).toHaveLength(2);
    const page2 = json(await call(admin.cookie, 'GET', `/api/admin/users?search=${tag}&pageSize=2&page=2`));
    expect(page2.users).toHaveLength(2);
    const sind = json(await call(admin.cookie, 'GET', `/api/admin/users?search=${tag}&role=sindico`));
    expect(sind.users).toHaveLength(1);
    expect(sind.users[0].lastAccessAt).not.toBeNull();
    const like = json(await call(admin.cookie, 'GET', `/api/admin/users?search=${encodeURIComponent('%')}`));
    expect(like.total).toBe(0);
  });
});
