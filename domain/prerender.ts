import type { PublicSiteConfig } from './schemas/site';
import type { StorePanelsResponse } from './schemas/store';

/**
 * The public pages the server sends already drawn (ADR 0027): the HTML paints before any script
 * runs, then the app hydrates it. Each names what it shows from the server's data besides the
 * site config; everything else is drawn by the app in the browser as before.
 */
export const STORE_DEFAULT_NEIGHBORHOOD = 'Centro';

/** The store's first visit, as the app asks `/api/store/panels` for it (default filters, page 1, with the summary). */
export const storeFirstVisitQuery = { search: '', neighborhood: STORE_DEFAULT_NEIGHBORHOOD, page: 1, summary: true } as const;

export const prerenderedPages: Record<string, { store?: true }> = {
  '/': {},
  '/paineis-digitais': {},
  '/paineis-digitais/loja': { store: true },
  '/checkout': {},
};

/** What the server hands the page renderer: the page and the data it may show. */
export interface PrerenderInput {
  /** A key of `prerenderedPages`. */
  path: string;
  config: PublicSiteConfig;
  /** `/api/store/panels` for `storeFirstVisitQuery`, for the pages that show the store. */
  store?: StorePanelsResponse;
}

export interface PrerenderOutput {
  /** The page's markup, for inside #root. */
  html: string;
  /** The data the markup was drawn from (a dehydrated query cache), as JSON text safe inside a script element. */
  state: string;
}

/** The SSR bundle's interface (dist/ssr/entry-server.js, built from web/entry-server.tsx). */
export interface PrerenderModule {
  render(input: PrerenderInput): Promise<PrerenderOutput>;
  /** Loads the prerendered pages' route modules and draws each once, so no visitor pays for the first drawing. */
  warm(): Promise<void>;
}

/** The id of the `<script type="application/json">` element that carries `PrerenderOutput.state`. */
export const PRERENDER_STATE_ID = 'prerender-state';

/**
 * The app's scripts on a drawn page are fetched after its first paint (ADR 0030): this JSON block
 * names them (`{ entry, preload }`) for the small loader written inline in the page's head.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * A tap on a server-drawn button (or a form sent) before the app has taken the page over is held
 * by the loader, and done again when the app calls this function on `window` after hydrating.
 */
export const EARLY_TAPS_REPLAY = '__indexaReplayEarlyTaps';
