import {
  bookingPaidCents,
  MAKE_GOOD_LOOKBACK_DAYS,
  makeGoodNoticeText,
  type ClientMakeGood,
} from '../../../domain/make-goods';
import { messages } from '../../../domain/messages';
import type { ClientMakeGoodLine, MakeGoodView } from '../../../domain/schemas/make-goods';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import * as repo from './make-goods.repository';
import { clock } from '../../lib/clock';

/** An ended booking the make-good job looks at: where, whose, when, and what it was paid. */
export interface EndedBooking {
  id: string;
  buildingId: string;
  buildingName: string;
  userId: string | null;
  clientName: string | null;
  clientEmail: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The order's total for this booking's building (domain/make-goods.ts `bookingPaidCents`). */
  paidCents: number;
}

/**
 * Bookings of paid orders that ended by `now` (within MAKE_GOOD_LOOKBACK_DAYS) and were never
 * assessed: the job's work list.
 */
export async function bookingsToAssess(db: DbOrTx, now: Date): Promise<EndedBooking[]> {
  const from = new Date(now.getTime() - MAKE_GOOD_LOOKBACK_DAYS * 24 * 60 * 60_000);
  const rows = await repo.endedBookingsWithoutMakeGood(db, from, now);
  return rows.map((r) => ({
    id: r.id,
    buildingId: r.buildingId,
    buildingName: r.buildingName,
    userId: r.userId,
    clientName: r.clientName,
    clientEmail: r.clientEmail,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    paidCents: bookingPaidCents({
      totalCents: r.orderTotalCents,
      subtotalCents: r.orderSubtotalCents,
      lineCents: r.lineCents,
      bookingsInOrder: Number(r.bookingsInOrder),
    }),
  }));
}

/**
 * Per building, the ended bookings the make-good job has not assessed yet (ADR 0047): each may get
 * its place back as an extension, so nobody else is offered it until the job decided (within a
 * minute). Buildings without any are absent.
 */
export async function placesAwaitingMakeGood(db: DbOrTx, buildingIds: string[], now: Date): Promise<Map<string, number>> {
  const from = new Date(now.getTime() - MAKE_GOOD_LOOKBACK_DAYS * 24 * 60 * 60_000);
  const rows = await repo.countEndedWithoutMakeGood(db, buildingIds, from, now);
  return new Map(rows.map((r) => [r.buildingId, r.n]));
}

export type Assessment = Pick<
  repo.NewMakeGood,
  'lostMs' | 'thresholdMs' | 'extendedDays' | 'previousEndsAt' | 'creditCents'
> & {
  outcome: 'none' | 'extended' | 'credit_offered';
};

/**
 * Writes a booking's one assessment, in the caller's transaction (with what it does). Null when
 * the booking was assessed already (an earlier run, another instance): the caller does nothing.
 */
export async function recordAssessment(
  tx: DbOrTx,
  bookingId: string,
  a: Assessment,
  now: Date,
): Promise<repo.MakeGoodRow | null> {
  return (await repo.insertMakeGood(tx, { bookingId, ...a, decidedAt: now, decidedBy: null, createdAt: now })) ?? null;
}

/** A make-good staff are deciding, with its booking, building and client. */
export type LockedMakeGood = NonNullable<Awaited<ReturnType<typeof repo.lockMakeGood>>>;

/**
 * Inside the caller's transaction: the make-good, locked, when its credit is still to be decided.
 * Otherwise the clear refusal: not found (404), or already decided / nothing to decide (409).
 */
export async function lockOfferedCredit(tx: DbOrTx, id: string): Promise<LockedMakeGood> {
  const row = isUuid(id) ? await repo.lockMakeGood(tx, id) : undefined;
  if (!row) throw notFound(messages.makeGoodNotFound, 'make_good_not_found');
  const outcome = row.makeGood.outcome;
  if (outcome === 'credit_granted') throw conflict(messages.makeGoodAlreadyGranted, 'make_good_decided');
  if (outcome === 'credit_dismissed') throw conflict(messages.makeGoodAlreadyDismissed, 'make_good_decided');
  if (outcome !== 'credit_offered') throw conflict(messages.makeGoodNoCredit, 'make_good_no_credit');
  return row;
}

/** The named transition credit_offered → credit_granted, in the caller's transaction (after lockOfferedCredit). */
export async function markCreditGranted(
  tx: DbOrTx,
  id: string,
  v: { couponId: string; couponCode: string; by: string | null; now: Date },
) {
  const row = await repo.grantOfferedCredit(tx, id, v);
  if (!row) throw conflict(messages.makeGoodAlreadyGranted, 'make_good_decided');
  return row;
}

