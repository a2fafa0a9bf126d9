import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, scheduledJobs } from '../../server/db/schema';
import { messages } from '../../domain/messages';
import { loadConfig } from '../../server/config';
import { clock } from '../../server/lib/clock';
import { createTestApp, json, type TestApp } from '../setup/app';

const TOKEN = 'relogio-de-teste-0123456789';
const HOUR = 3600_000;

/**
 * The journeys' clock (ADR 0049): only a server started with TEST_CLOCK_TOKEN has it, only the
 * token moves it, it never goes back, and what it moves is the whole server's "now": job claims,
 * row defaults and the rules in TypeScript.
 */
describe('test clock', () => {
  let t: TestApp;
  let plain: TestApp;
  const move = (minutes: unknown, token: string | undefined = TOKEN, app = t) =>
    app.app.inject({
      method: 'POST',
      url: '/api/test-clock',
      headers: token ? { 'x-test-clock-token': token } : {},
      payload: { minutes },
    });
  const runsOf = async (name: string) =>
    (await t.app.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]?.runs ?? 0;

  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK_TOKEN: TOKEN });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  it('does not exist on a server without the token, and answers a wrong or missing token as if it did not exist', async () => {
    for (const res of [await move(10, TOKEN, plain), await move(10, 'outro-token-0123456789'), await move(10, '')]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).error.message).toBe(messages.routeNotFound);
    }
    expect(clock.offsetMs()).toBe(0);
  });

  it('refuses going back or a malformed step with a pt-BR 400, not a 500', async () => {
    for (const minutes of [-5, 1.5, 'dez', 400 * 24 * 60 + 1]) {
      const res = await move(minutes);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.message).toMatch(/[a-zà-ú]/);
    }
    expect(clock.offsetMs()).toBe(0);
  });

  it('moves the server forward and runs the jobs that became due, once each', async () => {
    // Minutes 0: every job is due once (none has run: the timers wait a whole interval).
    const first = json(await move(0));
    expect(first.checkedJobs).toEqual(expect.arrayContaining(['make-goods', 'screen-outage-alerts', 'identity-purge']));
    expect(await runsOf('identity-purge')).toBe(1);
    expect(await runsOf('make-goods')).toBe(1);
    // Nothing is due again yet.
    await move(0);
    expect(await runsOf('make-goods')).toBe(1);
    // Two minutes: the per-minute jobs are due, the hourly one is not.
    await move(2);
    expect(await runsOf('make-goods')).toBe(2);
    expect(await runsOf('identity-purge')).toBe(1);
    // An hour: the hourly one too.
    const res = await move(61);
    expect(res.statusCode).toBe(200);
    expect(await runsOf('identity-purge')).toBe(2);
    expect(json(res).offsetMs).toBe(63 * 60_000);
  });

  it('is the time rows get by default and the rules read', async () => {
    await move(30 * 24 * 60);
    const before = Date.now();
    const [row] = await t.app.deps.db.insert(newsletterSubscriptions).values({ email: 'relogio@teste.local' }).returning();
    const ahead = row!.createdAt.getTime() - before;
    expect(ahead).toBeGreaterThan(30 * 24 * HOUR);
    expect(ahead).toBeLessThan(30 * 24 * HOUR + 2 * HOUR);
    expect(Math.abs(clock.ms() - row!.createdAt.getTime())).toBeLessThan(60_000);
  });

  it('cannot be switched on beside a real payment provider', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', TEST_CLOCK_TOKEN: TOKEN, PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'x' }),
    ).toThrow(/TEST_CLOCK_TOKEN/);
  });
});
