import { messages } from '../../../domain/messages';
import type { DeleteBuildingsResult } from '../../../domain/schemas/buildings';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { publishBuildingRemoved } from './buildings.events';
import * as repo from './buildings.repository';
import { photoKeys, type BuildingsDeps } from './buildings.service';
import { plural } from '../../../domain/text';

/** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error). */
const pgCode = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
};

/**
 * Destroys the building when nothing refers to it; otherwise false. A savepoint keeps the outer
 * transaction usable when a table we do not know about refuses the delete (foreign key).
 */
async function tryDestroy(tx: DbOrTx, id: string): Promise<boolean> {
  if (await repo.buildingHasHistory(tx, id)) return false;
  try {
    await tx.transaction(async (sp) => repo.deleteBuildingRow(sp, id));
    return true;
  } catch (err) {
    if (pgCode(err) === '23503') return false;
    throw err;
  }
}

export function deleteMessage(deleted: number, archived: number): string {
  const parts: string[] = [];
  if (deleted) parts.push(messages.buildingsDeleted(deleted));
  if (archived) parts.push(messages.buildingsArchived(archived));
  return parts.join(' ');
}

/**
 * Deletes one or several buildings in one transaction. A building with orders or bookings is
 * never destroyed: it is archived (leaves the store, keeps its rows). All or nothing: one unknown
 * id and nothing changes.
 */
export async function deleteBuildings(
  deps: BuildingsDeps,
  actor: AuditActor,
  rawIds: string[],
): Promise<DeleteBuildingsResult> {
  const ids = [...new Set(rawIds.map((s) => s.toLowerCase()))].sort();
  const bulk = ids.length > 1;
  let outcome;
  try {
    if (ids.length === 0 || ids.some((id) => !isUuid(id))) throw notFound(messages.buildingNotFound);
    outcome = await deps.db.transaction(async (tx) => {
      const deleted: repo.BuildingRow[] = [];
      const archived: repo.BuildingRow[] = [];
      const keys: string[] = [];
      // Sorted ids: two bulk deletes lock rows in the same order and cannot deadlock.
      for (const id of ids) {
        const row = await repo.lockBuilding(tx, id);
        if (!row) throw notFound(messages.buildingNotFound);
        const photos = await repo.selectPhotos(tx, [id]);
        if (await tryDestroy(tx, id)) {
          deleted.push(row);
          keys.push(...photos.flatMap((p) => photoKeys(p.storageKey)));
        } else {
          await repo.archiveBuildingRow(tx, id);
          archived.push(row);
        }
      }
      const list = (rows: repo.BuildingRow[]) => rows.map((b) => ({ id: b.id, name: b.name }));
      await recordAudit(tx, actor, {
        category: 'buildings',
        action: bulk ? 'delete_bulk' : 'delete_success',
        details: bulk
          ? `${plural(deleted.length, 'prédio excluído', 'prédios excluídos')}, ${plural(archived.length, 'arquivado', 'arquivados')}`
          : `Prédio "${(deleted[0] ?? archived[0])!.name}" ${deleted.length ? 'excluído' : 'arquivado (possui pedidos ou reservas)'}`,
        metadata: { deleted: list(deleted), archived: list(archived) },
      });
      return { deleted, archived, keys };
    });
  } catch (err) {
    await recordAudit(deps.db, actor, {
      category: 'buildings',
      action: 'delete_error',
      details: err instanceof AppError ? err.message : bulk ? 'Falha ao excluir prédios' : 'Falha ao excluir prédio',
      metadata: { ids: rawIds.slice(0, 50) },
    });
    throw err;
  }
  // Files go after the commit: a rolled-back delete never loses a photo.
  await Promise.all(outcome.keys.map((k) => deps.storage.delete(k).catch(() => {})));
  for (const b of [...outcome.deleted, ...outcome.archived]) await publishBuildingRemoved(deps, b);
  return {
    deleted: outcome.deleted.map((b) => b.id),
    archived: outcome.archived.map((b) => b.id),
    message: deleteMessage(outcome.deleted.length, outcome.archived.length),
  };
}
