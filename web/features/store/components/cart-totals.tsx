import { percentFromBp } from '../../../../domain/money';
import type { Quote } from '../../../../domain/pricing';
import { formatCents } from '../../../lib/format';
import { cn } from '../../../lib/cn';

/** Subtotal, discount and total exactly as the server's quote has them. */
export function CartTotals({ quote, busy }: { quote: Quote | null; busy: boolean }) {
  const d = quote?.cartDiscount;
  const discountLabel =
    d && d.kind
      ? `Desconto (${percentFromBp(d.percentBp)}${d.kind === 'variety' ? ' por variedade de prédios' : ` por ${quote!.months} meses`})`
      : 'Desconto';
  return (
    <dl
      aria-busy={busy}
      data-testid="cart-totals"
      className={cn('space-y-1.5 text-sm transition-opacity', busy && 'opacity-60')}
    >
      <div className="flex justify-between">
        <dt className="text-slate-600">Subtotal</dt>
        <dd data-testid="cart-subtotal" className="font-medium text-slate-900">
          {quote ? formatCents(quote.subtotalCents) : '—'}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">{discountLabel}</dt>
        <dd data-testid="cart-discount" className="font-medium text-emerald-700">
          {quote ? `- ${formatCents(quote.cartDiscount.cents)}` : '—'}
        </dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
        <dt className="font-bold text-slate-900">Total</dt>
        <dd data-testid="cart-total" className="font-extrabold text-slate-900">
          {quote ? formatCents(quote.totalCents) : '—'}
        </dd>
      </div>
    </dl>
  );
}
