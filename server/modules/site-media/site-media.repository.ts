import { desc, eq, sql } from 'drizzle-orm';
import type { SiteMediaSlot } from '../../../domain/site-media';
import type { DbOrTx } from '../../db/client';
import { siteImages, siteMediaSlots } from '../../db/schema';
import { clock } from '../../lib/clock';

export type SiteImageRow = typeof siteImages.$inferSelect;

/** One page of the library, newest first, each with the slots that show it (one query). */
export async function selectImagePage(db: DbOrTx, limit: number, offset: number) {
  const rows = await db
    .select({
      image: siteImages,
      slots: sql<SiteMediaSlot[]>`coalesce((select array_agg(s.slot order by s.slot) from ${siteMediaSlots} s where s.image_id = ${siteImages.id}), '{}')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(siteImages)
    .orderBy(desc(siteImages.createdAt), desc(siteImages.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

export async function findImage(db: DbOrTx, id: string, lock = false): Promise<SiteImageRow | undefined> {
  const q = db.select().from(siteImages).where(eq(siteImages.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function slotsOfImage(db: DbOrTx, id: string): Promise<SiteMediaSlot[]> {
  const rows = await db.select({ slot: siteMediaSlots.slot }).from(siteMediaSlots).where(eq(siteMediaSlots.imageId, id));
  return rows.map((r) => r.slot).sort();
}

export async function insertImage(db: DbOrTx, values: typeof siteImages.$inferInsert): Promise<SiteImageRow> {
  const [row] = await db.insert(siteImages).values(values).returning();
  return row!;
}

export async function updateImageAlt(db: DbOrTx, id: string, alt: string): Promise<SiteImageRow | undefined> {
  const [row] = await db.update(siteImages).set({ alt, updatedAt: clock.now() }).where(eq(siteImages.id, id)).returning();
  return row;
}

/** The slots that showed it go with it (FK cascade): those pages fall back to the built-in art. */
export async function deleteImageRow(db: DbOrTx, id: string): Promise<SiteImageRow | undefined> {
  const [row] = await db.delete(siteImages).where(eq(siteImages.id, id)).returning();
  return row;
}

/** Every filled slot with its image (a handful of rows). */
export async function selectFilledSlots(db: DbOrTx) {
  return db
    .select({ slot: siteMediaSlots.slot, updatedAt: siteMediaSlots.updatedAt, image: siteImages })
    .from(siteMediaSlots)
    .innerJoin(siteImages, eq(siteImages.id, siteMediaSlots.imageId));
}

export async function upsertSlot(db: DbOrTx, slot: SiteMediaSlot, imageId: string, userId: string | null) {
  await db
    .insert(siteMediaSlots)
    .values({ slot, imageId, updatedBy: userId })
    .onConflictDoUpdate({ target: siteMediaSlots.slot, set: { imageId, updatedBy: userId, updatedAt: clock.now() } });
}

export async function deleteSlot(db: DbOrTx, slot: SiteMediaSlot): Promise<boolean> {
  const rows = await db.delete(siteMediaSlots).where(eq(siteMediaSlots.slot, slot)).returning({ slot: siteMediaSlots.slot });
  return rows.length > 0;
}
