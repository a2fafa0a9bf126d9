import { maskCnpj, maskCpf, maskPhone } from '../../../domain/documents';
import { messages } from '../../../domain/messages';
import { PERIOD_OPTIONS } from '../../../domain/pricing';
import {
  RENEWAL_WINDOW_DAYS,
  daysLeft,
  dueReminder,
  inRenewalWindow,
  lastDayOf,
  renewalPath,
  renewalReminderText,
  renewalReminders,
  renewalStartsAt,
  type RenewalReminder,
} from '../../../domain/renewals';
import type { RenewalOffer } from '../../../domain/schemas/renewals';
import { playUntilOfBooking } from '../../../domain/signage';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { photoUrlsOf } from '../buildings/buildings.service';
import { quoteCart } from '../pricing/pricing.service';
import * as repo from './renewals.repository';

const DAY_MS = 24 * 60 * 60_000;

/** A booking due a reminder now: whose, where, when it ends, and which reminder. */
export interface DueReminder {
  bookingId: string;
  orderId: string;
  /** The order's period: the renewal offers it again. */
  months: number;
  userId: string;
  clientName: string;
  clientEmail: string;
  buildingName: string;
  endsAt: Date;
  kind: RenewalReminder;
  daysLeft: number;
  lastDay: string;
}

/**
 * The reminder job's work list (issue 33 item 1): running bookings of paid orders, not renewed,
 * whose São Paulo last day is close enough for a reminder they did not get yet (domain
 * `dueReminder`: 7 days and 1 day before).
 */
export async function remindersDue(db: DbOrTx, now: Date): Promise<DueReminder[]> {
  // A little more than the window: the last day is counted in São Paulo days.
  const rows = await repo.bookingsEndingSoon(db, now, new Date(now.getTime() + (RENEWAL_WINDOW_DAYS + 2) * DAY_MS));
  const due: DueReminder[] = [];
  for (const r of rows) {
    const sent = (r.sent ?? '')
      .split(',')
      .filter((k): k is RenewalReminder => (renewalReminders as readonly string[]).includes(k));
    const kind = dueReminder(r.endsAt, now, sent);
    if (!kind) continue;
    due.push({
      bookingId: r.id,
      orderId: r.orderId,
      months: r.months,
      userId: r.userId,
      clientName: r.clientName,
      clientEmail: r.clientEmail,
      buildingName: r.buildingName,
      endsAt: r.endsAt,
      kind,
      daysLeft: daysLeft(r.endsAt, now),
      lastDay: lastDayOf(r.endsAt),
    });
  }
  return due;
}

/**
 * Writes the reminders in the caller's transaction (with their e-mail); returns the ones written
 * now. A reminder another run or instance wrote first is not written again, and its caller sends
 * nothing for it.
 */
export async function recordReminders(tx: DbOrTx, due: DueReminder[], now: Date): Promise<repo.ReminderRow[]> {
  return repo.insertReminders(
    tx,
    due.map((d) => ({
      bookingId: d.bookingId,
      orderId: d.orderId,
      userId: d.userId,
      kind: d.kind,
      daysLeft: Math.max(0, d.daysLeft),
      lastDay: d.lastDay,
      buildingName: d.buildingName,
      sentAt: now,
    })),
  );
}

/** A client notification made from reminders told at once (one order, one reminder). */
export interface RenewalNotice {
  id: string;
  buildingNames: string[];
  text: string;
  link: string;
  at: Date;
}

