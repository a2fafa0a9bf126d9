import { useQueryClient } from '@tanstack/react-query';
import type { StorePanelsResponse } from '../../../../domain/schemas/store';
import { useEventStream } from '../../../lib/events';
import { cartQuoteKeys } from '../../../lib/cart-quote';
import { storeKeys } from '../api/keys';
import { patchFromEvent, patchListing, type PanelPatch } from '../live-patch';

/**
 * The catalogue's live events (channel 'catalog') applied to the open store page: a new price
 * replaces the price, a status change makes the card 'Indisponível', new photos replace the image.
 * A building the page does not show yet that becomes active makes the listing refetch.
 */
export function useCatalogLiveUpdates(): void {
  const qc = useQueryClient();

  const apply = (type: string, data: Record<string, unknown>) => {
    const patch = patchFromEvent(type, data);
    if (!patch) return;
    let known = false;
    qc.setQueriesData<StorePanelsResponse>({ queryKey: storeKeys.panelsAll }, (old) => {
      if (!old) return old;
      if (old.items.some((p) => p.id === patch.buildingId)) known = true;
      return patchListing(old, patch);
    });
    // The map's views are the server's (ADR 0033): a status that changes a pin's colour, or takes
    // it out of (or into) the store, changes a count or a pin; the views on screen are asked again.
    if (patch.kind !== 'photo') void qc.invalidateQueries({ queryKey: storeKeys.mapAll });
    // An open cart is re-priced by the server.
    void qc.invalidateQueries({ queryKey: cartQuoteKeys.all });
    // A building the page does not show (another page, or just created) that can be sold: list and
    // count again (the summary's count and the map's extent may have changed).
    if (!known && becameSellable(patch)) {
      void qc.invalidateQueries({ queryKey: storeKeys.panelsAll });
      void qc.invalidateQueries({ queryKey: storeKeys.summaryAll });
    }
  };

  useEventStream(['catalog'], {
    PRICE_UPDATED: (d) => apply('PRICE_UPDATED', d),
    BUILDING_UPDATED: (d) => apply('BUILDING_UPDATED', d),
    PHOTOS_UPDATED: (d) => apply('PHOTOS_UPDATED', d),
    // A promotion (building discount, coupon or period discount) changed: the server prices again
    // the listing, the period labels and the open cart (server/modules/pricing/pricing.events.ts).
    DISCOUNTS_UPDATED: () => void qc.invalidateQueries({ queryKey: storeKeys.all }),
    // Bookings made or ended (a paid order, a refund): advertiser counts and 'Esgotado' change.
    ADVERTISERS_UPDATED: () => void qc.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

function becameSellable(patch: PanelPatch): boolean {
  return (patch.kind === 'status' || patch.kind === 'price') && patch.status === 'active';
}
