import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CertificateTotals } from '../../../domain/schemas/certificates';
import { bookings } from './orders';

/**
 * A certificate of display as issued (issue 32, ADR 0048): its code, the booking, and the totals
 * printed on it, as of `issued_at`. A download within CERTIFICATE_REUSE_MS of the last one gives
 * that one again (a double click, a second copy); later ones are new snapshots with new codes.
 */
export const displayCertificates = pgTable(
  'display_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    totals: jsonb('totals').$type<CertificateTotals>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('display_certificates_code_unique').on(t.code),
    index('display_certificates_booking_issued_idx').on(t.bookingId, t.issuedAt),
  ],
);
