import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../setup/app';
import { collectEvents } from '../setup/events';
import { loginAs, makeUser } from '../factories/users';
import { buildingBody, makeBuilding } from '../factories/buildings';
import { auditLogs, buildingPhotos, buildings, emailOutbox, syndics, users } from '../../server/db/schema';
import { buildingHasHistory } from '../../server/modules/buildings/buildings.repository';
import { buyer, createOrder } from '../factories/checkout';

const BAD_IDS = ['abc', '123', 'not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g'];
const MISSING = '7d3f7a8e-1c1a-4b7e-9a0e-2f5b6f1c9d10';

describe('buildings administration: buildings', () => {
  let t: TestApp;
  let master: string;
  let editor: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    master = (await loginAs(t.app, 'master')).cookie;
    editor = (await loginAs(t.app, 'editor')).cookie;
    admin = (await loginAs(t.app, 'admin')).cookie;
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const audit = (action: string) =>
    t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.category, 'buildings'), eq(auditLogs.action, action)));

  it('only staff reach the admin catalogue', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/buildings' })).statusCode).toBe(401);
    const client = (await loginAs(t.app, 'client')).cookie;
    expect((await call(client, 'GET', '/api/admin/buildings')).statusCode).toBe(403);
    expect((await call(client, 'POST', '/api/admin/buildings', buildingBody())).statusCode).toBe(403);
    const list = await call(editor, 'GET', '/api/admin/buildings');
    expect(list.statusCode).toBe(200);
    const names = json(list).buildings.map((b: { name: string }) => b.name);
    expect(names.length).toBeGreaterThanOrEqual(6);
    // Ordered by name, as the spec reads them (only the seeded, ASCII-initial names exist here).
    expect(names).toEqual([...names].sort());
  });

  it('creates a building, audits it and tells the store', async () => {
    const ev = collectEvents(t.app, ['catalog']);
    const res = await call(editor, 'POST', '/api/admin/buildings', buildingBody({ name: '  Residencial Três Fronteiras ', priceCents: 250_000 }));
    expect(res.statusCode).toBe(201);
    const b = json(res);
    expect(b).toMatchObject({ name: 'Residencial Três Fronteiras', priceCents: 250_000, status: 'active', displayCount: 1, photos: [], mainPhotoUrl: null, sindico: null, archivedAt: null });
    const e = await ev.waitFor((x) => x.type === 'BUILDING_UPDATED' && x.payload.buildingId === b.id);
    expect(e.payload).toEqual({ buildingId: b.id, priceCents: 250_000, status: 'active' });
    ev.stop();
    expect((await audit('create_success')).some((a) => a.metadata?.buildingId === b.id)).toBe(true);
    const got = await call(editor, 'GET', `/api/admin/buildings/${b.id}`);
    expect(json(got).name).toBe('Residencial Três Fronteiras');
  });

  it('refuses an invalid building with the spec messages and writes nothing', async () => {
    const before = (await t.app.deps.db.select().from(buildings)).length;
    const res = await call(editor, 'POST', '/api/admin/buildings', {
      name: '  ',
      address: '',
      neighborhood: '',
      residents: 0,
      latitude: 'x',
      longitude: null,
      priceCents: 0,
      displayCount: 0,
      status: 'active',
    });
    expect(res.statusCode).toBe(400);
    const { fields } = json(res).error;
    expect(fields).toMatchObject({
      name: 'Nome do prédio é obrigatório',
      address: 'Endereço é obrigatório',
      neighborhood: 'Bairro é obrigatório',
      residents: 'Número de moradores inválido',
      priceCents: 'Preço inválido',
      displayCount: 'O número de painéis deve ser no mínimo 1',
    });
    const negative = await call(editor, 'POST', '/api/admin/buildings', buildingBody({ priceCents: -5 }));
    expect(json(negative).error.message).toBe('Preço inválido');
    const bad = await call(editor, 'POST', '/api/admin/buildings', { ...buildingBody(), status: 'demolido' });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.deps.db.select().from(buildings)).length).toBe(before);
    expect((await audit('create_error')).map((a) => a.details)).toContain('Preço inválido');
  });

  it('puts a building without numeric coordinates on the default point', async () => {
    const res = await call(editor, 'POST', '/api/admin/buildings', buildingBody({ latitude: 'abc', longitude: '' }));
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ latitude: -25.55, longitude: -54.58 });
    const comma = await call(editor, 'POST', '/api/admin/buildings', buildingBody({ latitude: '-25,51', longitude: '-54.6' }));
    expect(json(comma)).toMatchObject({ latitude: -25.51, longitude: -54.6 });
  });

  it('saves the síndico only with a name, and gives them a síndico account and an invitation', async () => {
    const none = await call(editor, 'POST', '/api/admin/buildings', buildingBody({ sindico: { name: '   ', email: 'x@y.com', mandateEnd: '   ' } }));
    expect(none.statusCode).toBe(201);
    expect(json(none).sindico).toBeNull();
    expect(await t.app.deps.db.select().from(users).where(eq(users.email, 'x@y.com'))).toHaveLength(0);

    const blankEnd = await call(editor, 'POST', '/api/admin/buildings', buildingBody({ sindico: { name: 'Ana', mandateEnd: '   ' } }));
    expect(blankEnd.statusCode).toBe(400);
    expect(json(blankEnd).error.message).toBe('Data de término do mandato inválida');
    const badDate = await call(editor, 'POST', '/api/admin/buildings', buildingBody({ sindico: { name: 'Ana', mandateEnd: '2026-02-30' } }));
    expect(json(badDate).error.message).toBe('Data de término do mandato inválida');

    const res = await call(editor, 'POST', '/api/admin/buildings', buildingBody({
      sindico: { name: ' Maria Souza ', email: 'Maria.Sindica@Teste.local', phone: '(45) 99988-7766', mandateEnd: '2027-03-31' },
    }));
    expect(res.statusCode).toBe(201);
    const b = json(res);
    expect(b.sindico).toMatchObject({ name: 'Maria Souza', email: 'maria.sindica@teste.local', phone: '(45) 99988-7766', mandateEnd: '2027-03-31' });
    const [user] = await t.app.deps.db.select().from(users).where(eq(users.email, 'maria.sindica@teste.local'));
    expect(user).toMatchObject({ role: 'sindico', passwordHash: null });
    expect(b.sindico.userId).toBe(user!.id);
    const mails = await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'maria.sindica@teste.local'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("'Esqueci minha senha'");
    expect(mails[0]!.text).toContain('/sindico');

    // Same e-mail on another building: linked to the same account, no second invitation.
    const again = await call(editor, 'POST', '/api/admin/buildings', buildingBody({ sindico: { name: 'Maria', email: 'maria.sindica@teste.local' } }));
    expect(json(again).sindico.userId).toBe(user!.id);
    expect(await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'maria.sindica@teste.local'))).toHaveLength(1);

    // A staff member's e-mail is not turned into a síndico account.
    const staff = await makeUser(t.app, { role: 'editor' });
    const linked = await call(editor, 'POST', '/api/admin/buildings', buildingBody({ sindico: { name: 'Outro', email: staff.email } }));
    expect(json(linked).sindico.userId).toBeNull();
    const [still] = await t.app.deps.db.select().from(users).where(eq(users.id, staff.id));
    expect(still!.role).toBe('editor');

    // Clearing the name removes the síndico.
    const cleared = await call(editor, 'PUT', `/api/admin/buildings/${b.id}`, { ...buildingBody(), sindico: { name: '' } });
    expect(json(cleared).sindico).toBeNull();
    expect(await t.app.deps.db.select().from(syndics).where(eq(syndics.buildingId, b.id))).toHaveLength(0);
  });

  it('an update of price and status reaches the store as PRICE_UPDATED and BUILDING_UPDATED', async () => {
    const row = await makeBuilding(t.app, { priceCents: 199_700 });
    const ev = collectEvents(t.app, ['catalog']);
    const res = await call(editor, 'PUT', `/api/admin/buildings/${row.id}`, buildingBody({ name: row.name, priceCents: 149_990, status: 'maintenance' }));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ priceCents: 149_990, status: 'maintenance' });
    const price = await ev.waitFor((e) => e.type === 'PRICE_UPDATED' && e.payload.buildingId === row.id);
    expect(price.payload).toEqual({ buildingId: row.id, priceCents: 149_990, status: 'maintenance' });
    await ev.waitFor((e) => e.type === 'BUILDING_UPDATED' && e.payload.buildingId === row.id);
    // A change that keeps the price sends no PRICE_UPDATED.
    ev.events.length = 0;
    await call(editor, 'PUT', `/api/admin/buildings/${row.id}`, buildingBody({ name: 'Novo nome', priceCents: 149_990, status: 'active' }));
    await ev.waitFor((e) => e.type === 'BUILDING_UPDATED' && e.payload.status === 'active');
    expect(ev.events.some((e) => e.type === 'PRICE_UPDATED')).toBe(false);
    ev.stop();
    const updates = await audit('update');
    expect(updates.find((a) => a.metadata?.buildingId === row.id && a.metadata?.priceCents)?.metadata?.priceCents).toEqual([199_700, 149_990]);
  });

  it('answers 404 for malformed and unknown ids, never a database error', async () => {
    for (const id of [...BAD_IDS, MISSING]) {
      const enc = encodeURIComponent(id);
      expect((await call(master, 'GET', `/api/admin/buildings/${enc}`)).statusCode).toBe(404);
      expect((await call(master, 'PUT', `/api/admin/buildings/${enc}`, buildingBody())).statusCode).toBe(404);
      expect((await call(master, 'DELETE', `/api/admin/buildings/${enc}`)).statusCode).toBe(404);
      expect((await call(master, 'GET', `/api/admin/buildings/${enc}/photos`)).statusCode).toBe(404);
    }
    const res = await call(master, 'GET', '/api/admin/buildings/abc');
    expect(json(res).error.message).toBe('Prédio não encontrado.');
    expect((await audit('update_error')).length).toBeGreaterThan(0);
  });

  it('editors cannot delete; admins delete one or several at once', async () => {
    const a = await makeBuilding(t.app);
    const denied = await call(editor, 'DELETE', `/api/admin/buildings/${a.id}`);
    expect(denied.statusCode).toBe(403);
    expect(json(denied).error.message).toBe('Você não tem permissão para acessar esta área.');
    expect((await call(editor, 'DELETE', '/api/admin/buildings', { ids: [a.id] })).statusCode).toBe(403);

    const one = await call(admin, 'DELETE', `/api/admin/buildings/${a.id}`);
    expect(one.statusCode).toBe(200);
    expect(json(one)).toEqual({ deleted: [a.id], archived: [], message: 'Prédio excluído com sucesso.' });
    expect(await t.app.deps.db.select().from(buildings).where(eq(buildings.id, a.id))).toHaveLength(0);
    expect((await audit('delete_success')).some((x) => JSON.stringify(x.metadata).includes(a.id))).toBe(true);

    const [b, c] = [await makeBuilding(t.app), await makeBuilding(t.app)];
    // One unknown id: nothing is deleted.
    const partial = await call(master, 'DELETE', '/api/admin/buildings', { ids: [b.id, MISSING] });
    expect(partial.statusCode).toBe(404);
    expect(await t.app.deps.db.select().from(buildings).where(eq(buildings.id, b.id))).toHaveLength(1);
    const malformed = await call(master, 'DELETE', '/api/admin/buildings', { ids: [b.id, 'abc'] });
    expect(malformed.statusCode).toBe(404);
    expect((await audit('delete_error')).length).toBeGreaterThanOrEqual(2);

    const ev = collectEvents(t.app, ['catalog']);
    const bulk = await call(master, 'DELETE', '/api/admin/buildings', { ids: [b.id, c.id] });
    expect(bulk.statusCode).toBe(200);
    expect(json(bulk).deleted.sort()).toEqual([b.id, c.id].sort());
    expect(json(bulk).message).toBe('2 prédios excluídos com sucesso.');
    await ev.waitFor((e) => e.type === 'BUILDING_UPDATED' && e.payload.buildingId === c.id && e.payload.removed === true);
    ev.stop();
    expect((await audit('delete_bulk')).length).toBe(1);
  });

  it('a building with orders or bookings is archived, not destroyed, and hidden from the list', async () => {
    const db = t.app.deps.db;
    const kept = await makeBuilding(t.app, { name: 'Com Reserva' });
    const free = await makeBuilding(t.app, { name: 'Sem Reserva' });
    await db.insert(buildingPhotos).values({ buildingId: kept.id, storageKey: 'photos/x/keep' });
    expect(await buildingHasHistory(db, kept.id)).toBe(false);
    // A real order (its lines refer to the building) is history, paid or not.
    await createOrder(t.app, { buyer: buyer(), buildingIds: [kept.id], months: 1 });
    expect(await buildingHasHistory(db, kept.id)).toBe(true);
    expect(await buildingHasHistory(db, free.id)).toBe(false);

    const res = await call(master, 'DELETE', '/api/admin/buildings', { ids: [kept.id, free.id] });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.archived).toEqual([kept.id]);
    expect(body.deleted).toEqual([free.id]);
    expect(body.message).toBe(
      'Prédio excluído com sucesso. O prédio possui pedidos ou reservas e foi arquivado: saiu da loja, mas o histórico foi mantido.',
    );
    const [row] = await db.select().from(buildings).where(eq(buildings.id, kept.id));
    expect(row!.archivedAt).not.toBeNull();
    expect(await db.select().from(buildingPhotos).where(eq(buildingPhotos.buildingId, kept.id))).toHaveLength(1);

    const list = json(await call(master, 'GET', '/api/admin/buildings'));
    expect(list.buildings.some((b: { id: string }) => b.id === kept.id)).toBe(false);
    const archived = json(await call(master, 'GET', '/api/admin/buildings?archived=only'));
    expect(archived.buildings.map((b: { id: string }) => b.id)).toEqual([kept.id]);
    expect(json(await call(master, 'GET', '/api/admin/buildings?archived=include')).buildings.some((b: { id: string }) => b.id === kept.id)).toBe(true);

    const restored = await call(editor, 'POST', `/api/admin/buildings/${kept.id}/restore`);
    expect(json(restored).archivedAt).toBeNull();
  });

  it('a table we do not know that refers to the building also archives it instead of failing', async () => {
    const db = t.app.deps.db;
    await db.execute(sql`create table catalog_test_refs (id serial primary key, building_id uuid not null references buildings(id))`);
    const b = await makeBuilding(t.app);
    await db.execute(sql`insert into catalog_test_refs (building_id) values (${b.id})`);
    const res = await call(master, 'DELETE', `/api/admin/buildings/${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).archived).toEqual([b.id]);
    await db.execute(sql`drop table catalog_test_refs`);
  });

  it('search finds by name, address or neighbourhood', async () => {
    await makeBuilding(t.app, { name: 'Torre Marumbi', neighborhood: 'Vila Portes', address: 'Rua Xavier da Silva, 77' });
    const byName = json(await call(editor, 'GET', '/api/admin/buildings?search=marumbi')).buildings;
    expect(byName.map((b: { name: string }) => b.name)).toEqual(['Torre Marumbi']);
    expect(json(await call(editor, 'GET', '/api/admin/buildings?search=portes')).buildings).toHaveLength(1);
    expect(json(await call(editor, 'GET', '/api/admin/buildings?search=xavier')).buildings).toHaveLength(1);
    expect(json(await call(editor, 'GET', `/api/admin/buildings?search=${encodeURIComponent('%')}`)).buildings).toHaveLength(0);
  });
});
