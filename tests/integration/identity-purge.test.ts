import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/app';
import { makeUser } from '../factories/users';
import { loginThrottles, passwordResets, sessions } from '../../server/db/schema';
import { purgeIdentityLeftovers } from '../../server/modules/identity/purge.service';

const HOUR = 60 * 60 * 1000;

describe('identity purge job: removes what can no longer be used, keeps the rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes ended sessions, stale throttles and old reset links only', async () => {
    const db = t.app.deps.db;
    const user = await makeUser(t.app);
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await db.insert(sessions).values([
      { id: 'idle-ended', userId: user.id, createdAt: ago(2 * HOUR), lastSeenAt: ago(2 * HOUR), expiresAt: ago(HOUR) },
      { id: 'too-old', userId: user.id, createdAt: ago(13 * HOUR), lastSeenAt: ago(60_000), expiresAt: new Date(now.getTime() + HOUR) },
      { id: 'alive', userId: user.id, createdAt: ago(HOUR), lastSeenAt: ago(60_000), expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    await db.insert(loginThrottles).values([
      { emailKey: 'stale@x', failures: 2, updatedAt: ago(25 * HOUR) },
      { emailKey: 'recent@x', failures: 2, updatedAt: ago(HOUR) },
    ]);
    await db.insert(passwordResets).values([
      { id: 'expired-long-ago', userId: user.id, expiresAt: ago(25 * HOUR) },
      { id: 'used-long-ago', userId: user.id, expiresAt: new Date(now.getTime() + HOUR), usedAt: ago(25 * HOUR) },
      { id: 'valid', userId: user.id, expiresAt: new Date(now.getTime() + HOUR) },
      { id: 'expired-recently', userId: user.id, expiresAt: ago(HOUR) },
    ]);

    await purgeIdentityLeftovers(db, now);

    expect((await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id).filter((id) => ['idle-ended', 'too-old', 'alive'].includes(id))).toEqual(['alive']);
    expect((await db.select({ k: loginThrottles.emailKey }).from(loginThrottles)).map((r) => r.k)).toEqual(['recent@x']);
    expect((await db.select({ id: passwordResets.id }).from(passwordResets)).map((r) => r.id).sort()).toEqual(['expired-recently', 'valid']);
  });
});
