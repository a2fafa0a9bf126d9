import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createTestApp, json, type TestApp } from '../setup/app';
import { startS3rver, type S3Server } from '../setup/s3rver';
import { multipartFile } from '../setup/multipart';
import { makePng } from '../setup/images';
import { loginAs } from '../factories/users';
import { makeBuilding } from '../factories/buildings';
import { fixture, makeSlot, tusCreate, tusHead, tusPatch, uploadVideo } from '../factories/videos';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { uploadReservations } from '../../server/db/schema';
import { sweepIdleUploads } from '../../server/plugins/uploads/tus-uploads';
import { S3Storage, s3ClientOf } from '../../server/plugins/adapters/s3-storage';

/**
 * Files in an S3-compatible bucket (issue 19, ADR 0023), against a real `s3rver` process: photos,
 * videos (tus upload, Range streaming through our route, the approval's move) and deletions land in
 * the bucket, and nothing is written under DATA_DIR/files.
 */
describe('S3 storage', () => {
  let s3: S3Server;
  let t: TestApp;
  let client: S3Client;
  const keys = async () => {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (page.Contents ?? []).map((o) => o.Key!).sort();
  };
  beforeAll(async () => {
    s3 = await startS3rver();
    t = await createTestApp(s3.env);
    client = s3ClientOf(t.app.deps.config);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('is chosen by S3_BUCKET', () => {
    expect(t.app.deps.storage).toBeInstanceOf(S3Storage);
  });

  it('photos are stored in the bucket, served through /files and deleted from it', async () => {
    const editor = (await loginAs(t.app, 'editor')).cookie;
    const b = await makeBuilding(t.app);
    const { payload, headers } = multipartFile('file', 'foto.png', 'image/png', await makePng());
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/buildings/${b.id}/photos`, headers: { ...headers, cookie: editor }, payload });
    expect(res.statusCode).toBe(201);
    const photo = json(res).photos[0];
    const stored = (await keys()).filter((k) => k.startsWith(`photos/${b.id}/`));
    expect(stored).toHaveLength(3);
    const served = await t.app.inject({ url: photo.urls.md });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const fromBucket = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${photo.urls.md.replace('/files/', '')}` }));
    expect(Buffer.from(await fromBucket.Body!.transformToByteArray()).equals(served.rawPayload)).toBe(true);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/buildings/${b.id}/photos/${photo.id}`, headers: { cookie: editor } });
    expect(del.statusCode).toBe(200);
    expect((await keys()).filter((k) => k.startsWith(`photos/${b.id}/`))).toEqual([]);
  });

  it('a video goes to the bucket, streams with Range through our route and moves on approval', async () => {
    const { user, cookie } = await loginAs(t.app, 'client');
    const { buildingId } = await makeSlot(t.app, user.id);
    const data = fixture('landscape-10s.mp4');
    const done = await uploadVideo(t.app, cookie, data, { buildingId, filename: 'anuncio.mp4' });
    expect(done.statusCode).toBe(200);
    const video = json(done).video;
    const pending = (await keys()).filter((k) => k.endsWith('.mp4'));
    expect(pending).toHaveLength(1);
    // The bucket holds the uploaded bytes exactly (no transfer framing), and that is what we serve.
    const obj = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: pending[0] }));
    const stored = Buffer.from(await obj.Body!.transformToByteArray());
    expect(stored.equals(data)).toBe(true);

    const part = await t.app.inject({ url: `/api/client/videos/${video.id}/file`, headers: { cookie, range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${stored.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(stored.subarray(100, 1100))).toBe(true);
    const whole = await t.app.inject({ url: `/api/client/videos/${video.id}/file`, headers: { cookie } });
    expect(whole.rawPayload.equals(stored)).toBe(true);

    const admin = (await loginAs(t.app, 'admin')).cookie;
    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/videos/${video.id}/approve`, headers: { cookie: admin }, payload: {} });
    expect(approved.statusCode).toBe(200);
    const after = (await keys()).filter((k) => k.endsWith('.mp4'));
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(pending[0]);
    const again = await t.app.inject({ url: `/api/client/videos/${video.id}/file`, headers: { cookie, range: 'bytes=0-9' } });
    expect(again.statusCode).toBe(206);
    expect(again.rawPayload.equals(stored.subarray(0, 10))).toBe(true);
  });

  it('an upload interrupted on one instance resumes on another over the same database and bucket', async () => {
    const { user, cookie } = await loginAs(t.app, 'client');
    const { buildingId } = await makeSlot(t.app, user.id);
    const data = fixture('landscape-15s.mp4');
    const created = await tusCreate(t.app, cookie, data.length, { title: 'Retomado', filetype: 'video/mp4', buildingId, filename: 'retomado.mp4' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const half = Math.floor(data.length / 2);
    expect((await tusPatch(t.app, cookie, location, 0, data.subarray(0, half))).statusCode).toBe(204);

    // A second instance: its own app (and pool on PostgreSQL) on the same database and bucket.
    const other = await buildApp({ config: t.app.deps.config, database: t.database, closeDatabase: false, logger: false, serveWeb: false });
    try {
      const head = await tusHead(other, cookie, location);
      expect(head.statusCode).toBe(200);
      expect(Number(head.headers['upload-offset'])).toBe(half);
      const done = await tusPatch(other, cookie, location, half, data.subarray(half));
      expect(done.statusCode).toBe(200);
      const video = json(done).video;
      const file = await other.inject({ url: `/api/client/videos/${video.id}/file`, headers: { cookie, range: 'bytes=0-15' } });
      expect(file.statusCode).toBe(206);
      expect(file.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    } finally {
      await other.close();
    }
    // Nothing of the upload is left in the bucket: only finished files.
    expect((await keys()).filter((k) => !/\.(webp|mp4|mov)$/.test(k))).toEqual([]);
  });

  it('a large upload in multipart parts resumes on another instance; a refused one leaves nothing behind', async () => {
    const { user, cookie } = await loginAs(t.app, 'client');
    const { buildingId } = await makeSlot(t.app, user.id);
    // 12 MB that is not a video: one full 8 MB part plus a trailing piece, then refused at the end.
    const data = Buffer.alloc(12 * 1024 * 1024, 7);
    const created = await tusCreate(t.app, cookie, data.length, { title: 'Grande', filetype: 'video/mp4', buildingId, filename: 'grande.mp4' });
    const location = created.headers.location as string;
    const first = 9 * 1024 * 1024;
    expect((await tusPatch(t.app, cookie, location, 0, data.subarray(0, first))).statusCode).toBe(204);
    const other = await buildApp({ config: t.app.deps.config, database: t.database, closeDatabase: false, logger: false, serveWeb: false });
    try {
      expect(Number((await tusHead(other, cookie, location)).headers['upload-offset'])).toBe(first);
      const done = await tusPatch(other, cookie, location, first, data.subarray(first));
      expect(done.statusCode).toBe(400);
      expect(json(done).error.message).toMatch(/vídeo/i);
    } finally {
      await other.close();
    }
    expect((await keys()).filter((k) => !/\.(webp|mp4|mov)$/.test(k))).toEqual([]);
  });

  it('an upload idle for UPLOADS_IDLE_MINUTES is swept from the bucket and its reservation freed (issue 27)', async () => {
    const { user, cookie } = await loginAs(t.app, 'client');
    const { buildingId } = await makeSlot(t.app, user.id);
    const data = fixture('landscape-10s.mp4');
    const created = await tusCreate(t.app, cookie, data.length, { title: 'Abandonado', filetype: 'video/mp4', buildingId, filename: 'abandonado.mp4' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const id = location.split('/').pop()!;
    expect((await tusPatch(t.app, cookie, location, 0, data.subarray(0, 100_000))).statusCode).toBe(204);
    expect((await keys()).some((k) => k.startsWith(id))).toBe(true);
    // Its last bytes arrived longer ago than the idle limit.
    await t.app.deps.db
      .update(uploadReservations)
      .set({ lastActivityAt: sql`now() - make_interval(mins => ${t.app.deps.config.UPLOADS_IDLE_MINUTES + 1})` })
      .where(eq(uploadReservations.id, id));
    expect(await sweepIdleUploads(t.app.deps)).toBe(1);
    expect((await keys()).filter((k) => k.startsWith(id))).toEqual([]);
    const [row] = await t.app.deps.db.select().from(uploadReservations).where(eq(uploadReservations.id, id));
    expect(row?.closedAt).not.toBeNull();
    expect((await tusHead(t.app, cookie, location)).statusCode).toBe(404);
  });

  it('writes nothing under DATA_DIR/files', () => {
    expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);
  });
});
