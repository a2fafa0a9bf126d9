import { useSyncExternalStore } from 'react';

let hydrating = false;

/** web/main.tsx, before it hydrates the server's HTML of a page (ADR 0027). */
export function startHydration(): void {
  hydrating = true;
}

/** True when the app draws its pages itself (no server HTML to hydrate in this browser's load). */
export function drawnByTheBrowser(): boolean {
  return typeof window !== 'undefined' && !hydrating;
}

const noChange = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates that HTML (the server
 * snapshot of useSyncExternalStore, which React uses for both), true after — React renders the
 * part again right after its hydration — and from the start when the app draws the page itself.
 * What only the browser knows (the cart in localStorage, the order in sessionStorage) or loads
 * later (React.lazy parts) waits for it, so the browser's first render is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
