/**
 * Date helpers shared by pricing and coupons. Functions take `now` explicitly so the same
 * code gives the same answer on the server, in the browser and in tests.
 */

/**
 * True when `now` lies in [startsAt, endsAt], both bounds inclusive to the millisecond.
 * A missing bound (null/undefined) is open on that side. An invalid Date never matches,
 * because a discount with a corrupt window must not be applied by accident.
 */
export function isWithinWindow(now: Date, startsAt?: Date | null, endsAt?: Date | null): boolean {
  const t = now.getTime();
  if (Number.isNaN(t)) return false;
  if (startsAt != null && !(startsAt.getTime() <= t)) return false;
  if (endsAt != null && !(t <= endsAt.getTime())) return false;
  return true;
}
