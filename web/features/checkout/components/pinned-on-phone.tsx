import type { ReactNode } from 'react';

/**
 * A step's primary action at 768 px and below: it stays at the bottom of the screen while its form
 * is on screen (sticky, so at the form's end it sits in its own place), and the person never
 * scrolls to find it (issue 29). Wider screens show it where it is.
 */
export function PinnedOnPhone({ children }: { children: ReactNode }) {
  return (
    <div className="-mx-5 border-t border-slate-100 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:px-6 max-[768px]:sticky max-[768px]:bottom-0 max-[768px]:z-10 min-[769px]:mx-0 min-[769px]:border-0 min-[769px]:bg-transparent min-[769px]:p-0">
      {children}
    </div>
  );
}
