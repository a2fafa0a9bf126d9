import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, bookings, contactMessages, orders, screens, videos } from '../../server/db/schema';
import { getDashboard } from '../../server/modules/dashboard/dashboard.service';
import { postOrderRevenue, reverseOrderRevenue } from '../../server/modules/finance/finance.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs, makeUser } from '../factories/users';
import { makeBuilding } from '../factories/store-buildings';
import { makeCpf } from '../factories/checkout';

const MIN = 60_000;
const DAY = 86_400_000;
/** A fixed "now": 20 Nov 2026, 12:00 in São Paulo. This month starts 2026-11-01T03:00Z. */
const NOW = new Date('2026-11-20T15:00:00.000Z');
const at = (iso: string) => new Date(iso);

let seq = 0;
async function order(t: TestApp, status: 'paid' | 'refunded' | 'pending' | 'expired', totalCents: number, paidAt: Date | null) {
  seq += 1;
  const [o] = await t.app.deps.db
    .insert(orders)
    .values({
      status,
      buyerName: `Comprador ${seq}`,
      buyerEmail: `comprador${seq}@teste.local`,
      buyerPhone: '45999990000',
      buyerCpf: makeCpf(seq),
      months: 1,
      quote: {} as never,
      subtotalCents: totalCents,
      discountCents: 0,
      totalCents,
      baseTotalCents: totalCents,
      requestHash: `dash${seq}`,
      accessTokenHash: `dash${seq}`,
      expiresAt: NOW,
      paidAt,
    })
    .returning({ id: orders.id });
  // The books are where revenue is read (ADR 0039): a paid order posts its entry, as markPaid does.
  if (paidAt) await postOrderRevenue(t.app.deps.db, { id: o!.id, totalCents, paidAt, buyerName: `Comprador ${seq}` });
  return o!.id;
}

/** `n` bookings of a building, each on its own (unpaid, so revenue-neutral) order. */
async function book(t: TestApp, buildingId: string, n: number, over: Partial<typeof bookings.$inferInsert> = {}) {
  for (let i = 0; i < n; i++) {
    const orderId = await order(t, 'expired', 100, null);
    await t.app.deps.db.insert(bookings).values({ orderId, buildingId, startsAt: new Date(NOW.getTime() - DAY), endsAt: new Date(NOW.getTime() + 30 * DAY), ...over });
  }
}

