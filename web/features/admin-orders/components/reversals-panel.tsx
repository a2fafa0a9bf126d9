import { useState } from 'react';
import { toast } from 'sonner';
import { methodLabels, orderNumber } from '../../../../domain/checkout';
import { formatBRL } from '../../../../domain/money';
import { plural } from '../../../../domain/text';
import type { AdminReversalRow } from '../../../../domain/schemas/checkout';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useEndBookings } from '../api/end-bookings';
import { useReversals } from '../api/get-reversals';
import { PaymentStatusBadge } from './status-badge';

/** Whether staff may end the bookings of this row's order (all of its money went back). */
const endable = (r: AdminReversalRow) =>
  r.activeBookings > 0 && (r.status === 'refunded' || r.status === 'charged_back');

/**
 * 'Estornos e contestações': money that went back after it was received — refunds by staff or in
 * the provider's panel (whole or partial) and chargebacks — with the bookings still active and
 * the action to end them.
 */
export function ReversalsPanel({ onOpen }: { onOpen: (orderId: string) => void }) {
  const [page, setPage] = useState(1);
  const q = useReversals(page);
  const end = useEndBookings();
  const [ending, setEnding] = useState<AdminReversalRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = q.data;
  if (!data || data.total === 0) return null;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <section aria-labelledby="reversals-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="reversals-title" className="text-lg font-semibold text-slate-900">
        Estornos e contestações ({data.total})
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Dinheiro devolvido depois de recebido: estornos feitos aqui ou no painel do provedor, inteiros ou parciais, e
        contestações do titular do cartão.
      </p>
      <ul className="divide-y divide-slate-100">
        {data.rows.map((r) => (
          <li key={r.paymentId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className="font-semibold text-slate-900 underline"
                  onClick={() => onOpen(r.orderId)}
                >
                  Pedido {orderNumber(r.orderId)}
                </button>
                {r.status === 'approved' ? (
                  <Badge tone="yellow">Estorno parcial</Badge>
                ) : (
                  <PaymentStatusBadge status={r.status} />
                )}
                {r.inFlightCents > 0 && <Badge tone="yellow">Em processamento: {formatBRL(r.inFlightCents)}</Badge>}
              </div>
              <p className="break-words text-slate-600">
                {r.buyerName} · {methodLabels[r.method]} · pago {formatBRL(r.amountCents)} · devolvido{' '}
                {formatBRL(r.status === 'charged_back' ? r.amountCents : r.refundedCents)} · {formatDateTime(r.lastAt)}
              </p>
              <p className="text-xs text-slate-500">
                {r.activeBookings === 0 ? 'Sem reservas ativas' : plural(r.activeBookings, 'reserva ainda ativa', 'reservas ainda ativas')}
              </p>
            </div>
            {endable(r) && (
              <Button size="sm" variant="outline" onClick={() => (setError(null), setEnding(r))}>
                Encerrar reservas
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} onPage={setPage} label="Paginação dos estornos" className="mt-2" />
      {q.error && <ErrorBox>{errorMessage(q.error)}</ErrorBox>}
      <ConfirmDialog
        open={Boolean(ending)}
        title="Encerrar reservas"
        description={
          ending
            ? `As reservas ativas do pedido ${orderNumber(ending.orderId)} (${plural(ending.activeBookings, 'reserva', 'reservas')}) deixam de valer agora e os vídeos saem das telas na próxima volta.`
            : ''
        }
        confirmLabel="Encerrar reservas"
        danger
        busy={end.isPending}
        error={error}
        onClose={() => setEnding(null)}
        onConfirm={() =>
          ending &&
          end.mutate(ending.orderId, {
            onSuccess: (res) => {
              toast.success(res.message);
              setEnding(null);
            },
            onError: (err) => setError(errorMessage(err)),
          })
        }
      />
    </section>
  );
}
