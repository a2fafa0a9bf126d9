import { z } from 'zod';
import { bookingDelivery } from './player';

/**
 * The totals of a certificate of display (ADR 0048), stored when it is issued: the PDF prints them
 * and /verificar/CODE shows them back, so an edited copy does not match.
 */
export const certificateTotals = z.object({
  bookingId: z.string(),
  advertiserName: z.string(),
  buildingName: z.string(),
  screens: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Up to when the figures count (the end, or the moment it was issued during the booking). */
  countedUntil: z.string(),
  delivery: bookingDelivery,
  days: z.array(z.object({ day: z.string(), plays: z.number().int(), uptimePercent: z.number().nullable() })),
  /** The make-good given for screen time lost (ADR 0047), as the client reads it; null when none. */
  makeGood: z.string().nullable(),
});
export type CertificateTotals = z.infer<typeof certificateTotals>;

/** GET /api/certificates/:code — public: the recorded totals of one certificate. */
export const certificateVerification = z.object({
  code: z.string(),
  issuedAt: z.string(),
  totals: certificateTotals,
});
export type CertificateVerification = z.infer<typeof certificateVerification>;
