import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import type { Quote } from '../../../domain/pricing';
import type { Buyer } from '../../../domain/schemas/checkout';
import {
  checkoutReducer,
  checkoutStep,
  idempotencyFor,
  initialCheckoutState,
  orderOutcome,
  shownMethod,
  shownQuote,
  type CheckoutState,
} from '../../../web/features/checkout/hooks/checkout-reducer';

const quote = (totalCents: number) => ({ totalCents }) as Quote;
const buyer = { name: 'Ana Compradora', email: 'ana@teste.com' } as Buyer;
const session = { id: 'o1', token: 't1' };
const start = (over: Partial<CheckoutState> = {}) => ({ ...initialCheckoutState(null, 'a,b|3'), ...over });

describe('checkout reducer', () => {
  it('starts on the form with no coupon, or on the stored order after a reload', () => {
    expect(start()).toMatchObject({ session: null, coupon: null, serverQuote: null, error: null, method: null });
    expect(initialCheckoutState(session, 'a|1').session).toEqual(session);
  });

  it('the payment step opens on PIX, the cheaper method; a choice or a pending card after a reload wins', () => {
    const paying = checkoutReducer(start(), { type: 'orderCreated', session });
    expect(shownMethod(paying)).toBe('pix');
    expect(shownMethod(checkoutReducer(paying, { type: 'methodChosen', method: 'card' }))).toBe('card');
    expect(shownMethod(checkoutReducer(paying, { type: 'paymentResumed', method: 'card' }))).toBe('card');
  });

  it('a different cart drops the coupon and the changed-price quote; the same cart keeps them', () => {
    const s = start({ coupon: { code: 'PROMO', quote: quote(900) }, serverQuote: quote(1000) });
    expect(checkoutReducer(s, { type: 'cartChanged', cartKey: 'a,b|3' })).toBe(s);
    const next = checkoutReducer(s, { type: 'cartChanged', cartKey: 'a|3' });
    expect(next).toMatchObject({ cartKey: 'a|3', coupon: null, serverQuote: null });
  });

  it('submitting keeps the buyer, clears the error and records the idempotency key', () => {
    const idem = { fingerprint: 'f', key: 'k1' };
    const s = checkoutReducer(start({ error: 'antes' }), { type: 'submitted', buyer, idempotency: idem });
    expect(s).toMatchObject({ buyer, error: null, idempotency: idem });
  });

  it('reuses the idempotency key while the request is the same, a new one when it changes', () => {
    let n = 0;
    const make = () => `k${++n}`;
    const s = start({ idempotency: { fingerprint: 'same', key: 'k0' } });
    expect(idempotencyFor(s, 'same', make)).toEqual({ fingerprint: 'same', key: 'k0' });
    expect(idempotencyFor(s, 'other', make)).toEqual({ fingerprint: 'other', key: 'k1' });
    expect(n).toBe(1);
  });

  it('an order created moves to payment with no method chosen yet', () => {
    const s = checkoutReducer(start({ method: 'pix' }), { type: 'orderCreated', session });
    expect(s).toMatchObject({ session, method: null });
    expect(checkoutStep(s, 'pending')).toBe('payment');
    expect(checkoutStep(s, undefined)).toBe('info');
    expect(checkoutStep(start(), 'pending')).toBe('info');
  });

  it('a changed price shows the server quote (or updates the coupon quote) with the message', () => {
    const plain = checkoutReducer(start(), { type: 'orderRefused', code: 'price_changed', quote: quote(1200), message: 'O preço mudou' });
    expect(plain).toMatchObject({ serverQuote: quote(1200), error: 'O preço mudou' });
    expect(shownQuote(plain, quote(1000))).toEqual(quote(1200));

    const withCoupon = start({ coupon: { code: 'PROMO', quote: quote(900) } });
    const s = checkoutReducer(withCoupon, { type: 'orderRefused', code: 'price_changed', quote: quote(950), message: 'x' });
    expect(s.coupon).toEqual({ code: 'PROMO', quote: quote(950) });
    expect(s.serverQuote).toBeNull();
    expect(shownQuote(s, quote(1000))).toEqual(quote(950));
  });

  it('a refused coupon is removed; other refusals only show their message', () => {
    const withCoupon = start({ coupon: { code: 'PROMO', quote: quote(900) } });
    expect(checkoutReducer(withCoupon, { type: 'orderRefused', code: 'coupon_rejected', quote: null, message: 'Cupom esgotado' })).toMatchObject({
      coupon: null,
      error: 'Cupom esgotado',
    });
    expect(checkoutReducer(withCoupon, { type: 'orderRefused', code: null, quote: null, message: 'Falha de rede' })).toMatchObject({
      coupon: { code: 'PROMO' },
      error: 'Falha de rede',
    });
  });

  it('paid or refund-needed orders lead to the success page, once', () => {
    const s = start({ session });
    expect(orderOutcome(s, { id: 'o1', status: 'paid' })).toBe('success');
    expect(orderOutcome(s, { id: 'o1', status: 'refund_needed' })).toBe('success');
    expect(orderOutcome(s, { id: 'o1', status: 'pending' })).toBeNull();
    const after = checkoutReducer(s, { type: 'orderEnded', orderId: 'o1', status: 'paid', statusMessage: null });
    expect(after.handled).toBe('o1:paid');
    expect(orderOutcome(after, { id: 'o1', status: 'paid' })).toBeNull();
  });

  it('an expired or failed order returns to the form with its message; a cancelled one silently', () => {
    const s = start({ session, idempotency: { fingerprint: 'f', key: 'k' }, error: null });
    expect(orderOutcome(s, { id: 'o1', status: 'expired' })).toBe('ended');
    const expired = checkoutReducer(s, { type: 'orderEnded', orderId: 'o1', status: 'expired', statusMessage: null });
    expect(expired).toMatchObject({ session: null, idempotency: null, error: messages.orderExpired, handled: 'o1:expired' });
    const failed = checkoutReducer(s, { type: 'orderEnded', orderId: 'o1', status: 'failed', statusMessage: 'Pagamento recusado' });
    expect(failed.error).toBe('Pagamento recusado');
    const cancelled = checkoutReducer(s, { type: 'orderEnded', orderId: 'o1', status: 'cancelled', statusMessage: 'x' });
    expect(cancelled).toMatchObject({ session: null, error: null });
  });

  it('a lost order (404) or "Alterar meus dados" forgets the order', () => {
    const s = start({ session, idempotency: { fingerprint: 'f', key: 'k' }, error: 'velho' });
    expect(checkoutReducer(s, { type: 'orderLost' }).session).toBeNull();
    expect(checkoutReducer(s, { type: 'orderAbandoned' })).toMatchObject({ session: null, idempotency: null, error: null });
  });

  it('a pending PIX found after a reload is shown again, without overriding a choice', () => {
    expect(checkoutReducer(start(), { type: 'paymentResumed', method: 'pix' }).method).toBe('pix');
    const chosen = checkoutReducer(start(), { type: 'methodChosen', method: 'card' });
    expect(checkoutReducer(chosen, { type: 'paymentResumed', method: 'pix' }).method).toBe('card');
  });

  it('applies and removes a coupon; the coupon quote wins over the cart quote', () => {
    const s = checkoutReducer(start(), { type: 'couponApplied', code: 'PROMO', quote: quote(800) });
    expect(shownQuote(s, quote(1000))).toEqual(quote(800));
    const removed = checkoutReducer(s, { type: 'couponRemoved' });
    expect(shownQuote(removed, quote(1000))).toEqual(quote(1000));
  });
});
