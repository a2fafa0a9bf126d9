import { CreditCard, QrCode } from 'lucide-react';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import type { PaymentMethod } from '../../../../domain/pricing';
import type { CheckoutConfig, PublicOrder } from '../../../../domain/schemas/checkout';
import { cn } from '../../../lib/cn';
import { CardPaymentMercadoPago } from './card-payment-mercadopago';
import { CardPaymentSandbox } from './card-payment-sandbox';
import { PixPayment } from './pix-payment';

/** Step 'Pagamento': 'Cartão de Crédito' (up to 12x without interest) or 'PIX' (10% OFF). */
export function PaymentStep({
  order,
  token,
  config,
  method,
  onMethod,
  onOrder,
}: {
  order: PublicOrder;
  token: string;
  config: CheckoutConfig;
  method: PaymentMethod | null;
  onMethod: (m: PaymentMethod) => void;
  onOrder: (o: PublicOrder) => void;
}) {
  const pixLive = order.payment?.method === 'pix' && order.payment.status === 'pending';
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Forma de pagamento</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label="Forma de pagamento">
          <MethodCard
            checked={method === 'card'}
            onSelect={() => onMethod('card')}
            icon={<CreditCard className="h-5 w-5" aria-hidden />}
            title="Cartão de Crédito"
            note={pixLive ? messages.pixOpenCardNote : 'Em até 12x sem juros'}
          />
          <MethodCard
            checked={method === 'pix'}
            onSelect={() => onMethod('pix')}
            icon={<QrCode className="h-5 w-5" aria-hidden />}
            title="PIX"
            badge="10% OFF"
            note="Aprovação em cerca de 1 minuto"
          />
        </div>
      </fieldset>
      {/* The server replaces the open PIX when the card charge starts (supersedePayment): say so first. */}
      {method === 'card' && pixLive && (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="pix-replaced-note"
        >
          {messages.pixReplacedByCard}
        </p>
      )}
      {method === 'pix' && (
        <PixPayment order={order} token={token} sandbox={config.provider === 'sandbox'} onOrder={onOrder} />
      )}
      {method === 'card' && order.payment?.method === 'card' && order.payment.status === 'pending' ? (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          Pagamento em análise pela operadora do cartão. Assim que for aprovado, esta página avança sozinha e você
          recebe um e-mail.
        </p>
      ) : null}
      {method === 'card' &&
        !(order.payment?.method === 'card' && order.payment.status === 'pending') &&
        (config.provider === 'mercadopago' && config.mercadopagoPublicKey ? (
          <CardPaymentMercadoPago
            order={order}
            token={token}
            publicKey={config.mercadopagoPublicKey}
            onOrder={onOrder}
          />
        ) : (
          <CardPaymentSandbox order={order} token={token} onOrder={onOrder} />
        ))}
    </div>
  );
}

function MethodCard(props: {
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  icon: React.ReactNode;
  title: string;
  note: string;
  badge?: string;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={props.checked}
      disabled={props.disabled}
      onClick={props.onSelect}
      className={cn(
        'flex items-start gap-3 rounded-xl border-2 p-4 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        props.checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-300',
      )}
    >
      <span className={cn('mt-0.5', props.checked ? 'text-brand-700' : 'text-slate-500')}>{props.icon}</span>
      <span className="flex-1">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          {props.title}
          {props.badge && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
              {props.badge}
            </span>
          )}
        </span>
        <span className="mt-0.5 block text-xs text-slate-600">{props.note}</span>
      </span>
    </button>
  );
}
