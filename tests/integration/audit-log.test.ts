import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs } from '../factories/users';
import { auditLogs } from '../../server/db/schema';
import { recordAudit } from '../../server/modules/identity/audit.service';

describe('/api/admin/audit-logs: filters, pagination, suspicious flag', () => {
  let t: TestApp;
  let admin: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin');
    const db = t.app.deps.db;
    const at = (iso: string) => new Date(iso);
    await db.insert(auditLogs).values([
      { at: at('2025-03-10T12:00:00Z'), userEmail: 'ana@teste.local', category: 'buildings', action: 'create_success', details: 'Prédio criado' },
      { at: at('2025-03-11T02:30:00Z'), userEmail: 'ana@teste.local', category: 'buildings', action: 'delete_success', details: 'Prédio excluído' },
      { at: at('2025-03-12T12:00:00Z'), userEmail: 'bruno@teste.local', category: 'coupons', action: 'create_error', details: 'Falhou' },
    ]);
    await recordAudit(db, { userEmail: 'mal@teste.local', ip: '203.0.113.9', userAgent: 'curl' }, {
      category: 'site',
      action: 'update',
      details: '<img src=x onerror=alert(1)>',
      metadata: { note: 'javascript:alert(document.cookie)' },
    });
  });
  afterAll(() => t.close());

  const get = (qs: string) => t.app.inject({ method: 'GET', url: `/api/admin/audit-logs${qs}`, headers: { cookie: admin.cookie } });

  it('filters by category, action and person', async () => {
    const cat = json(await get('?category=buildings'));
    expect(cat.total).toBe(2);
    const act = json(await get('?category=buildings&action=delete_success'));
    expect(act.entries.map((e: any) => e.details)).toEqual(['Prédio excluído']);
    const person = json(await get('?person=BRUNO'));
    expect(person.total).toBe(1);
    expect(person.entries[0].action).toBe('create_error');
  });

  it('filters by São Paulo days, both ends inclusive', async () => {
    // 2025-03-11T02:30Z is still 2025-03-10 in São Paulo.
    const day10 = json(await get('?from=2025-03-10&to=2025-03-10'));
    expect(day10.entries.map((e: any) => e.action).sort()).toEqual(['create_success', 'delete_success']);
    const from11 = json(await get('?from=2025-03-11&to=2025-03-31'));
    expect(from11.entries.map((e: any) => e.action)).toEqual(['create_error']);
    expect((await get('?from=10-03-2025')).statusCode).toBe(400);
  });

  it('flags script-like entries as suspicious and returns them as plain text', async () => {
    const res = json(await get('?suspicious=true'));
    expect(res.total).toBe(1);
    expect(res.entries[0]).toMatchObject({ details: '<img src=x onerror=alert(1)>', suspicious: true, ip: '203.0.113.9' });
    const clean = json(await get('?suspicious=false&category=buildings'));
    expect(clean.total).toBe(2);
  });

  it('paginates newest first with the total', async () => {
    const p1 = json(await get('?pageSize=2'));
    const p2 = json(await get('?pageSize=2&page=2'));
    expect(p1.entries).toHaveLength(2);
    expect(p1.total).toBeGreaterThanOrEqual(5);
    expect(new Date(p1.entries[0].at).getTime()).toBeGreaterThanOrEqual(new Date(p1.entries[1].at).getTime());
    expect(new Date(p1.entries[1].at).getTime()).toBeGreaterThanOrEqual(new Date(p2.entries[0].at).getTime());
    expect((await get('?pageSize=1000')).statusCode).toBe(400);
  });

  it('facets list every category and the actions seen', async () => {
    const res = json(await t.app.inject({ method: 'GET', url: '/api/admin/audit-logs/facets', headers: { cookie: admin.cookie } }));
    expect(res.categories).toEqual(expect.arrayContaining(['auth', 'buildings', 'coupons', 'users']));
    expect(res.actions).toEqual(expect.arrayContaining(['create_success', 'delete_success', 'create_error', 'login']));
  });

  it('is read only for admins and masters', async () => {
    const editor = await loginAs(t.app, 'editor');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-logs', headers: { cookie: editor.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-logs' })).statusCode).toBe(401);
  });
});
