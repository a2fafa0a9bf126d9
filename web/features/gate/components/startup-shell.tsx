import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { firstPaintMessages as messages } from '../../../../domain/first-paint-messages';
import { api, gateEvents } from '../../../lib/api';
import { siteConfigKey, useSiteConfig } from '../../../lib/site-config';
import { bootConfig } from '../../../lib/boot-state';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';

// Only a locked site shows it; an open one (or a valid gate cookie) never fetches it.
const GateScreen = lazy(() => import('./gate-screen').then((m) => ({ default: m.GateScreen })));

/**
 * Before any route: a spinner while starting, the connection-error screen when the server or its
 * database does not answer (checked every 30 s), and the 'Área Restrita' gate when it is on.
 */
const GATE_EXEMPT_PATHS = ['/redefinir-senha', '/privacidade'];

/** The server's answer to /api/health; the server's prerendered pages put it in the query cache too (ADR 0027). */
export const healthKey = ['health'] as const;

export function StartupShell({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const health = useQuery({
    queryKey: healthKey,
    queryFn: () => api<{ status: string }>('/api/health'),
    refetchInterval: 30_000,
    retry: 1,
    staleTime: 0,
    // The server answered this page's HTML after reading its database (ADR 0021): no spinner; the
    // check still runs at once in the background and every 30 s.
    initialData: bootConfig() ? { status: 'ok' } : undefined,
  });
  const config = useSiteConfig();

  useEffect(() => {
    const onLocked = () => void qc.invalidateQueries({ queryKey: siteConfigKey });
    gateEvents.addEventListener('locked', onLocked);
    return () => gateEvents.removeEventListener('locked', onLocked);
  }, [qc]);

  if (health.isPending || config.isPending) return <FullPageSpinner />;
  if (health.isError || config.isError) {
    return (
      <ConnectionError
        onRetry={() => {
          void health.refetch();
          void config.refetch();
        }}
      />
    );
  }
  // A password link arrives by e-mail to people who never passed the gate: that page stays open
  // (its API is not behind the gate either). So does the privacy notice, for anyone whose data we keep.
  // (Read only when the gate is closed: the server draws pages only when it is open.)
  if (config.data.gateEnabled && !config.data.gateOpen && !GATE_EXEMPT_PATHS.includes(window.location.pathname))
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <GateScreen />
      </Suspense>
    );
  return <>{children}</>;
}

function ConnectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-ink-900 px-6">
      <div role="alert" className="max-w-md rounded-2xl bg-white p-8 text-center shadow-xl">
        <h1 className="mb-3 text-xl font-bold text-slate-900">Sem conexão</h1>
        <p className="mb-6 text-slate-600">{messages.connectionError}</p>
        <Button onClick={onRetry}>Tentar novamente</Button>
      </div>
    </div>
  );
}
