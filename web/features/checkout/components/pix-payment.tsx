import { useEffect, useRef, useState } from 'react';
import { Copy, QrCode } from 'lucide-react';
import { lazyToast as toast } from '../../../lib/toast';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import { PIX_EXPIRY_MINUTES } from '../../../../domain/checkout';
import type { PublicOrder } from '../../../../domain/schemas/checkout';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formatCents } from '../../../lib/format';
import { useSandboxApprove } from '../api/approve-sandbox-payment';
import { useCreatePayment } from '../api/create-payment';
import { paymentFailureText } from '../api/payment-failure';
import { Countdown } from './countdown';

/**
 * PIX: 'Gerar QR Code', then the QR image, the copy-and-paste code with its copy button and the
 * countdown to the PIX's own expiry. Confirmation arrives by itself (the page listens to the order's events).
 */
export function PixPayment({
  order,
  token,
  sandbox,
  onOrder,
}: {
  order: PublicOrder;
  token: string;
  sandbox: boolean;
  onOrder: (o: PublicOrder) => void;
}) {
  const create = useCreatePayment(order.id, token);
  const approve = useSandboxApprove(token);
  const [error, setError] = useState<string | null>(null);
  const payment =
    order.payment?.method === 'pix' && order.payment.status === 'pending' && order.payment.pixPayload
      ? order.payment
      : null;
  const refused =
    order.payment?.method === 'pix' && (order.payment.status === 'rejected' || order.payment.status === 'error');
  const qrRef = useRef<HTMLDivElement>(null);
  const shownId = payment?.id ?? null;
  // A new QR Code comes into view from its top (it appears below the button the person just
  // pressed), with what follows it (the code to copy, and in the sandbox the bank's stand-in).
  useEffect(() => {
    if (shownId) qrRef.current?.scrollIntoView({ block: 'start' });
  }, [shownId]);

  const generate = async () => {
    setError(null);
    try {
      const res = await create.mutateAsync({ method: 'pix' });
      onOrder(res.order);
    } catch (err) {
      const text = paymentFailureText(err, messages.pixError);
      setError(text);
      toast.error(text);
    }
  };

  const copy = async () => {
    if (!payment?.pixPayload) return;
    try {
      await navigator.clipboard.writeText(payment.pixPayload);
    } catch {
      // Clipboard blocked (http, old browser): select the text so the person can copy it.
      (document.getElementById('pix-code') as HTMLTextAreaElement | null)?.select();
    }
    toast.success(messages.codeCopied);
  };

  if (!payment) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Pague <strong className="text-slate-900">{formatCents(order.charges.pix.totalCents)}</strong> com 10% de
          desconto. O QR Code vale por {PIX_EXPIRY_MINUTES} minutos e a confirmação chega em cerca de 1 minuto.
        </p>
        <Button size="lg" className="w-full" onClick={generate} disabled={create.isPending}>
          {create.isPending ? <Spinner label="Gerando QR Code…" /> : <QrCode className="h-5 w-5" aria-hidden />}
          Gerar QR Code
        </Button>
        {error && <ErrorBox>{error}</ErrorBox>}
        {!error && refused && <ErrorBox>{messages.paymentError}</ErrorBox>}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {/* QR, amount, expiry and 'Copiar código' together: on a phone they fit one screen once scrolled into view. */}
      <div
        ref={qrRef}
        className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:gap-3 sm:p-4"
        data-testid="pix-block"
      >
        <img
          src={payment.pixQr ?? ''}
          alt="QR Code PIX para pagamento"
          className="h-48 w-48 rounded-lg bg-white p-2 sm:h-56 sm:w-56"
          data-testid="pix-qr"
        />
        <p className="text-lg font-bold text-slate-900">{formatCents(payment.amountCents)}</p>
        {payment.expiresAt && <Countdown until={payment.expiresAt} />}
        <Button variant="outline" className="w-full bg-white" onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden /> Copiar código
        </Button>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="pix-code" className="block text-sm font-medium text-slate-700">
          PIX copia e cola
        </label>
        <textarea
          id="pix-code"
          readOnly
          value={payment.pixPayload ?? ''}
          rows={3}
          className="w-full resize-none rounded-lg border border-slate-300 bg-white p-2 font-mono text-xs text-slate-800"
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="text-brand-600" label="Aguardando pagamento" /> Aguardando a confirmação do pagamento… esta
        página avança sozinha.
      </p>
      {sandbox && (
        <div className="rounded-lg border border-dashed border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Ambiente de testes (sandbox)</p>
          <p className="mt-1">Nenhum banco está ligado a este PIX. Simule a confirmação do banco:</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => approve.mutate(payment.id)}
            disabled={approve.isPending}
          >
            Simular pagamento aprovado
          </Button>
        </div>
      )}
    </div>
  );
}
