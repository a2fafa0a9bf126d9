import { useState } from 'react';
import { methodLabels, refundReasonLabels } from '../../../../domain/checkout';
import { formatBRL } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useRefundsDue } from '../api/get-refunds-due';
import { RefundDialog, type RefundTarget } from './refund-dialog';

/** Payments received that cannot pay their order: each with its reason and a refund button. */
export function RefundsPanel({ onOpen }: { onOpen: (orderId: string) => void }) {
  const q = useRefundsDue();
  const [target, setTarget] = useState<RefundTarget | null>(null);
  const rows = q.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="refunds-title" className="rounded-xl border border-red-200 bg-red-50 p-4">
      <h2 id="refunds-title" className="text-lg font-semibold text-red-800">
        Estornos pendentes ({rows.length})
      </h2>
      <p className="mb-3 text-sm text-red-700">
        Pagamentos recebidos que não podem pagar o seu pedido. O estorno devolve o valor pelo provedor.
      </p>
      <ul className="space-y-2">
        {rows.map((r) => (
          <li
            key={r.paymentId}
            className="flex flex-col gap-2 rounded-lg bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="text-sm">
              <button
                type="button"
                className="font-semibold text-slate-900 underline"
                onClick={() => onOpen(r.orderId)}
              >
                Pedido {r.orderId.slice(0, 8).toUpperCase()}
              </button>{' '}
              — {r.buyerName} ({r.buyerEmail})
              <div className="text-slate-600">
                {formatBRL(r.amountCents)} · {methodLabels[r.method]} ·{' '}
                {refundReasonLabels[r.refundReason ?? ''] ?? r.refundReason ?? 'Motivo não informado'} ·{' '}
                {formatDateTime(r.updatedAt)}
              </div>
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                setTarget({
                  paymentId: r.paymentId,
                  method: r.method,
                  status: r.status,
                  amountCents: r.amountCents,
                  leftCents: r.amountCents,
                  buyerName: r.buyerName,
                  hasBookings: false,
                })
              }
            >
              Estornar
            </Button>
          </li>
        ))}
      </ul>
      <RefundDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
