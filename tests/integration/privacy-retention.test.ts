import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../setup/app';
import { buildingIds } from '../factories/checkout';
import { captureMailLog } from '../factories/mail';
import { loginAs } from '../factories/users';
import { auditLogs, contactMessages, orders, users, waitlistEntries } from '../../server/db/schema';
import { applyRetention } from '../../server/flows/retention';
import { loadConfig } from '../../server/config';
import { advanceClock, clock } from '../../server/lib/clock';
import { messages } from '../../domain/messages';
import { ANONYMISED_NAME, DELETION_LINK_HOURS } from '../../domain/privacy';
import { RETENTION, SECURITY_LOG_IP_MIN_DAYS } from '../../domain/retention';

const DAY = 86_400_000;

/** Retention by rule (issue 34 item 4, ADR 0055): each rule purges or anonymises only what passed its period. */
describe('the retention job', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await buildingIds(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.app.deps.db;

  /** An order written straight, created `daysAgo` days before `now`. */
  async function order(now: Date, daysAgo: number, over: Partial<typeof orders.$inferInsert> = {}) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const [o] = await db()
      .insert(orders)
      .values({
        status: 'expired',
        buyerName: `Comprador de ${daysAgo} dias`,
        buyerEmail: `c${daysAgo}.${Math.random().toString(36).slice(2)}@teste.local`,
        buyerPhone: '(45) 99999-0000',
        buyerCpf: '52998224725',
        months: 1,
        quote: {} as never,
        subtotalCents: 100_00,
        discountCents: 0,
        totalCents: 100_00,
        baseTotalCents: 100_00,
        requestHash: `r${Math.random()}`,
        accessTokenHash: `a${Math.random()}`,
        expiresAt: at,
        createdAt: at,
        ...over,
      })
      .returning();
    return o!;
  }

  it('is registered as a scheduled job (once across instances, on the server clock)', () => {
    expect((t.app.intervalJobs ?? []).map((j) => j.name)).toContain('retention');
  });

  it('anonymises unpaid orders past 90 days and paid ones past the fiscal period, purges contact messages past a year, blanks old IPs and old waitlist rows; paid orders and recent rows stay; a second run does nothing', async () => {
    // The clock moved: the run happens 'now + 2 days', rows are placed around each period's edge.
    const now = new Date(clock.ms() + 2 * DAY);
    const oldUnpaid = await order(now, RETENTION.unpaidOrder.days + 1);
    const youngUnpaid = await order(now, RETENTION.unpaidOrder.days - 1);
    const inFlight = await order(now, RETENTION.unpaidOrder.days + 5, { status: 'pending' });
    const oldPaid = await order(now, RETENTION.unpaidOrder.days + 30, { status: 'paid', paidAt: new Date(now.getTime() - 100 * DAY) });
    // Paid six years ago: its fiscal period (to the end of the payment's year + 5) is over.
    const year = Number(new Date(now).toISOString().slice(0, 4));
    const fiscalOver = await order(now, 6 * 366, { status: 'paid', paidAt: new Date(`${year - 6}-06-15T15:00:00Z`) });
    const fiscalKept = await order(now, 4 * 365, { status: 'paid', paidAt: new Date(`${year - 5}-03-15T15:00:00Z`) });

    const [oldMsg, youngMsg] = await db()
      .insert(contactMessages)
      .values([
        { name: 'Antigo', email: 'antigo@teste.local', message: 'velho', createdAt: new Date(now.getTime() - (RETENTION.contactMessage.days + 1) * DAY) },
        { name: 'Recente', email: 'recente@teste.local', message: 'novo', createdAt: new Date(now.getTime() - (RETENTION.contactMessage.days - 1) * DAY) },
      ])
      .returning();
    const [oldLog, youngLog] = await db()
      .insert(auditLogs)
      .values([
        { category: 'auth', action: 'login_success', details: 'antigo', ip: '10.9.9.1', userAgent: 'ua', at: new Date(now.getTime() - (SECURITY_LOG_IP_MIN_DAYS + 1) * DAY) },
        { category: 'auth', action: 'login_success', details: 'recente', ip: '10.9.9.2', userAgent: 'ua', at: new Date(now.getTime() - (SECURITY_LOG_IP_MIN_DAYS - 1) * DAY) },
      ])
      .returning();
    const [oldWait, youngWait] = await db()
      .insert(waitlistEntries)
      .values([
        { buildingId: ids[0]!, email: 'espera.antiga@teste.local', consentVersion: 'v1', consentText: 'ok', consentIp: '1.1.1.1', createdAt: new Date(now.getTime() - (RETENTION.waitlist.days + 1) * DAY) },
        { buildingId: ids[0]!, email: 'espera.nova@teste.local', consentVersion: 'v1', consentText: 'ok', consentIp: '1.1.1.1', createdAt: new Date(now.getTime() - (RETENTION.waitlist.days - 1) * DAY) },
      ])
      .returning();

    // Small batches: the job goes through several of them.
    const first = await applyRetention(t.app.deps, now, undefined, 1, 50);
    expect(first.unpaidOrders).toBeGreaterThanOrEqual(1);

    const byId = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    expect(await byId(oldUnpaid.id)).toMatchObject({ buyerName: ANONYMISED_NAME, buyerPhone: '', buyerCpf: '', totalCents: 100_00, status: 'expired' });
    expect((await byId(oldUnpaid.id)).buyerEmail).not.toBe(oldUnpaid.buyerEmail);
    expect(await byId(youngUnpaid.id)).toMatchObject({ buyerName: youngUnpaid.buyerName, buyerCpf: '52998224725' });
    expect(await byId(inFlight.id)).toMatchObject({ buyerName: inFlight.buyerName });
    expect(await byId(oldPaid.id)).toMatchObject({ buyerName: oldPaid.buyerName, buyerCpf: '52998224725' });
    expect(await byId(fiscalOver.id)).toMatchObject({ buyerName: ANONYMISED_NAME, buyerCpf: '', totalCents: 100_00, status: 'paid' });
    expect(await byId(fiscalKept.id)).toMatchObject({ buyerName: fiscalKept.buyerName, buyerCpf: '52998224725' });

    const msgs = await db().select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, [oldMsg!.id, youngMsg!.id]));
    expect(msgs.map((m) => m.id)).toEqual([youngMsg!.id]);

    const logs = await db().select().from(auditLogs).where(inArray(auditLogs.id, [oldLog!.id, youngLog!.id]));
    expect(logs.find((l) => l.id === oldLog!.id)).toMatchObject({ ip: null, userAgent: null, details: 'antigo' });
    expect(logs.find((l) => l.id === youngLog!.id)).toMatchObject({ ip: '10.9.9.2' });

    const waits = await db().select({ id: waitlistEntries.id }).from(waitlistEntries).where(inArray(waitlistEntries.id, [oldWait!.id, youngWait!.id]));
    expect(waits.map((w) => w.id)).toEqual([youngWait!.id]);

    // Idempotent: what is done no longer matches.
    const second = await applyRetention(t.app.deps, now, undefined, 1, 50);
    expect(second).toEqual({ unpaidOrders: 0, fiscalOrders: 0, contactMessages: 0, auditIps: 0, waitlist: 0, videos: 0, files: 0 });
  });

  it('SECURITY_LOG_IP_DAYS keeps IPs longer when set, and is refused below the legal floor', async () => {
    expect(() => loadConfig({ SECURITY_LOG_IP_DAYS: String(SECURITY_LOG_IP_MIN_DAYS - 1) })).toThrow(/SECURITY_LOG_IP_DAYS/);
    expect(loadConfig({}).SECURITY_LOG_IP_DAYS).toBe(SECURITY_LOG_IP_MIN_DAYS);
    const now = new Date(clock.ms() + 2 * DAY);
    const [row] = await db()
      .insert(auditLogs)
      .values({ category: 'auth', action: 'login_success', details: 'ano', ip: '10.8.8.8', at: new Date(now.getTime() - 300 * DAY) })
      .returning();
    await applyRetention({ ...t.app.deps, config: { ...t.app.deps.config, SECURITY_LOG_IP_DAYS: 365 } }, now);
    expect((await db().select().from(auditLogs).where(eq(auditLogs.id, row!.id)))[0]!.ip).toBe('10.8.8.8');
    await applyRetention(t.app.deps, now);
    expect((await db().select().from(auditLogs).where(eq(auditLogs.id, row!.id)))[0]!.ip).toBeNull();
  });

  // Last: it moves the process's clock forward for good.
  it('a deletion link no longer works after its hours have passed', async () => {
    const sent = captureMailLog(t.app);
    const { user, cookie } = await loginAs(t.app, 'client');
    expect((await t.app.inject({ method: 'POST', url: '/api/client/my-data/deletion', headers: { cookie } })).statusCode).toBe(200);
    const mail = sent.filter((m) => m.to === user.email).at(-1)!;
    const token = decodeURIComponent(mail.text.match(/excluir-conta\?token=([^\s]+)/)![1]!);
    advanceClock(DELETION_LINK_HOURS * 3600_000 + 60_000);
    const late = await t.app.inject({ method: 'POST', url: '/api/my-data/deletion/confirm', payload: { token } });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(messages.privacyDeletionLinkInvalid);
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);
  });
});
