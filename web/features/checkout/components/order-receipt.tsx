import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import { methodLabels, orderNumber } from '../../../../domain/checkout';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import { monthsLabel } from '../../../../domain/pricing';
import type { PublicOrder } from '../../../../domain/schemas/checkout';
import { formatCents, formatDate } from '../../../lib/format';

/** The success page's title for the order's state: paid, paid but to be refunded, or in analysis. */
export function OrderOutcomeHeading({ order }: { order: PublicOrder }) {
  const paid = order.status === 'paid';
  const refund = order.status === 'refund_needed';
  return (
    <>
      {paid ? (
        <>
          <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-500" aria-hidden />
          <h1 className="mt-4 text-center text-2xl font-extrabold text-slate-900">{messages.paymentSuccessTitle}</h1>
          <p className="mt-2 text-center text-slate-600">{messages.paymentSuccessDescription}</p>
        </>
      ) : refund ? (
        <>
          <AlertTriangle className="mx-auto h-14 w-14 text-amber-500" aria-hidden />
          <h1 className="mt-4 text-center text-2xl font-extrabold text-slate-900">Pagamento recebido</h1>
          <p
            role="alert"
            className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {order.statusMessage}
          </p>
        </>
      ) : (
        <>
          <Clock className="mx-auto h-14 w-14 text-brand-500" aria-hidden />
          <h1 className="mt-4 text-center text-2xl font-extrabold text-slate-900">Pagamento em análise</h1>
          <p className="mt-2 text-center text-slate-600">
            {order.statusMessage ?? 'Assim que o pagamento for confirmado você receberá um e-mail.'}
          </p>
        </>
      )}
    </>
  );
}

/** Order number, period, payment, date, coupon, lines, discounts and the total paid. */
export function OrderReceipt({ order }: { order: PublicOrder }) {
  return (
    <>
      <dl className="mt-8 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm">
        <dt className="text-slate-600">Pedido</dt>
        <dd className="text-right font-mono font-bold text-slate-900" data-testid="order-number">
          {orderNumber(order.id)}
        </dd>
        <dt className="text-slate-600">Período</dt>
        <dd className="text-right text-slate-900">{monthsLabel(order.months)}</dd>
        {order.method && (
          <>
            <dt className="text-slate-600">Pagamento</dt>
            <dd className="text-right text-slate-900">
              {methodLabels[order.method]}
              {order.method === 'card' && order.installments ? ` em ${order.installments}x sem juros` : ''}
            </dd>
          </>
        )}
        {order.paidAt && (
          <>
            <dt className="text-slate-600">Data</dt>
            <dd className="text-right text-slate-900">{formatDate(order.paidAt)}</dd>
          </>
        )}
        {order.couponCode && (
          <>
            <dt className="text-slate-600">Cupom</dt>
            <dd className="text-right text-slate-900">{order.couponCode}</dd>
          </>
        )}
      </dl>
      <ul className="mt-4 divide-y divide-slate-100 text-sm">
        {order.lines.map((l) => (
          <li key={l.buildingId} className="flex justify-between gap-4 py-2">
            <span className="text-slate-800">{l.name}</span>
            <span className="whitespace-nowrap text-slate-900">{formatCents(l.lineCents)}</span>
          </li>
        ))}
      </ul>
      {order.quote.originalSubtotalCents > order.totalCents && (
        <div className="flex justify-between border-t border-slate-100 py-2 text-sm">
          <span className="text-slate-600">Descontos</span>
          <span className="text-emerald-700">
            − {formatCents(order.quote.originalSubtotalCents - order.totalCents)}
          </span>
        </div>
      )}
      <div className="mt-2 flex items-baseline justify-between border-t border-slate-200 pt-3">
        <span className="font-bold text-slate-900">Total pago</span>
        <span className="text-xl font-extrabold text-brand-700" data-testid="success-total">
          {formatCents(order.totalCents)}
        </span>
      </div>
    </>
  );
}
