import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';
import { StartupShell } from '../features/gate/components/startup-shell';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { LazyToaster } from '../components/ui/lazy-toaster';

const isPlayerPath = (p: string) => p === '/player' || p.startsWith('/player/');

export function App() {
  const [client] = useState(createQueryClient);
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <QueryClientProvider client={client}>
      {isPlayerPath(window.location.pathname) ? (
        // The panel player works offline: no health check, no connection-error page, no gate.
        <RouterProvider router={router} />
      ) : (
        <StartupShell>
          <RouterProvider router={router} />
        </StartupShell>
      )}
      {/* On a desk: below the 64 px top bars, so a toast never covers their buttons (Sair, cart).
          On a phone: at the bottom, so the header and a page's heading stay readable. */}
      <LazyToaster
        position={phone ? 'bottom-center' : 'top-right'}
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ bottom: 16 }}
        duration={5000}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
