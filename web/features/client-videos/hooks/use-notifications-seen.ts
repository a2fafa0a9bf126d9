import { useCallback, useSyncExternalStore } from 'react';
import type { ClientNotification } from '../../../../domain/schemas/videos';

const KEY = 'indexa_client_notifications_seen';
const listeners = new Set<() => void>();

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** When the person last opened the notifications (kept in this browser), and the unseen count. */
export function useNotificationsSeen(notifications: ClientNotification[] | undefined) {
  const seenAt = useSyncExternalStore(subscribe, read, () => '');
  const unseen = (notifications ?? []).filter((n) => !seenAt || n.at > seenAt).length;
  const markSeen = useCallback(() => {
    const latest = notifications?.[0]?.at;
    if (!latest) return;
    try {
      localStorage.setItem(KEY, latest);
    } catch {
      /* private mode: the count simply stays */
    }
    listeners.forEach((fn) => fn());
  }, [notifications]);
  return { unseen, markSeen };
}
