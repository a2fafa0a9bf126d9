import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, buildingPhotos, buildings, orderLines, syndics } from '../../db/schema';
import { sqlNow } from '../../lib/sql-now';

/** Drizzle queries of buildings, syndics and photos; rules live in the services. */

export type BuildingRow = typeof buildings.$inferSelect;
export type PhotoRow = typeof buildingPhotos.$inferSelect;
export type SyndicRow = typeof syndics.$inferSelect;
export type BuildingValues = Omit<typeof buildings.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'archivedAt'>;

export async function selectBuildings(
  db: DbOrTx,
  filter: { search?: string; archived: 'exclude' | 'include' | 'only' },
): Promise<BuildingRow[]> {
  const where: SQL[] = [];
  if (filter.archived === 'exclude') where.push(isNull(buildings.archivedAt));
  if (filter.archived === 'only') where.push(isNotNull(buildings.archivedAt));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(ilike(buildings.name, like), ilike(buildings.address, like), ilike(buildings.neighborhood, like))!,
    );
  }
  return db
    .select()
    .from(buildings)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(buildings.name), asc(buildings.id));
}

export async function selectBuilding(db: DbOrTx, id: string): Promise<BuildingRow | undefined> {
  return (await db.select().from(buildings).where(eq(buildings.id, id)).limit(1))[0];
}

/** Locks the building row for the rest of the transaction (serialises photo and delete work). */
export async function lockBuilding(tx: DbOrTx, id: string): Promise<BuildingRow | undefined> {
  return (await tx.select().from(buildings).where(eq(buildings.id, id)).for('update'))[0];
}

export async function insertBuilding(tx: DbOrTx, values: BuildingValues): Promise<BuildingRow> {
  const [row] = await tx.insert(buildings).values(values).returning();
  return row!;
}

export async function updateBuilding(tx: DbOrTx, id: string, values: BuildingValues): Promise<BuildingRow> {
  const [row] = await tx
    .update(buildings)
    .set({ ...values, updatedAt: sqlNow() })
    .where(eq(buildings.id, id))
    .returning();
  return row!;
}

export async function deleteBuildingRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(buildings).where(eq(buildings.id, id));
}

export async function archiveBuildingRow(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .update(buildings)
    .set({ archivedAt: sql`coalesce(${buildings.archivedAt}, ${sqlNow()})`, updatedAt: sqlNow() })
    .where(eq(buildings.id, id));
}

export async function restoreBuildingRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(buildings).set({ archivedAt: null, updatedAt: sqlNow() }).where(eq(buildings.id, id));
}

// ---- Síndicos ----

export async function selectSyndics(db: DbOrTx, buildingIds: string[]): Promise<SyndicRow[]> {
  if (buildingIds.length === 0) return [];
  return db.select().from(syndics).where(inArray(syndics.buildingId, buildingIds));
}

export async function upsertSyndic(
  tx: DbOrTx,
  buildingId: string,
  v: { name: string; email: string | null; phone: string | null; mandateEnd: Date | null; userId: string | null },
): Promise<void> {
  await tx
    .insert(syndics)
    .values({ buildingId, ...v, isActive: true })
    .onConflictDoUpdate({
      target: syndics.buildingId,
      set: { name: v.name, email: v.email, phone: v.phone, mandateEnd: v.mandateEnd, userId: v.userId, isActive: true },
    });
}

export async function deleteSyndic(tx: DbOrTx, buildingId: string): Promise<void> {
  await tx.delete(syndics).where(eq(syndics.buildingId, buildingId));
}

// ---- Photos ----

export async function selectPhotos(db: DbOrTx, buildingIds: string[]): Promise<PhotoRow[]> {
  if (buildingIds.length === 0) return [];
  return db
    .select()
    .from(buildingPhotos)
    .where(inArray(buildingPhotos.buildingId, buildingIds))
    .orderBy(asc(buildingPhotos.photoOrder), asc(buildingPhotos.createdAt), asc(buildingPhotos.id));
}

export async function photoStats(tx: DbOrTx, buildingId: string): Promise<{ count: number; maxOrder: number }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      maxOrder: sql<number>`coalesce(max(${buildingPhotos.photoOrder}), -1)::int`,
    })
    .from(buildingPhotos)
    .where(eq(buildingPhotos.buildingId, buildingId));
  return { count: Number(row?.count ?? 0), maxOrder: Number(row?.maxOrder ?? -1) };
}

export async function insertPhoto(
  tx: DbOrTx,
  v: { buildingId: string; storageKey: string; photoOrder: number },
): Promise<PhotoRow> {
  const [row] = await tx
    .insert(buildingPhotos)
    .values({ ...v, isMain: false })
    .returning();
  return row!;
}

/** Clears the flag on every other photo of the building, then sets it on the chosen one. */
export async function setMainPhoto(tx: DbOrTx, buildingId: string, photoId: string): Promise<boolean> {
  await tx
    .update(buildingPhotos)
    .set({ isMain: false })
    .where(and(eq(buildingPhotos.buildingId, buildingId), eq(buildingPhotos.isMain, true), ne(buildingPhotos.id, photoId)));
  const rows = await tx
    .update(buildingPhotos)
    .set({ isMain: true })
    .where(and(eq(buildingPhotos.buildingId, buildingId), eq(buildingPhotos.id, photoId)))
    .returning({ id: buildingPhotos.id });
  return rows.length === 1;
}

export async function deletePhotoRow(tx: DbOrTx, buildingId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .delete(buildingPhotos)
    .where(and(eq(buildingPhotos.buildingId, buildingId), eq(buildingPhotos.id, photoId)))
    .returning();
  return row;
}

export async function setPhotoOrder(tx: DbOrTx, buildingId: string, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await tx
      .update(buildingPhotos)
      .set({ photoOrder: i })
      .where(and(eq(buildingPhotos.buildingId, buildingId), eq(buildingPhotos.id, id)));
  }
}

// ---- History (orders, bookings) ----

/** A building that was ever ordered or booked keeps its row (it is archived instead). */
export async function buildingHasHistory(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({
      found: sql<boolean>`exists(select 1 from ${orderLines} where ${orderLines.buildingId} = ${id})
        or exists(select 1 from ${bookings} where ${bookings.buildingId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.found);
}

/**
 * The buildings a síndico account manages (ADR 0016): an active síndico record with this e-mail
 * (any case), whose mandate has not ended, on a building still in the catalogue.
 */
export async function selectManagedBuildings(
  db: DbOrTx,
  email: string,
  now: Date,
): Promise<Array<{ building: BuildingRow; mandateEnd: Date | null }>> {
  const rows = await db
    .select({ building: buildings, mandateEnd: syndics.mandateEnd })
    .from(syndics)
    .innerJoin(buildings, eq(buildings.id, syndics.buildingId))
    .where(
      and(
        sql`lower(${syndics.email}) = lower(${email})`,
        eq(syndics.isActive, true),
        or(isNull(syndics.mandateEnd), sql`${syndics.mandateEnd} >= ${now.toISOString()}`),
        isNull(buildings.archivedAt),
      ),
    )
    .orderBy(asc(buildings.name), asc(buildings.id));
  return rows;
}
