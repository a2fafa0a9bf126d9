import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/notices';
import { dayOf } from '../../domain/time';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingBody } from '../factories/buildings';
import { pairScreen } from '../factories/screens';
import { login, loginAs, makeUser } from '../factories/users';
import { fixture, makeSlot, tusMetadata, uploadVideo } from '../factories/videos';

/**
 * Issue 27, item 10: private media is not kept by the browser's cache after logout, and a
 * síndico's event stream carries only their own buildings' notice events.
 */
describe('private media caching and the síndico event stream', () => {
  let t: TestApp;
  let master: string;
  let admin: string;
  const today = dayOf(new Date());
  const clip = fixture('landscape-8s.mov');

  async function sindico(name: string, email: string) {
    const user = await makeUser(t.app, { role: 'sindico', email, name });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/buildings',
      headers: { cookie: master },
      payload: buildingBody({ name: `${name} Residencial`, sindico: { name, email, phone: '(45) 99999-0000', mandateEnd: addDays(today, 365) } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: user.id, cookie: await login(t.app, user), buildingId: json(res).id as string };
  }
  const notice = (cookie: string, buildingId: string, title: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sindico/notices',
      headers: { cookie },
      payload: { kind: 'text', title, body: 'Texto do aviso.', durationSeconds: 10, startDate: today, endDate: addDays(today, 3), buildingIds: [buildingId] },
    });

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' });
    master = (await loginAs(t.app, 'master')).cookie;
    admin = (await loginAs(t.app, 'admin')).cookie;
  });
  afterAll(() => t.close());

  it('videos served to a signed-in person (client, staff, síndico) are never stored by a cache, Range answers included', async () => {
    const c = await loginAs(t.app, 'client');
    const slot = await makeSlot(t.app, c.user.id);
    const up = await uploadVideo(t.app, c.cookie, clip, { buildingId: slot.buildingId, filename: 'v.mov', title: 'Meu anúncio', filetype: 'video/quicktime' });
    expect(up.statusCode, up.body).toBe(200);
    const id = json(up).video.id as string;
    const own = await t.app.inject({ method: 'GET', url: `/api/client/videos/${id}/file`, headers: { cookie: c.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const part = await t.app.inject({ method: 'GET', url: `/api/client/videos/${id}/file`, headers: { cookie: c.cookie, range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['cache-control']).toBe('no-store');
    const staff = await t.app.inject({ method: 'GET', url: `/api/admin/videos/${id}/file`, headers: { cookie: admin } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('no-store');

    // The panel player keeps its own offline copy (Cache Storage), not the HTTP cache's.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/videos/${id}/approve`, headers: { cookie: admin } })).statusCode).toBe(200);
    const screen = await pairScreen(t.app, admin, slot.buildingId, 'Hall');
    const device = await t.app.inject({ method: 'GET', url: `/api/player/videos/${id}/file`, headers: screen.auth });
    expect(device.statusCode).toBe(200);
    expect(device.headers['cache-control']).toBe('no-store');

    const s = await sindico('Carla Síndica', `carla.${randomUUID().slice(0, 6)}@teste.local`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sindico/uploads',
      headers: {
        cookie: s.cookie,
        'tus-resumable': '1.0.0',
        'upload-length': String(clip.length),
        'upload-metadata': tusMetadata({ title: 'Assembleia', buildingId: s.buildingId, filename: 'a.mov', filetype: 'video/quicktime' }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const done = await t.app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { cookie: s.cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: clip,
    });
    expect(done.statusCode, done.body).toBe(200);
    const watch = await t.app.inject({ method: 'GET', url: `/api/sindico/videos/${json(done).video.id}/file`, headers: { cookie: s.cookie } });
    expect(watch.statusCode).toBe(200);
    expect(watch.headers['cache-control']).toBe('no-store');
  });

  it("síndico Y's event stream gets nothing of síndico X's notice; staff hear every notice", async () => {
    const x = await sindico('Xavier Síndico', `xavier.${randomUUID().slice(0, 6)}@teste.local`);
    const y = await sindico('Yara Síndica', `yara.${randomUUID().slice(0, 6)}@teste.local`);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    /** Opens a stream; `until` reads it until the text holds a marker, then closes it. */
    const open = async (cookie: string, channels: string[]) => {
      const ctrl = new AbortController();
      const res = await fetch(`${base}/api/events?channels=${encodeURIComponent(channels.join(','))}`, { headers: { cookie }, signal: ctrl.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
      const allowed = JSON.parse(/data: (.*)/.exec(text)![1]!).channels as string[];
      // What came after the 'ready' line (which names the allowed channels).
      let heard = text.slice(text.indexOf('\n\n') + 2);
      const readUntil = async (...markers: string[]) => {
        while (!markers.some((m) => heard.includes(m))) heard += new TextDecoder().decode((await reader.read()).value);
        return heard;
      };
      return {
        allowed,
        until: async (...markers: string[]) => {
          const all = await readUntil(...markers);
          await reader.cancel();
          ctrl.abort();
          return all;
        },
      };
    };

    // Y asks for everything it can name: staff's channel, X's building, its own building.
    const yStream = await open(y.cookie, ['notices', `notices:${x.buildingId}`, `notices:${y.buildingId}`]);
    const staffStream = await open(admin, ['notices']);
    expect(staffStream.allowed).toEqual(['notices']);

    const xn = await notice(x.cookie, x.buildingId, 'Aviso do X');
    expect(xn.statusCode, xn.body).toBe(201);
    const xId = json(xn).id as string;
    // Y's own notice comes after X's on the same bus: once Y hears it, X's would have come first.
    const yn = await notice(y.cookie, y.buildingId, 'Aviso da Y');
    expect(yn.statusCode, yn.body).toBe(201);
    const yId = json(yn).id as string;

    const heardByY = await yStream.until(y.buildingId, yId);
    expect(heardByY).not.toContain(xId);
    expect(yStream.allowed).toEqual([`notices:${y.buildingId}`]);
    expect(heardByY).not.toContain(x.buildingId);
    expect(heardByY).not.toContain(yId); // a building channel says "changed", not which notice
    const heardByStaff = await staffStream.until(yId);
    expect(heardByStaff).toContain(xId);
    // The aborted streams' sockets would keep the app's close waiting.
    t.app.server.closeAllConnections();
  });
});
