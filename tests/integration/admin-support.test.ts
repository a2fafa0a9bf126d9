import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs } from '../factories/users';
import { mailsTo } from '../factories/mail';
import { contactMessages, contactReplies, newsletterSubscriptions, users } from '../../server/db/schema';

/** /admin/support: contact messages (reply by e-mail, archive) and the newsletter list with its CSV. */
describe('admin support: contact messages and newsletter subscribers', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', { name: 'Ana Admin' })).cookie;
  });
  afterAll(() => t.close());

  const contact = async (name: string, email: string, message: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/site/contact', payload: { name, email, message, source: 'paineis' } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    return row!;
  };

  it('lists messages newest first, with counts per status, a search and the phone of a known client', async () => {
    const client = await loginAs(t.app, 'client', { email: 'joana@teste.local' });
    await t.app.deps.db.update(users).set({ phone: '(45) 98888-7777' }).where(eq(users.id, client.user.id));
    await contact('Joana', 'joana@teste.local', 'Quero anunciar no Centro');
    await contact('Pedro', 'pedro@teste.local', 'Orçamento de vídeo');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/support/messages', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.rows.map((r: { name: string }) => r.name)).toEqual(['Pedro', 'Joana']);
    expect(body.counts).toEqual({ new: 2, answered: 0, archived: 0 });
    expect(body.rows[1]).toMatchObject({ status: 'new', source: 'paineis', phone: '(45) 98888-7777', replies: [] });
    expect(body.rows[0].phone).toBeNull();
    const search = json(await t.app.inject({ method: 'GET', url: '/api/admin/support/messages?q=centro', headers: { cookie: admin } }));
    expect(search.rows.map((r: { name: string }) => r.name)).toEqual(['Joana']);
  });

  it('a reply is a real e-mail to the person, recorded, and the message becomes answered', async () => {
    const msg = await contact('Carla', 'carla@teste.local', 'Vocês atendem Cascavel?');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/messages/${msg.id}/reply`,
      headers: { cookie: admin },
      payload: { body: 'Olá! Ainda não, mas em breve.' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Resposta enviada por e-mail.');
    expect(json(res).contact).toMatchObject({ status: 'answered', replies: [{ body: 'Olá! Ainda não, mas em breve.', sentBy: 'Ana Admin', mailStatus: 'outbox' }] });
    const mails = await mailsTo(t.app, 'carla@teste.local');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Resposta ao seu contato com a Indexa');
    expect(mails[0]!.text).toContain('Olá! Ainda não, mas em breve.');
    expect(mails[0]!.text).toContain('> Vocês atendem Cascavel?');
    const replies = await t.app.deps.db.select().from(contactReplies).where(eq(contactReplies.messageId, msg.id));
    expect(replies[0]!.outboxId).toBe(mails[0]!.id);
  });

  it('an empty reply is refused with the pt-BR text and nothing is written', async () => {
    const msg = await contact('Davi', 'davi@teste.local', 'Oi');
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/support/messages/${msg.id}/reply`, headers: { cookie: admin }, payload: { body: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBe('Escreva a resposta.');
    expect(await mailsTo(t.app, 'davi@teste.local')).toHaveLength(0);
    const [row] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, msg.id));
    expect(row!.status).toBe('new');
  });

  it('archive moves new or answered to archived once; a second archive is a 409; unknown ids are 404', async () => {
    const msg = await contact('Eva', 'eva@teste.local', 'Só avisando');
    const url = `/api/admin/support/messages/${msg.id}/archive`;
    const first = await t.app.inject({ method: 'POST', url, headers: { cookie: admin } });
    expect(first.statusCode).toBe(200);
    expect(json(first).contact.status).toBe('archived');
    const again = await t.app.inject({ method: 'POST', url, headers: { cookie: admin } });
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe('Esta mensagem já está arquivada.');
    const archivedOnly = json(await t.app.inject({ method: 'GET', url: '/api/admin/support/messages?status=archived', headers: { cookie: admin } }));
    expect(archivedOnly.rows.map((r: { email: string }) => r.email)).toEqual(['eva@teste.local']);
    for (const id of ['nao-e-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/support/messages/${id}/archive`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(404);
    }
  });

  it('subscribers: paginated list and a CSV with pt-BR headers, escaping and no formula injection', async () => {
    const db = t.app.deps.db;
    await db.insert(newsletterSubscriptions).values([
      { email: 'ana@teste.local', createdAt: new Date('2026-01-02T12:00:00Z') },
      { email: '=HYPERLINK("http://mal.example")@x.com', createdAt: new Date('2026-01-03T12:00:00Z') },
      { email: 'semi;colon@teste.local', createdAt: new Date('2026-01-04T12:00:00Z'), noticeVersion: 2, consentIp: '203.0.113.9' },
    ]);
    const list = json(await t.app.inject({ method: 'GET', url: '/api/admin/support/subscribers?q=ana', headers: { cookie: admin } }));
    expect(list).toMatchObject({ total: 1, rows: [{ email: 'ana@teste.local' }] });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/support/subscribers.csv', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="inscritos-newsletter-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines).toEqual([
      'E-mail;Inscrito em;Versão do aviso;IP do consentimento',
      'ana@teste.local;02/01/2026, 09:00;;',
      `"'=HYPERLINK(""http://mal.example"")@x.com";03/01/2026, 09:00;;`,
      '"semi;colon@teste.local";04/01/2026, 09:00;2;203.0.113.9',
    ]);
  });
});
