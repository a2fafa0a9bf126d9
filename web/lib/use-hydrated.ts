import { useEffect, useState } from 'react';

let hydrating = false;
let firstHydration = false;

/** web/main.tsx, before it hydrates the server's HTML of a page (ADR 0027). */
export function startHydration(): void {
  hydrating = true;
  firstHydration = true;
}

/** web/main.tsx, once the router has hydrated the page: what renders after is no hydration. */
export function endFirstHydration(): void {
  firstHydration = false;
}

/** True while the browser's first render hydrates the server's HTML (DeferHydration waits only then). */
export function inFirstHydration(): boolean {
  return firstHydration;
}

/** True when the app draws its pages itself (no server HTML to hydrate in this browser's load). */
export function drawnByTheBrowser(): boolean {
  return typeof window !== 'undefined' && !hydrating;
}

/**
 * False while the server draws a page and in the first render of the browser that hydrates that
 * HTML, true after (and from the start when the app draws the page itself). What only the browser
 * knows (the cart in localStorage, the order in sessionStorage) or loads later (React.lazy parts)
 * waits for it, so the browser's first render is the server's. State and an effect, not
 * useSyncExternalStore's server snapshot: preact/compat ignores that snapshot (ADR 0028).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(drawnByTheBrowser);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}
