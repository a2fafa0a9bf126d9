import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, screenOutages, screens } from '../../server/db/schema';
import { notifyOfflineScreens } from '../../server/flows/screen-offline-notices';
import { alertScreenOutages } from '../../server/flows/screen-outage-alerts';
import { createTestApp, json, type TestApp } from '../setup/app';
import { makeBuilding } from '../factories/buildings';
import { mailsTo } from '../factories/mail';
import { pairScreen } from '../factories/screens';
import { loginAs, makeUser } from '../factories/users';
import { makeSlot } from '../factories/videos';

type Caller = Awaited<ReturnType<typeof loginAs>>;
const MIN = 60_000;

/**
 * Issue 32, item 4: a screen of a building with paid bookings running, silent past
 * SCREEN_OFFLINE_ALERT_MINUTES, makes one e-mail to the staff who see /admin/status (and a bell
 * notification), once per outage; when it reports again, a second one says how long it was out.
 * The job runs with a `now` the test chooses; the heartbeats go through the player's API.
 */
describe('paid screen out: e-mail to staff once per outage, and when it is back', () => {
  let t: TestApp;
  let admin: Caller;
  let editor: Caller;
  let finance: Caller;
  let client: Caller;
  const MASTER = 'master@teste.local';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://indexa.example', PAYMENT_PROVIDER: 'sandbox', SCREEN_OFFLINE_ALERT_MINUTES: '10' });
    admin = await loginAs(t.app, 'admin', { name: 'Ana Admin' });
    editor = await loginAs(t.app, 'editor');
    finance = await loginAs(t.app, 'finance');
    client = await loginAs(t.app, 'client');
    await makeUser(t.app, { role: 'admin', email: 'ex-admin@teste.local', active: false });
  });
  afterAll(() => t.close());

  const outageMails = async (to: string, label: string) =>
    (await mailsTo(t.app, to)).filter((m) => m.subject.includes(label)).reverse();
  const bell = async (who: Caller) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/notifications?pageSize=50', headers: { cookie: who.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ notifications: Array<{ kind: string; body: string; link: string }> }>(res).notifications;
  };
  /** The device reports in, through the player's API (the request's host is not the site's). */
  const heartbeat = async (auth: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/heartbeat',
      headers: { ...auth, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { nowPlaying: null, manifestVersion: null, cachedFiles: 0, cachedBytes: 0, appVersion: '1.0.0' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const lastSignal = (screenId: string, at: Date) => t.app.deps.db.update(screens).set({ lastHeartbeatAt: at }).where(eq(screens.id, screenId));
  const run = (now: Date) => alertScreenOutages(t.app.deps, now);

  it('one mail after the threshold, none before nor on later runs, then "back" with how long it was out; a second outage is a new pair', async () => {
    const b = await makeBuilding(t.app, { name: 'Edifício Farol', displayCount: 2 });
    await makeSlot(t.app, client.user.id, { buildingId: b.id });
    const { screenId, auth } = await pairScreen(t.app, admin.cookie, b.id, 'Elevador do Farol');

    // The last signal came 72 minutes ago (the device will report again through the API now).
    const began = new Date(Date.now() - 72 * MIN);
    await lastSignal(screenId, began);
    expect(await run(new Date(began.getTime() + 5 * MIN))).toEqual({ down: 0, back: 0 });
    expect(await run(new Date(began.getTime() + 9 * MIN + 59_000))).toEqual({ down: 0, back: 0 });
    expect(await outageMails(admin.user.email, 'Elevador do Farol')).toHaveLength(0);

    // Past 10 minutes: one mail to each admin and master; two instances at once still make one.
    const [first, second] = await Promise.all([run(new Date(began.getTime() + 11 * MIN)), run(new Date(began.getTime() + 11 * MIN))]);
    expect(first!.down + second!.down).toBe(1);
    for (const later of [12, 30, 70]) expect(await run(new Date(began.getTime() + later * MIN))).toEqual({ down: 0, back: 0 });
    const [down] = await outageMails(admin.user.email, 'Elevador do Farol');
    expect(await outageMails(admin.user.email, 'Elevador do Farol')).toHaveLength(1);
    expect(down!.subject).toBe('Tela fora do ar: Elevador do Farol — Edifício Farol');
    expect(down!.text).toContain('Olá, Ana Admin.');
    expect(down!.text).toContain('(há mais de 10 min)');
    expect(down!.text).toContain('O prédio tem 1 reserva paga em andamento');
    // The link is the configured site, never a request's host.
    expect(down!.text).toContain('Estado das telas: https://indexa.example/admin/status');
    expect(down!.text).not.toContain('evil.example');
    expect(await outageMails(MASTER, 'Elevador do Farol')).toHaveLength(1);
    for (const nobody of [editor.user.email, finance.user.email, client.user.email, 'ex-admin@teste.local']) {
      expect(await outageMails(nobody, 'Elevador do Farol'), nobody).toHaveLength(0);
    }
    expect((await bell(admin)).filter((n) => n.kind === 'paid_screen_down')).toEqual([
      expect.objectContaining({ body: 'A tela "Elevador do Farol" do prédio Edifício Farol está fora do ar, e o prédio tem 1 reserva paga em andamento.', link: '/admin/status' }),
    ]);
    expect((await bell(editor)).some((n) => n.kind.startsWith('paid_screen'))).toBe(false);

    // It reports again: the next run says it is back and for how long; later runs say nothing.
    await heartbeat(auth);
    expect(await run(new Date())).toEqual({ down: 0, back: 1 });
    expect(await run(new Date(Date.now() + MIN))).toEqual({ down: 0, back: 0 });
    const mails = await outageMails(admin.user.email, 'Elevador do Farol');
    expect(mails.map((m) => m.subject)).toEqual(['Tela fora do ar: Elevador do Farol — Edifício Farol', 'Tela de volta ao ar: Elevador do Farol — Edifício Farol']);
    expect(mails[1]!.text).toContain('e ficou fora do ar por 1 h 12 min');
    expect(mails[1]!.text).toContain('https://indexa.example/admin/status');
    expect((await bell(admin)).find((n) => n.kind === 'paid_screen_back')!.body).toBe(
      'A tela "Elevador do Farol" do prédio Edifício Farol voltou; ficou fora do ar por 1 h 12 min.',
    );

    // Later it drops again, for 25 minutes: a new outage, a new pair of mails.
    const again = new Date(Date.now() - 25 * MIN);
    await lastSignal(screenId, again);
    expect(await run(new Date(again.getTime() + 8 * MIN))).toEqual({ down: 0, back: 0 });
    expect(await run(new Date(again.getTime() + 10 * MIN + 1_000))).toEqual({ down: 1, back: 0 });
    await heartbeat(auth);
    // The job next runs minutes later (instances restarting), after more heartbeats: the outage
    // still ends at the first one back.
    const back = Date.now();
    await lastSignal(screenId, new Date(back + 5 * MIN));
    expect(await run(new Date(back + 6 * MIN))).toEqual({ down: 0, back: 1 });
    const all = await outageMails(admin.user.email, 'Elevador do Farol');
    expect(all.map((m) => m.subject.split(':')[0])).toEqual(['Tela fora do ar', 'Tela de volta ao ar', 'Tela fora do ar', 'Tela de volta ao ar']);
    expect(all[3]!.text).toContain('ficou fora do ar por 25 min');
    expect(await outageMails(MASTER, 'Elevador do Farol')).toHaveLength(4);
    const outages = await t.app.deps.db.select().from(screenOutages).where(eq(screenOutages.screenId, screenId));
    expect(outages).toHaveLength(2);
    expect(outages.every((o) => o.closedAt && o.backAt)).toBe(true);
  });

  it('a screen without paid bookings running gets the bell as before, and no mail', async () => {
    const quiet = await makeBuilding(t.app, { name: 'Edifício Sereno', displayCount: 1 });
    const future = await makeBuilding(t.app, { name: 'Edifício Amanhã', displayCount: 1 });
    // A booking that has not started yet is not on the screen: nothing is lost while it is dark.
    await makeSlot(t.app, client.user.id, { buildingId: future.id, startsAt: new Date(Date.now() + 2 * 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000) });
    const a = await pairScreen(t.app, admin.cookie, quiet.id, 'Hall do Sereno');
    const b = await pairScreen(t.app, admin.cookie, future.id, 'Hall do Amanhã');
    const now = new Date();
    await lastSignal(a.screenId, new Date(now.getTime() - 40 * MIN));
    await lastSignal(b.screenId, new Date(now.getTime() - 40 * MIN));
    expect(await run(now)).toEqual({ down: 0, back: 0 });
    expect(await notifyOfflineScreens(t.app.deps, now)).toBeGreaterThan(0);
    const offline = (await bell(admin)).filter((n) => n.kind === 'screen_offline').map((n) => n.body);
    expect(offline).toEqual(expect.arrayContaining([expect.stringContaining('Hall do Sereno'), expect.stringContaining('Hall do Amanhã')]));
    expect((await bell(admin)).filter((n) => n.kind === 'paid_screen_down' && /Sereno|Amanhã/.test(n.body))).toHaveLength(0);
    const mails = await t.app.deps.db.select().from(emailOutbox);
    expect(mails.filter((m) => /Sereno|Amanhã/.test(m.subject))).toHaveLength(0);
  });

  it('a revoked screen closes its outage without a "back" mail', async () => {
    const b = await makeBuilding(t.app, { name: 'Edifício Poente', displayCount: 1 });
    await makeSlot(t.app, client.user.id, { buildingId: b.id });
    const s = await pairScreen(t.app, admin.cookie, b.id, 'Elevador do Poente');
    const now = new Date();
    await lastSignal(s.screenId, new Date(now.getTime() - 15 * MIN));
    expect(await run(now)).toEqual({ down: 1, back: 0 });
    const revoked = await t.app.inject({ method: 'POST', url: `/api/admin/screens/${s.screenId}/revoke`, headers: { cookie: admin.cookie } });
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    expect(await run(new Date(now.getTime() + MIN))).toEqual({ down: 0, back: 0 });
    expect((await outageMails(admin.user.email, 'Elevador do Poente')).map((m) => m.subject.split(':')[0])).toEqual(['Tela fora do ar']);
    const [o] = await t.app.deps.db.select().from(screenOutages).where(eq(screenOutages.screenId, s.screenId));
    expect(o).toMatchObject({ backAt: null });
    expect(o!.closedAt).not.toBeNull();
  });
});
