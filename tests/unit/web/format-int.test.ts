import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInt } from '../../../web/lib/format';

describe('formatInt', () => {
  const intl = new Intl.NumberFormat('pt-BR');
  const same = (n: number) => {
    expect(formatInt(n)).toBe(intl.format(n));
  };

  it('writes whole numbers exactly as Intl does for pt-BR', () => {
    [0, -0, 1, -1, 999, 1000, 12_345, -1_234_567, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER].forEach(same);
    fc.assert(fc.property(fc.maxSafeInteger(), same));
  });

  it('leaves fractions and huge numbers to Intl', () => {
    [1.5, -1234.567, 1e21, Number.NaN].forEach(same);
    expect(formatInt(1234.5)).toBe('1.234,5');
  });
});
