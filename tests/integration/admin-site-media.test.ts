import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs } from '../factories/users';
import { makeBigPng, makeJpegWithExif, makePng, PHP_FILE } from '../setup/images';
import { siteImages, siteMediaSlots } from '../../server/db/schema';

/** A multipart body with text fields and one file, for `app.inject`. */
function form(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----indexa${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('site media: slots of the public pages and the image library', () => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp();
    editor = (await loginAs(t.app, 'editor')).cookie;
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) => {
    const f = form(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/admin/site-media/images', headers: { cookie: editor, ...f.headers }, payload: f.payload });
  };
  const counts = async () => ({
    images: (await t.app.deps.db.select().from(siteImages)).length,
    slots: (await t.app.deps.db.select().from(siteMediaSlots)).length,
  });

  it('the public endpoint starts empty: every page shows its built-in art', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/media' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ slots: {} });
    const slots = json(await t.app.inject({ method: 'GET', url: '/api/admin/site-media/slots', headers: { cookie: editor } }));
    expect(slots.slots.length).toBeGreaterThanOrEqual(11);
    expect(slots.slots.every((s: { image: unknown }) => s.image === null)).toBe(true);
  });

  it('refuses bad uploads with pt-BR messages and keeps nothing', async () => {
    const png = await makePng(900, 600);
    const noAlt = await upload({}, { name: 'a.png', type: 'image/png', data: png });
    expect(noAlt.statusCode).toBe(400);
    expect(json(noAlt).error.message).toBe('Descreva a imagem (texto alternativo).');
    const noFile = await upload({ alt: 'Foto' });
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile).error.message).toBe('Selecione uma imagem.');
    const php = await upload({ alt: 'x' }, { name: 'foto.png', type: 'image/png', data: PHP_FILE });
    expect(php.statusCode).toBe(415);
    expect(json(php).error.message).toBe('Envie uma imagem JPG, PNG ou WebP.');
    const big = await upload({ alt: 'x' }, { name: 'big.png', type: 'image/png', data: await makeBigPng(5 * 1024 * 1024 + 1) });
    expect(big.statusCode).toBe(413);
    expect(json(big).error.message).toBe('A imagem deve ter no máximo 5 MB.');
    const badSlot = await upload({ alt: 'x', slot: 'home.nada' }, { name: 'a.png', type: 'image/png', data: png });
    expect(badSlot.statusCode).toBe(404);
    expect(await counts()).toEqual({ images: 0, slots: 0 });
  });

  it('an upload into a slot is re-encoded to WebP sizes without EXIF and shows on the public endpoint with srcset', async () => {
    const res = await upload({ alt: 'Equipe gravando nas Cataratas', slot: 'marketing.hero' }, { name: 'x.jpg', type: 'image/jpeg', data: await makeJpegWithExif(2000, 1200) });
    expect(res.statusCode).toBe(201);
    const image = json(res).image;
    expect(image).toMatchObject({ alt: 'Equipe gravando nas Cataratas', slots: ['marketing.hero'] });
    // EXIF orientation 6 turns the 2000x1200 picture upright: 1200 wide at most 1600.
    expect(image.width).toBe(1200);
    expect(image.srcSet).toBe(`${image.urls.sm} 480w, ${image.urls.md} 960w, ${image.urls.lg} 1200w`);
    const file = await t.app.inject({ method: 'GET', url: image.urls.md });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(960);
    expect(meta.exif).toBeUndefined();
    const pub = await t.app.inject({ method: 'GET', url: '/api/site/media' });
    expect(json(pub).slots['marketing.hero']).toEqual({ src: image.urls.md, srcSet: image.srcSet, alt: 'Equipe gravando nas Cataratas', width: 1200, height: 2000 });
    // Revalidation: the same ETag answers 304.
    const again = await t.app.inject({ method: 'GET', url: '/api/site/media', headers: { 'if-none-match': String(pub.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('assigns a library image to another slot, edits the alt text, reverts a slot, and delete empties its slots', async () => {
    const up = json(await upload({ alt: 'Painel no hall' }, { name: 'p.webp', type: 'image/webp', data: await sharp(await makePng(700, 500)).webp().toBuffer() }));
    const id = up.image.id as string;
    expect(up.image.slots).toEqual([]);
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/site-media/slots/panels.elevator', headers: { cookie: editor }, payload: { imageId: id } });
    expect(put.statusCode).toBe(200);
    const put2 = await t.app.inject({ method: 'PUT', url: '/api/admin/site-media/slots/producer.portfolio.2', headers: { cookie: editor }, payload: { imageId: id } });
    expect(json(put2).image.slots).toEqual(['panels.elevator', 'producer.portfolio.2']);
    const alt = await t.app.inject({ method: 'PUT', url: `/api/admin/site-media/images/${id}`, headers: { cookie: editor }, payload: { alt: '  ' } });
    expect(alt.statusCode).toBe(400);
    const alt2 = await t.app.inject({ method: 'PUT', url: `/api/admin/site-media/images/${id}`, headers: { cookie: editor }, payload: { alt: 'Painel digital no hall' } });
    expect(json(alt2).alt).toBe('Painel digital no hall');
    const lib = json(await t.app.inject({ method: 'GET', url: '/api/admin/site-media/images', headers: { cookie: editor } }));
    expect(lib.total).toBe(2);
    expect(lib.rows[0]).toMatchObject({ id, slots: ['panels.elevator', 'producer.portfolio.2'] });
    const revert = await t.app.inject({ method: 'DELETE', url: '/api/admin/site-media/slots/producer.portfolio.2', headers: { cookie: editor } });
    expect(json(revert).message).toBe('A página voltou a usar a imagem original.');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/site-media/images/${id}`, headers: { cookie: editor } });
    expect(del.statusCode).toBe(200);
    const pub = json(await t.app.inject({ method: 'GET', url: '/api/site/media' }));
    expect(Object.keys(pub.slots)).toEqual(['marketing.hero']);
    const gone = await t.app.inject({ method: 'GET', url: up.image.urls.sm });
    expect(gone.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/site-media/slots/panels.screen', headers: { cookie: editor }, payload: { imageId: id } });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error.message).toBe('Imagem não encontrada.');
  });
});
