import { describe, expect, it } from 'vitest';
import { isFarFrom, isSmallRefund, typicalAmount } from '../../../domain/money-slips';

describe('isFarFrom (the 5× slip guard)', () => {
  it('is true beyond 5× either way, false within and without a reference', () => {
    expect(isFarFrom(150_000, 15_000_000)).toBe(true);
    expect(isFarFrom(150_000, 1_500)).toBe(true);
    expect(isFarFrom(150_000, 750_000)).toBe(false);
    expect(isFarFrom(150_000, 30_000)).toBe(false);
    expect(isFarFrom(null, 1_500)).toBe(false);
    expect(isFarFrom(0, 1_500)).toBe(false);
  });
});

describe('typicalAmount', () => {
  it('is the median of the amounts, sign ignored, with at least three of them', () => {
    expect(typicalAmount([100, 300, 200])).toBe(200);
    expect(typicalAmount([100, 200, 300, 1_000_000])).toBe(250);
    expect(typicalAmount([-100, -300, -200])).toBe(200);
    expect(typicalAmount([100, 200])).toBeNull();
    expect(typicalAmount([])).toBeNull();
  });
});

describe('isSmallRefund', () => {
  it('asks only below a fifth of what is left', () => {
    expect(isSmallRefund(1_500, 150_000)).toBe(true);
    expect(isSmallRefund(29_999, 150_000)).toBe(true);
    expect(isSmallRefund(30_000, 150_000)).toBe(false);
    expect(isSmallRefund(150_000, 150_000)).toBe(false);
  });
});
