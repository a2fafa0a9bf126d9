import {
  PricingError,
  priceCart,
  type CouponForPricing,
  type PaymentMethod,
  type PricingBuilding,
  type Quote,
} from '../../../domain/pricing';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import {
  findActiveDiscounts,
  findBuildingsForPricing,
  findPeriodDiscounts,
  findVarietyDiscount,
} from './pricing.repository';
import { clock } from '../../lib/clock';

export interface QuoteRequest {
  buildingIds: string[];
  months: number;
  coupon?: CouponForPricing | null;
  method?: PaymentMethod | null;
  installments?: number;
  now?: Date;
}

export interface ServerQuote {
  quote: Quote;
  /** The buildings as they are now (status included), in the order asked. */
  buildings: PricingBuilding[];
  /** Ids that do not exist (or were archived). */
  missing: string[];
}

/**
 * The one server-side price: loads what the pure engine needs and runs it. The store shows this,
 * and checkout charges it; the browser's numbers are never trusted.
 */
export async function quoteCart(db: DbOrTx, req: QuoteRequest): Promise<ServerQuote> {
  const now = req.now ?? clock.now();
  const ids = [...new Set(req.buildingIds)];
  const [found, buildingDiscounts, periodDiscounts, varietyDiscount] = await Promise.all([
    findBuildingsForPricing(db, ids),
    findActiveDiscounts(db, ids, now),
    findPeriodDiscounts(db),
    findVarietyDiscount(db),
  ]);
  const byId = new Map(found.map((b) => [b.id, b]));
  const ordered = ids.map((id) => byId.get(id)).filter((b): b is PricingBuilding => Boolean(b));
  const missing = ids.filter((id) => !byId.has(id));
  try {
    const quote = priceCart({
      lines: ordered.map((building) => ({ building })),
      months: req.months,
      buildingDiscounts,
      periodDiscounts,
      varietyDiscount,
      coupon: req.coupon ?? null,
      method: req.method ?? null,
      installments: req.installments,
      now,
    });
    return { quote, buildings: ordered, missing };
  } catch (err) {
    if (err instanceof PricingError) throw badRequest(err.message, err.code);
    throw err;
  }
}
