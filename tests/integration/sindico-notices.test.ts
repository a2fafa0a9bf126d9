import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../domain/notices';
import { dayOf } from '../../domain/time';
import type { NoticeInputBody } from '../../domain/schemas/notices';
import { auditLogs, syndics } from '../../server/db/schema';
import { listPlayableNotices } from '../../server/modules/notices/notices.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingBody } from '../factories/buildings';
import { login, loginAs, makeUser, nextIp } from '../factories/users';
import { fixture, tusMetadata } from '../factories/videos';
import { makePng } from '../setup/images';
import { multipartFile } from '../setup/multipart';

/**
 * Área do Síndico (issue 15, ADR 0016): a síndico reaches only the buildings whose active síndico
 * record carries their e-mail while the mandate lasts, and only those buildings' notices; staff
 * moderate every notice; the player gets what the schedule says.
 */
describe('síndico area and notices', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let master: string;
  let admin: string;
  let ana: { id: string; cookie: string };
  let bruno: { id: string; cookie: string };
  let b1: string;
  let b2: string;
  let b3: string;
  const today = dayOf(new Date());

  const call = (cookie: string, method: string, url: string, payload?: unknown) =>
    app.inject({ method: method as 'GET', url, headers: { cookie }, payload: payload as object });

  const textNotice = (buildingIds: string[], over: Partial<NoticeInputBody> = {}): NoticeInputBody => ({
    kind: 'text',
    title: 'Manutenção do elevador',
    body: 'O elevador social ficará parado na quinta, das 9h às 11h.',
    durationSeconds: 10,
    startDate: today,
    endDate: addDays(today, 6),
    buildingIds,
    ...over,
  });

  async function sindicoWithBuildings(name: string, email: string, count: number) {
    const user = await makeUser(app, { role: 'sindico', email, name });
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      // The building form's síndico block, typed with another case: the link is by e-mail, any case.
      const res = await call(master, 'POST', '/api/admin/buildings', buildingBody({ name: `${name} Prédio ${i + 1}`, sindico: { name, email: email.toUpperCase(), phone: '(45) 99999-0000', mandateEnd: addDays(today, 365) } }));
      expect(res.statusCode).toBe(201);
      ids.push(json(res).id);
    }
    return { user, cookie: await login(app, user), ids };
  }

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    master = (await loginAs(app, 'master')).cookie;
    admin = (await loginAs(app, 'admin')).cookie;
    const a = await sindicoWithBuildings('Ana Síndica', 'ana.sindica@teste.local', 2);
    const b = await sindicoWithBuildings('Bruno Síndico', 'bruno.sindico@teste.local', 1);
    ana = { id: a.user.id, cookie: a.cookie };
    bruno = { id: b.user.id, cookie: b.cookie };
    [b1, b2] = a.ids as [string, string];
    b3 = b.ids[0]!;
  });
  afterAll(() => t.close());

  it('the dashboard lists the síndico\'s buildings only, with screens and nothing about money or advertisers', async () => {
    const res = await call(ana.cookie, 'GET', '/api/sindico/dashboard');
    expect(res.statusCode).toBe(200);
    const d = json(res);
    expect(d.name).toBe('Ana Síndica');
    expect(d.today).toBe(today);
    expect(d.buildings.map((x: { id: string }) => x.id).sort()).toEqual([b1, b2].sort());
    expect(d.buildings[0]).toMatchObject({ status: 'active', screens: 1, screensPaired: 0, screensOnline: 0, nowShowing: null, currentNotice: null });
    expect(res.body).not.toMatch(/price|advertis|anunciant|cents|cpf|bruno/i);
  });

  it('publishes a notice for their buildings and sees it running; another síndico never sees it', async () => {
    const created = await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b1, b2]));
    expect(created.statusCode).toBe(201);
    const n = json(created);
    expect(n).toMatchObject({ kind: 'text', state: 'running', paused: false, authorName: 'Ana Síndica' });
    expect(n.buildings).toHaveLength(2);
    const dash = json(await call(ana.cookie, 'GET', '/api/sindico/dashboard'));
    expect(dash.notices.map((x: { id: string }) => x.id)).toContain(n.id);
    expect(dash.buildings.find((x: { id: string }) => x.id === b1).currentNotice).toBe('Manutenção do elevador');
    expect((await listPlayableNotices(app.deps.db, b1)).map((x) => x.id)).toContain(n.id);
    expect((await listPlayableNotices(app.deps.db, b3)).map((x) => x.id)).not.toContain(n.id);

    const brunoList = json(await call(bruno.cookie, 'GET', '/api/sindico/notices'));
    expect(brunoList.items).toEqual([]);
  });

  it('a síndico cannot read or change another building\'s notices, nor publish there', async () => {
    const theirs = json(await call(bruno.cookie, 'POST', '/api/sindico/notices', textNotice([b3], { title: 'Aviso do Bruno' })));
    expect((await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b3]))).statusCode).toBe(403);
    expect((await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b1, b3]))).statusCode).toBe(403);
    expect((await call(ana.cookie, 'PUT', `/api/sindico/notices/${theirs.id}`, textNotice([b1]))).statusCode).toBe(404);
    expect((await call(ana.cookie, 'PUT', `/api/sindico/notices/${theirs.id}/paused`, { paused: true })).statusCode).toBe(404);
    expect((await call(ana.cookie, 'DELETE', `/api/sindico/notices/${theirs.id}`)).statusCode).toBe(404);
    const list = await call(ana.cookie, 'GET', '/api/sindico/notices');
    expect(list.body).not.toContain('Aviso do Bruno');
    // Untouched.
    const after = json(await call(bruno.cookie, 'GET', '/api/sindico/notices')).items[0];
    expect(after).toMatchObject({ id: theirs.id, paused: false, title: 'Aviso do Bruno' });
  });

  it('a síndico reaches no admin route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/notices'],
      ['GET', '/api/admin/buildings'],
      ['GET', '/api/admin/videos'],
      ['GET', '/api/admin/orders'],
      ['DELETE', '/api/admin/notices/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await call(ana.cookie, method, url)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('edit, pause and resume: a paused notice leaves the player, and comes back', async () => {
    const n = json(await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b1], { title: 'Piscina fechada' })));
    const edited = await call(ana.cookie, 'PUT', `/api/sindico/notices/${n.id}`, textNotice([b1], { title: 'Piscina fechada para limpeza', durationSeconds: 20, startTime: '22:00', endTime: '02:00' }));
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({ title: 'Piscina fechada para limpeza', durationSeconds: 20, startTime: '22:00', endTime: '02:00' });
    const at = (hhmm: string, day = today) => new Date(`${day}T${hhmm}:00-03:00`);
    const ids = async (when: Date) => (await listPlayableNotices(app.deps.db, b1, when)).map((x) => x.id);
    expect(await ids(at('23:00'))).toContain(n.id);
    expect(await ids(at('01:00', addDays(today, 1)))).toContain(n.id);
    expect(await ids(at('12:00'))).not.toContain(n.id);

    expect(json(await call(ana.cookie, 'PUT', `/api/sindico/notices/${n.id}/paused`, { paused: true })).state).toBe('paused');
    expect(await ids(at('23:00'))).not.toContain(n.id);
    expect(json(await call(ana.cookie, 'PUT', `/api/sindico/notices/${n.id}/paused`, { paused: false })).paused).toBe(false);
    expect(await ids(at('23:00'))).toContain(n.id);
    // Expired: after its end date nothing plays.
    expect(await ids(at('23:00', addDays(today, 8)))).not.toContain(n.id);

    expect((await call(ana.cookie, 'DELETE', `/api/sindico/notices/${n.id}`)).statusCode).toBe(204);
    expect(await ids(at('23:00'))).not.toContain(n.id);
  });

  it('refuses bad input with the pt-BR message and writes nothing', async () => {
    const before = json(await call(ana.cookie, 'GET', '/api/sindico/notices')).items.length;
    const bad = await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b1], { durationSeconds: 90 }));
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toBe('A duração deve ser de 5 a 60 segundos.');
    const long = await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b1], { body: 'x'.repeat(281) }));
    expect(long.statusCode).toBe(400);
    expect(json(await call(ana.cookie, 'GET', '/api/sindico/notices')).items.length).toBe(before);
  });

  it('image notices: JPG/PNG checked by content, re-encoded, served; another person\'s image key is refused', async () => {
    const png = multipartFile('file', 'aviso.png', 'image/png', await makePng(1600, 900));
    const up = await app.inject({ method: 'POST', url: '/api/sindico/notice-images', headers: { cookie: ana.cookie, ...png.headers }, payload: png.payload });
    expect(up.statusCode).toBe(201);
    const { imageKey, imageUrl } = json(up);
    expect(imageKey).toMatch(new RegExp(`^notices/${ana.id}/[0-9a-f]+\\.webp$`));
    const file = await app.inject({ method: 'GET', url: imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const fake = multipartFile('file', 'aviso.png', 'image/png', Buffer.from('não sou uma imagem'));
    const refused = await app.inject({ method: 'POST', url: '/api/sindico/notice-images', headers: { cookie: ana.cookie, ...fake.headers }, payload: fake.payload });
    expect(refused.statusCode).toBe(415);
    expect(json(refused).error.message).toBe('Apenas arquivos JPG e PNG são permitidos');

    const body = { ...textNotice([b1]), kind: 'image' as const, body: null, imageKey };
    expect((await call(bruno.cookie, 'POST', '/api/sindico/notices', { ...body, buildingIds: [b3] })).statusCode).toBe(400);
    const n = await call(ana.cookie, 'POST', '/api/sindico/notices', body);
    expect(n.statusCode).toBe(201);
    expect(json(n)).toMatchObject({ kind: 'image', imageUrl, body: null });
    // Deleting the notice deletes its image.
    expect((await call(ana.cookie, 'DELETE', `/api/sindico/notices/${json(n).id}`)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });

  it('video notices: client video checks, then the approvals queue; it plays only once approved', async () => {
    const data = fixture('landscape-8s.mov');
    const meta = (over: Record<string, string> = {}) => tusMetadata({ title: 'Vídeo da assembleia', buildingId: b1, filename: 'assembleia.mov', filetype: 'video/quicktime', ...over });
    const create = (cookie: string, m: string, length = data.length) =>
      app.inject({ method: 'POST', url: '/api/sindico/uploads', headers: { cookie, 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': m } });
    // Another building: refused before any byte; over 50 MB: refused by length.
    expect((await create(ana.cookie, meta({ buildingId: b3 }))).statusCode).toBe(403);
    expect((await create(ana.cookie, meta(), 50 * 1024 * 1024 + 1)).statusCode).toBe(413);
    const created = await create(ana.cookie, meta());
    expect(created.statusCode).toBe(201);
    const done = await app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { cookie: ana.cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: data,
    });
    expect(done.statusCode).toBe(200);
    const video = json(done).video;
    expect(video).toMatchObject({ status: 'em_analise', purpose: 'notice' });

    // A portrait video is refused with the client videos' message.
    const portrait = fixture('portrait-8s.mp4');
    const c2 = await create(ana.cookie, meta({ filename: 'p.mp4', filetype: 'video/mp4' }), portrait.length);
    const refused = await app.inject({
      method: 'PATCH',
      url: c2.headers.location as string,
      headers: { cookie: ana.cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: portrait,
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error.message).toBe('O vídeo deve estar na horizontal.');

    // Its author can watch it (Range); nobody else through this route.
    const watch = await app.inject({ method: 'GET', url: `/api/sindico/videos/${video.id}/file`, headers: { cookie: ana.cookie, range: 'bytes=0-99' } });
    expect(watch.statusCode).toBe(206);
    expect((await call(bruno.cookie, 'GET', `/api/sindico/videos/${video.id}/file`)).statusCode).toBe(404);
    const body = { ...textNotice([b1]), kind: 'video' as const, title: 'Vídeo da assembleia', body: null, videoId: video.id };
    // Bruno cannot use Ana's video.
    expect((await call(bruno.cookie, 'POST', '/api/sindico/notices', { ...body, buildingIds: [b3] })).statusCode).toBe(400);
    const n = json(await call(ana.cookie, 'POST', '/api/sindico/notices', body));
    expect(n).toMatchObject({ state: 'pending_approval', videoStatus: 'em_analise' });
    expect((await listPlayableNotices(app.deps.db, b1)).map((x) => x.id)).not.toContain(n.id);

    const queue = json(await call(admin, 'GET', '/api/admin/videos?status=em_analise'));
    expect(queue.items.find((v: { id: string }) => v.id === video.id)).toMatchObject({ purpose: 'notice', clientName: 'Ana Síndica' });
    expect((await call(admin, 'POST', `/api/admin/videos/${video.id}/approve`)).statusCode).toBe(200);
    const playable = await listPlayableNotices(app.deps.db, b1);
    expect(playable.find((x) => x.id === n.id)).toMatchObject({ kind: 'video', videoId: video.id, durationSeconds: 10 });
    // Deleting the notice removes its video too.
    expect((await call(ana.cookie, 'DELETE', `/api/sindico/notices/${n.id}`)).statusCode).toBe(204);
    expect(json(await call(admin, 'GET', '/api/admin/videos')).items.map((v: { id: string }) => v.id)).not.toContain(video.id);
  });

  it('staff moderate every notice (admin and master), audited; an editor cannot', async () => {
    const theirs = json(await call(bruno.cookie, 'POST', '/api/sindico/notices', textNotice([b3], { title: 'Festa no salão' })));
    const list = json(await call(admin, 'GET', '/api/admin/notices'));
    expect(list.items.map((x: { id: string }) => x.id)).toContain(theirs.id);
    const edited = await call(admin, 'PUT', `/api/admin/notices/${theirs.id}`, textNotice([b3], { title: 'Festa no salão (horário corrigido)' }));
    expect(edited.statusCode).toBe(200);
    expect(json(await call(master, 'PUT', `/api/admin/notices/${theirs.id}/paused`, { paused: true })).paused).toBe(true);
    expect((await call((await loginAs(app, 'editor')).cookie, 'GET', '/api/admin/notices')).statusCode).toBe(403);
    expect((await call(master, 'DELETE', `/api/admin/notices/${theirs.id}`)).statusCode).toBe(204);
    expect(json(await call(bruno.cookie, 'GET', '/api/sindico/notices')).items.map((x: { id: string }) => x.id)).not.toContain(theirs.id);
    const audit = await app.deps.db.select().from(auditLogs).where(eq(auditLogs.category, 'notices'));
    const moderated = audit.filter((a) => a.details.includes('(moderação)')).map((a) => a.action);
    expect(moderated).toEqual(expect.arrayContaining(['update', 'pause', 'delete_success']));
  });

  it('the paired screen shows the notice in its manifest; the dashboard counts the screen; a paused notice leaves', async () => {
    // Staff pair a screen in building 1 (the player's own flow).
    const start = json(await app.inject({ method: 'POST', url: '/api/player/pairing', remoteAddress: nextIp() }));
    expect((await call(admin, 'POST', '/api/admin/screens', { code: start.code, buildingId: b1, label: 'Elevador social' })).statusCode).toBe(200);
    const { token } = json(await app.inject({ method: 'POST', url: '/api/player/pairing/claim', payload: { secret: start.secret } }));
    const manifest = async () => json(await app.inject({ method: 'GET', url: '/api/player/manifest', headers: { authorization: `Bearer ${token}` } }));
    await app.inject({ method: 'POST', url: '/api/player/heartbeat', headers: { authorization: `Bearer ${token}` }, payload: { nowPlaying: null, manifestVersion: null, cachedFiles: 0, cachedBytes: 0, appVersion: '1.0.0' } });

    const n = json(await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b1], { title: 'Dedetização sábado', durationSeconds: 15 })));
    const item = (await manifest()).items.find((i: { id: string }) => i.id === n.id);
    expect(item).toMatchObject({ kind: 'notice', title: 'Dedetização sábado', durationMs: 15_000 });
    expect(Date.parse(item.playUntil)).toBeGreaterThan(Date.now());

    const dash = json(await call(ana.cookie, 'GET', '/api/sindico/dashboard'));
    expect(dash.buildings.find((x: { id: string }) => x.id === b1)).toMatchObject({ screensPaired: 1, screensOnline: 1 });

    await call(ana.cookie, 'PUT', `/api/sindico/notices/${n.id}/paused`, { paused: true });
    expect((await manifest()).items.map((i: { id: string }) => i.id)).not.toContain(n.id);
    await call(ana.cookie, 'DELETE', `/api/sindico/notices/${n.id}`);

    // An image notice and an approved video notice: the screen gets the image and may download the video.
    const png = multipartFile('file', 'aviso.png', 'image/png', await makePng(1280, 720));
    const { imageKey, imageUrl } = json(await app.inject({ method: 'POST', url: '/api/sindico/notice-images', headers: { cookie: ana.cookie, ...png.headers }, payload: png.payload }));
    const img = json(await call(ana.cookie, 'POST', '/api/sindico/notices', { ...textNotice([b1], { title: 'Cartaz da festa' }), kind: 'image', body: null, imageKey }));
    const data = fixture('landscape-8s.mov');
    const created = await app.inject({
      method: 'POST',
      url: '/api/sindico/uploads',
      headers: { cookie: ana.cookie, 'tus-resumable': '1.0.0', 'upload-length': String(data.length), 'upload-metadata': tusMetadata({ title: 'Vídeo da festa', buildingId: b1, filename: 'festa.mov', filetype: 'video/quicktime' }) },
    });
    const done = await app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { cookie: ana.cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: data,
    });
    const video = json(done).video;
    const vid = json(await call(ana.cookie, 'POST', '/api/sindico/notices', { ...textNotice([b1], { title: 'Vídeo da festa' }), kind: 'video', body: null, videoId: video.id }));
    const fileAsScreen = () => app.inject({ method: 'GET', url: `/api/player/videos/${video.id}/file`, headers: { authorization: `Bearer ${token}` } });
    // Not approved yet: not in the loop, and the screen may not download it.
    expect((await manifest()).items.map((i: { id: string }) => i.id)).not.toContain(vid.id);
    expect((await fileAsScreen()).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/api/admin/videos/${video.id}/approve`)).statusCode).toBe(200);
    const items = (await manifest()).items as Array<{ id: string }>;
    expect(items.find((i) => i.id === img.id)).toMatchObject({ kind: 'notice', imageUrl, videoId: null });
    expect(items.find((i) => i.id === vid.id)).toMatchObject({ kind: 'notice', videoId: video.id, videoUrl: `/api/player/videos/${video.id}/file` });
    expect((await fileAsScreen()).statusCode).toBe(200);
    await call(ana.cookie, 'DELETE', `/api/sindico/notices/${img.id}`);
    await call(ana.cookie, 'DELETE', `/api/sindico/notices/${vid.id}`);
    expect((await fileAsScreen()).statusCode).toBe(404);
  });

  it('a mandate that ended stops access to that building and its notices', async () => {
    const both = json(await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b1, b2], { title: 'Aviso dos dois prédios' })));
    const onlyB1 = json(await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b1], { title: 'Só do primeiro' })));
    // Staff edit building 2: its síndico's mandate ended yesterday.
    await app.deps.db.update(syndics).set({ mandateEnd: new Date(`${addDays(today, -1)}T23:59:59.999-03:00`) }).where(eq(syndics.buildingId, b2));
    const dash = json(await call(ana.cookie, 'GET', '/api/sindico/dashboard'));
    expect(dash.buildings.map((x: { id: string }) => x.id)).toEqual([b1]);
    const ids = dash.notices.map((x: { id: string }) => x.id);
    expect(ids).toContain(onlyB1.id);
    expect(ids).not.toContain(both.id);
    expect((await call(ana.cookie, 'PUT', `/api/sindico/notices/${both.id}/paused`, { paused: true })).statusCode).toBe(404);
    expect((await call(ana.cookie, 'POST', '/api/sindico/notices', textNotice([b2]))).statusCode).toBe(403);
    // A mandate ending today still counts (until the end of the day in Foz do Iguaçu).
    await app.deps.db.update(syndics).set({ mandateEnd: new Date(`${today}T23:59:59.999-03:00`) }).where(eq(syndics.buildingId, b2));
    expect(json(await call(ana.cookie, 'GET', '/api/sindico/dashboard')).buildings).toHaveLength(2);
    // Every mandate over: no building, no notice, nothing to change.
    await app.deps.db.update(syndics).set({ mandateEnd: new Date(Date.now() - 60_000) }).where(eq(syndics.email, 'ana.sindica@teste.local'));
    const none = json(await call(ana.cookie, 'GET', '/api/sindico/dashboard'));
    expect(none.buildings).toEqual([]);
    expect(none.notices).toEqual([]);
    expect((await call(ana.cookie, 'DELETE', `/api/sindico/notices/${onlyB1.id}`)).statusCode).toBe(404);
    // An inactive síndico record counts as no mandate either.
    await app.deps.db.update(syndics).set({ mandateEnd: null, isActive: false }).where(eq(syndics.buildingId, b1));
    expect(json(await call(ana.cookie, 'GET', '/api/sindico/dashboard')).buildings).toEqual([]);
  });
});
