import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './styles/app.css';
import { PRERENDER_STATE_ID } from '../domain/prerender';
import { App } from './app/app';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root')!;
const client = createQueryClient();
const path = window.location.pathname;
const tree = () => (
  <StrictMode>
    <App client={client} path={path}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  </StrictMode>
);

/**
 * The public pages come drawn by the server with the data they were drawn from (ADR 0027): the
 * page's lazy route modules are loaded first (React Router's way for lazy routes with server
 * rendering), the query cache gets the server's data, and React hydrates the HTML instead of
 * drawing it again. Any other page (and every page under `npm run dev`) is drawn here as before.
 */
async function hydratePage(state: DehydratedState): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  hydrate(client, state);
  hydrateRoot(root, tree());
}

const state = document.getElementById(PRERENDER_STATE_ID)?.textContent;
if (state && root.firstElementChild) {
  // A page module that cannot load leaves the server's HTML as it is; drawing anew shows the app's error page.
  hydratePage(JSON.parse(state) as DehydratedState).catch(() => createRoot(root).render(tree()));
} else {
  createRoot(root).render(tree());
}
