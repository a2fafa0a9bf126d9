import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones: sonner's own mobile breakpoint (600 px), also used for what moves out of the way there. */
export const PHONE_QUERY = '(max-width: 600px)';

/** The spec's mobile layout: 768 px or narrower (the header's menu, the store's bottom bar). */
export const COMPACT_LAYOUT_QUERY = '(max-width: 768px)';
