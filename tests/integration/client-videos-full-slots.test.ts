import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { activeVideos, auditLogs, uploadReservations, videos } from '../../server/db/schema';
import { listActiveVideosOfBuilding } from '../../server/modules/media/media.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs } from '../factories/users';
import { fixture, makeSlot, tusCreate, uploadVideo } from '../factories/videos';

/**
 * Issue 29: a client who holds a booking in a building may send a video there even when every
 * slot is in use. On approval it takes the place of the video chosen at upload ('Substituir o
 * vídeo atual quando aprovado') if that one is still in a slot of the building, else a free slot,
 * else it waits in 'Aprovados'. Without a booking there, the spec's message.
 */
describe('upload while every slot is in use', () => {
  let t: TestApp;
  let A: { id: string; cookie: string };
  let B: { id: string; cookie: string };
  let admin: string;
  let buildingX: string;
  let bookingX: string;
  let buildingY: string;
  let onAirA: string;
  let onAirB: string;
  const clip = fixture('landscape-10s.mp4');

  const inject = (cookie: string, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as never,
      url,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  async function upload(
    who: { cookie: string },
    buildingId: string,
    title: string,
    extra: { replaces?: string; resendOf?: string } = {},
  ) {
    const res = await uploadVideo(t.app, who.cookie, clip, { buildingId, filename: 'campanha.mp4', title, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).video as { id: string; status: string; replaces: { id: string; title: string } | null };
  }
  const approve = async (id: string) => {
    const res = await inject(admin, 'POST', `/api/admin/videos/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    return json(res) as { status: string; activeBookingId: string | null };
  };
  const slotOf = async (videoId: string) =>
    (await t.app.deps.db.select().from(activeVideos).where(eq(activeVideos.videoId, videoId)))[0]?.bookingId ?? null;
  const rowOf = async (videoId: string) =>
    (await t.app.deps.db.select().from(videos).where(eq(videos.id, videoId)))[0]!;

  beforeAll(async () => {
    // Many uploads from one address in this file: the per-minute limit is not what is tested here.
    t = await createTestApp({ UPLOADS_PER_MINUTE: '1000' });
    const a = await loginAs(t.app, 'client');
    const b = await loginAs(t.app, 'client');
    A = { id: a.user.id, cookie: a.cookie };
    B = { id: b.user.id, cookie: b.cookie };
    admin = (await loginAs(t.app, 'admin')).cookie;
    const slot = await makeSlot(t.app, A.id);
    buildingX = slot.buildingId;
    bookingX = slot.booking.id;
    buildingY = (await makeSlot(t.app, B.id)).buildingId;
    // A's only slot and B's only slot hold a video each: both clients have every slot in use.
    onAirA = (await upload(A, buildingX, 'No ar de A')).id;
    expect((await approve(onAirA)).activeBookingId).toBe(bookingX);
    onAirB = (await upload(B, buildingY, 'No ar de B')).id;
    await approve(onAirB);
    const slots = json(await inject(A.cookie, 'GET', '/api/client/slots'));
    expect(slots.summary).toEqual({ total: 1, used: 1, available: 0 });
  });
  afterAll(() => t.close());

  it("no booking in the building: the spec's message, before any byte and with nothing reserved", async () => {
    const none = await loginAs(t.app, 'client');
    const res = await tusCreate(t.app, none.cookie, clip.length, {
      title: 'Sem slot',
      buildingId: buildingX,
      filename: 'x.mp4',
      filetype: 'video/mp4',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBe(messages.videoNoSlots);
    // A holds a booking in X only: Y (B's building) is refused the same way.
    const elsewhere = await tusCreate(t.app, A.cookie, clip.length, {
      title: 'Em Y',
      buildingId: buildingY,
      filename: 'y.mp4',
      filetype: 'video/mp4',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(json(elsewhere).error.message).toBe(messages.videoNoSlots);
    const reserved = await t.app.deps.db
      .select()
      .from(uploadReservations)
      .where(eq(uploadReservations.userId, none.user.id));
    expect(reserved).toEqual([]);
  });

  it('every slot in use: the upload is accepted, and on approval it waits in Aprovados (the slot keeps its video)', async () => {
    const v = await upload(A, buildingX, 'Espera');
    expect(v.status).toBe('em_analise');
    expect(v.replaces).toBeNull();
    const decided = await approve(v.id);
    expect(decided.status).toBe('aprovado');
    expect(decided.activeBookingId).toBeNull();
    expect(await slotOf(v.id)).toBeNull();
    expect(await slotOf(onAirA)).toBe(bookingX);
    const approved = json(await inject(A.cookie, 'GET', '/api/client/videos?status=aprovado'));
    expect(approved.items.map((x: { id: string }) => x.id)).toContain(v.id);
    const [audit] = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'approve'), eq(auditLogs.category, 'videos')))
      .then((rows) => rows.filter((r) => (r.metadata as { videoId?: string }).videoId === v.id));
    expect(audit!.details).toContain('aguarda em Aprovados');
  });

  it("'Substituir o vídeo atual quando aprovado': the choice is kept, and approval swaps the slot's video in one step", async () => {
    const v = await upload(A, buildingX, 'Substituta', { replaces: onAirA });
    expect(v.replaces).toEqual({ id: onAirA, title: 'No ar de A' });
    expect((await rowOf(v.id)).replacesVideoId).toBe(onAirA);
    // Staff see what the approval will do.
    const queue = json(await inject(admin, 'GET', '/api/admin/videos?status=em_analise'));
    expect(queue.items.find((x: { id: string }) => x.id === v.id).replaces).toEqual({
      id: onAirA,
      title: 'No ar de A',
    });
    const decided = await approve(v.id);
    expect(decided.activeBookingId).toBe(bookingX);
    expect(await slotOf(v.id)).toBe(bookingX);
    // The old one left the air but is kept, approved, in 'Aprovados'.
    expect(await slotOf(onAirA)).toBeNull();
    expect((await rowOf(onAirA)).status).toBe('aprovado');
    expect((await listActiveVideosOfBuilding(t.app.deps.db, buildingX)).map((x) => x.videoId)).toEqual([v.id]);
    const slots = json(await inject(A.cookie, 'GET', '/api/client/slots'));
    expect(slots.summary).toEqual({ total: 1, used: 1, available: 0 });
    expect(slots.approvedVideos.map((x: { id: string }) => x.id)).toContain(onAirA);
    onAirA = v.id;
  });

  it('a replacement that left the air before approval: the new video waits in Aprovados, nothing else moves', async () => {
    const first = await upload(A, buildingX, 'Primeira', { replaces: onAirA });
    const second = await upload(A, buildingX, 'Segunda', { replaces: onAirA });
    // Two staff approve both at once: one takes the slot, the other finds its target gone and waits.
    const [r1, r2] = await Promise.all([approve(first.id), approve(second.id)]);
    const slotted = [r1.activeBookingId, r2.activeBookingId];
    expect(slotted.filter(Boolean)).toEqual([bookingX]);
    const winner = r1.activeBookingId ? first.id : second.id;
    expect(await slotOf(winner)).toBe(bookingX);
    expect(await slotOf(onAirA)).toBeNull();
    expect(await slotOf(r1.activeBookingId ? second.id : first.id)).toBeNull();
    onAirA = winner;
  });

  it('a replacement whose slot was emptied before approval: the freed slot takes the new video, as when nothing was chosen', async () => {
    const v = await upload(A, buildingX, 'Depois do vazio', { replaces: onAirA });
    expect((await inject(A.cookie, 'DELETE', `/api/client/slots/${bookingX}/video`)).statusCode).toBe(200);
    expect((await approve(v.id)).activeBookingId).toBe(bookingX);
    onAirA = v.id;
  });

  it("the replaced video must be the client's own, on air in that building: another client's is refused", async () => {
    // B names A's video on air in X, while sending to B's own building Y.
    const cross = await tusCreate(t.app, B.cookie, clip.length, {
      title: 'Cruzado',
      buildingId: buildingY,
      filename: 'c.mp4',
      filetype: 'video/mp4',
      replaces: onAirA,
    });
    expect(cross.statusCode).toBe(400);
    expect(json(cross).error.message).toBe(messages.videoReplaceTargetInvalid);
    // A's own video that is approved but in no slot, and B's video of another building, likewise.
    const offAir = (
      await t.app.deps.db
        .select()
        .from(videos)
        .where(and(eq(videos.userId, A.id), eq(videos.status, 'aprovado')))
    ).find((v) => v.id !== onAirA)!;
    for (const replaces of [offAir.id, onAirB, 'nao-e-um-id']) {
      const res = await tusCreate(t.app, A.cookie, clip.length, {
        title: 'Inválido',
        buildingId: buildingX,
        filename: 'i.mp4',
        filetype: 'video/mp4',
        replaces,
      });
      expect(res.statusCode, replaces).toBe(400);
      expect(json(res).error.message).toBe(messages.videoReplaceTargetInvalid);
    }
    // The check runs again on the last byte: a whole upload with another client's video is refused too.
    const whole = await uploadVideo(t.app, B.cookie, clip, {
      buildingId: buildingY,
      filename: 'w.mp4',
      title: 'Inteiro',
      replaces: onAirA,
    });
    expect(whole.statusCode).toBe(400);
    expect(await slotOf(onAirA)).toBe(bookingX);
    expect((await t.app.deps.db.select().from(videos).where(eq(videos.userId, B.id))).map((v) => v.title)).toEqual([
      'No ar de B',
    ]);
  });

  it("'Reenviar' a rejected video while every slot is in use", async () => {
    const rejected = await upload(A, buildingX, 'Recusada');
    expect(
      (await inject(admin, 'POST', `/api/admin/videos/${rejected.id}/reject`, { reason: 'Logo cortado' })).statusCode,
    ).toBe(200);
    const again = await upload(A, buildingX, 'Recusada (corrigida)', { resendOf: rejected.id, replaces: onAirA });
    expect(again.status).toBe('em_analise');
    expect(again.replaces?.id).toBe(onAirA);
  });
});
