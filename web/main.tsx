import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './styles/app.css';
import { EARLY_TAPS_REPLAY, PRERENDER_STATE_ID } from '../domain/prerender';
import { App } from './app/app';
import { keepChangesBeforeHydration } from './lib/defer-hydration';
import { routes } from './app/router';
import { cn } from './lib/cn';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { startHydration } from './lib/use-hydrated';

const root = document.getElementById('root')!;
const client = createQueryClient();
const path = window.location.pathname;
const tree = (router: ReactNode) => (
  <StrictMode>
    <App client={client} path={path}>
      {router}
    </App>
  </StrictMode>
);

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** The page's lazy route modules loaded into the route list (React Router's way for lazy routes with server rendering). */
async function loadPageRoutes(): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  // Matching ranks every route of the app; Vite's preloading of each module's imports adds a link
  // per file: two steps, two tasks (ADR 0029).
  await nextTask();
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * After the page's first commit (effects run after the whole tree's event handlers are attached):
 * the taps the page's inline loader held before the app was in are done now (ADR 0030). A tap on a
 * part that still waits to hydrate (ADR 0029) makes React hydrate it first, as any tap does.
 */
function ReplayEarlyTaps() {
  useEffect(() => {
    (window as unknown as Record<string, (() => void) | undefined>)[EARLY_TAPS_REPLAY]?.();
  }, []);
  return null;
}

/** Suspends (the server's HTML stays) until the page's route modules are in; then the router as the server drew it. */
function PrerenderedRouter({ ready }: { ready: { router?: BrowserRouter; loading: Promise<unknown> } }) {
  if (!ready.router) throw ready.loading;
  return (
    <>
      <RouterProvider router={ready.router} />
      <ReplayEarlyTaps />
    </>
  );
}

/**
 * The public pages come drawn by the server with the data they were drawn from (ADR 0027): the
 * query cache gets that data and React hydrates the HTML at once (in the task right after the
 * scripts' own, ADR 0029), so a click is never lost; the
 * router's part waits, still showing the server's HTML, for the page's route modules. Any other
 * page (and every page under `npm run dev`) is drawn here as before.
 */
const state = document.getElementById(PRERENDER_STATE_ID)?.textContent;
if (state && root.firstElementChild) {
  startHydration();
  keepChangesBeforeHydration();
  hydrate(client, JSON.parse(state) as DehydratedState);
  const ready: { router?: BrowserRouter; loading: Promise<unknown> } = { loading: Promise.resolve() };
  // The app's modules are evaluated in this task: the hydration starts in the next one (a moment
  // later, so a tap is still taken). tailwind-merge builds its class tables on its first call
  // (every page's header has one): in a task of its own while the route modules download, not in
  // the middle of the router's hydration.
  void nextTask()
    .then(() => hydrateRoot(root, tree(<PrerenderedRouter ready={ready} />)))
    .then(nextTask)
    .then(() => cn('p-0'));
  // Each step in a task of its own (ADR 0029): the route modules' loading, the router's creation,
  // its hydration. Chained in promises they would all be one long task.
  ready.loading = (async () => {
    await nextTask();
    // A module that cannot load still gets a router: it shows the app's error page for the route.
    await loadPageRoutes().catch(() => undefined);
    await nextTask();
    // Hydration data (none to give: the pages have no loaders) tells the router this page is the
    // server's, already on screen: without it the router's scroll restoration takes the page for a
    // new one and puts it at its top, throwing a visitor who scrolled before the app was in back up.
    ready.router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
    await nextTask();
  })();
} else {
  createRoot(root).render(tree(<RouterProvider router={createBrowserRouter(routes)} />));
}
