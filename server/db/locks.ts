import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Serialises a one-time step across instances on one database: a transaction-scoped advisory
 * lock, released with the transaction's commit or rollback (also by a crash: the connection
 * ends). On PGlite there is one process, and the lock is just as correct.
 */
export async function lockForTransaction(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`indexa:${name}`}))`);
}