/** The client's latest renewal reminders as notifications, newest first; one per order and reminder. */
export async function latestRenewalNotices(db: DbOrTx, userId: string, limit: number): Promise<RenewalNotice[]> {
  const rows = await repo.latestReminders(db, userId, limit * 10);
  const groups = new Map<string, repo.ReminderRow[]>();
  for (const r of rows) {
    const key = `${r.orderId}|${r.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].slice(0, limit).map((g) => {
    const first = g[0]!;
    const names = [...new Set(g.map((r) => r.buildingName))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    return {
      id: first.id,
      buildingNames: names,
      text: `${renewalReminderText(names, first.daysLeft)}. Renove para continuar nas telas sem interrupção.`,
      link: renewalPath(first.orderId),
      at: first.sentAt,
    };
  });
}

/** How many of those notifications came after the client's seen marker. */
export function countRenewalNoticesAfter(db: DbOrTx, userId: string, after: Date | null): Promise<number> {
  return repo.countReminderGroupsAfter(db, userId, after);
}

/** When one of the client's own reminders was sent; undefined for anything else. */
export async function renewalNoticeTime(db: DbOrTx, userId: string, id: string): Promise<Date | undefined> {
  return isUuid(id) ? repo.findReminderTime(db, userId, id) : undefined;
}

/**
 * The order's bookings this client can still renew: theirs, active, not renewed, and still on
 * the screens (until the midnight after their last day). After that a renewal is a new purchase.
 */
async function renewableOf(db: DbOrTx, userId: string, orderId: string, now: Date) {
  if (!isUuid(orderId)) throw notFound(messages.renewalNotFound, 'renewal_not_found');
  const found = await repo.findOrderOfUser(db, orderId, userId);
  if (!found) throw notFound(messages.renewalNotFound, 'renewal_not_found');
  const rows = found.order.status === 'paid' ? await repo.unrenewedBookingsOfOrder(db, orderId, userId) : [];
  const open = rows.filter((b) => playUntilOfBooking(b.endsAt).getTime() > now.getTime());
  if (open.length === 0) throw conflict(messages.renewalNothingLeft, 'renewal_nothing_left');
  return { ...found, bookings: open };
}

/**
 * GET /api/client/renewals/{orderId}: what the renewal link puts in the cart. Only the order's
 * own client (another client's order, or an unknown one, is not found): its renewable bookings'
 * buildings at today's 30-day price, the same period, and their buyer data for the form.
 */
export async function renewalOffer(db: DbOrTx, userId: string, orderId: string, now: Date): Promise<RenewalOffer> {
  const { order, accountEmail, bookings } = await renewableOf(db, userId, orderId, now);
  const months = (PERIOD_OPTIONS as readonly number[]).includes(order.months) ? order.months : 1;
  const { quote } = await quoteCart(db, { buildingIds: bookings.map((b) => b.buildingId), months: 1, now });
  const unit = new Map(quote.lines.map((l) => [l.buildingId, l.unitCents]));
  return {
    orderId: order.id,
    months,
    items: bookings.map((b) => ({
      bookingId: b.id,
      buildingId: b.buildingId,
      name: b.name,
      address: b.address,
      imageUrl: b.mainPhotoKey ? photoUrlsOf(b.mainPhotoKey).md : null,
      priceCents: unit.get(b.buildingId) ?? 0,
      endsAt: b.endsAt.toISOString(),
      lastDay: lastDayOf(b.endsAt),
      renewalStartsAt: renewalStartsAt(b.endsAt, now).toISOString(),
    })),
    buyer: {
      name: order.buyerName,
      email: accountEmail,
      phone: maskPhone(order.buyerPhone),
      cpf: maskCpf(order.buyerCpf),
      company: order.buyerCompany,
      cnpj: order.buyerCnpj ? maskCnpj(order.buyerCnpj) : null,
    },
  };
}

/**
 * For a new order that renews `orderId` (POST /api/checkout/orders): of the cart's buildings,
 * those with a renewable booking of that order, and the booking each line continues. The same
 * refusals as the offer; the account's e-mail is returned for the buyer check.
 */
export async function renewingBookings(
  db: DbOrTx,
  userId: string,
  orderId: string,
  buildingIds: string[],
  now: Date,
): Promise<{ continuing: Map<string, string>; accountEmail: string }> {
  const { bookings, accountEmail } = await renewableOf(db, userId, orderId, now);
  const continuing = new Map<string, string>();
  for (const b of bookings) if (buildingIds.includes(b.buildingId)) continuing.set(b.buildingId, b.id);
  if (continuing.size === 0) throw conflict(messages.renewalNothingLeft, 'renewal_nothing_left');
  return { continuing, accountEmail };
}

/** What the client's booking list says of renewing a booking. */
export interface BookingRenewal {
  /** The link's order while the booking is in the reminder window and not renewed; else null. */
  renewOrderId: string | null;
  /** Days to its last day while renewal is offered. */
  renewDaysLeft: number | null;
  /** The end of the renewal that continues it, if any. */
  renewedUntil: Date | null;
}

/** The renewal state of these bookings (the client's booking list, ADR 0052). */
export async function renewalsOfClientBookings(
  db: DbOrTx,
  bookings: { id: string; endsAt: Date }[],
  now: Date,
): Promise<Map<string, BookingRenewal>> {
  const ids = bookings.map((b) => b.id);
  const [renewals, orders] = await Promise.all([repo.renewalEnds(db, ids), repo.ordersOfBookings(db, ids)]);
  const renewedUntil = new Map(renewals.map((r) => [r.renewsBookingId!, r.endsAt]));
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  return new Map(
    bookings.map((b) => {
      const until = renewedUntil.get(b.id) ?? null;
      const order = orderOf.get(b.id);
      const open = !until && order?.orderStatus === 'paid' && inRenewalWindow(b.endsAt, now);
      return [
        b.id,
        { renewOrderId: open ? order!.orderId : null, renewDaysLeft: open ? daysLeft(b.endsAt, now) : null, renewedUntil: until },
      ];
    }),
  );
}
