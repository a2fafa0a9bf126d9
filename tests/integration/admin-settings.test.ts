import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookiesOf, json, type TestApp } from '../setup/app';
import { loginAs } from '../factories/users';
import { auditLogs } from '../../server/db/schema';
import { messages } from '../../domain/messages';

describe('/api/admin/settings: gate password and company data', () => {
  let t: TestApp;
  let admin: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, cookie = admin.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, payload: payload as any });
  const publicConfig = async (cookie?: string) => json(await t.app.inject({ method: 'GET', url: '/api/site/config', headers: cookie ? { cookie } : {} }));

  it('sets the gate password: the public site closes, the password opens it; clearing opens it', async () => {
    expect(json(await call('GET', '/api/admin/settings')).gate).toEqual({ enabled: false, fromEnvironment: false });
    const set = await call('PUT', '/api/admin/settings/gate-password', { password: 'portao-novo' });
    expect(set.statusCode).toBe(200);
    expect(json(set).message).toBe('Senha de acesso ao site atualizada.');
    expect(await publicConfig()).toMatchObject({ gateEnabled: true, gateOpen: false });
    const gate = await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: 'portao-novo' } });
    expect(gate.statusCode).toBe(200);
    expect((await publicConfig(cookiesOf(gate))).gateOpen).toBe(true);
    const short = await call('PUT', '/api/admin/settings/gate-password', { password: '12' });
    expect(short.statusCode).toBe(400);
    const cleared = await call('PUT', '/api/admin/settings/gate-password', { password: null });
    expect(json(cleared).message).toBe('Senha de acesso removida: o site está aberto a todos.');
    expect(await publicConfig()).toMatchObject({ gateEnabled: false });
    const audits = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.category, 'settings'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audits)).not.toContain('portao-novo');
  });

  it('company contact data and WhatsApp feed the public site', async () => {
    const company = { whatsapp: '5545988887777', phone: '(45) 98888-7777', email: 'comercial@indexa.com.br', address: 'Rua Quintino Bocaiúva, 200 - Centro, Foz do Iguaçu - PR' };
    const res = await call('PUT', '/api/admin/settings/company', company);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Configurações salvas com sucesso!');
    expect((await publicConfig()).company).toEqual(company);
    const bad = await call('PUT', '/api/admin/settings/company', { ...company, whatsapp: '45 9999' });
    expect(bad.statusCode).toBe(400);
    expect((await publicConfig()).company.whatsapp).toBe('5545988887777');
  });

  it('the receipts\' issuer: legal name and CNPJ, checked, formatted, and kept off the public site', async () => {
    // Without settings: COMPANY_LEGAL_NAME's default and no CNPJ.
    expect(json(await call('GET', '/api/admin/settings')).legal).toEqual({ legalName: 'Indexa', cnpj: '' });
    const res = await call('PUT', '/api/admin/settings/company-legal', { legalName: '  Indexa Mídia Ltda ', cnpj: '11222333000181' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ legal: { legalName: 'Indexa Mídia Ltda', cnpj: '11.222.333/0001-81' }, message: 'Configurações salvas com sucesso!' });
    expect(json(await call('GET', '/api/admin/settings')).legal).toEqual({ legalName: 'Indexa Mídia Ltda', cnpj: '11.222.333/0001-81' });
    const badCnpj = await call('PUT', '/api/admin/settings/company-legal', { legalName: 'Indexa Mídia Ltda', cnpj: '11.222.333/0001-82' });
    expect(badCnpj.statusCode).toBe(400);
    expect(json(badCnpj).error.message).toBe(messages.companyCnpjInvalid);
    const noName = await call('PUT', '/api/admin/settings/company-legal', { legalName: ' ', cnpj: '' });
    expect(noName.statusCode).toBe(400);
    expect(json(noName).error.message).toBe(messages.companyLegalNameRequired);
    expect(json(await call('GET', '/api/admin/settings')).legal.cnpj).toBe('11.222.333/0001-81');
    // An empty CNPJ is 'not set'.
    expect(json(await call('PUT', '/api/admin/settings/company-legal', { legalName: 'Indexa Mídia Ltda', cnpj: '' })).legal.cnpj).toBe('');
    expect(JSON.stringify(await publicConfig())).not.toContain('Indexa Mídia Ltda');
    const audits = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.category, 'settings'));
    expect(audits.some((a) => a.details === 'Razão social e CNPJ dos recibos atualizados')).toBe(true);
  });

  it('needs manage:settings', async () => {
    const editor = await loginAs(t.app, 'editor');
    expect((await call('GET', '/api/admin/settings', undefined, editor.cookie)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/settings/gate-password', { password: 'abcd' }, editor.cookie)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/settings/company-legal', { legalName: 'Outra', cnpj: '' }, editor.cookie)).statusCode).toBe(403);
    const finance = await loginAs(t.app, 'finance');
    expect((await call('PUT', '/api/admin/settings/company-legal', { legalName: 'Outra', cnpj: '' }, finance.cookie)).statusCode).toBe(403);
  });
});

describe('/api/admin/settings with SITE_ACCESS_PASSWORD in the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_ACCESS_PASSWORD: 'do-ambiente' });
  });
  afterAll(() => t.close());

  it('shows the gate as read-only and refuses changes', async () => {
    const { cookie } = await loginAs(t.app, 'master');
    const s = json(await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } }));
    expect(s.gate).toEqual({ enabled: true, fromEnvironment: true });
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/gate-password', headers: { cookie }, payload: { password: 'outra' } });
    expect(res.statusCode).toBe(409);
    expect(json(res).error.message).toMatch(/SITE_ACCESS_PASSWORD/);
  });
});
