import { useEffect, useRef, useState } from 'react';
import { lazyToast as toast } from '../../../lib/toast';
import { paymentRefusal } from '../lib/payment-refusal';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import type { PublicOrder } from '../../../../domain/schemas/checkout';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useCreatePayment } from '../api/create-payment';

const SDK_URL = 'https://sdk.mercadopago.com/js/v2';

interface BrickFormData {
  token: string;
  installments: number;
  payment_method_id: string;
  issuer_id?: string | number;
}
interface BrickController {
  unmount(): void;
}
interface MercadoPagoCtor {
  new (publicKey: string, opts: { locale: string }): {
    bricks(): { create(kind: 'cardPayment', containerId: string, settings: Record<string, unknown>): Promise<BrickController> };
  };
}

let sdk: Promise<MercadoPagoCtor> | null = null;
function loadSdk(): Promise<MercadoPagoCtor> {
  sdk ??= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SDK_URL;
    s.async = true;
    s.onload = () => resolve((window as unknown as { MercadoPago: MercadoPagoCtor }).MercadoPago);
    s.onerror = () => {
      sdk = null;
      reject(new Error('mercadopago sdk'));
    };
    document.head.appendChild(s);
  });
  return sdk;
}

/**
 * Mercado Pago's Card Payment Brick: card data stays in Mercado Pago's own fields (iframes);
 * the page receives a token and posts it with the installments to our server.
 */
export function CardPaymentMercadoPago({
  order,
  token,
  publicKey,
  onOrder,
}: {
  order: PublicOrder;
  token: string;
  publicKey: string;
  onOrder: (o: PublicOrder) => void;
}) {
  const pay = useCreatePayment(order.id, token);
  const payRef = useRef(pay);
  payRef.current = pay;
  const onOrderRef = useRef(onOrder);
  onOrderRef.current = onOrder;
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = order.baseTotalCents / 100;
  const email = order.buyer.email;

  useEffect(() => {
    let controller: BrickController | null = null;
    let cancelled = false;
    loadSdk()
      .then((MercadoPago) =>
        new MercadoPago(publicKey, { locale: 'pt-BR' }).bricks().create('cardPayment', 'mp-card-brick', {
          initialization: { amount, payer: { email } },
          customization: { paymentMethods: { maxInstallments: 12 } },
          callbacks: {
            onReady: () => setReady(true),
            onError: () => setFailure(messages.paymentError),
            onSubmit: async (data: BrickFormData) => {
              setFailure(null);
              try {
                const res = await payRef.current.mutateAsync({
                  method: 'card',
                  cardToken: data.token,
                  installments: data.installments,
                  paymentMethodId: data.payment_method_id,
                  issuerId: data.issuer_id,
                });
                onOrderRef.current(res.order);
              } catch (err) {
                const text = paymentRefusal(err, messages.paymentError);
                setFailure(text);
                toast.error(messages.paymentErrorToast, { description: text });
                throw err;
              }
            },
          },
        }),
      )
      .then((c) => {
        if (cancelled) c.unmount();
        else controller = c;
      })
      .catch(() => setFailure(messages.paymentError));
    return () => {
      cancelled = true;
      controller?.unmount();
    };
  }, [publicKey, amount, email]);

  return (
    <div className="space-y-3">
      {!ready && !failure && <Spinner className="text-brand-600" label="Carregando formulário do cartão…" />}
      <div id="mp-card-brick" />
      {failure && <ErrorBox>{failure}</ErrorBox>}
    </div>
  );
}
