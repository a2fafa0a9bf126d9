import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { WAITLIST_CONSENT_VERSION, waitlistConsentTexts, WAITLIST_HEAD_START_MS } from '../../domain/waitlist';
import { buildings, emailOutbox, payments, scheduledJobs, waitlistEntries } from '../../server/db/schema';
import { assessMakeGoods } from '../../server/flows/make-goods';
import { notifyWaitlists } from '../../server/flows/waitlist';
import { advanceClock, clock } from '../../server/lib/clock';
import { makeBuilding } from '../factories/buildings';
import { buyer, createOrder, occupy } from '../factories/checkout';
import { mailsTo } from '../factories/mail';
import { loginAs } from '../factories/users';
import { makeSlot } from '../factories/videos';
import { createTestApp, json, type TestApp } from '../setup/app';

const MIN = 60_000;
const H = 60 * MIN;
const DAY = 24 * H;
const BASE = 'https://indexa.example';

/**
 * Issue 33 item 3 (ADR 0051): a full building of the store takes sign-ups ('Avise-me quando houver
 * vaga') with the consent stated; when places free (a booking refunded and ended, a booking's end
 * passing) the first people on its list are told by e-mail, as many as free places, and 24 hours
 * later the next ones if a place is still free; each person once, whatever runs, repeats or
 * crashes; the mail's leave link deletes the sign-up and cannot be forged; admins see the lists.
 * The waitlist and make-good jobs' own timers are held off: the test runs them with the server's
 * clock (server/lib/clock.ts), which it moves forward.
 */
