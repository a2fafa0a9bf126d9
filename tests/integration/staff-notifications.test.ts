import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STAFF_NOTIFICATIONS_CHANNEL } from '../../domain/notifications';
import { contactMessages, screens, staffNotifications } from '../../server/db/schema';
import { notifyOfflineScreens } from '../../server/flows/screen-offline-notices';
import { notifyStaff, purgeReadNotifications } from '../../server/modules/notifications/notifications.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { collectEvents } from '../setup/events';
import { loginAs } from '../factories/users';
import { buildingIds, buyer, createOrder, payPix, sandboxApprove } from '../factories/checkout';
import { pairScreen } from '../factories/screens';

type Caller = Awaited<ReturnType<typeof loginAs>>;

describe('staff notifications', () => {
  let t: TestApp;
  let admin: Caller;
  let otherAdmin: Caller;
  let editor: Caller;
  let finance: Caller;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' });
    admin = await loginAs(t.app, 'admin');
    otherAdmin = await loginAs(t.app, 'admin');
    editor = await loginAs(t.app, 'editor');
    finance = await loginAs(t.app, 'finance');
  });
  afterAll(() => t.close());

  const list = async (who: Caller, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/notifications${query}`, headers: { cookie: who.cookie } });
    expect(res.statusCode).toBe(200);
    return json(res) as { notifications: Array<{ id: string; kind: string; title: string; body: string; link: string; read: boolean }>; unread: number; total: number };
  };
  const markAll = (who: Caller) => t.app.inject({ method: 'POST', url: '/api/admin/notifications/read-all', headers: { cookie: who.cookie } });

  it('a contact message reaches the admins (not editor nor finance) live, once each', async () => {
    const live = collectEvents(t.app, [STAFF_NOTIFICATIONS_CHANNEL]);
    const sent = await t.app.inject({ method: 'POST', url: '/api/site/contact', payload: { name: 'Ana Souza', email: 'ana@exemplo.com', message: 'Quero anunciar' } });
    expect(sent.statusCode).toBe(200);
    await live.waitFor((e) => e.payload.kind === 'contact_message');
    live.stop();
    const mine = await list(admin);
    expect(mine.unread).toBe(1);
    expect(mine.notifications[0]).toMatchObject({ kind: 'contact_message', title: 'Nova mensagem de contato', body: 'Ana Souza (ana@exemplo.com) escreveu pelo site.', link: '/admin/support', read: false });
    expect((await list(otherAdmin)).unread).toBe(1);
    expect((await list(editor)).unread).toBe(0);
    expect((await list(finance)).unread).toBe(0);
  });

  it('each person marks only their own: one, then all', async () => {
    const [n] = (await list(admin)).notifications;
    const foreign = await t.app.inject({ method: 'POST', url: `/api/admin/notifications/${n!.id}/read`, headers: { cookie: otherAdmin.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).error.message).toBe('Notificação não encontrada.');
    expect((await list(admin)).unread).toBe(1);
    const mark = await t.app.inject({ method: 'POST', url: `/api/admin/notifications/${n!.id}/read`, headers: { cookie: admin.cookie } });
    expect(json(mark)).toEqual({ unread: 0 });
    expect((await list(admin)).notifications[0]!.read).toBe(true);
    expect((await list(otherAdmin)).unread).toBe(1);
    await t.app.inject({ method: 'POST', url: '/api/site/newsletter', payload: { email: 'Leitor@Exemplo.com' } });
    expect((await list(otherAdmin, '?unread=true')).notifications.map((x) => x.kind)).toEqual(['newsletter_signup', 'contact_message']);
    expect(json(await markAll(otherAdmin))).toEqual({ unread: 0 });
    expect(await list(otherAdmin, '?unread=true')).toMatchObject({ notifications: [], unread: 0, total: 0 });
    expect((await list(admin)).unread).toBe(1);
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/notifications/nao-e-id/read', headers: { cookie: admin.cookie } });
    expect(bad.statusCode).toBe(400);
    await markAll(admin);
  });

  it('a paid order reaches finance and admins; a repeated fact is written once', async () => {
    const [b] = await buildingIds(t.app);
    const o = await createOrder(t.app, { buyer: buyer({ name: 'Loja do Zé' }), buildingIds: [b], months: 1 });
    expect(json(await sandboxApprove(t.app, await payPix(t.app, o))).outcome).toBe('paid');
    const fin = await list(finance);
    expect(fin.unread).toBe(1);
    // Each person gets a screen they can open: finance has no admin screens.
    expect(fin.notifications[0]).toMatchObject({ kind: 'order_paid', title: 'Pedido pago', link: '/financeiro/receitas' });
    expect(fin.notifications[0]!.body).toContain('Loja do Zé');
    expect((await list(admin)).notifications[0]).toMatchObject({ kind: 'order_paid', link: '/admin/payments' });
    expect((await list(editor)).unread).toBe(0);
    // The same fact again (a retried flow, another instance): nothing new.
    const again = await notifyStaff(t.app.deps, { kind: 'order_paid', orderId: o.id, buyerName: 'Loja do Zé', totalCents: 1 });
    expect(again).toBe(0);
    expect((await list(finance)).unread).toBe(1);
    await markAll(admin);
  });

  it("a failing notification never breaks the writer's own write", async () => {
    const db = t.app.deps.db;
    await db.execute(sql`alter table staff_notifications rename to staff_notifications_off`);
    try {
      const sent = await t.app.inject({ method: 'POST', url: '/api/site/contact', payload: { name: 'Bruno', email: 'bruno@exemplo.com', message: 'Orçamento' } });
      expect(sent.statusCode).toBe(200);
    } finally {
      await db.execute(sql`alter table staff_notifications_off rename to staff_notifications`);
    }
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, 'bruno@exemplo.com'))).toHaveLength(1);
  });

  it('the offline job reports each outage once, and a new outage again', async () => {
    const [b] = await buildingIds(t.app);
    const { screenId } = await pairScreen(t.app, admin.cookie, b!, 'Elevador de serviço');
    const db = t.app.deps.db;
    const now = new Date();
    const silentSince = new Date(now.getTime() - 10 * 60_000);
    await db.update(screens).set({ lastHeartbeatAt: silentSince }).where(eq(screens.id, screenId));
    const offline = async () => (await list(admin)).notifications.filter((n) => n.kind === 'screen_offline');
    expect(await notifyOfflineScreens(t.app.deps, now)).toBeGreaterThan(0);
    expect(await notifyOfflineScreens(t.app.deps, new Date(now.getTime() + 60_000))).toBe(0);
    expect(await offline()).toHaveLength(1);
    expect((await offline())[0]!.body).toContain('Elevador de serviço');
    // Just silent for a minute: not yet an outage.
    await db.update(screens).set({ lastHeartbeatAt: new Date(now.getTime() - 60_000) }).where(eq(screens.id, screenId));
    expect(await notifyOfflineScreens(t.app.deps, now)).toBe(0);
    // It came back, then dropped again later: a second outage.
    await db.update(screens).set({ lastHeartbeatAt: new Date(now.getTime() - 6 * 60_000) }).where(eq(screens.id, screenId));
    expect(await notifyOfflineScreens(t.app.deps, now)).toBeGreaterThan(0);
    expect(await offline()).toHaveLength(2);
    // Finance and editors do not watch screens.
    expect((await list(finance)).notifications.some((n) => n.kind === 'screen_offline')).toBe(false);
    const rows = await db.select().from(staffNotifications).where(eq(staffNotifications.kind, 'screen_offline'));
    expect(new Set(rows.map((r) => r.userId)).has(editor.user.id)).toBe(false);
  });

  it('the hourly purge drops read notifications after 90 days and keeps unread ones', async () => {
    const db = t.app.deps.db;
    const old = new Date(Date.now() - 91 * 86_400_000);
    await db.insert(staffNotifications).values([
      { userId: admin.user.id, kind: 'newsletter_signup', title: 'Antiga lida', body: 'x', link: '/admin/support', dedupeKey: 'old-read', createdAt: old, readAt: old },
      { userId: admin.user.id, kind: 'newsletter_signup', title: 'Antiga não lida', body: 'x', link: '/admin/support', dedupeKey: 'old-unread', createdAt: old },
    ]);
    expect(await purgeReadNotifications(db)).toBe(1);
    const titles = (await db.select().from(staffNotifications).where(eq(staffNotifications.userId, admin.user.id))).map((n) => n.title);
    expect(titles).toContain('Antiga não lida');
    expect(titles).not.toContain('Antiga lida');
  });
});
