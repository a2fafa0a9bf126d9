import { randomBytes } from 'node:crypto';
import { messages } from '../../../domain/messages';
import {
  isSiteMediaSlot,
  MAX_SITE_IMAGE_BYTES,
  siteImageSizes,
  siteImageSrcSet,
  siteImageTypes,
  siteMediaSlotKeys,
  type SiteImageSize,
  type SiteMediaSlot,
} from '../../../domain/site-media';
import { altField } from '../../../domain/schemas/site-media';
import type { PublicSiteMedia, SiteImageDto, SiteImageList, SiteSlotList } from '../../../domain/schemas/site-media';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { detectImageType, encodeWebpSizes, type EncodedImage } from '../../lib/images';
import { isUuid } from '../../lib/uuid';
import type { Storage } from '../../ports';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import * as repo from './site-media.repository';

export const SITE_IMAGES_PAGE_SIZE = 24;

export interface SiteMediaDeps {
  db: Db;
  storage: Storage;
}

const sizeNames = Object.keys(siteImageSizes) as SiteImageSize[];
const fileKeys = (key: string) => sizeNames.map((s) => `${key}-${s}.webp`);
const urlsOf = (key: string) => Object.fromEntries(sizeNames.map((s) => [s, `/files/${key}-${s}.webp`])) as Record<SiteImageSize, string>;

function toDto(row: repo.SiteImageRow, slots: SiteMediaSlot[]): SiteImageDto {
  const urls = urlsOf(row.storageKey);
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    urls,
    srcSet: siteImageSrcSet(urls, row.width),
    createdAt: row.createdAt.toISOString(),
    slots,
  };
}

function requireImageId(id: string): string {
  if (!isUuid(id)) throw notFound(messages.siteMediaNotFound);
  return id.toLowerCase();
}

function requireSlot(slot: string): SiteMediaSlot {
  if (!isSiteMediaSlot(slot)) throw notFound(messages.siteMediaSlotInvalid, 'slot_invalid');
  return slot;
}

export async function listImages(db: Db, page: number): Promise<SiteImageList> {
  const rows = await repo.selectImagePage(db, SITE_IMAGES_PAGE_SIZE, (page - 1) * SITE_IMAGES_PAGE_SIZE);
  return {
    rows: rows.map((r) => toDto(r.image, r.slots)),
    total: rows[0]?.total ?? 0,
    page,
    pageSize: SITE_IMAGES_PAGE_SIZE,
  };
}

export async function listSlots(db: Db): Promise<SiteSlotList> {
  const filled = await repo.selectFilledSlots(db);
  const bySlot = new Map(filled.map((f) => [f.slot, f]));
  const usage = new Map<string, SiteMediaSlot[]>();
  for (const f of filled) usage.set(f.image.id, [...(usage.get(f.image.id) ?? []), f.slot].sort());
  return {
    slots: siteMediaSlotKeys.map((slot) => {
      const f = bySlot.get(slot);
      return { slot, image: f ? toDto(f.image, usage.get(f.image.id) ?? []) : null, updatedAt: f ? f.updatedAt.toISOString() : null };
    }),
  };
}

/** What the public pages read: the filled slots only (the rest keep their built-in art). */
export async function publicSiteMedia(db: Db): Promise<PublicSiteMedia> {
  const filled = await repo.selectFilledSlots(db);
  return {
    slots: Object.fromEntries(
      filled
        .sort((a, b) => a.slot.localeCompare(b.slot))
        .map((f) => {
          const urls = urlsOf(f.image.storageKey);
          return [f.slot, { src: urls.md, srcSet: siteImageSrcSet(urls, f.image.width), alt: f.image.alt, width: f.image.width, height: f.image.height }];
        }),
    ),
  };
}

export interface IncomingSiteImage {
  data: Buffer | null;
  truncated: boolean;
  alt: string | undefined;
  slot: string | undefined;
}

/**
 * One image per call: checked (size, magic bytes, alt text), re-encoded, stored, recorded; put in
 * a slot at once when the request names one. Nothing is kept when any step fails.
 */
