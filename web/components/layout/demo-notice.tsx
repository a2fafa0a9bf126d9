import { FlaskConical } from 'lucide-react';
import { useSiteConfig } from '../../lib/site-config';

/**
 * Shown on every page while payments run on the sandbox (PAYMENT_PROVIDER=sandbox): nobody can
 * mistake a simulated payment for a real one.
 */
export function DemoNotice() {
  const { data } = useSiteConfig();
  if (!data?.demoPayments) return null;
  return (
    <div role="note" aria-label="Ambiente de demonstração" className="bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-amber-950">
      <FlaskConical className="mr-1.5 inline h-4 w-4 align-[-3px]" aria-hidden="true" />
      Ambiente de demonstração: os pagamentos são simulados e nenhum valor é cobrado.
    </div>
  );
}