describe('waitlist of full buildings', () => {
  let t: TestApp;
  let admin: { cookie: string; user: { id: string } };
  let seq = 0;
  const db = () => t.app.deps.db;
  /** One run of the job, for one building (the other tests' buildings move with the clock too), or all. */
  const run = (only?: string) => notifyWaitlists(t.app.deps, clock.now(), undefined, only ? [only] : undefined);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: BASE, PAYMENT_PROVIDER: 'sandbox' });
    const far = new Date(Date.now() + 365 * DAY);
    await db()
      .insert(scheduledJobs)
      .values([
        { name: 'waitlist', nextRunAt: far, lastStartedAt: new Date() },
        { name: 'make-goods', nextRunAt: far, lastStartedAt: new Date() },
      ]);
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  const join = (body: Record<string, unknown>, ip = `10.77.0.${(seq++ % 200) + 1}`) =>
    t.app.inject({ method: 'POST', url: '/api/store/waitlist', payload: body, remoteAddress: ip });
  const signUp = async (buildingId: string, email: string, name: string | null = null) => {
    const res = await join({ buildingId, email, name, consentVersion: WAITLIST_CONSENT_VERSION });
    expect(res.statusCode, res.body).toBe(201);
    return json(res);
  };
  const entriesOf = (buildingId: string) =>
    db()
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.buildingId, buildingId))
      .orderBy(waitlistEntries.createdAt);
  const toldOf = async (buildingId: string) =>
    (await entriesOf(buildingId)).filter((e) => e.notifiedAt).map((e) => e.email);
  const waitlistMails = async (to: string) =>
    (await mailsTo(t.app, to)).filter((m) => m.subject.startsWith('Abriu uma vaga'));
  const leave = (token: string) => t.app.inject({ method: 'POST', url: '/api/waitlist/leave', payload: { token } });
  const cardToken = () => {
    const r = sandboxTokenize(
      { number: '4111 1111 1111 1111', holder: 'FULANO DE TAL', expiry: '12/35', cvv: '123' },
      new Date(),
    );
    if (!r.ok) throw new Error('test card');
    return r.card.token;
  };
  /** A real order for one building, paid by card (sandbox): one approved payment, one booking. */
  async function paidOrder(buildingId: string, email = `comprador.${randomUUID()}@teste.local`) {
    const o = await createOrder(t.app, { buyer: buyer({ email }), buildingIds: [buildingId], months: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o.id}/payments`,
      headers: { 'x-order-token': o.token },
      payload: { method: 'card', cardToken: cardToken(), installments: 1 },
    });
    expect(json(res).order.status).toBe('paid');
    const [p] = await db().select().from(payments).where(eq(payments.orderId, o.id));
    return p!;
  }
  /** Staff give all the money back and end the order's bookings: its place is free. */
  async function refundAndEnd(paymentId: string) {
    // The clock moved by days since the last login: the staff session has ended (12 h at most).
    admin = await loginAs(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/refund`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Cliente desistiu', endBookings: true },
    });
    expect(json(res).status).toBe('done');
  }
  const tokenOf = (text: string) => /\/lista-de-espera\/sair\?token=([^\s]+)/.exec(text)?.[1];

  it('sign-up: pt-BR errors, refused buildings, the consent recorded, once per e-mail, limited per address', async () => {
    const full = (await makeBuilding(t.app, { name: 'Edifício Lotado Um' })).id;
    const roomy = (await makeBuilding(t.app, { name: 'Edifício Com Vaga' })).id;
    const resting = (await makeBuilding(t.app, { name: 'Edifício Em Reforma', status: 'maintenance' })).id;
    await occupy(t.app, full, 10);
    await occupy(t.app, resting, 10);
    const ok = { buildingId: full, email: 'ana@teste.local', consentVersion: WAITLIST_CONSENT_VERSION };

    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...ok, email: 'não-é-email' }, 400, messages.emailInvalid],
      [{ ...ok, email: '' }, 400, messages.emailRequired],
      [{ buildingId: full, consentVersion: WAITLIST_CONSENT_VERSION }, 400, messages.emailRequired],
      [{ ...ok, name: 'x'.repeat(121) }, 400, messages.fieldTooLong('O nome', 120)],
      [{ ...ok, consentVersion: 'v0-antiga' }, 400, messages.waitlistConsentOutdated],
      [{ ...ok, consentVersion: undefined }, 400, messages.waitlistConsentOutdated],
      [{ ...ok, buildingId: 'nao-e-um-id' }, 400, messages.waitlistBuildingUnavailable],
      [{ ...ok, buildingId: randomUUID() }, 404, messages.waitlistBuildingUnavailable],
      [{ ...ok, buildingId: resting }, 404, messages.waitlistBuildingUnavailable],
      [{ ...ok, buildingId: roomy }, 409, messages.waitlistNotFull],
    ];
    for (const [body, status, message] of cases) {
      const res = await join(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(res).error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await db().select().from(waitlistEntries)).toHaveLength(0);

    const res = await join({ ...ok, email: '  Ana@Teste.local ', name: '  Ana Souza ' }, '10.66.1.1');
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({
      status: 'created',
      message: messages.waitlistJoined('Edifício Lotado Um', 'ana@teste.local'),
    });
    const [row] = await entriesOf(full);
    expect(row).toMatchObject({
      email: 'ana@teste.local',
      name: 'Ana Souza',
      consentVersion: WAITLIST_CONSENT_VERSION,
      consentText: waitlistConsentTexts[WAITLIST_CONSENT_VERSION],
      consentIp: '10.66.1.1',
      // The privacy notice in force (ADR 0054): version 1 on a fresh database.
      noticeVersion: 1,
      notifiedAt: null,
    });
    expect(Math.abs(row!.createdAt.getTime() - clock.ms())).toBeLessThan(5_000);

    // The same e-mail again, any case: already on the list, nothing written.
    const again = await join({ ...ok, email: 'ANA@teste.local' });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ status: 'already', message: messages.waitlistAlready('Edifício Lotado Um') });
    expect(await entriesOf(full)).toHaveLength(1);

    // Ten sign-ups a minute per address, like the contact form; the eleventh is refused in pt-BR.
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await join({ ...ok, email: `limite${i}@teste.local` }, '10.66.9.9')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    const limited = await join({ ...ok, email: 'limite-extra@teste.local' }, '10.66.9.9');
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error.message).toBe(messages.tooManyRequests);
    expect(await entriesOf(full)).toHaveLength(11);
  });

  it('a refund that ends a booking in a full building tells the first on the list at once, as many as places freed, in order', async () => {
    const id = (await makeBuilding(t.app, { name: 'Edifício Refúgio' })).id;
    const first = await paidOrder(id);
    const second = await paidOrder(id);
    await occupy(t.app, id, 8);
    const people = ['r1', 'r2', 'r3', 'r4'].map((p) => `${p}.${randomUUID().slice(0, 6)}@teste.local`);
    for (const [i, email] of people.entries()) {
      await signUp(id, email, i === 0 ? 'Rita' : null);
      advanceClock(1_000); // distinct sign-up times: the list's order
    }
    expect((await run(id)).told).toBe(0);

    await refundAndEnd(first.id);
    // The bookings' end is heard at once (ADVERTISERS_UPDATED): no wait for the minute's run.
    await expect.poll(() => toldOf(id)).toEqual([people[0]]);
    await refundAndEnd(second.id);
    await expect.poll(() => toldOf(id)).toEqual([people[0], people[1]]);
    expect((await run(id)).told).toBe(0);
    expect(await toldOf(id)).toEqual([people[0], people[1]]);

    const [mail] = await waitlistMails(people[0]!);
    expect(mail!.subject).toBe('Abriu uma vaga no Edifício Refúgio');
    expect(mail!.text).toContain('Olá, Rita!');
    expect(mail!.text).toContain(`Ver o prédio na loja: ${BASE}/paineis-digitais/loja?predio=${id}`);
    expect(tokenOf(mail!.text)).toBeTruthy();
    // Staff reading the outbox never get the person's leave link.
    expect(mail!.storedText).not.toContain('token=');
    expect(await waitlistMails(people[1]!)).toHaveLength(1);
    expect(await waitlistMails(people[2]!)).toHaveLength(0);
    expect(await waitlistMails(people[3]!)).toHaveLength(0);
  });

  it('the 24-hour head start: the same free place reaches the next person only a day later; someone told who buys lets the next in at once', async () => {
    const id = (await makeBuilding(t.app, { name: 'Edifício Vez' })).id;
    const a = await paidOrder(id);
    const b = await paidOrder(id);
    await occupy(t.app, id, 8);
    const [p1, p2, p3, p4] = ['h1', 'h2', 'h3', 'h4'].map((p) => `${p}.${randomUUID().slice(0, 6)}@teste.local`);
    for (const email of [p1!, p2!, p3!, p4!]) {
      await signUp(id, email);
      advanceClock(1_000);
    }
    await refundAndEnd(a.id);
    await expect.poll(() => toldOf(id)).toEqual([p1]);

    // The place is still free an hour and 23 hours later: p1 still has it to themselves.
    advanceClock(H);
    expect((await run(id)).told).toBe(0);
    advanceClock(22 * H);
    expect((await run(id)).told).toBe(0);
    // A day after p1 was told, still free: the next one hears of it; p1 keeps the right to buy.
    advanceClock(WAITLIST_HEAD_START_MS - 23 * H);
    expect((await run(id)).told).toBe(1);
    expect(await toldOf(id)).toEqual([p1, p2]);
    expect((await run(id)).told).toBe(0);

    // p2 buys the place at once (the building is full again); p1 lost the race, nobody else is told.
    await paidOrder(id, p2);
    expect((await run(id)).told).toBe(0);
    // Another place frees within p2's day: p2 has used their head start by buying, p1's day is over: p3 is told now.
    await refundAndEnd(b.id);
    await expect.poll(() => toldOf(id)).toEqual([p1, p2, p3]);
    expect(await waitlistMails(p4!)).toHaveLength(0);
  });

  it("a booking's end frees its place once the make-good job has decided it; two runs at once tell once; a crash tells nobody and the next run does", async () => {
    const client = await loginAs(t.app, 'client');
    const id = (await makeBuilding(t.app, { name: 'Edifício Fim' })).id;
    const ending = await makeSlot(t.app, client.user.id, {
      buildingId: id,
      startsAt: new Date(clock.ms() - DAY),
      endsAt: new Date(clock.ms() + H),
    });
    await occupy(t.app, id, 9);
    const [e1, e2, e3] = ['f1', 'f2', 'f3'].map((p) => `${p}.${randomUUID().slice(0, 6)}@teste.local`);
    for (const email of [e1!, e2!, e3!]) {
      await signUp(id, email);
      advanceClock(1_000);
    }
    expect((await run(id)).told).toBe(0);

    // The booking's end passes: its place is not offered while the make-good job may still extend it.
    advanceClock(2 * H);
    expect(ending.booking.endsAt.getTime()).toBeLessThan(clock.ms());
    expect((await run(id)).told).toBe(0);

    // A crash in the middle of the decision (the mail cannot be written after the entry was
    // marked): the transaction rolls back, nobody is marked told, no mail.
    expect((await assessMakeGoods(t.app.deps, clock.now())).none).toBeGreaterThanOrEqual(1);
    const broken = { ...t.app.deps, config: { ...t.app.deps.config, PUBLIC_URL: 'não é endereço' } };
    await expect(notifyWaitlists(broken, clock.now(), undefined, [id])).rejects.toThrow(/Endereço do site inválido/);
    expect(await toldOf(id)).toEqual([]);
    expect(await waitlistMails(e1!)).toHaveLength(0);

    // Two runs at once (two instances): one place, one person told, one mail.
    const [x, y] = await Promise.all([run(id), run(id)]);
    expect(x.told + y.told).toBe(1);
    expect(await toldOf(id)).toEqual([e1]);
    expect((await run(id)).told).toBe(0);
    expect(await waitlistMails(e1!)).toHaveLength(1);
    expect(await waitlistMails(e2!)).toHaveLength(0);
  });

  it('the leave link deletes the sign-up in one click; a forged or altered one is refused; a building that is not sellable tells nobody', async () => {
    const id = (await makeBuilding(t.app, { name: 'Edifício Saída' })).id;
    const pay = await paidOrder(id);
    await occupy(t.app, id, 9);
    const stays = `fica.${randomUUID().slice(0, 6)}@teste.local`;
    const goes = `sai.${randomUUID().slice(0, 6)}@teste.local`;
    await signUp(id, goes);
    advanceClock(1_000);
    await signUp(id, stays);
    await refundAndEnd(pay.id);
    await expect.poll(() => toldOf(id)).toEqual([goes]);
    const token = tokenOf((await waitlistMails(goes))[0]!.text)!;
    const [goesId, sig] = decodeURIComponent(token).split('.');
    const staysId = (await entriesOf(id)).find((e) => e.email === stays)!.id;

    for (const forged of [
      `${staysId}.${sig}`,
      `${goesId}.${sig!.slice(0, -2)}xx`,
      `${goesId}`,
      'qualquer-coisa',
      `${goesId}.${sig}.extra`,
    ]) {
      const res = await leave(forged);
      expect(res.statusCode, forged).toBe(400);
      expect(json(res).error.message).toBe(messages.waitlistLinkInvalid);
    }
    expect((await leave('')).statusCode).toBe(400);
    expect(await entriesOf(id)).toHaveLength(2);

    // The mail carries the one-click header (RFC 8058) with the same token; the stored copy lost it once sent.
    const [stored] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, goes));
    expect(Object.keys(stored!.headers ?? {}).sort()).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    expect(stored!.headers!['List-Unsubscribe']).not.toContain(sig!);
    const oneClick = (tok: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/waitlist/leave/one-click?token=${encodeURIComponent(tok)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(`${goesId}.${sig!.slice(0, -2)}xx`)).statusCode).toBe(400);
    expect(await entriesOf(id)).toHaveLength(2);

    const left = await oneClick(decodeURIComponent(token));
    expect(left.statusCode, left.body).toBe(200);
    expect(json(left)).toEqual({ status: 'left', message: messages.waitlistLeft('Edifício Saída') });
    expect((await entriesOf(id)).map((e) => e.email)).toEqual([stays]);
    expect(json(await leave(decodeURIComponent(token)))).toEqual({
      status: 'already',
      message: messages.waitlistAlreadyLeft,
    });

    // A place free, but the building is in maintenance: nobody is told until it is back in the store.
    await db().update(buildings).set({ status: 'maintenance' }).where(eq(buildings.id, id));
    advanceClock(WAITLIST_HEAD_START_MS + MIN);
    expect((await run(id)).told).toBe(0);
    await db().update(buildings).set({ status: 'active' }).where(eq(buildings.id, id));
    expect((await run(id)).told).toBe(1);
    expect(await toldOf(id)).toEqual([stays]);
  });

  it('admins see each list (names, e-mails, sign-up and told times); anonymous, clients and lower roles are refused', async () => {
    const id = (await makeBuilding(t.app, { name: 'Edifício Lista' })).id;
    await occupy(t.app, id, 10);
    await signUp(id, 'lista.um@teste.local', 'Lia');
    advanceClock(1_000);
    await signUp(id, 'lista.dois@teste.local');
    const get = (cookie?: string, q = `?buildingId=${id}`) =>
      t.app.inject({ url: `/api/admin/waitlist${q}`, headers: cookie ? { cookie } : {} });

    expect((await get()).statusCode).toBe(401);
    for (const role of ['client', 'sindico', 'finance', 'editor'] as const) {
      const who = await loginAs(t.app, role);
      expect((await get(who.cookie)).statusCode, role).toBe(403);
    }
    admin = await loginAs(t.app, 'admin');
    for (const cookie of [admin.cookie, (await loginAs(t.app, 'master')).cookie]) {
      const body = json(await get(cookie));
      expect(body.buildings).toHaveLength(1);
      expect(body.buildings[0]).toMatchObject({ id, name: 'Edifício Lista', waiting: 2 });
      expect(
        body.buildings[0].entries.map((e: { email: string; name: string | null; notifiedAt: string | null }) => [
          e.email,
          e.name,
          e.notifiedAt,
        ]),
      ).toEqual([
        ['lista.um@teste.local', 'Lia', null],
        ['lista.dois@teste.local', null, null],
      ]);
      expect(Date.parse(body.buildings[0].entries[0].createdAt)).toBeLessThan(
        Date.parse(body.buildings[0].entries[1].createdAt),
      );
    }
    // Every list: the buildings of the tests before are there, told people with their time.
    const all = json(await get(admin.cookie, ''));
    const refuge = all.buildings.find((b: { name: string }) => b.name === 'Edifício Refúgio');
    expect(all.buildings.some((b: { id: string }) => b.id === id)).toBe(true);
    expect(refuge.entries.filter((e: { notifiedAt: string | null }) => e.notifiedAt).length).toBeGreaterThanOrEqual(2);
    expect(json(await get(admin.cookie, '?buildingId=nao-e-id')).buildings).toEqual([]);

    // Told entries are kept 30 days for staff, then the job deletes them.
    const before = (await db().select().from(waitlistEntries)).filter((e) => e.notifiedAt).length;
    expect(before).toBeGreaterThan(0);
    advanceClock(31 * DAY);
    await run();
    expect(
      (await db().select().from(waitlistEntries)).filter(
        (e) => e.notifiedAt && e.notifiedAt.getTime() < clock.ms() - 30 * DAY,
      ),
    ).toHaveLength(0);
    expect(
      (await db().select().from(emailOutbox).where(like(emailOutbox.subject, 'Abriu uma vaga%'))).length,
    ).toBeGreaterThan(0);
  });
});
