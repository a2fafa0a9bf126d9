import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/lib/api';
import { paymentRefusal } from '../../../web/features/checkout/lib/payment-refusal';
import { messages } from '../../../domain/messages';

describe('what the payment step tells the buyer when a payment cannot start', () => {
  it("shows the server's message when the order's coupon ran out (issue 27), the generic text otherwise", () => {
    const ranOut = new ApiError(409, messages.couponExhaustedBeforePayment, 'coupon_exhausted');
    expect(paymentRefusal(ranOut, messages.pixError)).toBe(messages.couponExhaustedBeforePayment);
    expect(paymentRefusal(new ApiError(502, 'mercadopago: timeout', 'pix_error'), messages.pixError)).toBe(messages.pixError);
    expect(paymentRefusal(new TypeError('Failed to fetch'), messages.paymentError)).toBe(messages.paymentError);
  });
});
