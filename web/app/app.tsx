import { Suspense, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StartupShell } from '../features/gate/components/startup-shell';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { useHydrated } from '../lib/use-hydrated';
import { LazyToaster } from '../components/ui/lazy-toaster';

/** Pages that work without the start-up checks and the gate: the panel player, checking a certificate, leaving a waitlist or the newsletter. */
const isGateFreePath = (p: string) => ['/player', '/verificar', '/lista-de-espera', '/newsletter'].some((base) => p === base || p.startsWith(`${base}/`));

/**
 * Around the router, the same in the browser (web/main.tsx) and on the server (web/entry-server.tsx):
 * the query cache, the start-up checks and the gate, the toasts. `path` is the page's path at load.
 * The router sits in a Suspense boundary: while the browser loads a prerendered page's route modules
 * its server HTML stays as it is, and a tap on it is held and done once it is hydrated (ADR 0030). The
 * boundary is one element for the app's life: a boundary that gets new props before it hydrated
 * would throw the server's HTML away and draw it again (this component re-renders at once, below).
 */
export function App({ client, path, children }: { client: QueryClient; path: string; children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  // The toaster is a lazy part: drawn after hydration, never in the server's HTML.
  const hydrated = useHydrated();
  const page = useMemo(() => <Suspense fallback={null}>{children}</Suspense>, [children]);
  return (
    <QueryClientProvider client={client}>
      {isGateFreePath(path) ? (
        // The panel player works offline; a certificate is checked and a waitlist left by people outside: no health check, no gate.
        page
      ) : (
        <StartupShell>{page}</StartupShell>
      )}
      {/* On a desk: below the 64 px top bars, so a toast never covers their buttons (Sair, cart).
          On a phone: at the bottom, so the header and a page's heading stay readable; a toast
          asked for at the top (the login's) sits below the phone's top bar and the demo banner. */}
      {hydrated && (
        <LazyToaster
          position={phone ? 'bottom-center' : 'top-right'}
          offset={{ top: 76, right: 16 }}
          mobileOffset={{ bottom: 16, top: 104 }}
          duration={5000}
          richColors
          closeButton
        />
      )}
    </QueryClientProvider>
  );
}
