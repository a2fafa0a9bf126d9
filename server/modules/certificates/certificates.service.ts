import { randomInt } from 'node:crypto';
import { CERTIFICATE_CAPTURES, CERTIFICATE_REUSE_MS, CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH, formatCertificateCode, normalizeCertificateCode } from '../../../domain/certificates';
import { makeGoodLineText } from '../../../domain/make-goods';
import { messages } from '../../../domain/messages';
import type { CertificateTotals, CertificateVerification } from '../../../domain/schemas/certificates';
import { dayOf } from '../../../domain/time';
import { publicBaseUrl, type Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { Storage } from '../../ports';
import { bookingWithBuilding } from '../bookings/bookings.service';
import { clientMakeGoodsOfBookings } from '../make-goods/make-goods.service';
import { capturesForReport } from '../signage/captures.service';
import { advertiserNameOf, bookingReport } from '../signage/signage.service';
import { renderCertificatePdf } from './certificate.pdf';
import * as repo from './certificates.repository';
import { clock } from '../../lib/clock';

export interface CertificateDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'SCREEN_HOURS_ON'>;
}

/** Who asks for a certificate: the booking's own client, or staff who see the advertisers. */
export type CertificateCaller = { kind: 'client'; userId: string } | { kind: 'staff' };

function drawCode(): string {
  let s = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) s += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return s;
}

/**
 * The certificate of display of a booking (ADR 0048): its figures so far are recorded with a code,
 * then printed. A download within CERTIFICATE_REUSE_MS of the last gives that certificate again;
 * a later one is a new snapshot with its own code. Another client's booking answers as unknown.
 */
export async function certificateOfBooking(
  deps: CertificateDeps,
  bookingId: string,
  caller: CertificateCaller,
  now = clock.now(),
): Promise<{ code: string; filename: string; pdf: Buffer }> {
  const booking = isUuid(bookingId) ? await bookingWithBuilding(deps.db, bookingId) : undefined;
  if (!booking || (caller.kind === 'client' && booking.userId !== caller.userId)) throw notFound(messages.bookingNotFound);
  if (booking.status !== 'active') throw conflict(messages.certificateCancelled, 'booking_cancelled');
  if (booking.startsAt > now) throw conflict(messages.certificateNotStarted, 'booking_not_started');

  // A second download soon after the last (a double click, another copy) is the same certificate.
  let row = await repo.latestIssuedSince(deps.db, booking.id, new Date(now.getTime() - CERTIFICATE_REUSE_MS));
  const report = await bookingReport(deps.db, booking, deps.config.SCREEN_HOURS_ON, row?.issuedAt ?? now);
  if (!row) {
    const given = (await clientMakeGoodsOfBookings(deps.db, [booking.id])).get(booking.id);
    const totals: CertificateTotals = {
      bookingId: booking.id,
      advertiserName: (await advertiserNameOf(deps.db, booking.userId)) ?? 'Anunciante',
      buildingName: booking.buildingName,
      screens: report.screens.map((s) => s.label),
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      countedUntil: report.countedUntil.toISOString(),
      delivery: report.delivery,
      days: report.days,
      makeGood: given ? makeGoodLineText(given) : null,
    };
    for (let attempt = 0; !row && attempt < 8; attempt++) row = await repo.insertCertificate(deps.db, { code: drawCode(), bookingId: booking.id, totals, issuedAt: now });
    if (!row) throw new Error('no free certificate code');
  }

  const labels = new Map(report.screens.map((s) => [s.id, s.label]));
  const captures = await capturesForReport(deps, report.screens.map((s) => s.id), booking.startsAt, report.countedUntil, CERTIFICATE_CAPTURES);
  const code = formatCertificateCode(row.code);
  const pdf = await renderCertificatePdf({
    code,
    issuedAt: row.issuedAt,
    totals: row.totals,
    verifyUrl: `${publicBaseUrl(deps.config)}/verificar/${code}`,
    captures: captures.map((c) => ({ ...c, screenLabel: labels.get(c.screenId) ?? 'Tela' })),
  });
  return { code, filename: `relatorio-veiculacao-${dayOf(booking.startsAt)}-${row.code.slice(0, 4).toLowerCase()}.pdf`, pdf };
}

/** /verificar/CODE: the totals recorded when the certificate was issued. */
export async function verifyCertificate(db: Db, raw: string): Promise<CertificateVerification> {
  const code = normalizeCertificateCode(raw);
  const row = code ? await repo.findByCode(db, code) : undefined;
  if (!row) throw notFound(messages.certificateNotFound);
  return { code: formatCertificateCode(row.code), issuedAt: row.issuedAt.toISOString(), totals: row.totals };
}
