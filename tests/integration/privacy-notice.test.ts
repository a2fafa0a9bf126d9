import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { DEFAULT_PRIVACY_NOTICE_TEXT } from '../../domain/privacy-notice';
import { auditLogs, emailOutbox, newsletterSubscriptions, privacyNotices } from '../../server/db/schema';
import { loginAs } from '../factories/users';
import { createTestApp, json, type TestApp } from '../setup/app';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink';

const BASE = 'https://indexa.example';
const GATE = 'portao-privacidade';

/**
 * Issue 34 items 1 and 2 (ADR 0054): the privacy notice is read by anyone, gate or not, and only the
 * master publishes a new version of its text (audited, dated, never overwriting another's edit);
 * a newsletter sign-up records the consent (time, notice version, address) and sends a welcome mail
 * whose leave link and List-Unsubscribe header take the address off the list in one click, once,
 * and cannot be forged.
 */
describe('privacy notice and the newsletter consent', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let gateCookie: string;
  const db = () => t.app.deps.db;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: BASE, PAYMENT_PROVIDER: 'sandbox', SITE_ACCESS_PASSWORD: GATE, PRIVACY_OFFICER_NAME: 'Dora Dados' });
    const gate = await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: GATE } });
    expect(gate.statusCode).toBe(200);
    const set = String(gate.headers['set-cookie']);
    gateCookie = set.split(';')[0]!;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const notice = () => t.app.inject({ url: '/api/site/privacy' });
  const save = (body: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings/privacy', headers: cookie ? { cookie } : {}, payload: body });

  it('anyone reads the notice, gate closed or not: version 1, the controller and the officer from the settings', async () => {
    const res = await notice();
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      version: 1,
      text: DEFAULT_PRIVACY_NOTICE_TEXT,
      controller: { legalName: 'Indexa', email: 'contato@indexa.local' },
      officer: { name: 'Dora Dados', email: 'contato@indexa.local' },
    });
    // Another read does not make another version.
    expect(json(await notice()).version).toBe(1);
    expect(await db().select().from(privacyNotices)).toHaveLength(1);
  });

  it('only the master saves it: anonymous 401, client, editor and admin 403, nothing written', async () => {
    const body = { baseVersion: 1, text: 'Texto novo.', officerName: 'Outro', officerEmail: 'outro@teste.local' };
    expect((await save(body)).statusCode).toBe(401);
    for (const role of ['client', 'editor', 'admin', 'finance'] as const) {
      const who = await loginAs(t.app, role);
      const res = await save(body, who.cookie);
      expect(res.statusCode, role).toBe(403);
    }
    expect(await db().select().from(privacyNotices)).toHaveLength(1);
    // Admins still read the card in the settings.
    const admin = await loginAs(t.app, 'admin');
    const settings = await t.app.inject({ url: '/api/admin/settings', headers: { cookie: admin.cookie } });
    expect(json(settings).privacy).toMatchObject({ version: 1, officerName: 'Dora Dados' });
  });

  it('a new text is the next version with its date, audited; the same text changes nothing; a stale editor is refused', async () => {
    const master = await loginAs(t.app, 'master');
    const before = json(await notice());
    const text = 'A Indexa respeita a sua privacidade.\n\nEste é o segundo parágrafo.';
    const bad = await save({ baseVersion: before.version, text: '   ', officerName: 'D', officerEmail: 'x' }, master.cookie);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toBeTruthy();

    const ok = await save({ baseVersion: before.version, text, officerName: 'Dora Dados', officerEmail: 'dpo@indexa.example' }, master.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).message).toBe(messages.privacyNoticeSaved(before.version + 1));
    const after = json(await notice());
    expect(after).toMatchObject({ version: before.version + 1, text, officer: { name: 'Dora Dados', email: 'dpo@indexa.example' } });
    expect(Date.parse(after.publishedAt)).toBeGreaterThanOrEqual(Date.parse(before.publishedAt));
    // The old version is still there, as it was.
    const versions = await db().select().from(privacyNotices).orderBy(privacyNotices.version);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]!.text).toBe(DEFAULT_PRIVACY_NOTICE_TEXT);
    const audits = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.category, 'settings'), sql`${auditLogs.details} like 'Aviso de privacidade%'`));
    expect(audits.map((a) => a.details)).toEqual(['Aviso de privacidade publicado na versão 2']);

    const same = await save({ baseVersion: 2, text: `${text}\n`, officerName: 'Dora Dados', officerEmail: 'dpo@indexa.example' }, master.cookie);
    expect(json(same).message).toBe(messages.privacyNoticeUnchanged);
    expect(json(await notice()).version).toBe(2);

    // Someone who opened the card at version 1 and saves now would erase version 2 unseen: refused.
    const stale = await save({ baseVersion: 1, text: 'Texto de quem não recarregou.', officerName: 'Dora Dados', officerEmail: 'dpo@indexa.example' }, master.cookie);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error.message).toBe(messages.privacyNoticeStale);
    expect(json(await notice())).toMatchObject({ version: 2, text });
  });

  it('a sign-up records the consent (time, notice version, address) and mails the subscriber a signed one-click way out', async () => {
    const email = 'leitora@teste.local';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site/newsletter',
      headers: { cookie: gateCookie },
      payload: { email: 'Leitora@Teste.local' },
      remoteAddress: '10.44.0.7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row).toMatchObject({ email, noticeVersion: json(await notice()).version, consentIp: '10.44.0.7' });
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const mail = await smtp.waitFor(email, /Inscrição confirmada/);
    expect(mail.text).toContain(`${BASE}/privacidade`);
    const link = mail.text.match(/https:\/\/indexa\.example\/newsletter\/sair\?token=(\S+)/);
    expect(link).toBeTruthy();
    const token = decodeURIComponent(link![1]!);
    // The mail program's own 'unsubscribe' (RFC 8058): the header names the API's one-click address with the same token.
    expect(mail.headers['list-unsubscribe']).toBe(`<${BASE}/api/newsletter/leave/one-click?token=${encodeURIComponent(token)}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The stored copy keeps the headers' names, not the personal link.
    const [stored] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(stored!.status).toBe('sent');
    expect(Object.keys(stored!.headers ?? {}).sort()).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    expect(stored!.headers!['List-Unsubscribe']).not.toContain(token.split('.')[1]!);

    // Tampered, forged for another address, or for another purpose (a waitlist token): refused, nothing deleted.
    const [payload, sig] = token.split('.');
    const other = Buffer.from('outra@teste.local').toString('base64url');
    const leave = (tok: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/leave', payload: { token: tok } });
    for (const forged of [`${payload}.${sig!.slice(0, -2)}xx`, `${other}.${sig}`, payload!, `${payload}.${sig}.x`, '00000000-0000-4000-8000-000000000000.abc']) {
      const r = await leave(forged);
      expect(r.statusCode, forged).toBe(400);
      expect(json(r).error.message).toBe(messages.newsletterLinkInvalid);
    }
    expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(1);

    // The page's button, with no gate cookie: gone; again: already (idempotent).
    const left = await leave(token);
    expect(left.statusCode, left.body).toBe(200);
    expect(json(left)).toEqual({ status: 'left', message: messages.newsletterLeft(email) });
    expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(0);
    expect(json(await leave(token))).toEqual({ status: 'already', message: messages.newsletterAlreadyLeft });
  });

  it("the header's one-click POST (a form, no cookie, no Origin) leaves too, also with an older mail's link after coming back", async () => {
    const email = 'clique@teste.local';
    const subscribe = () =>
      t.app.inject({ method: 'POST', url: '/api/site/newsletter', headers: { cookie: gateCookie }, payload: { email } });
    expect((await subscribe()).statusCode).toBe(200);
    const mail = await smtp.waitFor(email, /Inscrição confirmada/);
    const url = mail.headers['list-unsubscribe']!.slice(1, -1).replace(BASE, '');
    const oneClick = (u: string) =>
      t.app.inject({ method: 'POST', url: u, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    const first = await oneClick(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).status).toBe('left');
    expect(json(await oneClick(url)).status).toBe('already');
    expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(0);

    // Back on the list: a second welcome mail; the first mail's link still takes the address off,
    // also posted as multipart/form-data (what RFC 8058 says a mail program SHOULD send).
    expect((await subscribe()).statusCode).toBe(200);
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(email)).length).toBe(2);
    const boundary = '----indexa';
    const multipart = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(json(multipart).status).toBe('left');
    expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(0);
    // A form body elsewhere in the API is still refused (JSON only).
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/leave',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=x',
    });
    expect(form.statusCode).toBe(415);
  });
});
