import { useSearchParams } from 'react-router';
import { LeavePage } from '../../features/waitlist/components/leave-page';

/** '/lista-de-espera/sair?token=…': leaving a building's waitlist from its mail (ADR 0051). */
export function Component() {
  const [params] = useSearchParams();
  return <LeavePage token={params.get('token') ?? ''} />;
}
