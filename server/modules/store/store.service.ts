import { foldText, mergeNeighborhoods } from '../../../domain/neighborhoods';
import { monthlyViewsEstimate, STORE_PAGE_SIZE } from '../../../domain/panels';
import { priceCart, toBuildingDiscount, type BuildingDiscount, type PricingBuilding } from '../../../domain/pricing';
import type { StorePanel, StorePanelsResponse, StoreSummary } from '../../../domain/schemas/store';
import type { DbOrTx } from '../../db/client';
import { photoUrlsOf } from '../buildings/buildings.service';
import { findStorePage, type StoreDiscountRow } from './store.repository';

export interface StoreListingRequest {
  search?: string;
  neighborhood?: string;
  page: number;
  summary: boolean;
  now?: Date;
}

/** 'São 10%_x' -> '%sao 10\%\_x%': folded like the SQL side, LIKE wildcards escaped. */
export function searchPattern(search: string | undefined): string | null {
  const s = search?.trim();
  if (!s) return null;
  return `%${foldText(s).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The unit price of rule 1 of the pricing engine, computed BY the engine (a one-line cart), so a
 * card shows exactly what the quote will charge; the engine also decides which discount is in
 * force (status, window, highest). Discounts are indexed by building first: with thousands of
 * map panels each line only sees its own candidates.
 */
function unitPricer(rows: StoreDiscountRow[], now: Date) {
  const byBuilding = new Map<string, BuildingDiscount[]>();
  for (const row of rows) {
    const d = toBuildingDiscount(row);
    for (const id of new Set([d.buildingId, ...(d.buildingIds ?? [])])) {
      if (!id) continue;
      const list = byBuilding.get(id) ?? [];
      list.push(d);
      byBuilding.set(id, list);
    }
  }
  return (building: PricingBuilding) => {
    const buildingDiscounts = byBuilding.get(building.id);
    if (!buildingDiscounts) return { unitCents: building.priceCents, isPromo: false, promoPercentBp: 0 };
    const [line] = priceCart({
      lines: [{ building }],
      months: 1,
      buildingDiscounts,
      periodDiscounts: [],
      varietyDiscount: null,
      coupon: null,
      method: null,
      now,
    }).lines;
    return { unitCents: line!.unitCents, isPromo: line!.isPromo, promoPercentBp: line!.promoPercentBp };
  };
}

export async function listStorePanels(db: DbOrTx, req: StoreListingRequest): Promise<StorePanelsResponse> {
  const now = req.now ?? new Date();
  const nb = req.neighborhood?.trim();
  const raw = await findStorePage(db, {
    searchPattern: searchPattern(req.search),
    neighborhood: nb ? foldText(nb) : null,
    page: req.page,
    includeSummary: req.summary,
    now,
  });
  const price = unitPricer(raw.discounts, now);

  const items: StorePanel[] = raw.items.map((b) => {
    const p = price({ id: b.id, name: b.name, status: b.status, priceCents: b.priceCents });
    return {
      id: b.id,
      name: b.name,
      address: b.address,
      neighborhood: b.neighborhood,
      status: b.status,
      screens: b.screens,
      residents: b.residents,
      monthlyViews: monthlyViewsEstimate(b.residents),
      priceCents: p.unitCents,
      originalPriceCents: b.priceCents,
      isPromo: p.isPromo,
      promoPercentBp: p.promoPercentBp,
      advertisers: b.advertisers,
      latitude: b.latitude,
      longitude: b.longitude,
      mainPhotoUrl: b.mainPhotoKey ? photoUrlsOf(b.mainPhotoKey).md : null,
    };
  });
  const sum = raw.summary;
  const summary: StoreSummary | null = sum && {
    total: sum.total,
    totalSellable: sum.totalSellable,
    neighborhoods: mergeNeighborhoods(sum.storedNeighborhoods, sum.addressNeighborhoods),
    map: sum.map.map((m) => {
      const p = price({ id: m.id, name: m.name, status: m.status, priceCents: m.priceCents });
      return { ...m, priceCents: p.unitCents, promoPercentBp: p.promoPercentBp };
    }),
    periodDiscounts: sum.periodDiscounts,
  };

  return { page: req.page, pageSize: STORE_PAGE_SIZE, items, summary };
}
