import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { methodLabels, type PaymentStatus } from '../../../../domain/checkout';
import { messages } from '../../../../domain/messages';
import { formatBRL, parseBRL } from '../../../../domain/money';
import { isSmallRefund } from '../../../../domain/money-slips';
import { centsToAmountText } from '../../../../domain/money';
import { refundFormFor, type RefundFormValues } from '../../../../domain/schemas/checkout';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api';
import { useRefundPayment } from '../api/refund-payment';

export interface RefundTarget {
  paymentId: string;
  method: 'pix' | 'card';
  status: PaymentStatus;
  amountCents: number;
  /** What can still go back. */
  leftCents: number;
  buyerName: string;
  /** The order has bookings that could end with a whole refund. */
  hasBookings: boolean;
}

/**
 * 'Estornar pagamento': how much (all that is left by default, or part of it), why, and — when
 * everything goes back — whether the order's bookings end. Money that could not pay its order
 * (refund_needed) goes back whole. The dialog's own request id makes a repeated click harmless.
 */
export function RefundDialog({ target, onClose }: { target: RefundTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={Boolean(target)}
      onOpenChange={(o) => !o && onClose()}
      title="Estornar pagamento"
      description={target ? describe(target) : undefined}
    >
      {target && <RefundForm key={target.paymentId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

const describe = (t: RefundTarget) =>
  `${methodLabels[t.method]} de ${formatBRL(t.amountCents)} de ${t.buyerName}. Pode ser devolvido: ${formatBRL(t.leftCents)}.`;

type RefundBody = { amountCents: number; reason?: string; endBookings: boolean };

function RefundForm({ target, onClose }: { target: RefundTarget; onClose: () => void }) {
  const whole = target.status === 'refund_needed';
  const [requestId] = useState(() => crypto.randomUUID());
  const [serverError, setServerError] = useState<string | null>(null);
  const refund = useRefundPayment();
  const form = useForm<RefundFormValues, unknown, RefundBody>({
    resolver: zodResolver(refundFormFor(target.leftCents, { reasonRequired: !whole })),
    defaultValues: { amount: centsToAmountText(target.leftCents), reason: '', endBookings: false },
  });
  const { errors } = form.formState;
  const typed = parseBRL(form.watch('amount') ?? '');
  const all = typed === target.leftCents;
  // Less than a fifth of what can go back is more often a slip than a decision (ADR 0041): ask once.
  const [slip, setSlip] = useState<RefundBody | null>(null);
  const submit = form.handleSubmit((v) => {
    if (isSmallRefund(v.amountCents, target.leftCents)) setSlip(v);
    else send(v);
  });
  const send = (v: RefundBody) => {
    setServerError(null);
    refund.mutate(
      { paymentId: target.paymentId, body: { ...v, requestId } },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onClose();
        },
        onError: (err) => setServerError(errorMessage(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <Field
        id="refund-amount"
        label="Valor a estornar (R$)"
        error={errors.amount?.message}
        hint={whole ? 'Um pagamento que não pôde pagar o pedido é devolvido por inteiro.' : undefined}
      >
        <MoneyInput
          id="refund-amount"
          readOnly={whole}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? 'refund-amount-error' : undefined}
          {...form.register('amount')}
        />
      </Field>
      <Field
        id="refund-reason"
        label={whole ? 'Motivo (opcional)' : 'Motivo do estorno'}
        error={errors.reason?.message}
      >
        <Textarea
          id="refund-reason"
          maxLength={300}
          className="min-h-20"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'refund-reason-error' : undefined}
          {...form.register('reason')}
        />
      </Field>
      {!whole && target.hasBookings && all && (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 h-4 w-4" {...form.register('endBookings')} />
          <span>Encerrar as reservas deste pedido (os vídeos saem das telas na próxima volta)</span>
        </label>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="danger" disabled={refund.isPending}>
          {typed !== null && typed > 0 ? `Estornar ${formatBRL(typed)}` : 'Estornar'}
        </Button>
      </div>
      <ConfirmDialog
        open={slip !== null}
        title={messages.amountSlipConfirmTitle}
        description={slip ? messages.refundSlipConfirm(formatBRL(slip.amountCents), formatBRL(target.leftCents)) : ''}
        confirmLabel="Confirmar valor"
        danger
        busy={refund.isPending}
        onClose={() => {
          setSlip(null);
          form.setFocus('amount');
        }}
        onConfirm={() => {
          const v = slip;
          setSlip(null);
          if (v) send(v);
        }}
      />
    </form>
  );
}
