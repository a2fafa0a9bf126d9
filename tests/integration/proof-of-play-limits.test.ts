import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { playDaily, playRecords, videos } from '../../server/db/schema';
import { acceptPlays } from '../../server/modules/signage/signage.service';
import { createTestApp, json, type TestApp } from '../setup/app';
import { makeBuilding } from '../factories/buildings';
import { pairScreen } from '../factories/screens';
import { loginAs } from '../factories/users';
import { fixture, makeSlot, uploadVideo } from '../factories/videos';

/**
 * Issue 27, item 3: a screen token cannot forge proof of play. Only plays of videos the screen's
 * manifest held (approved ads of its building's slots), one play at a time per screen, and a
 * retried record counted once.
 */
describe('proof of play: a screen token cannot forge plays', () => {
  let t: TestApp;
  let admin: string;
  let client: { id: string; cookie: string };
  let building: string;
  let onAir: string;
  let inReview: string;
  let rejectedVideo: string;
  const clip = fixture('landscape-8s.mov');

  async function upload(title: string) {
    const res = await uploadVideo(t.app, client.cookie, clip, { buildingId: building, filename: 'v.mov', title, filetype: 'video/quicktime' });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).video.id as string;
  }
  const sendPlays = (auth: Record<string, string>, plays: unknown[]) => t.app.inject({ method: 'POST', url: '/api/player/plays', headers: auth, payload: { plays } });
  /** A play of `tookMs` starting at `start` (ms since epoch). */
  const playAt = (videoId: string, start: number, tookMs = 8_000, id: string = randomUUID()) => ({
    id,
    videoId,
    startedAt: new Date(start).toISOString(),
    endedAt: new Date(start + tookMs).toISOString(),
  });
  const countedFor = async (screenId: string) => (await t.app.deps.db.select().from(playRecords).where(eq(playRecords.screenId, screenId))).length;
  const dailyFor = async (screenId: string) => {
    const rows = await t.app.deps.db.select().from(playDaily).where(and(eq(playDaily.screenId, screenId), eq(playDaily.videoId, onAir)));
    return rows.reduce((n, r) => n + r.plays, 0);
  };

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' });
    admin = (await loginAs(t.app, 'admin')).cookie;
    const c = await loginAs(t.app, 'client');
    client = { id: c.user.id, cookie: c.cookie };
    building = (await makeBuilding(t.app, { name: 'Edifício Prova', displayCount: 6 })).id;
    for (let i = 0; i < 3; i++) await makeSlot(t.app, client.id, { buildingId: building });
    onAir = await upload('No ar');
    const ok = await t.app.inject({ method: 'POST', url: `/api/admin/videos/${onAir}/approve`, headers: { cookie: admin } });
    expect(ok.statusCode, ok.body).toBe(200);
    inReview = await upload('Em análise');
    rejectedVideo = await upload('Reprovado');
    const no = await t.app.inject({ method: 'POST', url: `/api/admin/videos/${rejectedVideo}/reject`, headers: { cookie: admin }, payload: { reason: 'Imagem fora do padrão' } });
    expect(no.statusCode, no.body).toBe(200);
  });
  afterAll(() => t.close());

  it('500 plays of one video in the same 15-second window count once, even sent as concurrent batches', async () => {
    const s = await pairScreen(t.app, admin, building, 'Janela');
    const base = Date.now() - 30_000;
    // 500 plays of 8 s starting within 7 s of each other (a 15 s window), in five racing batches.
    const plays = Array.from({ length: 500 }, (_, i) => playAt(onAir, base + i * 14));
    const answers = await Promise.all([0, 1, 2, 3, 4].map((k) => sendPlays(s.auth, plays.slice(k * 100, k * 100 + 100))));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const bodies = answers.map((a) => json<{ accepted: number; duplicates: number; rejected: Array<{ reason: string }> }>(a));
    expect(bodies.reduce((n, b) => n + b.accepted, 0)).toBe(1);
    const reasons = bodies.flatMap((b) => b.rejected.map((r) => r.reason));
    expect(reasons).toHaveLength(499);
    expect(new Set(reasons)).toEqual(new Set(['overlap']));
    expect(await countedFor(s.screenId)).toBe(1);
    expect(await dailyFor(s.screenId)).toBe(1);
  });

  it('refuses a play of a video in review, rejected, or of no slot: the screen was never given it', async () => {
    const s = await pairScreen(t.app, admin, building, 'Análise');
    const base = Date.now() - 60_000;
    const res = await sendPlays(s.auth, [playAt(inReview, base), playAt(rejectedVideo, base + 10_000)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).accepted).toBe(0);
    expect(json(res).rejected.map((r: { reason: string }) => r.reason)).toEqual(['not_on_air', 'not_on_air']);
    // Nor may it download them (the same rule seen from the file route).
    expect((await t.app.inject({ method: 'GET', url: `/api/player/videos/${inReview}/file`, headers: s.auth })).statusCode).toBe(404);
    expect(await countedFor(s.screenId)).toBe(0);
    // A play from before the video entered its slot (activated minutes ago): the manifest did not
    // hold it then. The service is asked directly, as a screen paired long before would.
    const longPaired = { id: s.screenId, buildingId: building, buildingName: 'Edifício Prova', label: 'Análise', pairedAt: new Date(Date.now() - 7 * 86_400_000) };
    const early = await acceptPlays(t.app.deps.db, longPaired, [playAt(onAir, Date.now() - 86_400_000)]);
    expect(early.rejected.map((r) => r.reason)).toEqual(['not_on_air']);
    expect(await countedFor(s.screenId)).toBe(0);
  });

  it('overlapping intervals of one screen are not counted; back-to-back plays are', async () => {
    const s = await pairScreen(t.app, admin, building, 'Sobreposição');
    const t0 = Date.now() - 100_000;
    const first = playAt(onAir, t0);
    const overlapping = playAt(onAir, t0 + 4_000); // starts while the first is on screen
    const next = playAt(onAir, t0 + 8_000); // starts as the first ends
    const res = await sendPlays(s.auth, [overlapping, first, next]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ accepted: 2, duplicates: 0, rejected: [{ id: overlapping.id, reason: 'overlap' }] });
    // Against what is already recorded: a later batch overlapping the second play is refused too.
    const later = await sendPlays(s.auth, [playAt(onAir, t0 + 12_000), playAt(onAir, t0 + 16_500)]);
    expect(json(later).accepted).toBe(1);
    expect(json(later).rejected.map((r: { reason: string }) => r.reason)).toEqual(['overlap']);
    expect(await countedFor(s.screenId)).toBe(3);
    expect(await dailyFor(s.screenId)).toBe(3);
    // Another screen of the building plays at the same time: that is a different screen, it counts.
    const other = await pairScreen(t.app, admin, building, 'Outra');
    expect(json(await sendPlays(other.auth, [playAt(onAir, t0 + 4_000)])).accepted).toBe(1);
  });

  it('a retried identical batch is counted once (200, duplicates), also with new ids and when both race', async () => {
    const s = await pairScreen(t.app, admin, building, 'Reenvio');
    const t0 = Date.now() - 90_000;
    const batch = [playAt(onAir, t0), playAt(onAir, t0 + 9_000), playAt(onAir, t0 + 18_000)];
    const [a, b] = await Promise.all([sendPlays(s.auth, batch), sendPlays(s.auth, batch)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(json(a).accepted + json(b).accepted).toBe(3);
    expect(json(a).duplicates + json(b).duplicates).toBe(3);
    expect([...json(a).rejected, ...json(b).rejected]).toEqual([]);
    // Retried again after a lost answer: nothing new, nothing refused.
    expect(json(await sendPlays(s.auth, batch))).toEqual({ accepted: 0, duplicates: 3, rejected: [] });
    // The same plays under fresh ids (same screen, video and start): duplicates, not new plays.
    const renamed = batch.map((p) => ({ ...p, id: randomUUID() }));
    expect(json(await sendPlays(s.auth, renamed))).toEqual({ accepted: 0, duplicates: 3, rejected: [] });
    expect(await countedFor(s.screenId)).toBe(3);
    expect(await dailyFor(s.screenId)).toBe(3);
  });

  it('the campaign CSV (staff and client) never carries a formula: titles starting with = + - @ tab CR come out as text', async () => {
    const b = (await makeBuilding(t.app, { name: '=Prédio("x")', displayCount: 1 })).id;
    const hostile = ['=HYPERLINK("http://x","y")', '+SOMA(1;2)', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    const ids: string[] = [];
    for (const title of hostile) {
      await makeSlot(t.app, client.id, { buildingId: b });
      // Printable ones through the upload itself; tab and CR written to the row (a title from before today's text rules).
      const printable = !/^[\t\r]/.test(title);
      const res = await uploadVideo(t.app, client.cookie, clip, { buildingId: b, filename: 'v.mov', title: printable ? title : 'provisório', filetype: 'video/quicktime' });
      expect(res.statusCode, res.body).toBe(200);
      const id = json(res).video.id as string;
      if (!printable) await t.app.deps.db.update(videos).set({ title }).where(eq(videos.id, id));
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/videos/${id}/approve`, headers: { cookie: admin } })).statusCode).toBe(200);
      ids.push(id);
    }
    const s = await pairScreen(t.app, admin, b, '@Tela');
    const t0 = Date.now() - 100_000;
    const res = await sendPlays(s.auth, ids.map((id, i) => playAt(id, t0 + i * 9_000)));
    expect(json(res)).toMatchObject({ accepted: hostile.length, rejected: [] });

    for (const url of [`/api/admin/plays/export?userId=${client.id}`, '/api/client/plays/export']) {
      const csv = await t.app.inject({ method: 'GET', url, headers: { cookie: url.startsWith('/api/admin') ? admin : client.cookie } });
      expect(csv.statusCode, csv.body).toBe(200);
      const rows = parseCsv(csv.rawPayload.toString('utf8').slice(1)).filter((r) => r[6] === '@Tela' || r[6] === "'@Tela");
      expect(rows).toHaveLength(hostile.length);
      for (const r of rows) {
        // No cell may start with a formula character; the text survives behind the apostrophe.
        for (const cell of r) expect(cell, JSON.stringify(r)).not.toMatch(/^[=+@\t\r]|^-(?!\d+(,\d+)?$)/);
        expect(r[5]).toBe(`'=Prédio("x")`);
        expect(r[6]).toBe("'@Tela");
      }
      expect(rows.map((r) => r[4]).sort()).toEqual(hostile.map((h) => `'${h}`).sort());
    }
  });
});

/** A small CSV reader for the test (';', quotes doubled, CRLF between rows, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}
