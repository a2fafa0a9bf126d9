import { FileText, Receipt } from 'lucide-react';
import { methodLabels } from '../../../../domain/checkout';
import { messages } from '../../../../domain/messages';
import { monthsLabel } from '../../../../domain/pricing';
import { receiptStandingLabels, type ReceiptStanding } from '../../../../domain/receipts';
import { Badge } from '../../../components/ui/badge';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formatCents, formatDate } from '../../../lib/format';
import { useClientOrders } from '../api/get-client-orders';

const standingTone: Record<ReceiptStanding, 'green' | 'yellow' | 'gray' | 'red'> = {
  paid: 'green',
  partly_refunded: 'yellow',
  refunded: 'gray',
  charged_back: 'red',
};

/** 'Meus pedidos' on the client dashboard: each paid order with its receipt (ADR 0050). */
export function ClientOrdersCard() {
  const orders = useClientOrders();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="meus-pedidos">
      <h2 id="meus-pedidos" className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
        <Receipt className="h-5 w-5 text-brand-600" aria-hidden />
        Meus pedidos
      </h2>
      {orders.isPending ? (
        <Spinner className="text-brand-600" />
      ) : orders.isError ? (
        <ErrorBox>{messages.clientOrdersLoadError}</ErrorBox>
      ) : orders.data.rows.length === 0 ? (
        <p className="text-sm text-slate-500">Nenhum pedido pago ainda. O recibo de cada compra aparece aqui.</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="client-orders">
          {orders.data.rows.map((o) => (
            <li
              key={o.id}
              className="flex flex-col gap-2 py-3 text-sm min-[560px]:flex-row min-[560px]:items-center min-[560px]:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
                  <span>
                    Pedido <span className="font-mono">{o.number}</span>
                  </span>
                  {o.standing !== 'paid' && (
                    <Badge tone={standingTone[o.standing]}>{receiptStandingLabels[o.standing]}</Badge>
                  )}
                </p>
                <p className="text-xs text-slate-600">
                  Pago em {formatDate(o.paidAt)} · {o.method ? methodLabels[o.method] : 'Pagamento'} ·{' '}
                  {monthsLabel(o.months)}
                  {/* In the same line: a building's name alone is the dashboard's 'Prédios Disponíveis'. */}
                  {o.buildings.length > 0 && <> · {o.buildings.join(', ')}</>}
                </p>
              </div>
              <div className="flex shrink-0 items-center justify-between gap-4 min-[560px]:justify-end">
                <span className="min-[560px]:text-right">
                  <span className="block font-semibold tabular-nums text-slate-900">{formatCents(o.totalCents)}</span>
                  {o.returnedCents > 0 && (
                    <span className="block text-xs text-slate-600">Devolvido: {formatCents(o.returnedCents)}</span>
                  )}
                </span>
                <a
                  href={o.receiptUrl}
                  download
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
                >
                  <FileText className="h-4 w-4" aria-hidden />
                  Recibo<span className="sr-only"> do pedido {o.number} (PDF)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
