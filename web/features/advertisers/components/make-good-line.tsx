import { useState } from 'react';
import { toast } from 'sonner';
import { MAKE_GOOD_CREDIT_VALID_DAYS, MAX_DISMISS_REASON } from '../../../../domain/make-goods';
import { messages } from '../../../../domain/messages';
import type { MakeGoodView } from '../../../../domain/schemas/make-goods';
import { outageDurationText } from '../../../../domain/signage';
import { plural } from '../../../../domain/text';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatCents, formatDate } from '../../../lib/format';
import { useDismissMakeGood, useGrantMakeGood } from '../api/decide-make-good';

const by = (m: MakeGoodView) => (m.decidedByName ? ` por ${m.decidedByName}` : '') + ` em ${formatDate(m.decidedAt)}`;

/** 'Dispensar': the reason is required; it stays on the booking for staff (the client is not told). */
function DismissDialog({
  makeGood,
  advertiserId,
  open,
  onClose,
}: {
  makeGood: MakeGoodView;
  advertiserId: string;
  open: boolean;
  onClose: () => void;
}) {
  const dismiss = useDismissMakeGood(advertiserId);
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title="Dispensar o crédito"
      description={`Crédito sugerido de ${formatCents(makeGood.creditCents ?? 0)}. O cliente não é avisado; o motivo fica registrado.`}
      placeholder="Por exemplo: compensado com uma campanha extra combinada com o cliente"
      maxLength={MAX_DISMISS_REASON}
      submitLabel="Dispensar"
      texts={{ required: messages.makeGoodReasonRequired, done: messages.makeGoodDismissed, failed: messages.makeGoodDecisionError }}
      onSubmit={(reason) => dismiss.mutateAsync({ id: makeGood.id, reason })}
    />
  );
}

/**
 * A booking's 'Compensação' (ADR 0047): what the make-good job decided, and for an offered credit
 * the two decisions staff who manage coupons take once: grant it (a coupon mailed to the client)
 * or dismiss it with a reason.
 */
export function MakeGoodLine({
  makeGood: m,
  advertiserId,
  canDecide,
}: {
  makeGood: MakeGoodView;
  advertiserId: string;
  canDecide: boolean;
}) {
  const [granting, setGranting] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const grant = useGrantMakeGood(advertiserId);
  const lost = outageDurationText(m.lostMs);
  async function confirmGrant() {
    try {
      const done = await grant.mutateAsync(m.id);
      toast.success(`${messages.makeGoodGranted} Cupom ${done.couponCode ?? ''}.`);
      setGranting(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        toast.error(err.message);
        setGranting(false);
      } else setError(errorMessage(err, messages.makeGoodDecisionError));
    }
  }
  const line = (tone: string, text: string) => (
    <p className={`mt-1 text-xs ${tone}`} data-testid="booking-make-good">
      <span className="font-semibold">Compensação:</span> {text}
    </p>
  );
  switch (m.outcome) {
    case 'none':
      return line('text-slate-600', `não necessária (fora do ar ${lost}; limite ${outageDurationText(m.thresholdMs)})`);
    case 'extended':
      return line(
        'text-emerald-700',
        `reserva estendida em ${plural(m.extendedDays ?? 0, 'dia', 'dias')} (fora do ar ${lost}${m.previousEndsAt ? `; terminava em ${formatDate(m.previousEndsAt)}` : ''})`,
      );
    case 'credit_granted':
      return line(
        'text-emerald-700',
        `crédito de ${formatCents(m.creditCents ?? 0)} concedido — cupom ${m.couponCode ?? ''}${by(m)}`,
      );
    case 'credit_dismissed':
      return line('text-slate-600', `crédito dispensado${by(m)} — ${m.dismissReason ?? ''}`);
    case 'credit_offered':
      return (
        <div
          className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-xs text-amber-900"
          data-testid="booking-make-good"
        >
          <p>
            <span className="font-semibold">Compensação:</span> crédito de{' '}
            <strong>{formatCents(m.creditCents ?? 0)}</strong> a decidir. A tela ficou fora do ar por {lost} (limite{' '}
            {outageDurationText(m.thresholdMs)}) e o prédio estava lotado após o fim da reserva.
          </p>
          {canDecide ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => {
                  setError(null);
                  setGranting(true);
                }}
              >
                Conceder crédito
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDismissing(true)}>
                Dispensar
              </Button>
            </div>
          ) : (
            <p className="mt-1 text-amber-800">Quem gerencia os cupons decide.</p>
          )}
          <ConfirmDialog
            open={granting}
            title="Conceder crédito"
            description={`O cliente recebe por e-mail um cupom de ${formatCents(m.creditCents ?? 0)}, de uso único, válido por ${MAKE_GOOD_CREDIT_VALID_DAYS} dias em qualquer prédio.`}
            confirmLabel="Conceder crédito"
            busy={grant.isPending}
            error={error}
            onConfirm={() => void confirmGrant()}
            onClose={() => setGranting(false)}
          />
          <DismissDialog
            makeGood={m}
            advertiserId={advertiserId}
            open={dismissing}
            onClose={() => setDismissing(false)}
          />
        </div>
      );
  }
}
