import { promotionPriceCents } from '../../../domain/pricing';
import { isBuildingStatus, type BuildingStatus } from '../../../domain/buildings';
import type { StorePanel, StorePanelsResponse } from '../../../domain/schemas/store';

/**
 * Live catalogue events applied to what the store shows, without a reload. Prices are re-derived
 * with the card's promotion by the pricing engine's own promotionPriceCents().
 */
export type PanelPatch =
  | { kind: 'price'; buildingId: string; priceCents: number; status?: BuildingStatus }
  | { kind: 'status'; buildingId: string; status: BuildingStatus }
  | { kind: 'photo'; buildingId: string; mainPhotoUrl: string | null };

/** Anything the store does not know as a status (e.g. 'archived') means it cannot be sold. */
export function toStatus(value: unknown): BuildingStatus {
  return isBuildingStatus(value) ? value : 'inactive';
}

/**
 * The catalogue's events (server/modules/buildings/buildings.events.ts):
 * PRICE_UPDATED {buildingId, priceCents, status}; BUILDING_UPDATED {buildingId, priceCents, status,
 * removed?} on every save, delete or archive; PHOTOS_UPDATED {buildingId, mainPhotoUrl}.
 */
export function patchFromEvent(type: string, data: Record<string, unknown>): PanelPatch | null {
  const buildingId = typeof data.buildingId === 'string' ? data.buildingId : null;
  if (!buildingId) return null;
  const price = data.priceCents;
  const validPrice = typeof price === 'number' && Number.isSafeInteger(price) && price > 0 ? price : null;
  if (type === 'PRICE_UPDATED') {
    if (validPrice === null) return null;
    return {
      kind: 'price',
      buildingId,
      priceCents: validPrice,
      ...(data.status !== undefined ? { status: toStatus(data.status) } : {}),
    };
  }
  if (type === 'BUILDING_UPDATED') {
    // Deleted or archived: it left the store, so an open page shows it as unavailable.
    const status = data.removed === true ? 'inactive' : toStatus(data.status);
    return validPrice === null
      ? { kind: 'status', buildingId, status }
      : { kind: 'price', buildingId, priceCents: validPrice, status };
  }
  if (type === 'PHOTOS_UPDATED') {
    const url = typeof data.mainPhotoUrl === 'string' && data.mainPhotoUrl ? data.mainPhotoUrl : null;
    return { kind: 'photo', buildingId, mainPhotoUrl: url };
  }
  return null;
}

export function patchCard(p: StorePanel, patch: PanelPatch): StorePanel {
  if (p.id !== patch.buildingId) return p;
  switch (patch.kind) {
    case 'price':
      return {
        ...p,
        originalPriceCents: patch.priceCents,
        priceCents: promotionPriceCents(patch.priceCents, p.promoPercentBp),
        ...(patch.status ? { status: patch.status } : {}),
      };
    case 'status':
      return { ...p, status: patch.status };
    case 'photo':
      return { ...p, mainPhotoUrl: patch.mainPhotoUrl };
  }
}

export function patchListing(r: StorePanelsResponse, patch: PanelPatch): StorePanelsResponse {
  return {
    ...r,
    items: r.items.map((p) => patchCard(p, patch)),
  };
}
