import { PANEL_CAPACITY } from '../../../domain/checkout';
import type { DbOrTx } from '../../db/client';
import * as repo from './bookings.repository';
import { countActiveBookings, lockBuildings, type BookingRow, type NewBooking, type SlotRow } from './bookings.repository';

/** A client's slot as the client area lists it: a booking with its building. */
export type ClientSlotRow = SlotRow;
/** A booking a renewal continues, with its client's e-mail. */
export type ContinuedBooking = repo.ContinuedBooking;

/** Advertisers per building right now (active bookings not over): the admin screens' count. */
export function advertisersPerBuilding(db: DbOrTx, buildingIds: string[], now: Date): Promise<Map<string, number>> {
  return countActiveBookings(db, buildingIds, now);
}

/**
 * Paid bookings running now per building (a paid order's active booking between its start and
 * end): what a dark screen of the building costs advertisers (issue 32). Buildings without any
 * are absent.
 */
export function runningPaidBookings(db: DbOrTx, buildingIds: string[], now: Date): Promise<Map<string, number>> {
  return repo.countRunningPaidBookings(db, buildingIds, now);
}

/** The places an order holds, oldest period first (the admin order detail). */
export function bookingsOfOrder(db: DbOrTx, orderId: string): Promise<BookingRow[]> {
  return repo.bookingsOfOrder(db, orderId);
}

/**
 * Writes the places of a paid order inside the caller's transaction, after lockPlaces() found
 * room; a place already written for the same order line is left as it is (idempotent grant).
 */
export function insertBookings(tx: DbOrTx, rows: NewBooking[]): Promise<BookingRow[]> {
  return repo.insertBookings(tx, rows);
}

/**
 * Ends the places of an order whose money went back (ADR 0025), inside the caller's transaction:
 * they stop counting as advertisers and leave the client's slots and the screens at once.
 */
export function cancelLiveBookingsOfOrder(tx: DbOrTx, orderId: string, now: Date): Promise<BookingRow[]> {
  return repo.cancelLiveBookingsOfOrder(tx, orderId, now);
}

/**
 * A make-good's extension (ADR 0047), inside the caller's transaction, after lockPlaces() found a
 * place: the booking's end moves from `from` to `to`, so it counts as an advertiser and its video
 * is back on the screens until the new end. False when the booking changed meanwhile (cancelled,
 * or already moved): the caller rolls back.
 */
export async function extendBooking(tx: DbOrTx, bookingId: string, from: Date, to: Date): Promise<boolean> {
  return Boolean(await repo.moveBookingEnd(tx, bookingId, from, to));
}

/** A client's slots (ADR 0012): their active bookings not over yet, live or future, with the building. */
export function liveBookingsOfUser(db: DbOrTx, userId: string, now: Date): Promise<ClientSlotRow[]> {
  return repo.liveBookingsOfUser(db, userId, now);
}

/** One booking with its building, whatever its state. */
export function bookingWithBuilding(db: DbOrTx, id: string): Promise<(ClientSlotRow & { status: string }) | undefined> {
  return repo.bookingWithBuilding(db, id);
}

/** A client's active bookings that started and were still running after `since` (what their dashboard reports on). */
export function startedBookingsOfUser(db: DbOrTx, userId: string, since: Date, now: Date): Promise<ClientSlotRow[]> {
  return repo.startedBookingsOfUser(db, userId, since, now);
}

/** Locks the client's live or future bookings (all, or of one building) until the transaction ends. */
export function lockLiveBookingsOfUser(tx: DbOrTx, userId: string, now: Date, buildingId?: string): Promise<BookingRow[]> {
  return repo.lockLiveBookingsOfUser(tx, userId, now, buildingId);
}

/**
 * Inside the caller's transaction: locks the buildings' rows, then counts their advertisers.
 * Returns the buildings already at capacity; with none full, the caller may add one booking per
 * building before committing, and nobody else can do the same in between.
 */
