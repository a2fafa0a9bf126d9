import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs` (so a screen turns offline on screen by itself). */
export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
