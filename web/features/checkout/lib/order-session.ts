/**
 * The buyer's browser keeps each order's access token in sessionStorage (this tab only), so the
 * payment step and the success page survive a reload without putting the token in the URL.
 */
const TOKENS = 'indexa_orders';
const CURRENT = 'indexa_checkout_order';

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(TOKENS) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export const orderSession = {
  save(orderId: string, token: string): void {
    try {
      sessionStorage.setItem(TOKENS, JSON.stringify({ ...read(), [orderId]: token }));
      sessionStorage.setItem(CURRENT, orderId);
    } catch {
      /* private mode: the order lives in memory only */
    }
  },
  token(orderId: string): string | null {
    return read()[orderId] ?? null;
  },
  /** The order being paid in this tab, if any. */
  current(): { id: string; token: string } | null {
    try {
      const id = sessionStorage.getItem(CURRENT);
      const token = id ? read()[id] : undefined;
      return id && token ? { id, token } : null;
    } catch {
      return null;
    }
  },
  clearCurrent(): void {
    try {
      sessionStorage.removeItem(CURRENT);
    } catch {
      /* ignore */
    }
  },
};

/** A random idempotency key (the same one is reused while the request does not change). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