export async function lockPlaces(tx: DbOrTx, buildingIds: string[], now: Date): Promise<Set<string>> {
  return (await claimPlaces(tx, buildingIds, now)).full;
}

/**
 * lockPlaces for renewals (ADR 0052): `continuing` maps a building to the booking a new one
 * continues there. Under the buildings' locks each is followed to the latest booking of its
 * chain (a booking renewed twice is continued after its last renewal); a chain still holding
 * its place does not count against the building, since the new booking takes that same place
 * when the old one ends. A full building is one where the OTHER places reach the capacity.
 */
export async function claimPlaces(
  tx: DbOrTx,
  buildingIds: string[],
  now: Date,
  continuing: ReadonlyMap<string, string> = new Map(),
  /** Whether the chain's last booking may be continued (whose it is, its state); all by default. */
  accept: (last: repo.ContinuedBooking) => boolean = () => true,
): Promise<{ full: Set<string>; continues: Map<string, repo.ContinuedBooking> }> {
  await lockBuildings(tx, buildingIds);
  const continues = new Map<string, repo.ContinuedBooking>();
  for (const [buildingId, bookingId] of continuing) {
    const last = await latestOfChain(tx, bookingId);
    if (last && last.buildingId === buildingId && accept(last)) continues.set(buildingId, last);
  }
  const counts = await countActiveBookings(tx, buildingIds, now);
  const full = buildingIds.filter((id) => {
    const held = continues.get(id);
    const own = held && held.status === 'active' && held.endsAt > now ? 1 : 0;
    return (counts.get(id) ?? 0) - own >= PANEL_CAPACITY;
  });
  return { full: new Set(full), continues };
}

/** A booking followed through its active renewals to the last one (itself when not renewed). */
async function latestOfChain(db: DbOrTx, bookingId: string): Promise<repo.ContinuedBooking | undefined> {
  let current = await repo.findBookingWithUser(db, bookingId);
  for (let hops = 0; current && hops < 1000; hops++) {
    const next = await repo.findActiveRenewal(db, current.id);
    if (!next) return current;
    current = await repo.findBookingWithUser(db, next.id);
  }
  return current;
}

/** The latest booking of a booking's renewal chain (a make-good gives its days at the chain's end). */
export function renewalChainEnd(db: DbOrTx, bookingId: string): Promise<repo.ContinuedBooking | undefined> {
  return latestOfChain(db, bookingId);
}

/** These bookings' active renewals, by the booking they renew. */
export async function renewalsOfBookings(db: DbOrTx, bookingIds: string[]): Promise<Map<string, BookingRow>> {
  const rows = await repo.activeRenewalsOf(db, bookingIds);
  return new Map(rows.map((r) => [r.renewsBookingId!, r]));
}

/**
 * Read-only: buildings that are full right now (the checkout's early, friendly refusal). A
 * renewal's building (`continuing`: building → the booking it continues) is full only when the
 * other places are taken.
 */
export async function fullBuildings(
  db: DbOrTx,
  buildingIds: string[],
  now: Date,
  continuing: ReadonlyMap<string, string> = new Map(),
): Promise<Set<string>> {
  const counts = await countActiveBookings(db, buildingIds, now);
  const own = new Set<string>();
  for (const [buildingId, bookingId] of continuing) {
    const last = await latestOfChain(db, bookingId);
    if (last && last.status === 'active' && last.endsAt > now) own.add(buildingId);
  }
  return new Set(buildingIds.filter((id) => (counts.get(id) ?? 0) - (own.has(id) ? 1 : 0) >= PANEL_CAPACITY));
}

/**
 * Who holds a place in the building (lower-case buyer e-mails of its bookings that count as
 * advertisers): someone told of a free place by the waitlist who is among them has bought it.
 */
export async function advertiserEmails(db: DbOrTx, buildingId: string, now: Date): Promise<Set<string>> {
  return new Set(await repo.advertiserEmailsOf(db, buildingId, now));
}
