import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import { buttonVariants } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { cart } from '../../../lib/cart';
import { useRenewal } from '../api/get-renewal';

const STORE = '/paineis-digitais/loja';

/**
 * /clientes/renovar/:orderId (issue 33, ADR 0052), behind the client area's login: the link of the
 * renewal reminder and of 'Renovar'. The order's renewable buildings (or only the booking named in
 * `?reserva=`) and its period go into the cart as a renewal, and the checkout opens with today's
 * prices and period discount. Another client's order, or one with nothing left to renew, says so.
 */
export function RenewalStart({ orderId, bookingId }: { orderId: string; bookingId: string | null }) {
  const navigate = useNavigate();
  const renewal = useRenewal(orderId);
  const started = useRef(false);

  useEffect(() => {
    const offer = renewal.data;
    if (!offer || started.current) return;
    started.current = true;
    const one = offer.items.filter((i) => i.bookingId === bookingId);
    cart.startRenewal({
      orderId: offer.orderId,
      months: offer.months,
      items: (one.length > 0 ? one : offer.items).map((i) => ({
        buildingId: i.buildingId,
        name: i.name,
        address: i.address,
        imageUrl: i.imageUrl,
        priceCents: i.priceCents,
      })),
    });
    navigate('/checkout', { replace: true });
  }, [renewal.data, bookingId, navigate]);

  return (
    <section
      className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="renovar"
    >
      <title>Renovar campanha — Área do Cliente — Indexa</title>
      <h1 id="renovar" className="mb-4 flex items-center gap-2 text-xl font-bold text-slate-900">
        <RefreshCw className="h-5 w-5 text-brand-600" aria-hidden />
        Renovar campanha
      </h1>
      {renewal.isError ? (
        <div className="space-y-4">
          <ErrorBox>{errorMessage(renewal.error, messages.renewalLoadError)}</ErrorBox>
          <div className="flex flex-wrap gap-2">
            <Link to="/clientes/dashboard" className={buttonVariants({ variant: 'primary' })}>
              Voltar para a Área do Cliente
            </Link>
            <Link to={STORE} className={buttonVariants({ variant: 'outline' })}>
              Ir para a loja
            </Link>
          </div>
        </div>
      ) : (
        <Spinner className="text-brand-600" label="Preparando a renovação…" />
      )}
    </section>
  );
}
