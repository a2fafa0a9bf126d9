import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';

/**
 * Above every page: a new page opens at its top and back/forward return to where the person was
 * (ScrollRestoration; filters kept in the address pass preventScrollReset). The spinner
 * is what the router paints while the first lazy page loads (without it React Router warns
 * 'No HydrateFallback element provided' on every load).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function RootHydrateFallback() {
  return <FullPageSpinner />;
}
