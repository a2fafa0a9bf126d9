import { useSearchParams } from 'react-router';
import { NewsletterLeavePage } from '../../features/newsletter/components/leave-page';

/** '/newsletter/sair?token=…': leaving the newsletter from its mail (ADR 0054). */
export function Component() {
  const [params] = useSearchParams();
  return <NewsletterLeavePage token={params.get('token') ?? ''} />;
}
