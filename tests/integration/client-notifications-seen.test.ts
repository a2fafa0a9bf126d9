import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { VIDEO_EVENTS } from '../../domain/schemas/videos';
import type { Role } from '../../domain/permissions';
import { createTestApp, json, type TestApp } from '../setup/app';
import { collectEvents } from '../setup/events';
import { login, loginAs } from '../factories/users';
import { fixture, makeDecidedVideo, makeSlot, uploadVideo } from '../factories/videos';

/**
 * Issue 29: how far a client has seen their notifications is kept on the server, per account.
 * The dashboard answers the unseen count and the marker; POST /api/client/notifications/seen moves
 * the marker up to one of the client's own decided videos, never past what they have.
 */
describe('client notifications: seen state per account, on the server', () => {
  let t: TestApp;
  type Client = { id: string; email: string; password: string; cookie: string };
  let A: Client;
  let B: Client;
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  let oldest: string;
  let middle: string;
  let newest: string;
  let newestAt: Date;
  let middleAt: Date;
  let pending: string;
  let ofB: string;

  const asClient = async (): Promise<Client> => {
    const { user, cookie } = await loginAs(t.app, 'client');
    return { id: user.id, email: user.email, password: user.password, cookie };
  };
  const dashboard = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return json(res) as {
      notifications: { videoId: string }[];
      notificationsUnseen: number;
      notificationsSeenAt: string | null;
    };
  };
  const markSeen = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/notifications/seen',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createTestApp();
    A = await asClient();
    B = await asClient();
    oldest = (await makeDecidedVideo(t.app, A.id, { decidedAt: hoursAgo(3), status: 'reprovado' })).id;
    middleAt = hoursAgo(2);
    middle = (await makeDecidedVideo(t.app, A.id, { decidedAt: middleAt })).id;
    newestAt = hoursAgo(1);
    newest = (await makeDecidedVideo(t.app, A.id, { decidedAt: newestAt })).id;
    pending = (await makeDecidedVideo(t.app, A.id, { decidedAt: null })).id;
    ofB = (await makeDecidedVideo(t.app, B.id, { decidedAt: hoursAgo(4) })).id;
  });
  afterAll(() => t.close());

  it('never opened: every decision is unseen, and the marker is empty', async () => {
    const d = await dashboard(A.cookie);
    expect(d.notifications.map((n) => n.videoId)).toEqual([newest, middle, oldest]);
    expect(d.notificationsUnseen).toBe(3);
    expect(d.notificationsSeenAt).toBeNull();
  });

  it('anonymous is refused; staff, finance and síndico are refused', async () => {
    const anon = await markSeen(undefined, { upTo: newest });
    expect(anon.statusCode).toBe(401);
    for (const role of ['editor', 'admin', 'master', 'finance', 'sindico'] as Role[]) {
      const { cookie } = await loginAs(t.app, role);
      expect((await markSeen(cookie, { upTo: newest })).statusCode, role).toBe(403);
    }
    expect((await dashboard(A.cookie)).notificationsUnseen).toBe(3);
  });

  it('bad or foreign ids: a clear pt-BR answer, and no marker moves', async () => {
    const notUuid = await markSeen(A.cookie, { upTo: 'x' });
    expect(notUuid.statusCode).toBe(400);
    expect(json(notUuid).error.message).toBe(messages.notificationNotFound);
    expect((await markSeen(A.cookie, {})).statusCode).toBe(400);
    // A made-up id, a video still em_analise (not a notification yet) and B's decided video.
    for (const upTo of ['0b6b7b4e-8a51-4c1c-9b43-2f0d3c1e9a77', pending, ofB]) {
      const res = await markSeen(A.cookie, { upTo });
      expect(res.statusCode, upTo).toBe(404);
      expect(json(res).error.message).toBe(messages.notificationNotFound);
    }
    // B cannot mark with A's newest decision either (it would push B's marker past B's own).
    const bOnA = await markSeen(B.cookie, { upTo: newest });
    expect(bOnA.statusCode).toBe(404);
    expect((await dashboard(A.cookie)).notificationsSeenAt).toBeNull();
    expect(await dashboard(B.cookie)).toMatchObject({ notificationsSeenAt: null, notificationsUnseen: 1 });
  });

  it('marking up to an older one leaves the newer unseen', async () => {
    const res = await markSeen(A.cookie, { upTo: middle });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ notificationsSeenAt: middleAt.toISOString(), notificationsUnseen: 1 });
    expect((await dashboard(A.cookie)).notificationsUnseen).toBe(1);
  });

  it('marking the newest: seen for the account, in a second session too; idempotent; never goes back', async () => {
    const ev = collectEvents(t.app, [`user:${A.id}`]);
    const res = await markSeen(A.cookie, { upTo: newest });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ notificationsSeenAt: newestAt.toISOString(), notificationsUnseen: 0 });
    // A's other open pages hear it (and re-read the count).
    await ev.waitFor((e) => e.type === VIDEO_EVENTS.notificationsSeen);
    ev.stop();

    // Another browser: a new session of the same account sees them seen.
    const second = await login(t.app, { email: A.email, password: A.password, role: 'client' });
    expect(second).not.toBe(A.cookie);
    expect(await dashboard(second)).toMatchObject({
      notificationsSeenAt: newestAt.toISOString(),
      notificationsUnseen: 0,
    });

    // The same call again changes nothing; an older one does not move the marker back.
    expect(json(await markSeen(second, { upTo: newest }))).toEqual({
      notificationsSeenAt: newestAt.toISOString(),
      notificationsUnseen: 0,
    });
    expect(json(await markSeen(A.cookie, { upTo: oldest }))).toEqual({
      notificationsSeenAt: newestAt.toISOString(),
      notificationsUnseen: 0,
    });

    // B is untouched by all of A's marking.
    expect(await dashboard(B.cookie)).toMatchObject({ notificationsSeenAt: null, notificationsUnseen: 1 });
  });

  it('a decision after the marker is unseen again, until the bell is opened on it', async () => {
    const admin = (await loginAs(t.app, 'admin')).cookie;
    const { buildingId } = await makeSlot(t.app, A.id);
    const up = await uploadVideo(t.app, A.cookie, fixture('landscape-10s.mp4'), {
      buildingId,
      filename: 'novo.mp4',
      title: 'Novo',
    });
    expect(up.statusCode, up.body).toBe(200);
    const id = json(up).video.id as string;
    expect((await dashboard(A.cookie)).notificationsUnseen).toBe(0);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${id}/approve`,
      headers: { cookie: admin },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const d = await dashboard(A.cookie);
    expect(d.notifications[0]!.videoId).toBe(id);
    expect(d.notificationsUnseen).toBe(1);
    const res = await markSeen(A.cookie, { upTo: id });
    expect(json(res).notificationsUnseen).toBe(0);
    expect(new Date(json(res).notificationsSeenAt).getTime()).toBeGreaterThan(newestAt.getTime());
  });
});
