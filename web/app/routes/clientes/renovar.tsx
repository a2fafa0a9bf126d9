import { useParams, useSearchParams } from 'react-router';
import { RenewalStart } from '../../../features/checkout/components/renewal-start';

/** '/clientes/renovar/:orderId': the renewal link (ADR 0052); `?reserva=` renews one booking of the order. */
export function Component() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  return <RenewalStart orderId={orderId} bookingId={search.get('reserva')} />;
}
