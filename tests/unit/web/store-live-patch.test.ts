import { describe, expect, it } from 'vitest';
import type { StorePanel, StorePanelsResponse } from '../../../domain/schemas/store';
import { patchFromEvent, patchListing } from '../../../web/features/store/live-patch';

const card = (over: Partial<StorePanel> = {}): StorePanel => ({
  id: 'b1',
  name: 'Edifício Cataratas',
  address: 'Av. Brasil, 1250 - Centro, Foz do Iguaçu - PR',
  neighborhood: 'Centro',
  status: 'active',
  screens: 1,
  residents: 100,
  monthlyViews: 15_000,
  priceCents: 174_737,
  originalPriceCents: 199_700,
  isPromo: true,
  promoPercentBp: 1250,
  advertisers: 0,
  latitude: -25.5,
  longitude: -54.5,
  mainPhotoUrl: null,
  ...over,
});

const listing = (items: StorePanel[]): StorePanelsResponse => ({
  page: 1,
  pageSize: 9,
  items,
  summary: {
    total: items.length,
    totalSellable: items.length,
    neighborhoods: ['Centro'],
    bounds: null,
    periodDiscounts: [],
  },
});

describe('live catalogue events on the store', () => {
  it('PRICE_UPDATED replaces the price, re-applying the promotion like the engine', () => {
    const patch = patchFromEvent('PRICE_UPDATED', { buildingId: 'b1', priceCents: 250_000, status: 'active' })!;
    const r = patchListing(listing([card(), card({ id: 'b2' })]), patch);
    expect(r.items[0]).toMatchObject({ originalPriceCents: 250_000, priceCents: 218_750 });
    expect(r.items[1]!.priceCents).toBe(174_737);
  });

  it('a status change makes the card unsellable; unknown statuses count as inactive', () => {
    const r = patchListing(
      listing([card()]),
      patchFromEvent('BUILDING_UPDATED', { buildingId: 'b1', status: 'maintenance' })!,
    );
    expect(r.items[0]!.status).toBe('maintenance');
    expect(patchFromEvent('BUILDING_UPDATED', { buildingId: 'b1', status: 'archived' })).toEqual({
      kind: 'status',
      buildingId: 'b1',
      status: 'inactive',
    });
  });

  it('BUILDING_UPDATED carries price and status; a removed building becomes unavailable', () => {
    const saved = patchFromEvent('BUILDING_UPDATED', { buildingId: 'b1', priceCents: 100_000, status: 'active' })!;
    expect(patchListing(listing([card()]), saved).items[0]).toMatchObject({
      status: 'active',
      originalPriceCents: 100_000,
      priceCents: 87_500,
    });
    const removed = patchFromEvent('BUILDING_UPDATED', {
      buildingId: 'b1',
      priceCents: 199_700,
      status: 'active',
      removed: true,
    })!;
    expect(patchListing(listing([card()]), removed).items[0]!.status).toBe('inactive');
    expect(patchFromEvent('BUILDING_UPDATED', { buildingId: 'b1', status: 'maintenance' })).toEqual({
      kind: 'status',
      buildingId: 'b1',
      status: 'maintenance',
    });
  });

  it('PHOTOS_UPDATED replaces the image', () => {
    const r = patchListing(
      listing([card()]),
      patchFromEvent('PHOTOS_UPDATED', { buildingId: 'b1', mainPhotoUrl: '/files/photos/x-md.webp' })!,
    );
    expect(r.items[0]!.mainPhotoUrl).toBe('/files/photos/x-md.webp');
  });

  it('ignores malformed events', () => {
    expect(patchFromEvent('PRICE_UPDATED', { buildingId: 'b1', priceCents: -1 })).toBeNull();
    expect(patchFromEvent('PRICE_UPDATED', { buildingId: 'b1', priceCents: 10.5 })).toBeNull();
    expect(patchFromEvent('PRICE_UPDATED', { priceCents: 100 })).toBeNull();
    expect(patchFromEvent('SOMETHING_ELSE', { buildingId: 'b1' })).toBeNull();
  });
});
