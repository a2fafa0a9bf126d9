import type { FastifyBaseLogger } from 'fastify';
import {
  bookingDurationMs,
  extendedEndsAt,
  isMakeGoodDue,
  MAKE_GOOD_CREDIT_VALID_DAYS,
  MAKE_GOOD_MIN_CREDIT_CENTS,
  makeGoodCouponCode,
  makeGoodCreditCents,
  makeGoodDays,
  makeGoodThresholdMs,
} from '../../domain/make-goods';
import { formatBRL } from '../../domain/money';
import { couponInput } from '../../domain/schemas/coupons';
import type { MakeGoodView } from '../../domain/schemas/make-goods';
import { outageDurationText } from '../../domain/signage';
import { plural } from '../../domain/text';
import type { AppDeps } from '../deps';
import { claimPlaces, extendBooking } from '../modules/bookings/bookings.service';
import { publishAdvertisersUpdated } from '../modules/buildings/buildings.events';
import { insertCouponIn } from '../modules/coupons/coupons.service';
import { recordAudit, type AuditActor } from '../modules/identity/audit.service';
import { composeMail, enqueueMail } from '../modules/mail/outbox.service';
import {
  bookingsToAssess,
  lockOfferedCredit,
  makeGoodsOfBookings,
  markCreditGranted,
  recordAssessment,
  type EndedBooking,
} from '../modules/make-goods/make-goods.service';
import { announceSlotsChanged } from '../modules/media/media.service';
import { notifyStaff } from '../modules/notifications/notifications.service';
import { publishDiscountsUpdated } from '../modules/pricing/pricing.events';
import { deliveryOfBookings } from '../modules/signage/signage.service';
import { clock } from '../lib/clock';

type Deps = Pick<AppDeps, 'db' | 'events' | 'mailer' | 'config'>;
type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

const DAY_MS = 24 * 60 * 60_000;

/** The booking changed between the read and the extension (cancelled, moved): assessed again next run. */
class BookingChanged extends Error {}

/**
 * The make-good job's one run (issue 32 item 2, ADR 0047). Each booking of a paid order that ended
 * in the last MAKE_GOOD_LOOKBACK_DAYS and was never assessed gets its screen time lost to outages
 * (ADR 0046's `lostMs`, averaged over the building's screens) held against
 * MAKE_GOOD_THRESHOLD_PERCENT of its duration. Within it: a row 'none'. Above it, in one
 * transaction under the building's row lock (the checkout's capacity claim): with a place free
 * the booking gets the lost time back in whole days ('extended': audited, the client mailed);
 * with the building full (the next booking took the place) a credit is offered to staff
 * ('credit_offered': audited, the bell). The row is unique per booking and written in the
 * transaction that acts, so whatever the runs, instances and restarts, a booking is decided once.
 */
export async function assessMakeGoods(
  deps: Deps,
  now = clock.now(),
  log?: Log,
): Promise<{ none: number; extended: number; offered: number }> {
  const counts = { none: 0, extended: 0, offered: 0 };
  const due = await bookingsToAssess(deps.db, now);
  if (!due.length) return counts;
  const delivery = await deliveryOfBookings(deps.db, due, deps.config.SCREEN_HOURS_ON, now);
  for (const b of due) {
    const lostMs = delivery.get(b.id)?.lostMs ?? 0;
    const thresholdMs = makeGoodThresholdMs(b, deps.config.MAKE_GOOD_THRESHOLD_PERCENT);
    if (!isMakeGoodDue(lostMs, thresholdMs)) {
      if (await recordAssessment(deps.db, b.id, { outcome: 'none', lostMs, thresholdMs }, now)) counts.none += 1;
      continue;
    }
    try {
      const done = await makeGood(deps, b, { lostMs, thresholdMs }, now, log);
      if (done === 'extended') counts.extended += 1;
      if (done === 'offered') counts.offered += 1;
    } catch (err) {
      if (!(err instanceof BookingChanged)) throw err;
      log?.warn({ bookingId: b.id }, 'make-good: booking changed while assessed; next run');
    }
  }
  return counts;
}

