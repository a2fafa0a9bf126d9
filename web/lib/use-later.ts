import { useEffect, useState } from 'react';
import { drawnByTheBrowser } from './use-hydrated';

/**
 * useHydrated, later: false on the server, in the first render of a page the browser hydrates and
 * until `wait` (e.g. `nextTask` or `idle` from ./next-task) resolves after that; then true. For a
 * costly part that only the browser draws (a map, the checkout's form), so that it lengthens
 * neither the page's hydration nor the task right after it (ADR 0029). True at once when the app
 * draws its pages itself.
 */
export function useLater(wait: () => Promise<void>): boolean {
  const [ready, setReady] = useState(drawnByTheBrowser);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void wait().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, wait]);
  return ready;
}
