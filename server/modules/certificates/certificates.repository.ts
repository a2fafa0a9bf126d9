import { and, desc, eq, gte } from 'drizzle-orm';
import type { CertificateTotals } from '../../../domain/schemas/certificates';
import type { DbOrTx } from '../../db/client';
import { displayCertificates } from '../../db/schema';

export type CertificateRow = typeof displayCertificates.$inferSelect;

/** The booking's certificate issued last at or after `since`. */
export async function latestIssuedSince(db: DbOrTx, bookingId: string, since: Date): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(displayCertificates)
    .where(and(eq(displayCertificates.bookingId, bookingId), gte(displayCertificates.issuedAt, since)))
    .orderBy(desc(displayCertificates.issuedAt))
    .limit(1);
  return row;
}

/** Inserts a certificate; undefined when its code is taken (the caller draws another). */
export async function insertCertificate(
  db: DbOrTx,
  values: { code: string; bookingId: string; totals: CertificateTotals; issuedAt: Date },
): Promise<CertificateRow | undefined> {
  const [row] = await db.insert(displayCertificates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findByCode(db: DbOrTx, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(displayCertificates).where(eq(displayCertificates.code, code));
  return row;
}
