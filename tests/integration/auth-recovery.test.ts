import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { login, makeUser, nextIp } from '../factories/users';
import { mailsTo, tokenOf } from '../factories/mail';
import { auditLogs, passwordResets, sessions } from '../../server/db/schema';

describe('password recovery (every area)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://indexa.exemplo.com.br', PAYMENT_PROVIDER: 'sandbox' });
  });
  afterAll(() => t.close());

  const recover = (email: string, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/recovery', remoteAddress: ip, payload: { email, area: 'client' } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: nextIp(), payload: { token, password } });

  it('answers the same for a known and an unknown e-mail; only the known one gets a mail', async () => {
    const u = await makeUser(t.app, { role: 'client' });
    const known = await recover(u.email.toUpperCase());
    const ghostEmail = `fantasma.${Date.now()}@teste.local`;
    const unknown = await recover(ghostEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(json(known).message).toMatch(/^Se existir uma conta com este e-mail/);
    const mails = await mailsTo(t.app, u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('https://indexa.exemplo.com.br/redefinir-senha?token=');
    expect(await mailsTo(t.app, ghostEmail)).toHaveLength(0);
    // Only the hash of the token is stored.
    const token = tokenOf(mails[0]!.text);
    const rows = await t.app.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it('the link sets a new password once, ends every session and is audited', async () => {
    const u = await makeUser(t.app, { role: 'sindico' });
    const c1 = await login(t.app, u);
    await recover(u.email);
    const token = tokenOf((await mailsTo(t.app, u.email))[0]!.text);
    const short = await reset(token, '1234567');
    expect(short.statusCode).toBe(400);
    expect(json(short).error.message).toBe('A senha deve ter pelo menos 8 caracteres.');
    const ok = await reset(token, 'senha-nova-123');
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ message: 'Senha redefinida com sucesso! Faça login com a nova senha.', area: 'sindico' });
    expect(await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: c1 } });
    expect(json(me).user).toBeNull();
    const again = await reset(token, 'outra-senha-123');
    expect(again.statusCode).toBe(400);
    expect(json(again).error.message).toBe('Este link de recuperação é inválido ou expirou. Solicite um novo.');
    await expect(login(t.app, { ...u, password: u.password })).rejects.toThrow(/401/);
    await expect(login(t.app, { ...u, password: 'senha-nova-123' })).resolves.toBeTruthy();
    const audit = await t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.userId, u.id), eq(auditLogs.action, 'password_reset')));
    expect(audit).toHaveLength(1);
  });

  it('a link older than one hour is refused', async () => {
    const u = await makeUser(t.app, { role: 'finance' });
    await recover(u.email);
    const token = tokenOf((await mailsTo(t.app, u.email))[0]!.text);
    await t.app.deps.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, u.id));
    const res = await reset(token, 'senha-nova-123');
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBe('Este link de recuperação é inválido ou expirou. Solicite um novo.');
  });

  it('a made-up token is refused and changes nothing', async () => {
    const res = await reset('x'.repeat(43), 'senha-nova-123');
    expect(res.statusCode).toBe(400);
  });

  it('using one link invalidates the other outstanding links of that person', async () => {
    const u = await makeUser(t.app, { role: 'client' });
    await recover(u.email);
    await t.app.deps.db.update(passwordResets).set({ createdAt: new Date(Date.now() - 5 * 60_000) }).where(eq(passwordResets.userId, u.id));
    await recover(u.email);
    const mails = await mailsTo(t.app, u.email);
    expect(mails).toHaveLength(2);
    const [newer, older] = mails.map((m) => tokenOf(m.text));
    expect((await reset(newer!, 'senha-nova-123')).statusCode).toBe(200);
    expect((await reset(older!, 'senha-nova-456')).statusCode).toBe(400);
  });

  it('repeated requests within a minute send one mail; blocked accounts get none', async () => {
    const u = await makeUser(t.app, { role: 'client' });
    await recover(u.email);
    await recover(u.email);
    expect(await mailsTo(t.app, u.email)).toHaveLength(1);
    const blocked = await makeUser(t.app, { role: 'client', active: false });
    expect((await recover(blocked.email)).statusCode).toBe(200);
    expect(await mailsTo(t.app, blocked.email)).toHaveLength(0);
  });

  it('a mail failure answers the spec message and leaves no usable link', async () => {
    const u = await makeUser(t.app, { role: 'client' });
    const spy = vi.spyOn(t.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    const res = await recover(u.email);
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(json(res).error.message).toBe('Erro ao enviar email de recuperação. Tente novamente.');
    expect(await t.app.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id))).toHaveLength(0);
  });

  it('is rate-limited per IP with a pt-BR message', async () => {
    const ip = '10.201.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await recover(`x${i}@teste.local`, ip)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await recover('y@teste.local', ip);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error.message).toBe('Muitas tentativas. Aguarde um momento e tente novamente.');
  });

  it('links never follow the Host or X-Forwarded-Host header: PUBLIC_URL, or http://localhost:PORT', async () => {
    const t2 = await createTestApp({ PORT: '4321', TRUST_PROXY: 'true' });
    try {
      const u = await makeUser(t2.app, { role: 'client' });
      await t2.app.inject({
        method: 'POST',
        url: '/api/auth/recovery',
        headers: { host: 'evil.example:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        payload: { email: u.email },
      });
      const mail = (await mailsTo(t2.app, u.email))[0]!;
      expect(mail.text).toContain('http://localhost:4321/redefinir-senha?token=');
      expect(mail.text).not.toContain('evil.example');
      // With PUBLIC_URL the same request gets the configured site.
      const u2 = await makeUser(t.app, { role: 'client' });
      await t.app.inject({ method: 'POST', url: '/api/auth/recovery', remoteAddress: nextIp(), headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' }, payload: { email: u2.email } });
      expect((await mailsTo(t.app, u2.email))[0]!.text).toContain('https://indexa.exemplo.com.br/redefinir-senha?token=');
    } finally {
      await t2.close();
    }
  });
});
