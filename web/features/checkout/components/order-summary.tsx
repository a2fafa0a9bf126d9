import type { Quote } from '../../../../domain/pricing';
import { monthsLabel } from '../../../../domain/pricing';
import { formatCents } from '../../../lib/format';

export interface SummaryItem {
  buildingId: string;
  name: string;
  address?: string;
  imageUrl?: string | null;
}

/**
 * 'Resumo do pedido': items, subtotal, promotional discount, coupon discount and total, all
 * from the server's quote. `pix` adds the PIX line when that method is chosen.
 */
export function OrderSummary({
  quote,
  items,
  pix,
  loading,
}: {
  quote: Quote | null | undefined;
  items: SummaryItem[];
  pix?: { discountCents: number; totalCents: number } | null;
  loading?: boolean;
}) {
  const promo = quote ? quote.promoDiscountCents + quote.cartDiscount.cents : 0;
  const total = pix ? pix.totalCents : quote?.totalCents;
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="summary-title" className="text-lg font-bold text-slate-900">
        Resumo do pedido
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {items.map((item) => {
          const line = quote?.lines.find((l) => l.buildingId === item.buildingId);
          return (
            <li key={item.buildingId} className="flex items-start gap-3 py-3">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" className="h-12 w-12 shrink-0 rounded-lg object-cover" />
              ) : (
                <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-[10px] text-slate-600">
                  Sem Imagem
                </div>
              )}
              <div className="min-w-0 flex-1">
                <p className="break-words text-sm font-semibold leading-snug text-slate-900">{item.name}</p>
                {item.address && <p className="line-clamp-2 text-xs text-slate-500">{item.address}</p>}
                {quote && <p className="text-xs text-slate-500">{monthsLabel(quote.months)}</p>}
              </div>
              <p className="whitespace-nowrap text-sm font-medium text-slate-900">
                {line ? formatCents(line.lineCents) : '—'}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 space-y-2 border-t border-slate-200 pt-3 text-sm" aria-busy={loading || undefined}>
        <Row label="Subtotal" value={quote ? formatCents(quote.originalSubtotalCents) : '—'} />
        <Row
          label="Desconto promocional"
          value={quote ? `− ${formatCents(promo)}` : '—'}
          tone={promo > 0 ? 'green' : undefined}
        />
        <Row
          label="Desconto do cupom"
          value={quote ? `− ${formatCents(quote.couponDiscountCents)}` : '—'}
          tone={quote && quote.couponDiscountCents > 0 ? 'green' : undefined}
        />
        {pix && <Row label="Desconto PIX (10% OFF)" value={`− ${formatCents(pix.discountCents)}`} tone="green" />}
        <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
          <dt className="text-base font-bold text-slate-900">Total</dt>
          <dd className="text-xl font-extrabold text-brand-700" data-testid="summary-total">
            {total !== undefined ? formatCents(total) : '—'}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value, tone }: { label: string; value: string; tone?: 'green' }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className={tone === 'green' ? 'font-medium text-emerald-700' : 'text-slate-900'}>{value}</dd>
    </div>
  );
}
