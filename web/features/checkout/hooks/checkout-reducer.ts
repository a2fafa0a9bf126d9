import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import type { OrderStatus } from '../../../../domain/checkout';
import type { PaymentMethod, Quote } from '../../../../domain/pricing';
import type { Buyer } from '../../../../domain/schemas/checkout';

/**
 * The checkout page's flow as a pure reducer: 'Informações' (buyer, coupon) creates an order,
 * 'Pagamento' pays it, and the order's end (paid, expired, cancelled, failed) moves the page on.
 * Side effects (storage, toasts, navigation, requests) live in useCheckout(); every transition
 * is here and unit-tested (tests/unit/web/checkout-reducer.test.ts).
 */
export interface OrderSessionRef {
  id: string;
  token: string;
}

export interface CheckoutState {
  /** The order being paid in this tab (restored from sessionStorage after a reload). */
  session: OrderSessionRef | null;
  method: PaymentMethod | null;
  /** What the buyer typed last (kept when the form comes back). */
  buyer: Buyer | null;
  coupon: { code: string; quote: Quote } | null;
  /** The quote the server answered with when the price changed under the buyer. */
  serverQuote: Quote | null;
  error: string | null;
  /** The cart the coupon and serverQuote were computed for (`ids|months`). */
  cartKey: string;
  /** The same idempotency key is reused while the request does not change. */
  idempotency: { fingerprint: string; key: string } | null;
  /** `${orderId}:${status}` of the last end already acted on. */
  handled: string | null;
}

export type CheckoutAction =
  | { type: 'cartChanged'; cartKey: string }
  | { type: 'submitted'; buyer: Buyer; idempotency: { fingerprint: string; key: string } }
  | { type: 'orderCreated'; session: OrderSessionRef }
  | { type: 'orderRefused'; code: string | null; quote: Quote | null; message: string }
  | { type: 'orderEnded'; orderId: string; status: OrderStatus; statusMessage: string | null }
  | { type: 'orderLost' }
  | { type: 'paymentResumed'; method: PaymentMethod }
  | { type: 'methodChosen'; method: PaymentMethod | null }
  | { type: 'couponApplied'; code: string; quote: Quote }
  | { type: 'couponRemoved' }
  | { type: 'orderAbandoned' };

export function initialCheckoutState(session: OrderSessionRef | null, cartKey: string): CheckoutState {
  return { session, method: null, buyer: null, coupon: null, serverQuote: null, error: null, cartKey, idempotency: null, handled: null };
}

/** The key to send for this request: the previous one while nothing changed, else a new one. */
export function idempotencyFor(state: CheckoutState, fingerprint: string, newKey: () => string) {
  return state.idempotency?.fingerprint === fingerprint ? state.idempotency : { fingerprint, key: newKey() };
}

/** What the page does about the order now: nothing, leave for the success page, or show the form again. */
export function orderOutcome(state: CheckoutState, order: { id: string; status: OrderStatus }): 'success' | 'ended' | null {
  if (state.handled === `${order.id}:${order.status}`) return null;
  if (order.status === 'paid' || order.status === 'refund_needed') return 'success';
  if (order.status === 'expired' || order.status === 'cancelled' || order.status === 'failed') return 'ended';
  return null;
}

/** The step shown: paying while the order is pending, the form otherwise. */
export function checkoutStep(state: CheckoutState, orderStatus: OrderStatus | undefined): 'info' | 'payment' {
  return state.session && orderStatus === 'pending' ? 'payment' : 'info';
}

/**
 * The method the payment step shows: the buyer's choice, else PIX, the cheaper one (issue 29). A
 * PIX or card still pending after a reload is the buyer's choice (paymentResumed).
 */
export function shownMethod(state: CheckoutState): PaymentMethod {
  return state.method ?? 'pix';
}

/** The quote the form shows and sends as `expectedTotalCents`: coupon's, else the changed price, else the cart's. */
export function shownQuote(state: CheckoutState, cartQuote: Quote | undefined): Quote | undefined {
  return state.coupon?.quote ?? state.serverQuote ?? cartQuote;
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'cartChanged':
      // A coupon or a "price changed" quote belongs to the cart it was computed for.
      return action.cartKey === state.cartKey ? state : { ...state, cartKey: action.cartKey, coupon: null, serverQuote: null };
    case 'submitted':
      return { ...state, buyer: action.buyer, error: null, idempotency: action.idempotency };
    case 'orderCreated':
      return { ...state, session: action.session, method: null };
    case 'orderRefused': {
      let { coupon, serverQuote } = state;
      if (action.code === 'price_changed' && action.quote) {
        if (coupon) coupon = { ...coupon, quote: action.quote };
        else serverQuote = action.quote;
      }
      if (action.code === 'coupon_rejected') coupon = null;
      return { ...state, coupon, serverQuote, error: action.message };
    }
    case 'orderEnded': {
      const handled = `${action.orderId}:${action.status}`;
      if (action.status === 'paid' || action.status === 'refund_needed') return { ...state, handled };
      return {
        ...state,
        handled,
        session: null,
        idempotency: null,
        error: action.status === 'cancelled' ? state.error : (action.statusMessage ?? messages.orderExpired),
      };
    }
    case 'orderLost':
      return { ...state, session: null };
    case 'paymentResumed':
      return state.method ? state : { ...state, method: action.method };
    case 'methodChosen':
      return { ...state, method: action.method };
    case 'couponApplied':
      return { ...state, coupon: { code: action.code, quote: action.quote } };
    case 'couponRemoved':
      return { ...state, coupon: null };
    case 'orderAbandoned':
      return { ...state, session: null, idempotency: null, error: null };
  }
}