async function makeGood(
  deps: Deps,
  b: EndedBooking,
  { lostMs, thresholdMs }: { lostMs: number; thresholdMs: number },
  now: Date,
  log?: Log,
): Promise<'extended' | 'offered' | null> {
  const lost = outageDurationText(lostMs);
  const done = await deps.db.transaction(async (tx) => {
    // The ended booking no longer counts: a free place means nobody took it after the end. A
    // booking renewed (ADR 0052) goes on in its renewal, which holds its place: the days are
    // given at the end of the renewal (the last one of the chain), where the screen can show them.
    const { full, continues } = await claimPlaces(tx, [b.buildingId], now, new Map([[b.buildingId, b.id]]));
    if (!full.has(b.buildingId)) {
      const last = continues.get(b.buildingId);
      const target =
        last && last.id !== b.id && last.status === 'active'
          ? { id: last.id, endsAt: last.endsAt }
          : { id: b.id, endsAt: b.endsAt };
      const days = makeGoodDays(lostMs);
      const endsAt = extendedEndsAt(target.endsAt, days, now);
      const row = await recordAssessment(
        tx,
        b.id,
        { outcome: 'extended', lostMs, thresholdMs, extendedDays: days, previousEndsAt: target.endsAt },
        now,
      );
      if (!row) return null;
      if (!(await extendBooking(tx, target.id, target.endsAt, endsAt))) throw new BookingChanged();
      await recordAudit(
        tx,
        {},
        {
          category: 'make_goods',
          action: 'make_good_extended',
          details: `Reserva no ${b.buildingName} estendida em ${plural(days, 'dia', 'dias')} para compensar ${lost} de tela fora do ar`,
          metadata: {
            makeGoodId: row.id,
            bookingId: b.id,
            userId: b.userId,
            lostMs,
            thresholdMs,
            previousEndsAt: target.endsAt.toISOString(),
            endsAt: endsAt.toISOString(),
            ...(target.id !== b.id ? { extendedBookingId: target.id } : {}),
          },
        },
      );
      const mail = b.clientEmail
        ? await enqueueMail(tx, {
            to: b.clientEmail,
            ...composeMail(deps.config, 'makeGoodExtended', {
              clientName: b.clientName ?? '',
              buildingName: b.buildingName,
              lostMs,
              days,
              previousEndsAt: target.endsAt,
              endsAt,
            }),
            dedupeKey: `make_good:${row.id}`,
          })
        : null;
      return { kind: 'extended' as const, id: row.id, mail };
    }
    const creditCents = makeGoodCreditCents(b.paidCents, lostMs, bookingDurationMs(b));
    const row = await recordAssessment(tx, b.id, { outcome: 'credit_offered', lostMs, thresholdMs, creditCents }, now);
    if (!row) return null;
    await recordAudit(
      tx,
      {},
      {
        category: 'make_goods',
        action: 'make_good_credit_offered',
        details: `Crédito de ${formatBRL(creditCents)} oferecido para a reserva no ${b.buildingName} (${lost} de tela fora do ar; prédio lotado após o fim)`,
        metadata: { makeGoodId: row.id, bookingId: b.id, userId: b.userId, lostMs, thresholdMs, creditCents },
      },
    );
    return { kind: 'offered' as const, id: row.id, creditCents, mail: null };
  });
  if (!done) return null;
  if (done.mail) await dispatch(deps, done.mail, log);
  if (done.kind === 'extended') {
    // The booking counts again in the store and its video is back in the building's manifest.
    await publishAdvertisersUpdated({ events: deps.events, log }, [b.buildingId]);
    if (b.userId) await announce(deps, b.userId, log);
    return 'extended';
  }
  if (b.userId) {
    await notifyStaff(
      deps,
      {
        kind: 'make_good_credit_offered',
        makeGoodId: done.id,
        userId: b.userId,
        clientName: b.clientName ?? 'cliente',
        buildingName: b.buildingName,
        lost,
        creditCents: done.creditCents,
      },
      log,
      now,
    );
  }
  return 'offered';
}

