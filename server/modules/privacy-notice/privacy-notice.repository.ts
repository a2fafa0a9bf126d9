import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { privacyNotices } from '../../db/schema';

export type PrivacyNoticeRow = typeof privacyNotices.$inferSelect;

/** The highest version (the one in force), or undefined when none was stored yet. */
export async function selectCurrentNotice(db: DbOrTx): Promise<PrivacyNoticeRow | undefined> {
  const [row] = await db.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  return row;
}

/** Inserts a version; false when that version exists already (someone else published it first). */
export async function insertNoticeVersion(db: DbOrTx, row: typeof privacyNotices.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(privacyNotices).values(row).onConflictDoNothing().returning({ version: privacyNotices.version });
  return inserted.length > 0;
}
