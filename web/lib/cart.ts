import { useSyncExternalStore } from 'react';
import { PERIOD_OPTIONS } from '../../domain/pricing';

/**
 * The cart lives in the browser (it survives a reload) and is shared by the store and the
 * checkout. It holds what the person saw; the server re-prices it whenever it matters.
 */
export interface CartItem {
  buildingId: string;
  name: string;
  address: string;
  imageUrl: string | null;
  /** The 30-day unit price the person saw, in centavos. */
  priceCents: number;
}

export interface CartState {
  items: CartItem[];
  /** Rental period in months; the same for every item. */
  months: number;
  /**
   * The client's order this cart renews (ADR 0052), put there by the renewal link: its buildings
   * continue their bookings from the day after they end. Null for a plain purchase.
   */
  renewsOrderId: string | null;
}

const KEY = 'indexa_cart';
export { PERIOD_OPTIONS };
const EMPTY: CartState = { items: [], months: 1, renewsOrderId: null };

let state: CartState = load();
const listeners = new Set<() => void>();

function load(): CartState {
  if (typeof localStorage === 'undefined') return EMPTY;
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as CartState | null;
    if (!raw || !Array.isArray(raw.items)) return EMPTY;
    const months = (PERIOD_OPTIONS as readonly number[]).includes(raw.months) ? raw.months : 1;
    const items = raw.items.filter((i) => typeof i?.buildingId === 'string');
    const renewsOrderId = typeof raw.renewsOrderId === 'string' && items.length > 0 ? raw.renewsOrderId : null;
    return { items, months, renewsOrderId };
  } catch {
    return EMPTY;
  }
}

function set(next: CartState): void {
  state = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    /* private mode: the cart lives in memory only */
  }
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  // Another tab changed the cart.
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) {
      state = load();
      listeners.forEach((l) => l());
    }
  });
}

export const cart = {
  get: (): CartState => state,
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
  /** Adding a building already in the cart does nothing. */
  add(item: CartItem): void {
    if (state.items.some((i) => i.buildingId === item.buildingId)) return;
    set({ ...state, items: [...state.items, item] });
  },
  remove(buildingId: string): void {
    const items = state.items.filter((i) => i.buildingId !== buildingId);
    set({ ...state, items, renewsOrderId: items.length > 0 ? state.renewsOrderId : null });
  },
  setMonths(months: number): void {
    set({ ...state, months });
  },
  /** Replaces the prices the person saw after the server re-priced the cart. */
  updatePrices(prices: Record<string, number>): void {
    set({ ...state, items: state.items.map((i) => (prices[i.buildingId] !== undefined ? { ...i, priceCents: prices[i.buildingId]! } : i)) });
  },
  clear(): void {
    set({ ...state, items: [], renewsOrderId: null });
  },
  /** The renewal link (ADR 0052): the renewed order's buildings and period, in place of the cart. */
  startRenewal(renewal: { orderId: string; items: CartItem[]; months: number }): void {
    set({ items: renewal.items, months: renewal.months, renewsOrderId: renewal.orderId });
  },
  /** 'Comprar sem renovar': the same cart as a plain purchase. */
  dropRenewal(): void {
    set({ ...state, renewsOrderId: null });
  },
};

export function useCart(): CartState {
  // A prerendered page is drawn and hydrated with the server's empty cart (ADR 0027); React
  // renders the browser's right after the hydration.
  return useSyncExternalStore(cart.subscribe, cart.get, () => EMPTY);
}
