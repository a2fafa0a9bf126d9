import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bookings, orders, videos } from '../../server/db/schema';
import { makeBuilding } from './buildings';

export const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../fixtures/videos');
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

let seq = 0;

/**
 * A slot for a client: a paid order with one booking (the grant flow is tested elsewhere; here the
 * rows are written straight). Defaults: a new building, live from yesterday for 30 days.
 */
export async function makeSlot(
  app: FastifyInstance,
  userId: string,
  opts: { buildingId?: string; startsAt?: Date; endsAt?: Date; status?: 'active' | 'cancelled' } = {},
) {
  seq += 1;
  const buildingId = opts.buildingId ?? (await makeBuilding(app)).id;
  const now = Date.now();
  const [order] = await app.deps.db
    .insert(orders)
    .values({
      status: 'paid',
      buyerName: `Cliente ${seq}`,
      buyerEmail: `slot${seq}.${now}@teste.local`,
      buyerPhone: '(45) 99999-0000',
      buyerCpf: '52998224725',
      userId,
      months: 1,
      quote: {} as never,
      subtotalCents: 199_700,
      discountCents: 0,
      totalCents: 199_700,
      baseTotalCents: 199_700,
      requestHash: `h${seq}${now}`,
      accessTokenHash: `t${seq}${now}`,
      expiresAt: new Date(now + 3600_000),
      paidAt: new Date(now),
    })
    .returning();
  const [booking] = await app.deps.db
    .insert(bookings)
    .values({
      orderId: order!.id,
      buildingId,
      userId,
      startsAt: opts.startsAt ?? new Date(now - 86_400_000),
      endsAt: opts.endsAt ?? new Date(now + 30 * 86_400_000),
      status: opts.status ?? 'active',
    })
    .returning();
  return { booking: booking!, buildingId };
}

/**
 * A client's video already decided at `decidedAt`, written straight (the approval flow with its
 * files is tested in client-videos-flow): for what reads decisions, such as the notifications.
 * `decidedAt: null` leaves it em_analise.
 */
export async function makeDecidedVideo(
  app: FastifyInstance,
  userId: string,
  opts: { decidedAt: Date | null; status?: 'aprovado' | 'reprovado'; title?: string; buildingId?: string },
) {
  seq += 1;
  const status = opts.decidedAt ? (opts.status ?? 'aprovado') : 'em_analise';
  const [row] = await app.deps.db
    .insert(videos)
    .values({
      userId,
      buildingId: opts.buildingId ?? (await makeBuilding(app)).id,
      title: opts.title ?? `Vídeo ${seq}`,
      status,
      rejectionReason: status === 'reprovado' ? 'Imagem escura' : null,
      storageKey: `clientes/${userId}/teste/${seq}_${Date.now()}.mp4`,
      fileName: 'video.mp4',
      fileSize: 1000,
      fileType: 'video/mp4',
      durationMs: 10_000,
      width: 1920,
      height: 1080,
      decidedAt: opts.decidedAt,
      updatedAt: opts.decidedAt ?? new Date(),
    })
    .returning();
  return row!;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export function tusMetadata(meta: Record<string, string | undefined>): string {
  return Object.entries(meta)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} ${b64(v!)}`)
    .join(',');
}

/** tus creation: returns the response (201 + Location on success). */
export function tusCreate(app: FastifyInstance, cookie: string, length: number, meta: Record<string, string | undefined>) {
  return app.inject({
    method: 'POST',
    url: '/api/client/uploads',
    headers: { cookie, 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': tusMetadata(meta) },
  });
}

export function tusPatch(app: FastifyInstance, cookie: string, location: string, offset: number, chunk: Buffer) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      cookie,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: chunk,
  });
}

export function tusHead(app: FastifyInstance, cookie: string, location: string) {
  return app.inject({ method: 'HEAD', url: location, headers: { cookie, 'tus-resumable': '1.0.0' } });
}

/** Whole upload in one PATCH; returns the final response (200 + JSON, or the refusal). */
export async function uploadVideo(
  app: FastifyInstance,
  cookie: string,
  data: Buffer,
  meta: { title?: string; buildingId: string; filename: string; filetype?: string; resendOf?: string; replaces?: string },
) {
  const created = await tusCreate(app, cookie, data.length, { title: 'Meu vídeo', filetype: 'video/mp4', ...meta });
  if (created.statusCode !== 201) return created;
  return tusPatch(app, cookie, created.headers.location as string, 0, data);
}
