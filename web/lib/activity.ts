import { useEffect, useRef } from 'react';

/** The spec: 30 minutes without mouse, keys or clicks ends the session; checked once a minute. */
export const IDLE_LIMIT_MS = 30 * 60 * 1000;
export const IDLE_CHECK_MS = 60 * 1000;
/** While the person is active, the server session is refreshed at most this often. */
const KEEPALIVE_MS = 5 * 60 * 1000;
export const LAST_ACTIVITY_KEY = 'indexa_last_activity';
const EVENTS = ['mousemove', 'mousedown', 'keydown', 'click', 'touchstart', 'wheel'] as const;

export function markActivity(now = Date.now()): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    /* private mode: the server's idle expiry still applies */
  }
}

export function lastActivity(): number | null {
  try {
    const v = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/**
 * Tracks activity (stored, so every tab shares it), checks on load and then once a minute, and
 * calls `onIdle` after 30 idle minutes. While the person is active it calls `keepAlive` every few
 * minutes so the server's sliding expiry follows what they do in the page.
 */
export function useActivityTracker(opts: { enabled: boolean; onIdle: () => void; keepAlive: () => void }): void {
  const ref = useRef(opts);
  ref.current = opts;
  useEffect(() => {
    if (!opts.enabled) return;
    let lastWrite = 0;
    let lastPing = Date.now();
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < 5_000) return;
      lastWrite = now;
      markActivity(now);
    };
    const check = () => {
      const now = Date.now();
      const last = lastActivity() ?? now;
      if (now - last >= IDLE_LIMIT_MS) {
        ref.current.onIdle();
        return;
      }
      if (last > lastPing && now - lastPing >= KEEPALIVE_MS) {
        lastPing = now;
        ref.current.keepAlive();
      }
    };
    if (lastActivity() === null) markActivity();
    check();
    EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    const id = window.setInterval(check, IDLE_CHECK_MS);
    return () => {
      EVENTS.forEach((e) => window.removeEventListener(e, onActivity));
      window.clearInterval(id);
    };
  }, [opts.enabled]);
}
