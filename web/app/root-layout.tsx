import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';

/**
 * Above every page: a new page opens at its top and back/forward return to where the person was
 * (ScrollRestoration; filters kept in the address pass preventScrollReset). The first page of
 * every load has the key 'default', so that one is keyed by its path: opening another address
 * never lands at the position the previous page was left at, a reload keeps it. The spinner
 * is what the router paints while the first lazy page loads (without it React Router warns
 * 'No HydrateFallback element provided' on every load).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
      <Outlet />
    </>
  );
}

export function RootHydrateFallback() {
  return <FullPageSpinner />;
}
