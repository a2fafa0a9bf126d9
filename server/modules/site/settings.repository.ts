/** Drizzle queries of the key-value settings table; what each key means lives in the services. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';
import { sqlNow } from '../../lib/sql-now';

export async function getSetting<T>(db: DbOrTx, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value as T | undefined;
}

export async function setSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sqlNow() } });
}

export async function deleteSetting(db: DbOrTx, key: string): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
}

/** Inserts only when absent and returns what is stored: safe when instances start together. */
export async function getOrCreateSetting<T>(db: DbOrTx, key: string, make: () => T): Promise<T> {
  await db.insert(settings).values({ key, value: make() }).onConflictDoNothing();
  return (await getSetting<T>(db, key)) as T;
}
