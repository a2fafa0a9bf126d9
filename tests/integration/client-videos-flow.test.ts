import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { activeVideos, auditLogs, videos } from '../../server/db/schema';
import { listActiveVideosOfBuilding } from '../../server/modules/media/media.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { collectEvents } from '../setup/events';
import { mailsTo } from '../factories/mail';
import { loginAs } from '../factories/users';
import { makeBuilding } from '../factories/buildings';
import { fixture, makeSlot, tusCreate, uploadVideo } from '../factories/videos';

describe('client videos: approval, slots, notifications, ownership', () => {
  let t: TestApp;
  let A: { id: string; email: string; cookie: string };
  let B: { id: string; email: string; cookie: string };
  let admin: string;
  let admin2: string;
  let buildingA: string;
  let slotA1: string;
  let slotA2: string;
  const clip = fixture('landscape-10s.mp4');

  async function upload(who: { cookie: string }, buildingId: string, title = 'Campanha') {
    const res = await uploadVideo(t.app, who.cookie, clip, { buildingId, filename: 'Campanha Verão.mp4', title });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).video.id as string;
  }
  const inject = (cookie: string, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as never, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    const a = await loginAs(t.app, 'client');
    const b = await loginAs(t.app, 'client');
    A = { id: a.user.id, email: a.user.email, cookie: a.cookie };
    B = { id: b.user.id, email: b.user.email, cookie: b.cookie };
    admin = (await loginAs(t.app, 'admin')).cookie;
    admin2 = (await loginAs(t.app, 'master')).cookie;
    const s1 = await makeSlot(t.app, A.id);
    buildingA = s1.buildingId;
    slotA1 = s1.booking.id;
    slotA2 = (await makeSlot(t.app, A.id, { buildingId: buildingA })).booking.id;
    // A third slot elsewhere, never filled: A always has a free slot to upload with (spec rule).
    await makeSlot(t.app, A.id);
  });
  afterAll(() => t.close());

  it('approval: one decision, file moved to aprovados/, activated in a free slot, e-mail and live event', async () => {
    const id = await upload(A, buildingA, 'Promoção');
    const ev = collectEvents(t.app, [`user:${A.id}`]);
    const res = await inject(admin, 'POST', `/api/admin/videos/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).status).toBe('aprovado');
    const [row] = await t.app.deps.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.storageKey).toContain(`clientes/${A.id}/aprovados/`);
    expect(fs.existsSync(path.join(t.dataDir, 'files', row!.storageKey))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'files', row!.storageKey.replace('/aprovados/', '/aguardando_aprovacao/')))).toBe(false);
    const [active] = await t.app.deps.db.select().from(activeVideos).where(eq(activeVideos.videoId, id));
    expect(active?.bookingId).toBe(slotA1);
    const e = await ev.waitFor((x) => x.type === 'video.decided');
    expect(e.payload.text).toBe(messages.videoApprovedNotice);
    ev.stop();
    const mails = await mailsTo(t.app, A.email);
    expect(mails[0]?.subject).toBe(messages.videoApprovedNotice);
    const audits = await t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.category, 'videos'), eq(auditLogs.action, 'approve')));
    expect(audits.length).toBe(1);
    // The player's read: on air in this building.
    const onAir = await listActiveVideosOfBuilding(t.app.deps.db, buildingA);
    expect(onAir.map((v) => v.videoId)).toEqual([id]);
    // A second decision on the same video is refused.
    const again = await inject(admin2, 'POST', `/api/admin/videos/${id}/reject`, { reason: 'Tarde demais' });
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe(messages.videoAlreadyDecided);
  });

  it('two staff approving and rejecting the same video at once: exactly one decision', async () => {
    const id = await upload(A, buildingA, 'Corrida');
    const [r1, r2] = await Promise.all([
      inject(admin, 'POST', `/api/admin/videos/${id}/approve`),
      inject(admin2, 'POST', `/api/admin/videos/${id}/reject`, { reason: 'Imagem escura' }),
    ]);
    const codes = [r1.statusCode, r2.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const [row] = await t.app.deps.db.select().from(videos).where(eq(videos.id, id));
    const winner = r1.statusCode === 200 ? 'aprovado' : 'reprovado';
    expect(row!.status).toBe(winner);
    const decisions = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.category, 'videos'));
    expect(decisions.filter((d) => (d.metadata as { videoId?: string })?.videoId === id && ['approve', 'reject'].includes(d.action))).toHaveLength(1);
  });

  it('rejection needs a reason; the dashboard shows the latest 5 decisions with the spec texts', async () => {
    const id = await upload(A, buildingA, 'Rejeitado');
    const blank = await inject(admin, 'POST', `/api/admin/videos/${id}/reject`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).error.message).toBe(messages.videoRejectionReasonRequired);
    const ok = await inject(admin, 'POST', `/api/admin/videos/${id}/reject`, { reason: 'Logo ilegível' });
    expect(ok.statusCode).toBe(200);
    const dash = json(await inject(A.cookie, 'GET', '/api/client/dashboard'));
    expect(dash.notifications[0].text).toBe('Seu vídeo foi reprovado: Logo ilegível');
    expect(dash.notifications.length).toBeLessThanOrEqual(5);
    expect(dash.summary.total).toBe(3);
    // Editors cannot decide (spec: approve requests = admin and master).
    const editor = (await loginAs(t.app, 'editor')).cookie;
    expect((await inject(editor, 'POST', `/api/admin/videos/${id}/approve`)).statusCode).toBe(403);
  });

  it('slots: activate, replace, refuse a video already active, deactivate', async () => {
    // A's first video is active in slot 1 (approval above); approve another for the same building.
    const id2 = await upload(A, buildingA, 'Segundo');
    await inject(admin, 'POST', `/api/admin/videos/${id2}/approve`);
    let slots = json(await inject(A.cookie, 'GET', '/api/client/slots'));
    expect(slots.summary).toEqual({ total: 3, used: 2, available: 1 });
    // Moving the active video of slot 1 into slot 2 is refused (active elsewhere).
    const first = slots.slots.find((s: { bookingId: string }) => s.bookingId === slotA1).video.id as string;
    const dup = await inject(A.cookie, 'PUT', `/api/client/slots/${slotA2}/video`, { videoId: first });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).error.message).toBe(messages.videoAlreadyActive);
    // Deactivate slot 1, then replace slot 2's video with the freed one.
    const off = await inject(A.cookie, 'DELETE', `/api/client/slots/${slotA1}/video`);
    expect(off.statusCode).toBe(200);
    expect(json(off).summary.used).toBe(1);
    const rep = await inject(A.cookie, 'PUT', `/api/client/slots/${slotA2}/video`, { videoId: first });
    expect(rep.statusCode).toBe(200);
    slots = json(rep);
    expect(slots.slots.find((s: { bookingId: string }) => s.bookingId === slotA2).video.id).toBe(first);
    // A pending video cannot be activated.
    const pending = await upload(A, buildingA, 'Pendente').catch(() => null);
    expect(pending).not.toBeNull();
    const notYet = await inject(A.cookie, 'PUT', `/api/client/slots/${slotA1}/video`, { videoId: pending });
    expect(notYet.statusCode).toBe(400);
    expect(json(notYet).error.message).toBe(messages.videoNotApproved);
  });

  it('streams with Range (206) to the owner and staff only', async () => {
    const id = (await t.app.deps.db.select().from(videos).where(eq(videos.userId, A.id)))[0]!.id;
    const part = await t.app.inject({ method: 'GET', url: `/api/client/videos/${id}/file`, headers: { cookie: A.cookie, range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(0, 100))).toBe(true);
    const staff = await t.app.inject({ method: 'GET', url: `/api/admin/videos/${id}/file`, headers: { cookie: admin } });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.length).toBe(clip.length);
    const bad = await t.app.inject({ method: 'GET', url: `/api/client/videos/${id}/file`, headers: { cookie: A.cookie, range: `bytes=${clip.length + 5}-` } });
    expect(bad.statusCode).toBe(416);
  });

  it("client B cannot list, stream, delete, resend or activate A's videos, nor use a slot of another building", async () => {
    const aVideos = await t.app.deps.db.select().from(videos).where(eq(videos.userId, A.id));
    const approvedA = aVideos.find((v) => v.status === 'aprovado')!;
    const rejectedA = aVideos.find((v) => v.status === 'reprovado')!;
    const slotB = await makeSlot(t.app, B.id);
    const list = await inject(B.cookie, 'GET', '/api/client/videos');
    expect(list.statusCode).toBe(200);
    expect(json(list).items).toEqual([]);
    expect((await inject(B.cookie, 'GET', `/api/client/videos/${approvedA.id}/file`)).statusCode).toBe(404);
    expect((await inject(B.cookie, 'DELETE', `/api/client/videos/${approvedA.id}`)).statusCode).toBe(404);
    const resend = await tusCreate(t.app, B.cookie, clip.length, {
      title: 'Reenvio',
      buildingId: slotB.buildingId,
      filename: 'x.mp4',
      filetype: 'video/mp4',
      resendOf: rejectedA.id,
    });
    expect(resend.statusCode).toBe(404);
    // A's video into B's slot; B's request on A's slot.
    expect((await inject(B.cookie, 'PUT', `/api/client/slots/${slotB.booking.id}/video`, { videoId: approvedA.id })).statusCode).toBe(404);
    expect((await inject(B.cookie, 'PUT', `/api/client/slots/${slotA1}/video`, { videoId: approvedA.id })).statusCode).toBe(404);
    expect((await inject(B.cookie, 'DELETE', `/api/client/slots/${slotA2}/video`)).statusCode).toBe(404);
    // B's own approved video of building 1 cannot go into B's slot of building 2.
    const slotB2 = await makeSlot(t.app, B.id);
    const bVideo = await upload(B, slotB.buildingId, 'Do B');
    await inject(admin, 'POST', `/api/admin/videos/${bVideo}/approve`);
    const wrong = await inject(B.cookie, 'PUT', `/api/client/slots/${slotB2.booking.id}/video`, { videoId: bVideo });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.message).toBe(messages.videoWrongBuilding);
    // Nothing of A changed.
    const after = await t.app.deps.db.select().from(videos).where(eq(videos.userId, A.id));
    expect(after.length).toBe(aVideos.length);
  });

  it("'Reenviar' only for the client's own rejected video; inactive buildings take no uploads", async () => {
    const rejected = (await t.app.deps.db.select().from(videos).where(and(eq(videos.userId, A.id), eq(videos.status, 'reprovado'))))[0]!;
    const approved = (await t.app.deps.db.select().from(videos).where(and(eq(videos.userId, A.id), eq(videos.status, 'aprovado'))))[0]!;
    const again = await uploadVideo(t.app, A.cookie, clip, { buildingId: buildingA, filename: 'de-novo.mp4', title: 'De novo', resendOf: rejected.id });
    expect(again.statusCode, again.body).toBe(200);
    const notRejected = await tusCreate(t.app, A.cookie, clip.length, { title: 'X', buildingId: buildingA, filename: 'x.mp4', filetype: 'video/mp4', resendOf: approved.id });
    expect(notRejected.statusCode).toBe(400);
    expect(json(notRejected).error.message).toBe(messages.videoResendOnlyRejected);
    const paused = await makeSlot(t.app, A.id, { buildingId: (await makeBuilding(t.app, { status: 'maintenance' })).id });
    const inactive = await tusCreate(t.app, A.cookie, clip.length, { title: 'X', buildingId: paused.buildingId, filename: 'x.mp4', filetype: 'video/mp4' });
    expect(inactive.statusCode).toBe(400);
    expect(json(inactive).error.message).toBe(messages.videoBuildingInactive);
  });

  it("the event stream gives a client their own channel only", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ready = async (cookie: string, channel: string) => {
      const ctrl = new AbortController();
      const res = await fetch(`${base}/api/events?channels=${encodeURIComponent(channel)}`, { headers: { cookie }, signal: ctrl.signal });
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
      await reader.cancel();
      ctrl.abort();
      return JSON.parse(/data: (.*)/.exec(text)![1]!).channels as string[];
    };
    expect(await ready(A.cookie, `user:${A.id}`)).toEqual([`user:${A.id}`]);
    expect(await ready(B.cookie, `user:${A.id}`)).toEqual([]);
    expect(await ready(B.cookie, 'videos')).toEqual([]);
    expect(await ready(admin, 'videos')).toEqual(['videos']);
    // The aborted streams' sockets would keep the app's close waiting.
    t.app.server.closeAllConnections();
  });

  it('deleting an active video frees its slot and removes the file', async () => {
    const slots = json(await inject(A.cookie, 'GET', '/api/client/slots'));
    const active = slots.slots.find((s: { video: unknown }) => s.video);
    const [row] = await t.app.deps.db.select().from(videos).where(eq(videos.id, active.video.id));
    const del = await inject(A.cookie, 'DELETE', `/api/client/videos/${active.video.id}`);
    expect(del.statusCode).toBe(204);
    expect(fs.existsSync(path.join(t.dataDir, 'files', row!.storageKey))).toBe(false);
    const after = json(await inject(A.cookie, 'GET', '/api/client/slots'));
    expect(after.summary.used).toBe(slots.summary.used - 1);
  });

  it('the admin list has the counters and filters by status; a new upload reaches the staff channel', async () => {
    const ev = collectEvents(t.app, ['videos']);
    const id = await upload(A, buildingA, 'Novo na fila');
    await ev.waitFor((e) => e.type === 'video.uploaded' && e.payload.videoId === id);
    ev.stop();
    const list = json(await inject(admin, 'GET', '/api/admin/videos?status=em_analise'));
    expect(list.items.every((v: { status: string }) => v.status === 'em_analise')).toBe(true);
    expect(list.items[0].id).toBe(id);
    expect(list.items[0].clientEmail).toBe(A.email);
    expect(list.counts.em_analise).toBe(list.items.length);
    const count = json(await inject(admin, 'GET', '/api/admin/videos/pending-count'));
    expect(count.pending).toBe(list.counts.em_analise);
  });
});
