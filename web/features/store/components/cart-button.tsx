import { useEffect, useRef, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useCart } from '../../../lib/cart';
import { plural } from '../../../../domain/text';

/**
 * The header's cart button: the item count, and the icon bumps for 500 ms when it changes. No
 * toast on add (it would cover this very button on a phone); a polite live region says it instead.
 */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const count = useCart().items.length;
  const previous = useRef(count);
  const [bump, setBump] = useState(0);

  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setBump((b) => b + 1);
  }, [count]);

  return (
    <>
      <span className="sr-only" aria-live="polite">
        {bump > 0 ? `${plural(count, 'item', 'itens')} no carrinho` : ''}
      </span>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Abrir carrinho (${plural(count, 'item', 'itens')})`}
        data-testid="cart-button"
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-white hover:bg-white/10"
      >
        <ShoppingCart
          key={bump}
          data-bump={bump > 0 || undefined}
          className={bump > 0 ? 'h-6 w-6 animate-cart-bump' : 'h-6 w-6'}
          aria-hidden
        />
        {count > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-accent-500 px-1.5 text-center text-xs font-bold leading-5 text-ink-900"
          >
            {count}
          </span>
        )}
      </button>
    </>
  );
}
