import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs, makeUser } from '../factories/users';
import { makeBuilding } from '../factories/buildings';
import { makeSlot } from '../factories/videos';
import { postOrderPartialRefund, postOrderRevenue } from '../../server/modules/finance/finance.service';
import { orders, paymentRefunds, payments, playDaily, screens, users, videos } from '../../server/db/schema';

const DAY = 86_400_000;

/** /admin/advertisers and /admin/campaigns: clients with their figures, and the bookings timeline. */
describe('admin advertisers and campaigns', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin')).cookie;
    editor = (await loginAs(t.app, 'editor')).cookie;
    finance = (await loginAs(t.app, 'finance')).cookie;
  });
  afterAll(() => t.close());

  it('lists clients only, newest first, with orders, paid total and live bookings; searches name, e-mail, CPF, CNPJ and phone', async () => {
    const db = t.app.deps.db;
    const ana = await makeUser(t.app, { role: 'client', name: 'Ana Anunciante', email: 'ana.anuncia@teste.local' });
    await db.update(users).set({ phone: '(45) 97777-1234' }).where(eq(users.id, ana.id));
    const { booking } = await makeSlot(t.app, ana.id);
    const { booking: old } = await makeSlot(t.app, ana.id, { startsAt: new Date(Date.now() - 60 * DAY), endsAt: new Date(Date.now() - 30 * DAY) });
    // Revenue is read from the books (ADR 0039): the paid orders post their entries, as markPaid does.
    for (const orderId of [booking.orderId, old.orderId]) await postOrderRevenue(db, { id: orderId, totalCents: 199_700, paidAt: new Date(), buyerName: 'Ana' });
    await db.update(orders).set({ buyerCnpj: '11222333000181', buyerCompany: 'Padaria Boa' }).where(eq(orders.id, booking.orderId));
    await new Promise((r) => setTimeout(r, 5));
    const bruno = await makeUser(t.app, { role: 'client', name: 'Bruno Sem Pedido' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/advertisers', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.rows.map((r: { id: string }) => r.id)).toEqual([bruno.id, ana.id]);
    expect(body.total).toBe(2);
    expect(body.rows[1]).toMatchObject({ ordersCount: 2, revenueCents: 399_400, liveBookings: 1, phone: '(45) 97777-1234' });
    expect(body.rows[0]).toMatchObject({ ordersCount: 0, revenueCents: 0, liveBookings: 0, document: null, lastOrderAt: null });
    const search = async (q: string) =>
      json(await t.app.inject({ method: 'GET', url: `/api/admin/advertisers?q=${encodeURIComponent(q)}`, headers: { cookie: finance } })).rows.map((r: { name: string }) => r.name);
    expect(await search('anunciante')).toEqual(['Ana Anunciante']);
    expect(await search('ANA.ANUNCIA@')).toEqual(['Ana Anunciante']);
    expect(await search('529.982.247-25')).toEqual(['Ana Anunciante']);
    expect(await search('11.222.333/0001-81')).toEqual(['Ana Anunciante']);
    expect(await search('97777-1234')).toEqual(['Ana Anunciante']);
    expect(await search('bruno')).toEqual(['Bruno Sem Pedido']);
    expect(await search('100%')).toEqual([]);
  });

  it('one statement answers a page (no query per row)', async () => {
    t.queries.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/admin/advertisers?page=1', headers: { cookie: admin } });
    expect(t.queries.filter((q) => /from users u/.test(q) && /orders/.test(q))).toHaveLength(1);
    expect(t.queries.filter((q) => /from "?orders"? /.test(q) && !/from users u/.test(q))).toHaveLength(0);
  });

  it('detail: bookings with building and period, orders and totals with refunds, videos and plays', async () => {
    const db = t.app.deps.db;
    const carla = await makeUser(t.app, { role: 'client', name: 'Carla' });
    const building = await makeBuilding(t.app, { name: 'Edifício Aurora' });
    const { booking } = await makeSlot(t.app, carla.id, { buildingId: building.id });
    const [pay] = await db
      .insert(payments)
      .values({ orderId: booking.orderId, provider: 'sandbox', method: 'pix', status: 'approved', amountCents: 199_700 })
      .returning();
    await postOrderRevenue(db, { id: booking.orderId, totalCents: 199_700, paidAt: new Date(), buyerName: 'Carla' });
    const [refund] = await db.insert(paymentRefunds).values({
      paymentId: pay!.id,
      orderId: booking.orderId,
      amountCents: 50_000,
      reason: 'desconto',
      origin: 'staff',
      status: 'done',
      idempotencyKey: 'k-carla',
    }).returning();
    await postOrderPartialRefund(db, { id: refund!.id, orderId: booking.orderId, amountCents: 50_000 });
    const [video] = await db
      .insert(videos)
      .values({
        userId: carla.id,
        buildingId: building.id,
        title: 'Promo de verão',
        storageKey: `clientes/${carla.id}/v.mp4`,
        fileName: 'v.mp4',
        fileSize: 1000,
        fileType: 'video/mp4',
        durationMs: 15_000,
        width: 1080,
        height: 1920,
      })
      .returning();
    const [screen] = await db.insert(screens).values({ buildingId: building.id, label: 'Hall', tokenHash: 'x-carla' } as never).returning();
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    await db.insert(playDaily).values([
      { day: today, videoId: video!.id, screenId: screen!.id, buildingId: building.id, userId: carla.id, plays: 40, playedMs: 600_000 },
      { day: '2020-01-01', videoId: video!.id, screenId: screen!.id, buildingId: building.id, userId: carla.id, plays: 2, playedMs: 30_000 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/advertisers/${carla.id}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const d = json(res);
    expect(d.advertiser).toMatchObject({ name: 'Carla', liveBookings: 1 });
    expect(d.totals).toEqual({ revenueCents: 149_700, paidCents: 199_700, refundedCents: 50_000, ordersCount: 1, paidOrders: 1 });
    expect(d.bookings).toEqual([expect.objectContaining({ buildingName: 'Edifício Aurora', status: 'active', live: true, videoTitle: null })]);
    expect(d.orders).toEqual([expect.objectContaining({ id: booking.orderId, status: 'paid', totalCents: 199_700 })]);
    expect(d.videos).toEqual([expect.objectContaining({ title: 'Promo de verão', status: 'em_analise', buildingName: 'Edifício Aurora', active: false, plays: 42 })]);
    expect(d.plays).toEqual({ total: 42, last30Days: 40, lastPlayDay: today, byBuilding: [{ buildingName: 'Edifício Aurora', plays: 42 }] });
  });

  it('detail of a staff account, an unknown id or a malformed one is a 404', async () => {
    const staff = await makeUser(t.app, { role: 'editor' });
    for (const id of [staff.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/advertisers/${id}`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(404);
      expect(json(res).error.message).toBe('Anunciante não encontrado.');
    }
  });

  it('campaigns: peak advertisers per month, bars per booking, when a full building frees up, filters', async () => {
    const building = await makeBuilding(t.app, { name: 'Residencial Timeline' });
    const now = Date.now();
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => makeUser(t.app, { role: 'client', name: `Cliente TL ${i}` })));
    // Ten advertisers now: one leaves in 10 days, the rest run for 100 days.
    for (const [i, p] of people.entries()) {
      await makeSlot(t.app, p.id, { buildingId: building.id, startsAt: new Date(now - DAY), endsAt: new Date(now + (i === 0 ? 10 : 100) * DAY) });
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/campaigns?buildingId=${building.id}`, headers: { cookie: editor } });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.capacity).toBe(10);
    expect(body.periods).toHaveLength(6);
    expect(body.buildings).toHaveLength(1);
    const b = body.buildings[0];
    expect(b).toMatchObject({ name: 'Residencial Timeline', advertisersNow: 10 });
    expect(new Date(b.freesUpAt).getTime()).toBe(new Date(now + 10 * DAY).getTime());
    expect(b.occupancy[0]).toBe(10);
    expect(b.occupancy[5]).toBe(0);
    expect(b.bookings).toHaveLength(10);
    const filtered = json(
      await t.app.inject({ method: 'GET', url: `/api/admin/campaigns?advertiserId=${people[3]!.id}&granularity=week`, headers: { cookie: editor } }),
    );
    expect(filtered.periods).toHaveLength(26);
    expect(filtered.buildings.map((x: { name: string }) => x.name)).toEqual(['Residencial Timeline']);
    expect(filtered.buildings[0].bookings.map((k: { advertiserName: string }) => k.advertiserName)).toEqual(['Cliente TL 3']);
    // Occupancy still counts everyone.
    expect(filtered.buildings[0].occupancy[0]).toBe(10);
    expect(filtered.advertiserOptions.some((o: { name: string }) => o.name === 'Cliente TL 3')).toBe(true);
  });
});
