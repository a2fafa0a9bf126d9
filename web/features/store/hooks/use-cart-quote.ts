import { useEffect, useMemo, useState } from 'react';
import { cart, useCart } from '../../../lib/cart';
import { formatCents } from '../../../lib/format';
import { useCartQuoteQuery } from '../../../lib/cart-quote';

/**
 * The cart priced by the server (POST /api/store/quote): re-asked every time the drawer opens and
 * whenever the items or the period change. When the server's price of an item differs from the
 * one the person saw, the cart takes the new price and a notice says so.
 */
export function useCartQuote() {
  const { items, months } = useCart();
  const ids = useMemo(() => items.map((i) => i.buildingId), [items]);
  const quote = useCartQuoteQuery(ids, months);
  const [notices, setNotices] = useState<string[]>([]);

  const fresh = quote.data && !quote.isPlaceholderData ? quote.data : null;
  useEffect(() => {
    if (!fresh) return;
    const current = cart.get().items;
    const prices: Record<string, number> = {};
    const texts: string[] = [];
    for (const line of fresh.quote.lines) {
      const item = current.find((i) => i.buildingId === line.buildingId);
      if (item && item.priceCents !== line.unitCents) {
        prices[line.buildingId] = line.unitCents;
        texts.push(
          `O preço de ${item.name} mudou de ${formatCents(item.priceCents)} para ${formatCents(line.unitCents)}.`,
        );
      }
    }
    if (texts.length === 0) return;
    setNotices((n) => [...new Set([...n, ...texts])]);
    cart.updatePrices(prices);
  }, [fresh]);

  const unavailable = useMemo(() => new Set(fresh?.unavailable.map((u) => u.buildingId) ?? []), [fresh]);
  return { quote, notices, unavailable, empty: ids.length === 0 };
}
