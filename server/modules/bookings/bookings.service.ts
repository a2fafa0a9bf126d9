import { PANEL_CAPACITY } from '../../../domain/checkout';
import type { DbOrTx } from '../../db/client';
import {
  bookingsOfOrder,
  countActiveBookings,
  insertBookings,
  liveBookingsOfUser,
  lockBuildings,
  lockLiveBookingsOfUser,
} from './bookings.repository';

export type { BookingRow, SlotRow } from './bookings.repository';
/** liveBookingsOfUser / lockLiveBookingsOfUser: a client's slots (ADR 0012), read by the media module. */
export { bookingsOfOrder, countActiveBookings, insertBookings, liveBookingsOfUser, lockLiveBookingsOfUser };

/**
 * Inside the caller's transaction: locks the buildings' rows, then counts their advertisers.
 * Returns the buildings already at capacity; with none full, the caller may add one booking per
 * building before committing, and nobody else can do the same in between.
 */
export async function lockPlaces(tx: DbOrTx, buildingIds: string[], now: Date): Promise<Set<string>> {
  await lockBuildings(tx, buildingIds);
  const counts = await countActiveBookings(tx, buildingIds, now);
  return new Set(buildingIds.filter((id) => (counts.get(id) ?? 0) >= PANEL_CAPACITY));
}

/** Read-only: buildings that are full right now (the checkout's early, friendly refusal). */
export async function fullBuildings(db: DbOrTx, buildingIds: string[], now: Date): Promise<Set<string>> {
  const counts = await countActiveBookings(db, buildingIds, now);
  return new Set(buildingIds.filter((id) => (counts.get(id) ?? 0) >= PANEL_CAPACITY));
}
