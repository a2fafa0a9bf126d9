import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { prerenderedPages, storeFirstVisitQuery, type PrerenderInput, type PrerenderOutput } from '../domain/prerender';
import { STORE_PAGE_SIZE } from '../domain/panels';
import { App } from './app/app';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { siteConfigKey } from './lib/site-config';
import { healthKey } from './features/gate/components/startup-shell';
import { storeKeys } from './features/store/api/keys';

/**
 * The server's renderer of the public pages (ADR 0027), built by `vite build --ssr` into dist/ssr
 * and called by server/plugins/pages/page-prerender.ts: the page drawn with the same providers and routes
 * as in the browser, from the data the server hands it, which goes along as a dehydrated query
 * cache so the browser's first render is this one. React DOM's own server renderer: the HTML the
 * browser's hydrateRoot takes over is React's, the same one the tests read (ADR 0034).
 */
const handler = createStaticHandler(routes);

/** A few seconds after start (page-prerender.ts): the first drawing of a page costs ≈ 10× the next ones. */
export async function warm(): Promise<void> {
  const config = { gateEnabled: false, gateOpen: true, company: { whatsapp: '', phone: '', email: '', address: '' }, demoPayments: false };
  const store = { page: 1, pageSize: STORE_PAGE_SIZE, items: [], summary: { total: 0, totalSellable: 0, neighborhoods: [], bounds: null, periodDiscounts: [] } };
  for (const path of Object.keys(prerenderedPages)) await render({ path, config, store });
}

export async function render(input: PrerenderInput): Promise<PrerenderOutput> {
  const context = await handler.query(new Request(`http://prerender${input.path}`));
  if (context instanceof Response) throw new Error(`${input.path}: the routes answered a redirect`);
  const client = createQueryClient();
  // What the start-up checks ask first: the server just read it (the page is drawn only when it can show).
  client.setQueryData(healthKey, { status: 'ok' });
  client.setQueryData(siteConfigKey, input.config);
  if (input.store) {
    const { search, neighborhood, page } = storeFirstVisitQuery;
    client.setQueryData(storeKeys.panels(search, neighborhood, page), input.store);
    if (input.store.summary) client.setQueryData(storeKeys.summary(search, neighborhood), input.store.summary);
  }
  const html = renderToString(
    <StrictMode>
      <App client={client} path={input.path}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  // Inside <script type="application/json">: nothing in it may close the element.
  const state = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  client.clear();
  return { html, state };
}