describe('/admin/dashboard: each figure against a hand-computed fixture', () => {
  let t: TestApp;
  let full: string;
  let some: string;
  let empty: string;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'false' });
    const db = t.app.deps.db;
    // Revenue (the store's entries in the books): this month 150 000 + 30 000 (paid at 00:00 on
    // the 1st in São Paulo) = 180 000, plus an order of 99 900 paid and refunded in the month (3
    // orders paid); last month 50 000 + 20 000 (23:30 on 31 Oct in São Paulo, already November in
    // UTC) = 70 000. A pending order and one before the chart's six months count nowhere.
    await order(t, 'paid', 150_000, at('2026-11-05T13:00:00Z'));
    await order(t, 'paid', 30_000, at('2026-11-01T03:00:00Z'));
    await order(t, 'paid', 20_000, at('2026-11-01T02:30:00Z'));
    await order(t, 'paid', 50_000, at('2026-10-15T12:00:00Z'));
    const refunded = await order(t, 'refunded', 99_900, at('2026-11-10T12:00:00Z'));
    await reverseOrderRevenue(db, refunded, at('2026-11-12T12:00:00Z'));
    await order(t, 'pending', 12_345, null);
    await order(t, 'paid', 7_000, at('2026-05-10T12:00:00Z'));
    await order(t, 'paid', 8_000, at('2026-08-10T12:00:00Z'));

    // Occupancy: full (10), some (3 live + 1 cancelled + 1 ended + 1 starting later), empty (0);
    // an inactive building is not listed. Active bookings: 10 + 3 + 1 (future, already counted by the store's rule) = 14.
    full = await makeBuilding(db, { name: 'B Cheio' });
    some = await makeBuilding(db, { name: 'A Alguns' });
    empty = await makeBuilding(db, { name: 'C Vazio' });
    const inactive = await makeBuilding(db, { name: 'D Inativo', status: 'inactive' });
    await book(t, full, 10);
    await book(t, some, 3);
    await book(t, some, 1, { status: 'cancelled' });
    await book(t, some, 1, { startsAt: new Date(NOW.getTime() - 40 * DAY), endsAt: new Date(NOW.getTime() - DAY) });
    await book(t, some, 1, { startsAt: new Date(NOW.getTime() + 5 * DAY), endsAt: new Date(NOW.getTime() + 35 * DAY) });
    void inactive;

    // Videos: 2 waiting, 1 approved.
    const client = await makeUser(t.app, { role: 'client' });
    for (const [i, status] of (['em_analise', 'em_analise', 'aprovado'] as const).entries()) {
      await db.insert(videos).values({
        userId: client.id,
        buildingId: full,
        title: `Vídeo ${i}`,
        status,
        storageKey: `clientes/${client.id}/v${i}.mp4`,
        fileName: `v${i}.mp4`,
        fileSize: 1000,
        fileType: 'video/mp4',
        durationMs: 15_000,
        width: 1080,
        height: 1920,
        decidedAt: status === 'aprovado' ? NOW : null,
      });
    }

    // Screens: online, silent 10 min, never reported (offline: 2); a revoked one does not count.
    const screen = (label: string, over: Partial<typeof screens.$inferInsert>) => db.insert(screens).values({ buildingId: full, label, tokenHash: `hash-${label}`, ...over });
    await screen('online', { lastHeartbeatAt: new Date(NOW.getTime() - MIN) });
    await screen('silent', { lastHeartbeatAt: new Date(NOW.getTime() - 10 * MIN) });
    await screen('never', { lastHeartbeatAt: null });
    await screen('revoked', { lastHeartbeatAt: new Date(NOW.getTime() - 60 * MIN), revokedAt: NOW });

    // Contact messages: two still new (one of them old), one answered, one archived.
    const statuses = [['new', 1], ['new', 40], ['answered', 2], ['archived', 3]] as const;
    for (const [status, days] of statuses) {
      await db.insert(contactMessages).values({ name: `Pessoa ${days}`, email: `p${days}@teste.local`, message: 'Olá', status, createdAt: new Date(NOW.getTime() - days * DAY) });
    }
  });
  afterAll(() => t.close());

  it('computes each figure', async () => {
    const d = await getDashboard(t.app.deps.db, NOW);
    expect(d.revenueThisMonthCents).toBe(180_000);
    expect(d.revenueLastMonthCents).toBe(70_000);
    expect(d.paidOrdersThisMonth).toBe(3);
    expect(d.revenueByMonth).toEqual([
      { month: '2026-06', revenueCents: 0, paidOrders: 0 },
      { month: '2026-07', revenueCents: 0, paidOrders: 0 },
      { month: '2026-08', revenueCents: 8_000, paidOrders: 1 },
      { month: '2026-09', revenueCents: 0, paidOrders: 0 },
      { month: '2026-10', revenueCents: 70_000, paidOrders: 2 },
      { month: '2026-11', revenueCents: 180_000, paidOrders: 3 },
    ]);
    expect(d.activeBookings).toBe(14);
    expect(d.occupancy).toEqual([
      { buildingId: full, name: 'B Cheio', advertisers: 10, capacity: 10, full: true },
      { buildingId: some, name: 'A Alguns', advertisers: 4, capacity: 10, full: false },
      { buildingId: empty, name: 'C Vazio', advertisers: 0, capacity: 10, full: false },
    ]);
    expect(d.videosPending).toBe(2);
    expect(d.screensOffline).toBe(2);
    expect(d.newContactMessages).toBe(2);
  });

  it('answers admins over HTTP; editors get the spec warning', async () => {
    const admin = await loginAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(json(res).occupancy[0].name).toBe('B Cheio');
    const editor = await loginAs(t.app, 'editor');
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: editor.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error.message).toBe('Você não tem permissão para acessar esta área.');
  });

  it('history: one query per page, filters by kind, person and period; a reversed period is a 400', async () => {
    const db = t.app.deps.db;
    const admin = await loginAs(t.app, 'admin');
    await db.insert(auditLogs).values([
      { at: at('2026-11-02T12:00:00Z'), userEmail: 'ana@teste.local', category: 'videos', action: 'approve', details: 'Vídeo "A" aprovado' },
      { at: at('2026-11-03T12:00:00Z'), userEmail: 'bia@teste.local', category: 'photos', action: 'main_photo_changed', details: 'Foto principal trocada' },
      { at: at('2026-11-04T12:00:00Z'), userEmail: 'ana@teste.local', category: 'videos', action: 'reject', details: 'Vídeo "B" reprovado' },
    ]);
    t.queries.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/history?kind=videos&person=ana&from=2026-11-01&to=2026-11-30&pageSize=1', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.total).toBe(2);
    expect(body.entries).toHaveLength(1);
    expect(body.entries[0]).toMatchObject({ action: 'reject', category: 'videos', userEmail: 'ana@teste.local' });
    expect(t.queries.filter((q) => q.includes('"audit_logs"'))).toHaveLength(1);
    const page2 = json(await t.app.inject({ method: 'GET', url: '/api/admin/history?kind=videos&person=ana&from=2026-11-01&to=2026-11-30&pageSize=1&page=2', headers: { cookie: admin.cookie } }));
    expect(page2.entries[0].action).toBe('approve');
    const past = json(await t.app.inject({ method: 'GET', url: '/api/admin/history?kind=videos&person=ana&pageSize=1&page=9', headers: { cookie: admin.cookie } }));
    expect(past).toMatchObject({ entries: [], total: 2 });
    const reversed = await t.app.inject({ method: 'GET', url: '/api/admin/history?from=2026-11-30&to=2026-11-01', headers: { cookie: admin.cookie } });
    expect(reversed.statusCode).toBe(400);
  });
});