/**
 * 'Dispensar': credit_offered → credit_dismissed with staff's reason, once, audited. The client is
 * not told (nothing was given); staff see the reason on the advertiser detail.
 */
export async function dismissCredit(
  db: Db,
  actor: AuditActor,
  id: string,
  reason: string,
  now = clock.now(),
): Promise<MakeGoodView> {
  const row = await db.transaction(async (tx) => {
    const mg = await lockOfferedCredit(tx, id);
    const after = await repo.dismissOfferedCredit(tx, id, { reason, by: actor.userId ?? null, now });
    if (!after) throw conflict(messages.makeGoodAlreadyDismissed, 'make_good_decided');
    await recordAudit(tx, actor, {
      category: 'make_goods',
      action: 'make_good_credit_dismissed',
      details: `Crédito de compensação dispensado (${mg.buildingName}): ${reason}`,
      metadata: {
        makeGoodId: id,
        bookingId: mg.bookingId,
        userId: mg.userId,
        creditCents: mg.makeGood.creditCents,
        reason,
      },
    });
    return after;
  });
  return (await makeGoodsOfBookings(db, [row.bookingId])).get(row.bookingId)!;
}

/** Staff's view of these bookings' make-goods, by booking. */
export async function makeGoodsOfBookings(db: DbOrTx, bookingIds: string[]): Promise<Map<string, MakeGoodView>> {
  const rows = await repo.makeGoodsOfBookings(db, bookingIds);
  return new Map(
    rows.map(({ makeGood: m, decidedByName }) => [
      m.bookingId,
      {
        id: m.id,
        bookingId: m.bookingId,
        outcome: m.outcome,
        lostMs: m.lostMs,
        thresholdMs: m.thresholdMs,
        extendedDays: m.extendedDays,
        previousEndsAt: m.previousEndsAt?.toISOString() ?? null,
        creditCents: m.creditCents,
        couponCode: m.couponCode,
        dismissReason: m.dismissReason,
        decidedAt: m.decidedAt.toISOString(),
        decidedByName: m.decidedBy ? (decidedByName ?? null) : null,
      },
    ]),
  );
}

/** What the client's booking line shows: only what they were given (an extension, a credit). */
export async function clientMakeGoodsOfBookings(
  db: DbOrTx,
  bookingIds: string[],
): Promise<Map<string, ClientMakeGoodLine>> {
  const out = new Map<string, ClientMakeGoodLine>();
  for (const { makeGood: m } of await repo.makeGoodsOfBookings(db, bookingIds)) {
    if (m.outcome === 'extended' && m.extendedDays)
      out.set(m.bookingId, { outcome: 'extended', extendedDays: m.extendedDays });
    if (m.outcome === 'credit_granted' && m.couponCode && m.creditCents) {
      out.set(m.bookingId, { outcome: 'credit_granted', couponCode: m.couponCode, creditCents: m.creditCents });
    }
  }
  return out;
}

/** A client notification made from a make-good (the client's bell, ADR 0037). */
export interface MakeGoodNotice {
  id: string;
  buildingName: string;
  text: string;
  at: Date;
}

function noticeOf(m: repo.MakeGoodRow, buildingName: string): MakeGoodNotice | null {
  const told: ClientMakeGood | null =
    m.outcome === 'extended' && m.extendedDays
      ? { outcome: 'extended', buildingName, extendedDays: m.extendedDays }
      : m.outcome === 'credit_granted' && m.couponCode && m.creditCents
        ? { outcome: 'credit_granted', buildingName, couponCode: m.couponCode, creditCents: m.creditCents }
        : null;
  return told && { id: m.id, buildingName, text: makeGoodNoticeText(told), at: m.decidedAt };
}

/** The client's latest make-good notices, newest first. */
export async function latestMakeGoodNotices(db: DbOrTx, userId: string, limit: number): Promise<MakeGoodNotice[]> {
  const rows = await repo.latestClientMakeGoods(db, userId, limit);
  return rows.map((r) => noticeOf(r.makeGood, r.buildingName)).filter((n): n is MakeGoodNotice => n !== null);
}

/** How many of the client's make-good notices came after their seen marker. */
export function countMakeGoodNoticesAfter(db: DbOrTx, userId: string, after: Date | null): Promise<number> {
  return repo.countClientMakeGoodsAfter(db, userId, after);
}

/** When one of the client's own make-good notices was decided; undefined for anything else. */
export async function makeGoodNoticeTime(db: DbOrTx, userId: string, id: string): Promise<Date | undefined> {
  return isUuid(id) ? repo.findClientMakeGoodTime(db, userId, id) : undefined;
}
