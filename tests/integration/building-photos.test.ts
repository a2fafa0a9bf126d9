import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, json, type TestApp } from '../setup/app';
import { collectEvents } from '../setup/events';
import { multipartFile } from '../setup/multipart';
import { PHP_FILE, makeBigPng, makeJpegWithExif, makePng } from '../setup/images';
import { loginAs } from '../factories/users';
import { makeBuilding } from '../factories/buildings';
import { auditLogs, buildingPhotos } from '../../server/db/schema';

describe('buildings administration: photos', () => {
  let t: TestApp;
  let editor: string;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    editor = (await loginAs(t.app, 'editor')).cookie;
    png = await makePng();
  });
  afterAll(() => t.close());

  const upload = (buildingId: string, data: Buffer, filename = 'foto.png', type = 'image/png', cookie = editor) => {
    const { payload, headers } = multipartFile('file', filename, type, data);
    return t.app.inject({ method: 'POST', url: `/api/admin/buildings/${buildingId}/photos`, headers: { ...headers, cookie }, payload });
  };
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: editor }, ...(payload ? { payload } : {}) });
  const rows = (buildingId: string) =>
    t.app.deps.db.select().from(buildingPhotos).where(eq(buildingPhotos.buildingId, buildingId)).orderBy(buildingPhotos.photoOrder);
  /** Files on disk for the building: three sizes per photo, nothing else. */
  const files = (buildingId: string) => {
    const dir = path.join(t.dataDir, 'files', 'photos', buildingId);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const audits = (action: string) =>
    t.app.deps.db.select().from(auditLogs).where(and(eq(auditLogs.category, 'photos'), eq(auditLogs.action, action)));
  const withPhotos = async (n: number) => {
    const b = await makeBuilding(t.app);
    for (let i = 0; i < n; i++) expect((await upload(b.id, png)).statusCode).toBe(201);
    return b;
  };

  it('stores a JPEG as three WebP sizes, rotated, without metadata, served with a long cache', async () => {
    const b = await makeBuilding(t.app);
    const ev = collectEvents(t.app, ['catalog']);
    const res = await upload(b.id, await makeJpegWithExif(), 'IMG_0001.JPG', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.message).toBe('Foto enviada com sucesso!');
    expect(body.photos).toHaveLength(1);
    const photo = body.photos[0];
    expect(photo).toMatchObject({ isMain: false, order: 0 });
    expect(photo.urls.md).toMatch(new RegExp(`^/files/photos/${b.id}/[0-9a-f]{24}-md\\.webp$`));
    expect(body.mainPhotoUrl).toBe(photo.urls.md);
    const [row] = await rows(b.id);
    expect(row!.storageKey).toMatch(new RegExp(`^photos/${b.id}/[0-9a-f]{24}$`));
    expect(files(b.id).sort()).toHaveLength(3);

    for (const [size, width] of [['sm', 320], ['md', 640]] as const) {
      const file = await t.app.inject({ method: 'GET', url: photo.urls[size] });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      // 800×600 with orientation 6 is a portrait photo once rotated.
      const w = Math.min(width, 600);
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, Math.round((w * 800) / 600)]);
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('CameraSecreta'))).toBe(false);
    }
    const lg = await sharp((await t.app.inject({ method: 'GET', url: photo.urls.lg })).rawPayload).metadata();
    expect(lg.width).toBe(600); // never enlarged
    const e = await ev.waitFor((x) => x.type === 'PHOTOS_UPDATED' && x.payload.buildingId === b.id);
    expect(e.payload).toEqual({ buildingId: b.id, mainPhotoUrl: photo.urls.md });
    ev.stop();
    expect((await audits('upload_success')).some((a) => a.metadata?.buildingId === b.id)).toBe(true);
  });

  it('refuses a PHP file named .png by its bytes, and stores nothing', async () => {
    const b = await makeBuilding(t.app);
    const res = await upload(b.id, PHP_FILE, 'foto.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(json(res).error.message).toBe('Apenas arquivos JPG e PNG são permitidos');
    expect(await rows(b.id)).toHaveLength(0);
    expect(files(b.id)).toHaveLength(0);
    expect((await audits('upload_error')).some((a) => a.details === 'Apenas arquivos JPG e PNG são permitidos')).toBe(true);
    // A GIF is an image, but not one we take.
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    expect(json(await upload(b.id, gif, 'a.jpg', 'image/jpeg')).error.message).toBe('Apenas arquivos JPG e PNG são permitidos');
    // A PNG header on bytes that are not an image.
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(2000, 7)]);
    expect(json(await upload(b.id, broken)).error.message).toBe('Apenas arquivos JPG e PNG são permitidos');
    expect(files(b.id)).toHaveLength(0);
  });

  it('refuses a 6 MB PNG, and stores nothing', async () => {
    const b = await makeBuilding(t.app);
    const res = await upload(b.id, await makeBigPng(6 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(json(res).error.message).toBe('Tamanho máximo permitido: 5MB');
    // One byte over the limit is over.
    const justOver = await upload(b.id, await makeBigPng(5 * 1024 * 1024 + 1));
    expect(json(justOver).error.message).toBe('Tamanho máximo permitido: 5MB');
    expect(await rows(b.id)).toHaveLength(0);
    expect(files(b.id)).toHaveLength(0);
  });

  it('refuses a request without a file', async () => {
    const b = await makeBuilding(t.app);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/buildings/${b.id}/photos`, headers: { cookie: editor }, payload: { x: 1 } });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBe('Selecione uma foto JPG ou PNG para enviar.');
  });

  it('refuses the 6th photo', async () => {
    const b = await withPhotos(5);
    const res = await upload(b.id, png);
    expect(res.statusCode).toBe(409);
    expect(json(res).error.message).toBe('Máximo de 5 fotos permitido');
    expect(await rows(b.id)).toHaveLength(5);
    expect(files(b.id)).toHaveLength(15);
  });

  it('keeps the limit of 5 under concurrent uploads: 3 photos + 5 at once -> exactly 2 succeed', async () => {
    const b = await withPhotos(3);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(b.id, png, `f${i}.png`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(json(r).error.message).toBe('Máximo de 5 fotos permitido');
    expect(await rows(b.id)).toHaveLength(5);
    expect(files(b.id)).toHaveLength(15); // refused uploads left no files behind
    expect(new Set((await rows(b.id)).map((p) => p.photoOrder)).size).toBe(5);
  });

  it('a new photo goes after the last one, also after deletions and reordering', async () => {
    const b = await withPhotos(3);
    const [p0, p1, p2] = await rows(b.id);
    expect([p0, p1, p2].map((p) => p!.photoOrder)).toEqual([0, 1, 2]);
    await call('DELETE', `/api/admin/buildings/${b.id}/photos/${p1!.id}`);
    const res = await upload(b.id, png);
    const orders = json(res).photos.map((p: { order: number }) => p.order);
    expect(orders).toEqual([0, 2, 3]);
    const last = json(res).photos[2];
    expect(last.id).not.toBe(p2!.id);
  });

  it('sets the main photo; the first one shows when none is main', async () => {
    const b = await withPhotos(3);
    const list = json(await call('GET', `/api/admin/buildings/${b.id}/photos`));
    expect(list.photos.every((p: { isMain: boolean }) => !p.isMain)).toBe(true);
    expect(list.mainPhotoUrl).toBe(list.photos[0].urls.md);
    const third = list.photos[2];
    const ev = collectEvents(t.app, ['catalog']);
    const res = await call('PUT', `/api/admin/buildings/${b.id}/photos/${third.id}/main`);
    expect(res.statusCode).toBe(200);
    expect(json(res).mainPhotoUrl).toBe(third.urls.md);
    expect(json(res).photos.filter((p: { isMain: boolean }) => p.isMain).map((p: { id: string }) => p.id)).toEqual([third.id]);
    await ev.waitFor((e) => e.type === 'PHOTOS_UPDATED' && e.payload.mainPhotoUrl === third.urls.md);
    ev.stop();
    expect((await audits('main_photo_changed')).length).toBeGreaterThan(0);
    const second = list.photos[1];
    await call('PUT', `/api/admin/buildings/${b.id}/photos/${second.id}/main`);
    expect((await rows(b.id)).filter((p) => p.isMain).map((p) => p.id)).toEqual([second.id]);
    // A photo of another building cannot be made main here.
    const other = await withPhotos(1);
    const [foreign] = await rows(other.id);
    const cross = await call('PUT', `/api/admin/buildings/${b.id}/photos/${foreign!.id}/main`);
    expect(cross.statusCode).toBe(404);
    expect((await rows(b.id)).filter((p) => p.isMain).map((p) => p.id)).toEqual([second.id]);
    expect((await audits('main_photo_error')).length).toBeGreaterThan(0);
  });

  it('concurrent set-main requests leave exactly one main photo', async () => {
    const b = await withPhotos(5);
    const photos = await rows(b.id);
    const results = await Promise.all(photos.map((p) => call('PUT', `/api/admin/buildings/${b.id}/photos/${p.id}/main`)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await rows(b.id)).filter((p) => p.isMain)).toHaveLength(1);
  });

  it('deletes a photo: its files and its row', async () => {
    const b = await withPhotos(2);
    const [first, second] = await rows(b.id);
    const res = await call('DELETE', `/api/admin/buildings/${b.id}/photos/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).photos.map((p: { id: string }) => p.id)).toEqual([second!.id]);
    expect(files(b.id).some((f) => f.startsWith(first!.storageKey.split('/').pop()!))).toBe(false);
    expect(files(b.id)).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: `/files/${first!.storageKey}-md.webp` })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/buildings/${b.id}/photos/${first!.id}`)).statusCode).toBe(404);
    expect((await audits('delete_success')).length).toBeGreaterThan(0);
  });

  it('reorders with the full list of ids, and refuses anything else', async () => {
    const b = await withPhotos(3);
    const ids = (await rows(b.id)).map((p) => p.id);
    const wanted = [ids[2]!, ids[0]!, ids[1]!];
    const res = await call('PUT', `/api/admin/buildings/${b.id}/photos/order`, { ids: wanted });
    expect(res.statusCode).toBe(200);
    expect(json(res).photos.map((p: { id: string }) => p.id)).toEqual(wanted);
    const partial = await call('PUT', `/api/admin/buildings/${b.id}/photos/order`, { ids: [ids[0]!] });
    expect(partial.statusCode).toBe(400);
    expect(json(partial).error.message).toBe('A nova ordem deve conter todas as fotos do prédio, uma vez cada.');
    const dup = await call('PUT', `/api/admin/buildings/${b.id}/photos/order`, { ids: [ids[0]!, ids[0]!, ids[1]!] });
    expect(dup.statusCode).toBe(400);
    expect((await rows(b.id)).map((p) => p.id)).toEqual(wanted);
  });

  it('deleting a building removes its photo files', async () => {
    const b = await withPhotos(2);
    expect(files(b.id)).toHaveLength(6);
    const { cookie } = await loginAs(t.app, 'admin');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/buildings/${b.id}`, headers: { cookie } })).statusCode).toBe(200);
    expect(files(b.id)).toHaveLength(0);
  });

  it('answers 404 for malformed ids and 403 for people who are not staff', async () => {
    const b = await makeBuilding(t.app);
    expect((await upload('abc', png)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/buildings/${b.id}/photos/xyz/main`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/buildings/${b.id}/photos/1%20or%201=1`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/buildings/nope/photos/order`, { ids: ['a'] })).statusCode).toBe(404);
    const client = (await loginAs(t.app, 'client')).cookie;
    expect((await upload(b.id, png, 'a.png', 'image/png', client)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/buildings/${b.id}/photos`, ...multipartFile('file', 'a.png', 'image/png', png) })).statusCode).toBe(401);
    expect(files(b.id)).toHaveLength(0);
  });
});
