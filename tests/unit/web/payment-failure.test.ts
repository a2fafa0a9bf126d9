import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/lib/api';
import { paymentFailureText } from '../../../web/features/checkout/api/payment-failure';
import { messages } from '../../../domain/messages';

describe('what the payment step tells the buyer when a payment cannot start', () => {
  it("shows the server's message when the order's coupon ran out (issue 27)", () => {
    const ranOut = new ApiError(409, messages.couponExhaustedBeforePayment, 'coupon_exhausted');
    expect(paymentFailureText(ranOut, messages.pixError)).toBe(messages.couponExhaustedBeforePayment);
  });
  it('adds the reason when the provider did not answer (issue 26), the spec text alone otherwise', () => {
    const unreachable = new ApiError(502, messages.pixError, 'pix_error', undefined, { reason: messages.paymentProviderUnreachable });
    expect(paymentFailureText(unreachable, messages.pixError)).toBe(`${messages.pixError}. ${messages.paymentProviderUnreachable}`);
    expect(paymentFailureText(new ApiError(502, 'mercadopago: timeout', 'pix_error'), messages.pixError)).toBe(messages.pixError);
    expect(paymentFailureText(new TypeError('Failed to fetch'), messages.paymentError)).toBe(messages.paymentError);
  });
});
