import { useSyncExternalStore } from 'react';
import { FlaskConical, X } from 'lucide-react';
import { useSiteConfig } from '../../lib/site-config';

const DISMISSED = 'indexa.demo-notice-dismissed';
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
}
function dismiss(): void {
  try {
    sessionStorage.setItem(DISMISSED, '1');
  } catch {
    // Storage refused (private mode): the banner still goes for this page.
  }
  for (const fn of listeners) fn();
}

/**
 * Shown on every page while payments run on the sandbox (PAYMENT_PROVIDER=sandbox): nobody can
 * mistake a simulated payment for a real one. One line on any screen (a shorter sentence on a
 * phone), and closed for the rest of the tab's session once the person has read it (issue 30).
 */
export function DemoNotice() {
  const { data } = useSiteConfig();
  // While the server's HTML hydrates, the server's answer (shown): it cannot know this tab's choice.
  const dismissed = useSyncExternalStore(subscribe, readDismissed, () => false);
  if (!data?.demoPayments || dismissed) return null;
  return (
    <div role="note" aria-label="Ambiente de demonstração" className="flex items-center gap-2 bg-amber-300 py-1.5 pl-4 pr-1 text-sm font-semibold text-amber-950">
      <p className="min-w-0 flex-1 truncate text-center">
        <FlaskConical className="mr-1.5 inline h-4 w-4 align-[-3px] max-[600px]:hidden" aria-hidden="true" />
        <span className="min-[601px]:hidden">Demonstração: pagamentos simulados.</span>
        <span className="max-[600px]:hidden">Ambiente de demonstração: os pagamentos são simulados e nenhum valor é cobrado.</span>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Fechar aviso de demonstração"
        className="shrink-0 rounded p-1 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-amber-950"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
