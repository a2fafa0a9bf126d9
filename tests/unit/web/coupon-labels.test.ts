import { describe, expect, it } from 'vitest';
import { couponUsesLabel } from '../../../web/features/discounts/components/labels';

describe('coupon uses against the limit (issue 30 §6)', () => {
  it('reads as uses of the limit, in pt-BR plural', () => {
    expect(couponUsesLabel({ currentUses: 3, maxUses: 10 })).toBe('3 de 10 usos');
    expect(couponUsesLabel({ currentUses: 1, maxUses: 1 })).toBe('1 de 1 uso');
    expect(couponUsesLabel({ currentUses: 0, maxUses: 2 })).toBe('0 de 2 usos');
  });
});