export async function uploadSiteImage(deps: SiteMediaDeps, actor: AuditActor, file: IncomingSiteImage): Promise<SiteImageDto> {
  if (file.truncated || (file.data && file.data.length > MAX_SITE_IMAGE_BYTES)) throw new AppError(413, messages.siteMediaSize, 'image_too_large');
  if (!file.data || file.data.length === 0) throw badRequest(messages.siteMediaFileMissing, 'image_missing');
  const alt = altField.safeParse(file.alt ?? '');
  if (!alt.success) throw badRequest(alt.error.issues[0]?.message ?? messages.siteMediaAltRequired, 'alt_invalid');
  const slot = file.slot ? requireSlot(file.slot) : null;
  if (!(await detectImageType(file.data, siteImageTypes))) throw new AppError(415, messages.siteMediaType, 'image_type');
  let encoded: EncodedImage<SiteImageSize>;
  try {
    encoded = await encodeWebpSizes(file.data, siteImageSizes);
  } catch {
    throw new AppError(415, messages.siteMediaType, 'image_type');
  }
  const key = `site/${randomBytes(12).toString('hex')}`;
  try {
    await Promise.all(sizeNames.map((s) => deps.storage.put(`${key}-${s}.webp`, encoded.files[s])));
    const row = await deps.db.transaction(async (tx) => {
      const image = await repo.insertImage(tx, {
        storageKey: key,
        alt: alt.data,
        width: encoded.width,
        height: encoded.height,
        bytes: sizeNames.reduce((n, s) => n + encoded.files[s].length, 0),
        createdBy: actor.userId ?? null,
      });
      if (slot) await repo.upsertSlot(tx, slot, image.id, actor.userId ?? null);
      await recordAudit(tx, actor, {
        category: 'site',
        action: 'site_image_uploaded',
        details: slot ? `Imagem do site enviada para "${slot}"` : 'Imagem do site enviada',
        metadata: { imageId: image.id, slot, bytes: file.data!.length },
      });
      return image;
    });
    return toDto(row, slot ? [slot] : []);
  } catch (err) {
    await Promise.all(fileKeys(key).map((k) => deps.storage.delete(k).catch(() => {})));
    throw err;
  }
}

export async function updateAlt(db: Db, actor: AuditActor, id: string, alt: string): Promise<SiteImageDto> {
  const imageId = requireImageId(id);
  return db.transaction(async (tx) => {
    const row = await repo.updateImageAlt(tx, imageId, alt);
    if (!row) throw notFound(messages.siteMediaNotFound);
    await recordAudit(tx, actor, { category: 'site', action: 'site_image_alt_changed', details: 'Texto alternativo de imagem do site alterado', metadata: { imageId } });
    return toDto(row, await repo.slotsOfImage(tx, imageId));
  });
}

/** The row (and the slots showing it) go in the transaction; the files after it commits. */
export async function deleteSiteImage(deps: SiteMediaDeps, actor: AuditActor, id: string): Promise<void> {
  const imageId = requireImageId(id);
  const row = await deps.db.transaction(async (tx) => {
    const slots = await repo.slotsOfImage(tx, imageId);
    const deleted = await repo.deleteImageRow(tx, imageId);
    if (!deleted) throw notFound(messages.siteMediaNotFound);
    await recordAudit(tx, actor, {
      category: 'site',
      action: 'site_image_deleted',
      details: slots.length ? `Imagem do site excluída (volta à original em: ${slots.join(', ')})` : 'Imagem do site excluída',
      metadata: { imageId, slots },
    });
    return deleted;
  });
  await Promise.all(fileKeys(row.storageKey).map((k) => deps.storage.delete(k).catch(() => {})));
}

export async function assignSlot(db: Db, actor: AuditActor, slotName: string, imageId: string): Promise<SiteImageDto> {
  const slot = requireSlot(slotName);
  const id = requireImageId(imageId);
  return db.transaction(async (tx) => {
    // Locked so a delete of the same image cannot slip in between the check and the insert.
    const image = await repo.findImage(tx, id, true);
    if (!image) throw notFound(messages.siteMediaNotFound);
    await repo.upsertSlot(tx, slot, image.id, actor.userId ?? null);
    await recordAudit(tx, actor, { category: 'site', action: 'site_slot_assigned', details: `Imagem aplicada em "${slot}"`, metadata: { slot, imageId: id } });
    return toDto(image, await repo.slotsOfImage(tx, id));
  });
}

export async function revertSlot(db: Db, actor: AuditActor, slotName: string): Promise<void> {
  const slot = requireSlot(slotName);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteSlot(tx, slot))) return;
    await recordAudit(tx, actor, { category: 'site', action: 'site_slot_reverted', details: `"${slot}" voltou à imagem original`, metadata: { slot } });
  });
}
