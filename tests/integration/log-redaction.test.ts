import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../setup/app';
import { REDACTED } from '../../server/lib/log-redaction';
import { makeUser } from '../factories/users';

/**
 * Issue 27 (9): a URL's secrets (set-password links, order tokens, signatures, codes) never reach
 * the logs. The app logs into a captured stream here, as it does to stdout in production.
 */
describe('the logs keep no query secrets', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('?token=, ?senha=, ?signature=… are redacted in every line; the rest of the URL stays', async () => {
    const urls = [
      '/redefinir-senha?token=SECRET123',
      '/definir-senha?email=a%40b.com&token=SECRET123',
      `/api/checkout/orders/${randomUUID()}?token=SECRET123`,
      '/api/checkout/orders/nao-e-um-id?token=SECRET123',
      '/api/nao-existe?page=2&senha=SECRET123',
      '/api/nao-existe?x-signature=SECRET123&code=SECRET123&api_key=SECRET123&Password=SECRET123',
      '/api/nao-existe?access_token=SECRET123%26SECRET123#frag',
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'POST', url: '/api/auth/login?token=SECRET123', payload: { area: 'admin', email: 'x@teste.local', password: 'qualquer-coisa' } });
    // A body that is not JSON makes Fastify log an error with the request.
    await t.app.inject({ method: 'POST', url: '/api/auth/login?token=SECRET123', headers: { 'content-type': 'application/json' }, payload: '{"quebrado"' });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(urls.length + 2);
    expect(log).not.toContain('SECRET123');
    // Each line is still JSON, and says where the secret was.
    const parsed = lines.map((l) => JSON.parse(l) as { req?: { url?: string } });
    const logged = parsed.map((l) => l.req?.url).filter(Boolean);
    expect(logged).toContain(`/redefinir-senha?token=${REDACTED}`);
    expect(logged).toContain(`/api/nao-existe?page=2&senha=${REDACTED}`);
    expect(logged).toContain(`/api/nao-existe?x-signature=${REDACTED}&code=${REDACTED}&api_key=${REDACTED}&Password=${REDACTED}`);
    expect(logged).toContain(`/definir-senha?email=a%40b.com&token=${REDACTED}`);
  });

  it("a real recovery link: the request that opens it is logged without its token; only the mail's own line (no SMTP) carries it", async () => {
    const u = await makeUser(t.app, { role: 'client' });
    const from = lines.length;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/recovery', payload: { email: u.email } })).statusCode).toBe(200);
    // Without SMTP the mail is delivered to the log, by design (README, 'E-mails e links').
    const mailLine = await vi.waitFor(() => {
      const l = lines.slice(from).find((x) => x.includes('e-mail (sem SMTP)') && x.includes(u.email));
      if (!l) throw new Error('mail not logged yet');
      return l;
    });
    const token = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mailLine)?.[1];
    expect(token).toBeTruthy();
    for (const url of [`/redefinir-senha?token=${token}`, `/api/auth/reset-password?token=${token}`]) await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'curta' } });
    const others = lines.slice(from).filter((l) => l !== mailLine);
    expect(others.length).toBeGreaterThanOrEqual(4);
    expect(others.join('')).not.toContain(token!);
    expect(others.join('')).toContain(`/redefinir-senha?token=${REDACTED}`);
  });
});
