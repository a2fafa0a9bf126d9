import { useState } from 'react';
import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import { methodLabels, orderNumber, refundOriginLabels, refundReasonLabels, refundStatusLabels } from '../../../../domain/checkout';
import { providerDetailLabel } from '../../../../domain/activity-labels';
import type { AdminOrderDetail } from '../../../../domain/schemas/checkout';
import { maskCnpj, maskCpf, maskPhone } from '../../../../domain/documents';
import { monthsLabel } from '../../../../domain/pricing';
import { hasReceipt } from '../../../../domain/receipts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatCents, formatDate, formatDateTime } from '../../../lib/format';
import { useEndBookings } from '../api/end-bookings';
import { useAdminOrder } from '../api/get-order';
import { RefundDialog, type RefundTarget } from './refund-dialog';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badge';

/** Why the order waits for a refund, in the words of the domain's table ('building_full: Ed. X' names the building). */
const reasonText = (r: string) => {
  const [code = r, ...rest] = r.split(':');
  const words = refundReasonLabels[code.trim()] ?? r;
  return rest.length && words !== r ? `${words}: ${rest.join(':').trim()}` : words;
};

export function OrderDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const q = useAdminOrder(id);
  const d = q.data;
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  return (
    <>
      <RefundDialog target={refunding} onClose={() => setRefunding(null)} />
      <Dialog
        open={Boolean(id)}
        onOpenChange={(o) => !o && onClose()}
        title={id ? `Pedido ${orderNumber(id)}` : 'Pedido'}
        className="max-w-2xl"
      >
        {q.isPending && <Spinner className="text-brand-600" />}
        {q.error && <ErrorBox>{errorMessage(q.error)}</ErrorBox>}
        {d && (
          <div className="space-y-5 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <OrderStatusBadge status={d.order.status} />
              {d.order.statusReason && (
                <span className="rounded bg-red-50 px-2 py-0.5 text-xs text-red-800">
                  Estorno: {reasonText(d.order.statusReason)}
                </span>
              )}
              {hasReceipt(d.order) && (
                <a
                  href={`/api/admin/orders/${d.order.id}/receipt`}
                  download
                  className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  <FileText className="h-4 w-4" aria-hidden />
                  Recibo<span className="sr-only"> do pedido {orderNumber(d.order.id)} (PDF)</span>
                </a>
              )}
            </div>
            <section>
              <h3 className="font-semibold text-slate-900">Comprador</h3>
              <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-slate-700">
                <dt className="text-slate-500">Nome</dt>
                <dd>{d.order.buyerName}</dd>
                <dt className="text-slate-500">E-mail</dt>
                <dd className="break-all">{d.order.buyerEmail}</dd>
                <dt className="text-slate-500">Telefone</dt>
                <dd>{maskPhone(d.order.buyerPhone)}</dd>
                <dt className="text-slate-500">CPF</dt>
                <dd>{maskCpf(d.order.buyerCpf)}</dd>
                {d.order.buyerCompany && (
                  <>
                    <dt className="text-slate-500">Empresa</dt>
                    <dd>{d.order.buyerCompany}</dd>
                  </>
                )}
                {d.order.buyerCnpj && (
                  <>
                    <dt className="text-slate-500">CNPJ</dt>
                    <dd>{maskCnpj(d.order.buyerCnpj)}</dd>
                  </>
                )}
              </dl>
            </section>
            <section>
              <h3 className="font-semibold text-slate-900">Itens ({monthsLabel(d.order.months)})</h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {d.lines.map((l) => (
                  <li key={l.buildingId} className="flex justify-between py-1.5">
                    <span>{l.name}</span>
                    <span>{formatCents(l.lineCents)}</span>
                  </li>
                ))}
              </ul>
              <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2">
                <Line label="Subtotal" value={formatCents(d.order.subtotalCents)} />
                <Line label="Descontos" value={`− ${formatCents(d.order.discountCents)}`} />
                <Line
                  label={`Cupom${d.order.couponCode ? ` ${d.order.couponCode}` : ''}`}
                  value={`− ${formatCents(d.order.couponDiscountCents)}`}
                />
                <Line label="Desconto PIX" value={`− ${formatCents(d.order.pixDiscountCents)}`} />
                <Line label="Total" value={formatCents(d.order.totalCents)} strong />
              </dl>
            </section>
            <section>
              <h3 className="font-semibold text-slate-900">Pagamentos</h3>
              {d.payments.length === 0 ? (
                <p className="mt-1 text-slate-500">Nenhuma tentativa de pagamento.</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {d.payments.map((p) => (
                    <li key={p.id} className="rounded-lg border border-slate-200 p-3">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-medium">
                          {methodLabels[p.method]}
                          {p.installments ? ` ${p.installments}x` : ''} · {formatCents(p.amountCents)}
                        </span>
                        <PaymentStatusBadge status={p.status} />
                      </div>
                      <p className="mt-1 text-xs text-slate-500">
                        {p.provider} · {p.providerPaymentId ?? 'sem id no provedor'} · {formatDateTime(p.createdAt)}
                        {p.cardLast4 ? ` · final ${p.cardLast4}` : ''}
                        {p.statusDetail ? ` · ${providerDetailLabel(p.statusDetail)}` : ''}
                      </p>
                      <PaymentRefunds payment={p} />
                      {p.refundableCents > 0 && (
                        <Button
                          size="sm"
                          variant="outline"
                          className="mt-2"
                          onClick={() =>
                            setRefunding({
                              paymentId: p.id,
                              method: p.method,
                              status: p.status,
                              amountCents: p.amountCents,
                              leftCents: p.refundableCents,
                              buyerName: d.order.buyerName,
                              hasBookings: d.bookings.some((b) => b.status === 'active'),
                            })
                          }
                        >
                          {p.refundedCents > 0 ? 'Estornar mais' : 'Estornar'}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section>
              <h3 className="font-semibold text-slate-900">Reservas</h3>
              {d.bookings.length === 0 ? (
                <p className="mt-1 text-slate-500">Nenhuma reserva concedida.</p>
              ) : (
                <ul className="mt-2 space-y-1">
                  {d.bookings.map((b) => (
                    <li key={b.id}>
                      {d.lines.find((l) => l.buildingId === b.buildingId)?.name ?? b.buildingId}:{' '}
                      {formatDate(b.startsAt)} a {formatDate(b.endsAt)}
                      {b.status === 'cancelled' && ' (encerrada)'}
                    </li>
                  ))}
                </ul>
              )}
              <EndBookings detail={d} />
            </section>
          </div>
        )}
      </Dialog>
    </>
  );
}

/** What went back of one payment: each refund with who made it, its state and why. */
function PaymentRefunds({ payment }: { payment: AdminOrderDetail['payments'][number] }) {
  if (payment.refunds.length === 0) return null;
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-2 text-xs text-slate-700">
      <p className="font-semibold">
        Estornado: {formatCents(payment.refundedCents)} de {formatCents(payment.amountCents)}
      </p>
      <ul className="mt-1 space-y-1">
        {payment.refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-2">
            <span>{formatCents(r.amountCents)}</span>
            <Badge tone={r.status === 'done' ? 'gray' : r.status === 'failed' ? 'red' : 'yellow'}>
              {refundStatusLabels[r.status]}
            </Badge>
            <span>{refundOriginLabels[r.origin]}</span>
            <span>{formatDateTime(r.createdAt)}</span>
            {r.origin === 'staff' && <span className="w-full text-slate-500">Motivo: {r.reason}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After a whole refund or a chargeback, staff may end the bookings that still hold places. */
function EndBookings({ detail }: { detail: AdminOrderDetail }) {
  const end = useEndBookings();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = detail.bookings.filter(
    (b) => b.status === 'active' && new Date(b.endsAt).getTime() > Date.now(),
  ).length;
  const paidBy = detail.payments.some((p) => p.status === 'approved');
  const reversed = detail.payments.some((p) => p.status === 'refunded' || p.status === 'charged_back');
  if (active === 0 || paidBy || !reversed) return null;
  return (
    <>
      <p className="mt-2 text-xs text-amber-800">
        O dinheiro deste pedido voltou ao comprador, mas{' '}
        {active === 1 ? 'uma reserva continua ativa' : `${active} reservas continuam ativas`}.
      </p>
      <Button size="sm" variant="outline" className="mt-2" onClick={() => (setError(null), setOpen(true))}>
        Encerrar reservas
      </Button>
      <ConfirmDialog
        open={open}
        title="Encerrar reservas"
        description={`As reservas do pedido ${orderNumber(detail.order.id)} deixam de valer agora e os vídeos saem das telas na próxima volta.`}
        confirmLabel="Encerrar reservas"
        danger
        busy={end.isPending}
        error={error}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          end.mutate(detail.order.id, {
            onSuccess: (res) => {
              toast.success(res.message);
              setOpen(false);
            },
            onError: (err) => setError(errorMessage(err)),
          })
        }
      />
    </>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? 'font-bold text-slate-900' : 'text-slate-600'}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
