import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingIds, buyer, captureMailLog, createOrder } from '../factories/checkout';
import { login, loginAs, makeUser, nextIp } from '../factories/users';
import { makeDecidedVideo, makeSlot } from '../factories/videos';
import {
  activeVideos,
  auditLogs,
  contactMessages,
  financeTransactions,
  newsletterSubscriptions,
  orders,
  privacyRequests,
  sessions,
  storagePurges,
  users,
  videos,
  waitlistEntries,
} from '../../server/db/schema';
import { messages } from '../../domain/messages';
import { ANONYMISED_NAME } from '../../domain/privacy';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { EXPORTED_EMAIL_COLUMNS, EXPORTED_USER_COLUMNS } from '../../server/modules/privacy/privacy.service';

/**
 * Issue 34 part B (ADR 0055): 'Meus dados' — the export of everything about a person, the
 * correction of name and phone, the account deletion by a mailed single-use link, and staff's
 * requests of people without an account.
 */
describe('the data subject rights', () => {
  let t: TestApp;
  let ids: string[];
  let sent: ReturnType<typeof captureMailLog>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
    sent = captureMailLog(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.app.deps.db;

  const cardToken = () => {
    const r = sandboxTokenize({ number: '4111 1111 1111 1111', holder: 'FULANO DE TAL', expiry: '12/35', cvv: '123' }, new Date());
    if (!r.ok) throw new Error('test card');
    return r.card.token;
  };
  /** A client with a password and an order paid by card under the same e-mail (revenue posted). */
  async function clientWithPaidOrder() {
    const u = await makeUser(t.app, { role: 'client', name: 'Joana Titular' });
    const o = await createOrder(t.app, { buyer: buyer({ email: u.email, name: 'Joana Titular', cpf: '529.982.247-25' }), buildingIds: [ids[0]!], months: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o.id}/payments`,
      headers: { 'x-order-token': o.token },
      payload: { method: 'card', cardToken: cardToken(), installments: 1 },
    });
    expect(json(res).order.status).toBe('paid');
    const cookie = await login(t.app, u);
    return { user: u, orderId: o.id, cookie };
  }

  it('the export covers every column that points at an account and every e-mail column of the schema', async () => {
    const fks = await db().execute(sql`
      select tc.table_name as t, kcu.column_name as c
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and ccu.column_name = 'id' and tc.table_schema = 'public'`);
    const fkColumns = ((fks as unknown as { rows?: { t: string; c: string }[] }).rows ?? (fks as unknown as { t: string; c: string }[])).map((r) => `${r.t}.${r.c}`);
    expect(fkColumns.length).toBeGreaterThan(20);
    expect(fkColumns.filter((k) => !(k in EXPORTED_USER_COLUMNS)), 'foreign keys to users the export skips').toEqual([]);

    const emails = await db().execute(sql`
      select table_name as t, column_name as c from information_schema.columns
      where table_schema = 'public' and data_type = 'text'
        and (column_name ~ '(^|_)email($|_)' or (table_name = 'email_outbox' and column_name = 'to'))`);
    const emailColumns = ((emails as unknown as { rows?: { t: string; c: string }[] }).rows ?? (emails as unknown as { t: string; c: string }[])).map((r) => `${r.t}.${r.c}`);
    expect(emailColumns).toContain('newsletter_subscriptions.email');
    expect(emailColumns.filter((k) => !(k in EXPORTED_EMAIL_COLUMNS)), 'e-mail columns the export skips').toEqual([]);
  });

  it("'Baixar meus dados' holds the account, orders with items and payments, bookings, videos with their authorised links, notifications, consents, forms, audit and requests", async () => {
    const { user, orderId, cookie } = await clientWithPaidOrder();
    const slot = await makeSlot(t.app, user.id);
    const video = await makeDecidedVideo(t.app, user.id, { decidedAt: new Date(), title: 'Meu comercial' });
    await t.app.inject({ method: 'POST', url: '/api/site/newsletter', remoteAddress: nextIp(), payload: { email: user.email } });
    await t.app.inject({ method: 'POST', url: '/api/site/contact', remoteAddress: nextIp(), payload: { name: 'Joana', email: user.email, message: 'Olá, quero saber mais.' } });
    await db().insert(waitlistEntries).values({ buildingId: ids[1]!, email: user.email.toLowerCase(), consentVersion: 'v1', consentText: 'Aceito', consentIp: '10.1.1.1', createdAt: new Date() });
    await t.app.inject({ method: 'PUT', url: '/api/client/my-data/contact', headers: { cookie }, payload: { name: 'Joana Titular Silva', phone: '(45) 99876-5432' } });

    const res = await t.app.inject({ method: 'GET', url: '/api/client/my-data/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"/);
    const data = json(res);
    expect(data.titular).toMatchObject({ id: user.id, name: 'Joana Titular Silva', phone: '(45) 99876-5432' });
    expect(data.titular.password_hash).toBeUndefined();
    const order = data.pedidos.find((o: { id: string }) => o.id === orderId);
    expect(order.itens).toHaveLength(1);
    expect(order.pagamentos[0]).toMatchObject({ status: 'approved', method: 'card' });
    expect(order.access_token_hash).toBeUndefined();
    expect(data.reservas.map((b: { id: string }) => b.id)).toContain(slot.booking.id);
    const v = data.videos.find((x: { id: string }) => x.id === video.id);
    expect(v.arquivo).toBe(`/api/client/videos/${video.id}/file`);
    // The link is the client area's own authorised route: the owner passes its guard.
    expect([200, 404]).toContain((await t.app.inject({ method: 'GET', url: v.arquivo, headers: { cookie } })).statusCode);
    expect(data.notificacoes.decisoesDeVideos.map((d: { video: string }) => d.video)).toContain(video.id);
    expect(data.newsletter).toHaveLength(1);
    expect(data.mensagensDeContato[0].message).toBe('Olá, quero saber mais.');
    expect(data.listaDeEspera[0]).toMatchObject({ consent_version: 'v1', consent_ip: '10.1.1.1' });
    expect(data.registrosDeSeguranca.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['own_data_corrected']));
    expect(data.sessoes.length).toBeGreaterThan(0);
    expect(data.sessoes[0].id).toBeUndefined();
    expect(JSON.stringify(data.emailsEnviados)).not.toMatch(/token=[A-Za-z0-9_-]{12,}/);
    // Another client's export has none of it.
    const other = await loginAs(t.app, 'client');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/client/my-data/export', headers: { cookie: other.cookie } });
    expect(theirs.body).not.toContain(user.email);
    expect(theirs.body).not.toContain(orderId);
  });

  it('name and phone are corrected with the same rules as the checkout, audited; bad input is a pt-BR 400', async () => {
    const { cookie, user } = await loginAs(t.app, 'client');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/client/my-data/contact', headers: { cookie }, payload: { name: '', phone: '123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(messages.nameRequired);
    const ok = await t.app.inject({ method: 'PUT', url: '/api/client/my-data/contact', headers: { cookie }, payload: { name: 'Nome Novo', phone: '' } });
    expect(json(ok)).toEqual({ name: 'Nome Novo', phone: null });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('Nome Novo');
    const audit = await db().select().from(auditLogs).where(eq(auditLogs.action, 'own_data_corrected'));
    expect(audit.some((a) => a.userId === user.id)).toBe(true);
  });

  it('deletion: mailed single-use link; the account is anonymised, fiscal records stay with totals unchanged, unbooked videos and their files go, a booked one stays', async () => {
    const { user, orderId, cookie } = await clientWithPaidOrder();
    const entriesBefore = await db().select().from(financeTransactions).where(eq(financeTransactions.orderId, orderId));
    expect(entriesBefore.length).toBeGreaterThan(0);
    expect(entriesBefore.some((e) => e.notes?.includes('Joana Titular'))).toBe(true);
    const [orderBefore] = await db().select().from(orders).where(eq(orders.id, orderId));

    // A video with no booking (and its file), and one shown by a running booking.
    const loose = await makeDecidedVideo(t.app, user.id, { decidedAt: null, title: 'Solto' });
    await t.app.deps.storage.put(loose.storageKey, Buffer.from('video solto'));
    const slot = await makeSlot(t.app, user.id);
    const booked = await makeDecidedVideo(t.app, user.id, { decidedAt: new Date(), buildingId: slot.buildingId, title: 'Em campanha' });
    await db().insert(activeVideos).values({ bookingId: slot.booking.id, videoId: booked.id, userId: user.id, buildingId: slot.buildingId });
    await t.app.deps.storage.put(booked.storageKey, Buffer.from('video em campanha'));
    await t.app.inject({ method: 'POST', url: '/api/site/newsletter', remoteAddress: nextIp(), payload: { email: user.email } });
    // A purchase in flight under the same e-mail is left for its own end (paid: a new account; expired: the retention job).
    const inFlight = await createOrder(t.app, { buyer: buyer({ email: user.email, name: 'Joana Titular' }), buildingIds: [ids[1]!], months: 1 });

    const asked = await t.app.inject({ method: 'POST', url: '/api/client/my-data/deletion', headers: { cookie } });
    expect(asked.statusCode).toBe(200);
    expect(json(asked).message).toBe(messages.privacyDeletionMailed);
    // Nothing changed yet.
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);
    const mail = sent.filter((m) => m.to === user.email && m.subject === 'Confirme a exclusão da sua conta').at(-1)!;
    const token = decodeURIComponent(mail.text.match(/excluir-conta\?token=([^\s]+)/)![1]!);

    // A forged token is refused with the same text, and changes nothing.
    const forged = await t.app.inject({ method: 'POST', url: '/api/my-data/deletion/confirm', payload: { token: token.slice(0, -2) + 'xx' } });
    expect(forged.statusCode).toBe(400);
    expect(json(forged).error.message).toBe(messages.privacyDeletionLinkInvalid);

    const confirmed = await t.app.inject({ method: 'POST', url: '/api/my-data/deletion/confirm', payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/my-data/deletion/confirm', payload: { token } });
    expect(again.statusCode).toBe(400);

    const [gone] = await db().select().from(users).where(eq(users.id, user.id));
    expect(gone).toMatchObject({ name: ANONYMISED_NAME, phone: null, passwordHash: null, active: false });
    expect(gone!.email).not.toContain(user.email.split('@')[0]!);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    // The login is refused with the normal message (nothing tells the account existed).
    const again1 = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { area: 'client', email: user.email, password: user.password } });
    expect(again1.statusCode).toBe(401);
    expect(again1.body).toContain(messages.invalidCredentials);
    // The old session cookie is dead.
    expect((await t.app.inject({ method: 'GET', url: '/api/client/my-data', headers: { cookie } })).statusCode).toBe(401);

    // Fiscal records: the order, its payment and its finance entries stay, same totals, buyer anonymised, CPF kept.
    const [orderAfter] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(orderAfter).toMatchObject({ status: 'paid', totalCents: orderBefore!.totalCents, buyerName: ANONYMISED_NAME, buyerPhone: '', buyerCpf: orderBefore!.buyerCpf });
    expect(orderAfter!.buyerEmail).not.toBe(user.email);
    const entriesAfter = await db().select().from(financeTransactions).where(eq(financeTransactions.orderId, orderId));
    expect(entriesAfter.map((e) => [e.id, e.amountCents])).toEqual(entriesBefore.map((e) => [e.id, e.amountCents]));
    expect(entriesAfter.some((e) => e.notes?.includes('Joana'))).toBe(false);
    expect((await db().select().from(orders).where(eq(orders.id, inFlight.id)))[0]).toMatchObject({ status: 'pending', buyerName: 'Joana Titular' });
    // Staff still see and print it: the admin's order and its receipt, finance's contracts.
    const admin = await loginAs(t.app, 'admin');
    const staffOrder = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { cookie: admin.cookie } });
    expect(staffOrder.statusCode).toBe(200);
    expect(staffOrder.body).toContain(ANONYMISED_NAME);
    expect(staffOrder.body).not.toContain('Joana');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/receipt`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const finance = await loginAs(t.app, 'finance');
    const contracts = await t.app.inject({ method: 'GET', url: '/api/finance/contracts', headers: { cookie: finance.cookie } });
    expect(json(contracts).contracts.find((c: { orderId: string }) => c.orderId === orderId)).toMatchObject({ buyerName: ANONYMISED_NAME, totalCents: orderBefore!.totalCents });

    // Videos: the loose one and its file are gone, the booked one stays for its campaign.
    const left = await db().select({ id: videos.id }).from(videos).where(eq(videos.userId, user.id));
    expect(left.map((v) => v.id)).toEqual([booked.id]);
    expect(await t.app.deps.storage.get(loose.storageKey)).toBeNull();
    expect(await db().select().from(storagePurges)).toEqual([]);
    // The newsletter row goes; audit entries about them lose e-mail and address.
    expect(await db().select().from(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${user.email.toLowerCase()}`)).toEqual([]);
    const trail = await db().select().from(auditLogs).where(eq(auditLogs.userId, user.id));
    expect(trail.length).toBeGreaterThan(0);
    expect(trail.every((a) => a.ip === null && a.userEmail !== user.email)).toBe(true);
    // The request is kept as the proof of the answer, and the last mail went to the old address.
    const [req] = await db().select().from(privacyRequests).where(eq(privacyRequests.userId, user.id));
    expect(req).toMatchObject({ type: 'exclusao', status: 'respondido' });
    expect(req!.email).toBe(gone!.email);
    expect(sent.some((m) => m.to === user.email && m.subject === 'Sua conta foi excluída')).toBe(true);

    // The retention job: while the campaign runs the booked video stays; once it ended, it and its file go.
    const { applyRetention } = await import('../../server/flows/retention');
    expect((await applyRetention(t.app.deps, new Date())).videos).toBe(0);
    expect(await t.app.deps.storage.get(booked.storageKey)).not.toBeNull();
    const afterCampaign = await applyRetention(t.app.deps, new Date(slot.booking.endsAt.getTime() + 60_000));
    expect(afterCampaign.videos).toBe(1);
    expect(await db().select().from(videos).where(eq(videos.userId, user.id))).toEqual([]);
    expect(await t.app.deps.storage.get(booked.storageKey)).toBeNull();
  });

  it('a crash between the commit and the file delete is repaired by the retention job', async () => {
    const { user, cookie } = await clientWithPaidOrder();
    const loose = await makeDecidedVideo(t.app, user.id, { decidedAt: null, title: 'Arquivo teimoso' });
    await t.app.deps.storage.put(loose.storageKey, Buffer.from('bytes'));
    await t.app.inject({ method: 'POST', url: '/api/client/my-data/deletion', headers: { cookie } });
    const mail = sent.filter((m) => m.to === user.email && m.subject === 'Confirme a exclusão da sua conta').at(-1)!;
    const token = decodeURIComponent(mail.text.match(/excluir-conta\?token=([^\s]+)/)![1]!);
    const storage = t.app.deps.storage;
    const realDelete = storage.delete.bind(storage);
    storage.delete = async () => {
      throw new Error('storage down');
    };
    try {
      expect((await t.app.inject({ method: 'POST', url: '/api/my-data/deletion/confirm', payload: { token } })).statusCode).toBe(200);
    } finally {
      storage.delete = realDelete;
    }
    expect(await storage.get(loose.storageKey)).not.toBeNull();
    expect((await db().select().from(storagePurges)).map((p) => p.storageKey)).toContain(loose.storageKey);
    const { applyRetention } = await import('../../server/flows/retention');
    const out = await applyRetention(t.app.deps, new Date());
    expect(out.files).toBeGreaterThan(0);
    expect(await storage.get(loose.storageKey)).toBeNull();
    expect(await db().select().from(storagePurges)).toEqual([]);
  });

  it("staff's 'Pedidos LGPD': register with the 15-day due day, export and erase an e-mail without an account, answer once", async () => {
    const admin = await loginAs(t.app, 'admin');
    const email = `sem.conta.${randomUUID().slice(0, 8)}@teste.local`;
    await t.app.inject({ method: 'POST', url: '/api/site/newsletter', remoteAddress: nextIp(), payload: { email } });
    await t.app.inject({ method: 'POST', url: '/api/site/contact', remoteAddress: nextIp(), payload: { name: 'Sem Conta', email, message: 'Apaguem meus dados' } });

    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/privacy-requests', headers: { cookie: admin.cookie }, payload: { email: 'x', type: 'exclusao' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(messages.emailInvalid);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy-requests',
      headers: { cookie: admin.cookie },
      payload: { email, type: 'exclusao', details: 'Pelo e-mail de contato', receivedDay: '2026-01-05' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const r = json(made).request;
    expect(r).toMatchObject({ receivedDay: '2026-01-05', dueDay: '2026-01-20', status: 'aberto', overdue: true, hasAccount: false });

    const exported = await t.app.inject({ method: 'GET', url: `/api/admin/privacy-requests/${r.id}/export`, headers: { cookie: admin.cookie } });
    expect(exported.statusCode).toBe(200);
    expect(json(exported).newsletter).toHaveLength(1);
    expect(json(exported).mensagensDeContato[0].message).toBe('Apaguem meus dados');

    const erased = await t.app.inject({ method: 'POST', url: `/api/admin/privacy-requests/${r.id}/erase`, headers: { cookie: admin.cookie } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toEqual([]);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);

    const noNote = await t.app.inject({ method: 'POST', url: `/api/admin/privacy-requests/${r.id}/answer`, headers: { cookie: admin.cookie }, payload: { answer: ' ' } });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain(messages.privacyNoteRequired);
    const answered = await t.app.inject({ method: 'POST', url: `/api/admin/privacy-requests/${r.id}/answer`, headers: { cookie: admin.cookie }, payload: { answer: 'Dados apagados em 06/01.' } });
    expect(json(answered).request).toMatchObject({ status: 'respondido', overdue: false, answer: 'Dados apagados em 06/01.' });
    const twice = await t.app.inject({ method: 'POST', url: `/api/admin/privacy-requests/${r.id}/answer`, headers: { cookie: admin.cookie }, payload: { answer: 'de novo' } });
    expect(twice.statusCode).toBe(409);

    // An e-mail with a client account is its owner's to delete (the link proves who they are).
    const client = await makeUser(t.app, { role: 'client' });
    const forAccount = json(await t.app.inject({ method: 'POST', url: '/api/admin/privacy-requests', headers: { cookie: admin.cookie }, payload: { email: client.email, type: 'exclusao' } })).request;
    expect(forAccount.hasAccount).toBe(true);
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/privacy-requests/${forAccount.id}/erase`, headers: { cookie: admin.cookie } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(messages.privacyStaffEmailIsAccount);

    // Anonymous, a client and an editor are refused.
    const editor = await loginAs(t.app, 'editor');
    const client2 = await loginAs(t.app, 'client');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/privacy-requests' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/privacy-requests', headers: { cookie: client2.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/privacy-requests', headers: { cookie: editor.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/privacy-requests/${r.id}/erase`, headers: { cookie: editor.cookie } })).statusCode).toBe(403);
    // Staff cannot use the client's own routes.
    expect((await t.app.inject({ method: 'GET', url: '/api/client/my-data/export', headers: { cookie: admin.cookie } })).statusCode).toBe(403);
  });
});
