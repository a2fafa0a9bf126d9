import { useSearchParams } from 'react-router';
import { ConfirmDeletionPage } from '../../features/my-data/components/confirm-deletion-page';

/** '/excluir-conta?token=…': confirming an account deletion from its mail (ADR 0055). */
export function Component() {
  const [params] = useSearchParams();
  return <ConfirmDeletionPage token={params.get('token') ?? ''} />;
}
