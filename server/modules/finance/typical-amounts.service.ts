import { dayOf } from '../../../domain/time';
import { typicalAmount } from '../../../domain/money-slips';
import type { DbOrTx } from '../../db/client';
import { recentCategoryAmounts } from './finance.repository';
import { clock } from '../../lib/clock';

/**
 * Each category's typical entry (the median of its last 12 months, with at least 3 entries): what
 * the entry form compares a new amount with before asking 'more than 5× away, confirm?'.
 */
export async function typicalAmountsByCategory(db: DbOrTx, now = clock.now()): Promise<Record<string, number>> {
  const byCategory = new Map<string, number[]>();
  for (const r of await recentCategoryAmounts(db, dayOf(now))) {
    const list = byCategory.get(r.categoryId) ?? [];
    list.push(r.amountCents);
    byCategory.set(r.categoryId, list);
  }
  const out: Record<string, number> = {};
  for (const [categoryId, amounts] of byCategory) {
    const typical = typicalAmount(amounts);
    if (typical !== null) out[categoryId] = typical;
  }
  return out;
}
