import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs } from '../factories/users';
import { buildingIds, buyer, createOrder, payPix, sandboxApprove } from '../factories/checkout';
import { messages } from '../../domain/messages';

describe('staff: /api/admin/orders, /api/admin/coupons, /api/admin/outbox', () => {
  let t: TestApp;
  let ids: string[];
  let admin: string;
  let paidId: string;
  let pendingId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
    admin = (await loginAs(t.app, 'admin')).cookie;
    const paid = await createOrder(t.app, { buyer: buyer({ name: 'Maria Pagante', email: 'maria.pagante@teste.local' }), buildingIds: ids.slice(0, 2), months: 3 });
    await sandboxApprove(t.app, (await payPix(t.app, paid)).id);
    paidId = paid.id;
    pendingId = (await createOrder(t.app, { buyer: buyer({ name: 'João Pendente' }), buildingIds: [ids[2]], months: 1 })).id;
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('admin and master see orders; editor, client and strangers do not', async () => {
    const master = (await loginAs(t.app, 'master')).cookie;
    expect((await get('/api/admin/orders', admin)).statusCode).toBe(200);
    expect((await get('/api/admin/orders', master)).statusCode).toBe(200);
    for (const role of ['editor', 'client', 'finance'] as const) {
      const { cookie } = await loginAs(t.app, role);
      const res = await get('/api/admin/orders', cookie);
      expect(res.statusCode).toBe(403);
      expect(json(res).error.message).toBe(messages.noPermission);
      expect((await get(`/api/admin/orders/${paidId}`, cookie)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/orders')).statusCode).toBe(401);
  });

  it('filters by status, method, text and date', async () => {
    const all = json(await get('/api/admin/orders', admin));
    expect(all.total).toBe(2);
    const paid = json(await get('/api/admin/orders?status=paid', admin));
    expect(paid.rows.map((r: { id: string }) => r.id)).toEqual([paidId]);
    expect(paid.rows[0]).toMatchObject({ buyerName: 'Maria Pagante', method: 'pix', status: 'paid' });
    expect(json(await get('/api/admin/orders?method=card', admin)).total).toBe(0);
    expect(json(await get('/api/admin/orders?q=pendente', admin)).rows[0].id).toBe(pendingId);
    expect(json(await get('/api/admin/orders?q=maria.pagante', admin)).total).toBe(1);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    expect(json(await get(`/api/admin/orders?from=${today}&to=${today}`, admin)).total).toBe(2);
    expect(json(await get('/api/admin/orders?to=2000-01-01', admin)).total).toBe(0);
    expect((await get('/api/admin/orders?status=nada', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/orders?from=ontem', admin)).statusCode).toBe(400);
  });

  it('the detail shows lines, payments and bookings; unknown ids are 404', async () => {
    const d = json(await get(`/api/admin/orders/${paidId}`, admin));
    expect(d.lines).toHaveLength(2);
    expect(d.payments[0]).toMatchObject({ method: 'pix', status: 'approved', provider: 'sandbox' });
    expect(d.bookings).toHaveLength(2);
    expect(d.order.buyerCpf).toMatch(/^\d{11}$/);
    expect((await get('/api/admin/orders/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await get('/api/admin/orders/xyz', admin)).statusCode).toBe(404);
  });

  it('creates a coupon (code upper case, default max uses 1) with the domain rules', async () => {
    const post = (payload: object, cookie = admin) => t.app.inject({ method: 'POST', url: '/api/admin/coupons', payload, headers: { cookie } });
    const ok = await post({ code: 'PROMO10', type: 'percentage', valueBp: 1000, noExpiry: true });
    expect(ok.statusCode).toBe(201);
    expect(json(ok)).toMatchObject({ code: 'PROMO10', maxUses: 1, currentUses: 0, status: 'active' });
    expect(json(await post({ code: 'PROMO10', type: 'percentage', valueBp: 1000, noExpiry: true })).error.message).toBe(messages.couponCodeTaken);
    expect(json(await post({ code: 'promo', type: 'percentage', valueBp: 1000, noExpiry: true })).error.message).toBe(messages.couponCodeUppercase);
    expect(json(await post({ code: '', type: 'percentage', valueBp: 1000, noExpiry: true })).error.message).toBe(messages.couponIncomplete);
    expect(json(await post({ code: 'X', type: 'percentage', valueBp: 20000, noExpiry: true })).error.message).toBe(messages.couponPercentMax);
    expect(json(await post({ code: 'Y', type: 'fixed', valueCents: 500 })).error.message).toBe(messages.couponStartRequired);
    const editor = (await loginAs(t.app, 'editor')).cookie;
    expect((await post({ code: 'Z', type: 'fixed', valueCents: 500, noExpiry: true }, editor)).statusCode).toBe(403);
  });

  it('the outbox shows the confirmation mail to admins only', async () => {
    const res = json(await get('/api/admin/outbox?to=maria.pagante', admin));
    expect(res.total).toBe(1);
    expect(res.rows[0].text).toContain('redefinir-senha?token=');
    const { cookie } = await loginAs(t.app, 'editor');
    expect((await get('/api/admin/outbox', cookie)).statusCode).toBe(403);
  });
});
