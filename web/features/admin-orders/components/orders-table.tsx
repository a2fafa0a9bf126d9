import { methodLabels, orderNumber } from '../../../../domain/checkout';
import type { AdminOrderRow } from '../../../../domain/schemas/checkout';
import { formatCents, formatDateTime } from '../../../lib/format';
import { OrderStatusBadge } from './status-badge';

/** Table above 768 px, cards below. Each row opens the detail. */
export function OrdersTable({ rows, onOpen }: { rows: AdminOrderRow[]; onOpen: (id: string) => void }) {
  const method = (r: AdminOrderRow) =>
    r.method ? `${methodLabels[r.method]}${r.method === 'card' && r.installments ? ` ${r.installments}x` : ''}` : '—';
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white min-[769px]:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                Pedido
              </th>
              <th scope="col" className="px-4 py-3">
                Comprador
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Forma
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Total
              </th>
              <th scope="col" className="px-4 py-3">
                Data
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.id} className="hover:bg-slate-50">
                <td className="px-4 py-3">
                  <button
                    type="button"
                    onClick={() => onOpen(r.id)}
                    className="font-mono font-semibold text-brand-700 hover:underline"
                    aria-label={`Ver pedido ${orderNumber(r.id)}`}
                  >
                    {orderNumber(r.id)}
                  </button>
                </td>
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{r.buyerName}</p>
                  <p className="text-xs text-slate-500">{r.buyerEmail}</p>
                </td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={r.status} />
                </td>
                <td className="px-4 py-3 text-slate-700">{method(r)}</td>
                <td className="px-4 py-3 text-right font-semibold text-slate-900">{formatCents(r.totalCents)}</td>
                <td className="px-4 py-3 text-slate-600">{formatDateTime(r.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 min-[769px]:hidden">
        {rows.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              onClick={() => onOpen(r.id)}
              className="w-full rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-mono font-semibold text-brand-700">{orderNumber(r.id)}</span>
                <OrderStatusBadge status={r.status} />
              </span>
              <span className="mt-2 block font-medium text-slate-900">{r.buyerName}</span>
              <span className="mt-1 flex justify-between text-sm text-slate-600">
                <span>{method(r)}</span>
                <span className="font-semibold text-slate-900">{formatCents(r.totalCents)}</span>
              </span>
              <span className="mt-1 block text-xs text-slate-500">{formatDateTime(r.createdAt)}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
