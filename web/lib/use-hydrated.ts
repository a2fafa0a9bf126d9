import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates that HTML, true after (and
 * from the start when the app draws the page itself). What only the browser knows (the cart in
 * localStorage, the order in sessionStorage) or loads later (React.lazy parts) waits for it, so
 * the first render in the browser is the server's and hydration finds no difference (ADR 0027).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
