import type { EventBus } from '../../ports';

/**
 * What open store pages and carts hear when a promotion changes, on the public 'catalog' channel
 * (next to PRICE_UPDATED and friends, see buildings/buildings.events.ts):
 *
 * - DISCOUNTS_UPDATED {scope: 'discount' | 'coupon' | 'period', buildingIds: string[] | null}
 *   a building discount, coupon or period discount was created, edited, ended or deleted;
 *   `buildingIds` null means "any building". The page asks the server again (listing, period
 *   labels, cart quote): the price shown is always the one the checkout will charge.
 */
export const pricingEvents = { discountsUpdated: 'DISCOUNTS_UPDATED' } as const;

export interface EventSink {
  events: EventBus;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Best effort: the change is committed already; a failed notify must not undo the answer. */
export async function publishDiscountsUpdated(
  sink: EventSink,
  payload: { scope: 'discount' | 'coupon' | 'period'; buildingIds: string[] | null },
): Promise<void> {
  try {
    await sink.events.publish({ channel: 'catalog', type: pricingEvents.discountsUpdated, payload });
  } catch (err) {
    sink.log?.warn({ err }, 'discount event not published');
  }
}
