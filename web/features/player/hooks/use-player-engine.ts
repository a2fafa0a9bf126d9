import { useEffect, useRef, useState } from 'react';
import { PlayerEngine, type Showing } from '../lib/engine';

/** Runs the loop for a paired screen while the page is open; the page renders what it shows. */
export function usePlayerEngine(token: string, onUnpaired: () => void) {
  const a = useRef<HTMLVideoElement>(null);
  const b = useRef<HTMLVideoElement>(null);
  const [view, setView] = useState<{ showing: Showing; layer: 0 | 1 }>({ showing: { kind: 'starting' }, layer: 0 });
  useEffect(() => {
    const engine = new PlayerEngine(token, {
      videos: () => [a.current, b.current],
      onShow: (showing, layer) => setView({ showing, layer }),
      onUnpaired,
    });
    engine.start();
    return () => engine.stop();
  }, [token, onUnpaired]);
  return { refs: [a, b] as const, ...view };
}
