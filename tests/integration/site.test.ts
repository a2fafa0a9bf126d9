import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, cookiesOf, json, type TestApp } from '../setup/app';
import { buildings, emailOutbox, newsletterSubscriptions, periodDiscounts, contactMessages } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';

describe('site: health, gate, newsletter, contact, seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_ACCESS_PASSWORD: 'portao-secreto' });
  });
  afterAll(() => t.close());

  it('readiness answers with a database round trip; liveness without', async () => {
    t.queries.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(t.queries).toHaveLength(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(json(res).database).toBe(t.database.kind);
  });

  it('seeds the six demo buildings and the period discounts once', async () => {
    const rows = await t.app.deps.db.select().from(buildings);
    expect(rows).toHaveLength(6);
    expect(rows.every((b) => b.priceCents === 199_700 && b.status === 'active' && b.displayCount === 1)).toBe(true);
    expect(rows.some((b) => b.neighborhood === 'Centro')).toBe(true);
    const periods = await t.app.deps.db.select().from(periodDiscounts).orderBy(periodDiscounts.months);
    expect(periods.map((p) => [p.months, p.percentBp])).toEqual([[1, 0], [3, 500], [6, 1500], [12, 3500]]);
    expect(await seedDemoData(t.app.deps.db)).toBe(false);
    expect(await t.app.deps.db.select().from(buildings)).toHaveLength(6);
  });

  it('the gate refuses the public API without its cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/site/newsletter', payload: { email: 'a@b.com' } });
    expect(res.statusCode).toBe(403);
    expect(json(res).error.code).toBe('gate_locked');
  });

  it('a wrong gate password gets the spec message; an empty one is required', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: 'errada' } });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).error.message).toBe('Senha incorreta. Tente novamente.');
    const empty = await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).error.message).toBe('A senha é obrigatória.');
  });

  it('the right password sets an HttpOnly cookie that opens the public API', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: 'portao-secreto' } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
    const cookie = cookiesOf(res);
    const cfg = await t.app.inject({ method: 'GET', url: '/api/site/config', headers: { cookie } });
    expect(json(cfg)).toMatchObject({ gateEnabled: true, gateOpen: true });
    const forged = await t.app.inject({ method: 'GET', url: '/api/site/config', headers: { cookie: 'indexa_gate=forjado' } });
    expect(json(forged).gateOpen).toBe(false);
  });

  it('newsletter: validated, stored once per e-mail, agency notified once', async () => {
    const cookie = await gateCookie(t);
    const bad = await t.app.inject({ method: 'POST', url: '/api/site/newsletter', headers: { cookie }, payload: { email: 'não-é-email' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toBe('Informe um e-mail válido.');
    const long = await t.app.inject({ method: 'POST', url: '/api/site/newsletter', headers: { cookie }, payload: { email: `${'a'.repeat(250)}@b.com` } });
    expect(long.statusCode).toBe(400);
    const first = await t.app.inject({ method: 'POST', url: '/api/site/newsletter', headers: { cookie }, payload: { email: 'Maria@Exemplo.com' } });
    expect(json(first).message).toMatch(/Inscrição realizada/);
    const again = await t.app.inject({ method: 'POST', url: '/api/site/newsletter', headers: { cookie }, payload: { email: 'maria@exemplo.com ' } });
    expect(again.statusCode).toBe(200);
    expect(json(again).message).toMatch(/já está inscrito/);
    const subs = await t.app.deps.db.select().from(newsletterSubscriptions);
    expect(subs).toHaveLength(1);
    const mails = await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Nova inscrição na newsletter'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.status).toBe('outbox');
  });

  it('contact form stores the message and mails the agency; bad input writes nothing', async () => {
    const cookie = await gateCookie(t);
    const bad = await t.app.inject({ method: 'POST', url: '/api/site/contact', headers: { cookie }, payload: { name: '', email: 'x@y.com', message: 'oi' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toBe('O nome é obrigatório.');
    const huge = await t.app.inject({ method: 'POST', url: '/api/site/contact', headers: { cookie }, payload: { name: 'Ana', email: 'x@y.com', message: 'x'.repeat(4001) } });
    expect(huge.statusCode).toBe(400);
    const [{ n }] = (await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages)) as [{ n: number }];
    expect(n).toBe(0);
    const ok = await t.app.inject({ method: 'POST', url: '/api/site/contact', headers: { cookie }, payload: { name: 'Ana', email: 'ana@x.com', message: 'Quero um vídeo institucional' } });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).message).toBe('Mensagem enviada! Entraremos em contato em breve.');
    expect(await t.app.deps.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('malformed JSON and a foreign Origin are refused with pt-BR messages', async () => {
    const cookie = await gateCookie(t);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/site/contact', headers: { cookie, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).error.message).toMatch(/Dados inválidos/);
    const text = await t.app.inject({ method: 'POST', url: '/api/site/contact', headers: { cookie, 'content-type': 'text/plain' }, payload: 'oi' });
    expect(text.statusCode).toBe(415);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/site/newsletter', headers: { cookie, origin: 'https://evil.example' }, payload: { email: 'z@z.com' } });
    expect(foreign.statusCode).toBe(403);
  });

  it('wrong gate passwords repeated are rate-limited with a pt-BR message', async () => {
    const codes: number[] = [];
    let last = '';
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: `x${i}` }, remoteAddress: '10.9.9.9' });
      codes.push(res.statusCode);
      last = json(res).error.message;
    }
    expect(codes.filter((c) => c === 403).length).toBeLessThanOrEqual(10);
    expect(codes.at(-1)).toBe(429);
    expect(last).toBe('Muitas tentativas. Aguarde um momento e tente novamente.');
  });
});

async function gateCookie(t: TestApp) {
  const res = await t.app.inject({ method: 'POST', url: '/api/gate', payload: { password: 'portao-secreto' } });
  return cookiesOf(res);
}