/**
 * 'Conceder crédito' (staff, ADR 0047): the offered credit becomes a single-use fixed coupon for the
 * client (code COMP…, from now for MAKE_GOOD_CREDIT_VALID_DAYS, any building), in one transaction
 * with the make-good's move to 'credit_granted', the audit and the client's mail. Once: the row is
 * locked and moved only from 'credit_offered'; a second click or a replay gets a 409.
 */
export async function grantMakeGoodCredit(
  deps: Deps,
  actor: AuditActor,
  id: string,
  now = clock.now(),
  log?: Log,
): Promise<MakeGoodView> {
  const done = await deps.db.transaction(async (tx) => {
    const mg = await lockOfferedCredit(tx, id);
    const creditCents = mg.makeGood.creditCents ?? MAKE_GOOD_MIN_CREDIT_CENTS;
    const validUntil = new Date(now.getTime() + MAKE_GOOD_CREDIT_VALID_DAYS * DAY_MS);
    let coupon: Awaited<ReturnType<typeof insertCouponIn>> = null;
    // 36^8 codes: a taken one is drawn again (nothing was written for it).
    for (let attempt = 0; attempt < 5 && !coupon; attempt++) {
      const input = couponInput.parse({
        code: makeGoodCouponCode(),
        type: 'fixed',
        valueCents: creditCents,
        noExpiry: false,
        startsAt: now.toISOString(),
        endsAt: validUntil.toISOString(),
        buildingIds: null,
        maxUses: 1,
      });
      coupon = await insertCouponIn(tx, actor, input, now);
    }
    if (!coupon) throw new Error('make-good: no free coupon code');
    await markCreditGranted(tx, id, { couponId: coupon.id, couponCode: coupon.code, by: actor.userId ?? null, now });
    await recordAudit(tx, actor, {
      category: 'make_goods',
      action: 'make_good_credit_granted',
      details: `Crédito de compensação concedido (${mg.buildingName}): cupom ${coupon.code}, ${formatBRL(creditCents)}`,
      metadata: { makeGoodId: id, bookingId: mg.bookingId, userId: mg.userId, couponId: coupon.id, creditCents },
    });
    const mail = mg.clientEmail
      ? await enqueueMail(tx, {
          to: mg.clientEmail,
          ...composeMail(deps.config, 'makeGoodCredit', {
            clientName: mg.clientName ?? '',
            buildingName: mg.buildingName,
            lostMs: mg.makeGood.lostMs,
            couponCode: coupon.code,
            creditCents,
            validUntil,
          }),
          dedupeKey: `make_good_credit:${id}`,
        })
      : null;
    return { bookingId: mg.bookingId, userId: mg.userId, mail };
  });
  if (done.mail) await dispatch(deps, done.mail, log);
  await publishDiscountsUpdated({ events: deps.events, log }, { scope: 'coupon', buildingIds: null });
  if (done.userId) await announce(deps, done.userId, log);
  return (await makeGoodsOfBookings(deps.db, [done.bookingId])).get(done.bookingId)!;
}

async function dispatch(deps: Deps, id: string, log?: Log): Promise<void> {
  try {
    await deps.mailer.dispatch(id);
  } catch (err) {
    // The make-good is recorded; a refused mail stays failed in the outbox and is logged.
    log?.error({ err, mailId: id }, 'make-good mail failed');
  }
}

/** The client's open pages re-read their slots, plays and notifications (best effort). */
async function announce(deps: Deps, userId: string, log?: Log): Promise<void> {
  try {
    await announceSlotsChanged(deps, userId);
  } catch (err) {
    log?.warn({ err }, 'make-good event not published');
  }
}
