import { useEffect, useRef } from 'react';

type Handlers = Record<string, (data: Record<string, unknown>) => void>;

/**
 * Subscribes to the server's event stream for some channels. EventSource reconnects by itself;
 * handlers are read through a ref so re-renders do not reopen the connection.
 */
export function useEventStream(channels: string[], handlers: Handlers, enabled = true): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  const key = channels.join(',');
  useEffect(() => {
    if (!enabled || !key || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events?channels=${encodeURIComponent(key)}`);
    const types = Object.keys(ref.current);
    const listeners = types.map((type) => {
      const fn = (e: MessageEvent) => {
        try {
          ref.current[type]?.(JSON.parse(e.data as string) as Record<string, unknown>);
        } catch {
          /* ignore malformed events */
        }
      };
      source.addEventListener(type, fn);
      return [type, fn] as const;
    });
    return () => {
      listeners.forEach(([t, fn]) => source.removeEventListener(t, fn));
      source.close();
    };
  }, [key, enabled]);
}
