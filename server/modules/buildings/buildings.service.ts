import { messages } from '../../../domain/messages';
import {
  mainPhotoOf,
  type BuildingDto,
  type BuildingInput,
  type BuildingPhotoDto,
  type SindicoDto,
  type SindicoInput,
} from '../../../domain/schemas/buildings';
import { dayEnd, dayOf } from '../../../domain/time';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { Storage } from '../../ports';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { publishBuildingSaved, type EventSink } from './buildings.events';
import * as repo from './buildings.repository';
import { advertisersPerBuilding } from '../bookings/bookings.service';
import type { BuildingRow, PhotoRow, SyndicRow } from './buildings.repository';
import { clock } from '../../lib/clock';


/** What the buildings services need from the app. */
export interface BuildingsDeps extends EventSink {
  db: Db;
  storage: Storage;
}

// ---- Mapping ----

export const photoKeys = (storageKey: string) =>
  (['sm', 'md', 'lg'] as const).map((s) => `${storageKey}-${s}.webp`);

export const photoUrlsOf = (storageKey: string) => ({
  sm: `/files/${storageKey}-sm.webp`,
  md: `/files/${storageKey}-md.webp`,
  lg: `/files/${storageKey}-lg.webp`,
});

export const toPhotoDto = (p: PhotoRow): BuildingPhotoDto => ({
  id: p.id,
  isMain: p.isMain,
  order: p.photoOrder,
  urls: photoUrlsOf(p.storageKey),
  createdAt: p.createdAt.toISOString(),
});

export const mainPhotoUrlOf = (photos: BuildingPhotoDto[]): string | null => mainPhotoOf(photos)?.urls.md ?? null;

/** A mandate ends at the last moment of its day in São Paulo time. */
export const mandateEndToDate = (day: string | null): Date | null => (day ? dayEnd(day) : null);

const toSindicoDto = (s: SyndicRow): SindicoDto => ({
  name: s.name,
  email: s.email,
  phone: s.phone,
  mandateStart: s.mandateStart.toISOString(),
  mandateEnd: s.mandateEnd ? dayOf(s.mandateEnd) : null,
  userId: s.userId,
});

export function toBuildingDto(b: BuildingRow, photos: PhotoRow[], syndic: SyndicRow | undefined, advertisers = 0): BuildingDto {
  const photoDtos = photos.map(toPhotoDto);
  return {
    id: b.id,
    name: b.name,
    address: b.address,
    neighborhood: b.neighborhood,
    residents: b.residents,
    latitude: b.latitude,
    longitude: b.longitude,
    status: b.status,
    displayCount: b.displayCount,
    priceCents: b.priceCents,
    archivedAt: b.archivedAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    photos: photoDtos,
    mainPhotoUrl: mainPhotoUrlOf(photoDtos),
    sindico: syndic ? toSindicoDto(syndic) : null,
    advertisers,
  };
}

async function withRelations(db: DbOrTx, rows: BuildingRow[]): Promise<BuildingDto[]> {
  const ids = rows.map((b) => b.id);
  const [photos, syndics, advertisers] = [
    await repo.selectPhotos(db, ids),
    await repo.selectSyndics(db, ids),
    await advertisersPerBuilding(db, ids, clock.now()),
  ];
  return rows.map((b) =>
    toBuildingDto(
      b,
      photos.filter((p) => p.buildingId === b.id),
      syndics.find((s) => s.buildingId === b.id),
      advertisers.get(b.id) ?? 0,
    ),
  );
}

// ---- Reads ----

export async function listBuildings(
  db: DbOrTx,
  query: { search?: string; archived: 'exclude' | 'include' | 'only' },
): Promise<BuildingDto[]> {
  return withRelations(db, await repo.selectBuildings(db, { search: query.search || undefined, archived: query.archived }));
}

/** Malformed and unknown ids are the same 404: an id never reaches SQL unless it is a UUID. */
export async function requireBuilding(db: DbOrTx, id: string, lock = false): Promise<BuildingRow> {
  if (!isUuid(id)) throw notFound(messages.buildingNotFound);
  const row = lock ? await repo.lockBuilding(db, id) : await repo.selectBuilding(db, id);
  if (!row) throw notFound(messages.buildingNotFound);
  return row;
}

export async function getBuilding(db: DbOrTx, id: string): Promise<BuildingDto> {
  const [dto] = await withRelations(db, [await requireBuilding(db, id)]);
  return dto!;
}

// ---- Writes (inside the caller's transaction) ----

const valuesOf = (input: BuildingInput): repo.BuildingValues => ({
  name: input.name,
  address: input.address,
  neighborhood: input.neighborhood,
  residents: input.residents,
  latitude: input.latitude,
  longitude: input.longitude,
  priceCents: input.priceCents,
  displayCount: input.displayCount,
  status: input.status,
});

/** Creates (id null) or updates a building; returns the row before (null on create) and after. */
export async function writeBuilding(
  tx: DbOrTx,
  id: string | null,
  input: BuildingInput,
): Promise<{ before: BuildingRow | null; after: BuildingRow }> {
  if (id === null) return { before: null, after: await repo.insertBuilding(tx, valuesOf(input)) };
  const before = await requireBuilding(tx, id, true);
  return { before, after: await repo.updateBuilding(tx, before.id, valuesOf(input)) };
}

/** Saves the síndico block (null removes the building's síndico). */
export async function writeSyndic(
  tx: DbOrTx,
  buildingId: string,
  sindico: SindicoInput | null,
  userId: string | null,
): Promise<void> {
  if (!sindico) return repo.deleteSyndic(tx, buildingId);
  await repo.upsertSyndic(tx, buildingId, {
    name: sindico.name,
    email: sindico.email,
    phone: sindico.phone,
    mandateEnd: mandateEndToDate(sindico.mandateEnd),
    userId,
  });
}

/** An archived building goes back to the store. */
export async function restoreBuilding(deps: BuildingsDeps, actor: AuditActor, id: string): Promise<BuildingDto> {
  const row = await deps.db.transaction(async (tx) => {
    const b = await requireBuilding(tx, id, true);
    await repo.restoreBuildingRow(tx, b.id);
    await recordAudit(tx, actor, {
      category: 'buildings',
      action: 'restore',
      details: `Prédio "${b.name}" restaurado`,
      metadata: { buildingId: b.id },
    });
    return b;
  });
  await publishBuildingSaved(deps, row, row);
  return getBuilding(deps.db, row.id);
}

export interface ManagedBuilding {
  building: BuildingRow;
  /** 'YYYY-MM-DD' in Foz do Iguaçu, or null for an open mandate. */
  mandateEnd: string | null;
}

/**
 * WHO MANAGES WHAT (ADR 0016): the buildings whose active síndico record carries this e-mail
 * (case-insensitive) and whose mandate has not ended at `now`. The síndico area's only way in.
 */
export async function buildingsManagedBy(db: DbOrTx, email: string, now = clock.now()): Promise<ManagedBuilding[]> {
  const rows = await repo.selectManagedBuildings(db, email.trim(), now);
  return rows.map((r) => ({ building: r.building, mandateEnd: r.mandateEnd ? dayOf(r.mandateEnd) : null }));
}
