import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cart } from '../../../lib/cart';
import { cn } from '../../../lib/cn';
import { useOrder } from '../api/get-order';
import { orderSession } from '../lib/order-session';
import { useOrderLive } from '../hooks/use-order-live';
import { OrderOutcomeHeading, OrderReceipt } from './order-receipt';

/** /checkout/success: the order, read again from the server (so it also shows after a reload). */
export function CheckoutSuccessView() {
  const [params] = useSearchParams();
  const id = params.get('pedido');
  const token = id ? orderSession.token(id) : null;
  const q = useOrder(id, token);
  const order = q.data;
  useOrderLive(order, order?.status === 'pending');

  useEffect(() => {
    if (order?.status === 'paid') cart.clear();
  }, [order?.status]);

  if (id && token && q.isPending) {
    return (
      <Frame>
        <div className="flex justify-center py-16">
          <Spinner className="scale-150 text-brand-600" label="Carregando pedido…" />
        </div>
      </Frame>
    );
  }

  if (!order) {
    return (
      <Frame>
        <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-500" aria-hidden />
        <h1 className="mt-4 text-center text-2xl font-extrabold text-slate-900">Obrigado pela sua compra!</h1>
        <p className="mt-3 text-center text-slate-600">
          Não encontramos os dados deste pedido neste navegador. Se você concluiu o pagamento, a confirmação foi enviada para o seu e-mail.
        </p>
        <Actions />
      </Frame>
    );
  }

  return (
    <Frame>
      <OrderOutcomeHeading order={order} />
      <OrderReceipt order={order} />
      {order.status === 'paid' && (
        <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-900" data-testid="client-area-note">
          Enviamos a confirmação para <strong className="break-all">{order.buyer.email}</strong>
          {order.clientAccess === 'sign_in' ? (
            <>. Entre com a sua senha na área do cliente, onde enviará os vídeos dos seus anúncios.</>
          ) : (
            <>, com o link para você criar a sua senha e acessar a área do cliente, onde enviará os vídeos dos seus anúncios.</>
          )}
        </p>
      )}
      <Actions />
    </Frame>
  );
}

function Actions() {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
      <Link to="/clientes/login" className={cn(buttonVariants({ variant: 'primary' }))}>
        Ir para a área do cliente
      </Link>
      <Link to="/paineis-digitais/loja" className={cn(buttonVariants({ variant: 'outline' }))}>
        Voltar para a loja
      </Link>
    </div>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
