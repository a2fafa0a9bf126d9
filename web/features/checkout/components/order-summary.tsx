import type { Quote } from '../../../../domain/pricing';
import { monthsLabel } from '../../../../domain/pricing';
import { formatCents } from '../../../lib/format';
import { SummaryTotals } from '../../../components/commerce/summary-totals';

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
      <SummaryTotals quote={quote} pix={pix} busy={Boolean(loading)} testIdPrefix="summary" className="mt-3 border-t border-slate-200 pt-3" />
    </section>
  );
}
