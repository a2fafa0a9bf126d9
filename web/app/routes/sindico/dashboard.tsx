import { SindicoDashboardPage } from '../../../features/sindico/components/sindico-dashboard';

/** /sindico/dashboard: the Área do Síndico (issue 15). */
export function Component() {
  return <SindicoDashboardPage />;
}
