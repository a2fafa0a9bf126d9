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
import { fixture, makeSlot, uploadVideo } from '../factories/videos';
import { S3Storage, s3ClientOf } from '../../server/plugins/s3-storage';

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
    // What the bucket holds (the accepted file, possibly rewritten for streaming) is what we serve.
    const obj = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: pending[0] }));
    const stored = Buffer.from(await obj.Body!.transformToByteArray());
    expect(Math.abs(stored.length - data.length)).toBeLessThan(data.length / 10);

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

  it('writes nothing under DATA_DIR/files', () => {
    expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);
  });
});
