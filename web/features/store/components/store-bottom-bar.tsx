import { useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Map as MapIcon, MessageCircle } from 'lucide-react';
import { plural } from '../../../../domain/text';
import { WHATSAPP_TEXTS } from '../../../../domain/whatsapp';
import { buttonVariants } from '../../../components/ui/button';
import { useCart } from '../../../lib/cart';
import { useCartQuoteQuery } from '../../../lib/cart-quote';
import { cn } from '../../../lib/cn';
import { formatCents } from '../../../lib/format';
import { useSiteConfig, whatsappHref } from '../../../lib/site-config';

const round = 'inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-full text-sm font-semibold';

/**
 * The store's bottom bar at 768 px and below (issue 29). It holds what floated over the cards
 * before (the WhatsApp bubble) and the map, one tap away now that the panels come first; once the
 * cart has a panel, its count, the server's total and 'Finalizar', straight to the checkout. The
 * page keeps room for it below its last line, so it never covers anything.
 */
export function StoreBottomBar({ onMap }: { onMap: () => void }) {
  const { items, months } = useCart();
  const ids = useMemo(() => items.map((i) => i.buildingId), [items]);
  const quote = useCartQuoteQuery(ids, months);
  const { data: site } = useSiteConfig();
  const count = items.length;
  const total = quote.data?.quote.totalCents;
  const countText = plural(count, 'painel', 'painéis');

  return (
    <div
      data-testid="cart-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur min-[769px]:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-2">
        {site && (
          <a
            href={whatsappHref(site.company.whatsapp, WHATSAPP_TEXTS.panels)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Conversar no WhatsApp"
            data-testid="whatsapp-bar"
            className={cn(round, 'w-11 bg-whatsapp text-white', count === 0 && 'w-auto px-4')}
          >
            <MessageCircle className="h-5 w-5" aria-hidden />
            {count === 0 && <span>Fale Conosco</span>}
          </a>
        )}
        <button
          type="button"
          onClick={onMap}
          aria-label="Ver o mapa de painéis"
          className={cn(round, 'w-11 border border-slate-300 bg-white text-slate-800', count === 0 && 'w-auto px-4')}
        >
          <MapIcon className="h-5 w-5" aria-hidden />
          {count === 0 && <span>Mapa</span>}
        </button>
        {count > 0 && (
          <>
            <p className="min-w-0 flex-1 text-right text-sm leading-tight" aria-live="polite">
              <span className="block text-slate-600">{countText}</span>
              <span className="block whitespace-nowrap font-bold text-slate-900" data-testid="cart-bar-total">
                {total !== undefined ? formatCents(total) : '…'}
              </span>
            </p>
            <Link
              to="/checkout"
              aria-label={`Finalizar compra: ${countText}${total !== undefined ? `, ${formatCents(total)}` : ''}`}
              className={cn(buttonVariants({ variant: 'primary' }), 'h-11 shrink-0 rounded-full px-4')}
            >
              Finalizar <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
