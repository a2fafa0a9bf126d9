import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { login, loginAs, makeUser } from '../factories/users';
import { sessions } from '../../server/db/schema';

const MIN = 60_000;

describe('server sessions: idle and absolute expiry, revocation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (cookie: string, url = '/api/auth/me') =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const sessionOf = async (userId: string) => (await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];

  it('30 minutes without a request ends the session on the server', async () => {
    const { user, cookie } = await loginAs(t.app, 'admin');
    const past = new Date(Date.now() - 31 * MIN);
    await t.app.deps.db.update(sessions).set({ lastSeenAt: past, expiresAt: new Date(past.getTime() + 30 * MIN) }).where(eq(sessions.userId, user.id));
    const res = await me(cookie);
    expect(json(res).user).toBeNull();
    expect(await sessionOf(user.id)).toBeUndefined();
    const protectedRoute = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(protectedRoute.statusCode).toBe(401);
    expect(json(protectedRoute).error.message).toBe('Sua sessão expirou. Faça login novamente.');
  });

  it('activity slides the idle expiry', async () => {
    const { user, cookie } = await loginAs(t.app, 'client');
    const past = new Date(Date.now() - 20 * MIN);
    await t.app.deps.db.update(sessions).set({ lastSeenAt: past, expiresAt: new Date(past.getTime() + 30 * MIN) }).where(eq(sessions.userId, user.id));
    expect(json(await me(cookie)).user.id).toBe(user.id);
    const s = (await sessionOf(user.id))!;
    expect(s.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * MIN);
  });

  it('background health polling does not keep an idle session alive', async () => {
    const { user, cookie } = await loginAs(t.app, 'client');
    const past = new Date(Date.now() - 20 * MIN);
    const expiresAt = new Date(past.getTime() + 30 * MIN);
    await t.app.deps.db.update(sessions).set({ lastSeenAt: past, expiresAt }).where(eq(sessions.userId, user.id));
    expect((await me(cookie, '/api/health')).statusCode).toBe(200);
    expect((await sessionOf(user.id))!.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it('12 hours end the session regardless of activity', async () => {
    const { user, cookie } = await loginAs(t.app, 'finance');
    await t.app.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 12 * 60 * MIN - 1000), lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 30 * MIN) })
      .where(eq(sessions.userId, user.id));
    expect(json(await me(cookie)).user).toBeNull();
  });

  it('a session never slides past the 12-hour limit', async () => {
    const { user, cookie } = await loginAs(t.app, 'client');
    const created = new Date(Date.now() - (12 * 60 - 10) * MIN);
    await t.app.deps.db
      .update(sessions)
      .set({ createdAt: created, lastSeenAt: new Date(Date.now() - 5 * MIN), expiresAt: new Date(Date.now() + 25 * MIN) })
      .where(eq(sessions.userId, user.id));
    expect(json(await me(cookie)).user.id).toBe(user.id);
    expect((await sessionOf(user.id))!.expiresAt.getTime()).toBeLessThanOrEqual(created.getTime() + 12 * 60 * MIN);
  });

  it('blocking a user ends all their sessions at once', async () => {
    const master = await loginAs(t.app, 'master');
    const target = await makeUser(t.app, { role: 'editor' });
    const c1 = await login(t.app, target);
    const c2 = await login(t.app, target);
    expect(json(await me(c1)).user.id).toBe(target.id);
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${target.id}/status`, headers: { cookie: master.cookie }, payload: { active: false } });
    expect(res.statusCode).toBe(200);
    expect(await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    expect(json(await me(c1)).user).toBeNull();
    expect(json(await me(c2)).user).toBeNull();
  });

  it('a password set by staff ends the target sessions; changing your own keeps only the current one', async () => {
    const admin = await loginAs(t.app, 'admin');
    const target = await makeUser(t.app, { role: 'client' });
    const c = await login(t.app, target);
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${target.id}/password`, headers: { cookie: admin.cookie }, payload: { password: 'nova-senha-forte' } });
    expect(res.statusCode).toBe(200);
    expect(json(await me(c)).user).toBeNull();
    const other = await login(t.app, admin.user);
    const own = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${admin.user.id}/password`, headers: { cookie: admin.cookie }, payload: { password: 'minha-nova-senha' } });
    expect(own.statusCode).toBe(200);
    expect(json(await me(admin.cookie)).user.id).toBe(admin.user.id);
    expect(json(await me(other)).user).toBeNull();
  });
});
