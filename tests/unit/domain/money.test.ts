import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyBp,
  centsToAmountText,
  formatBRL,
  isCents,
  mulDivHalfUp,
  parseBRL,
  percentFromBp,
} from '../../../domain/money';

// Intl puts a no-break space after 'R$'; compare on normal spaces.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatBRL', () => {
  it('formats centavos as pt-BR reais', () => {
    expect(plain(formatBRL(199700))).toBe('R$ 1.997,00');
    expect(plain(formatBRL(5))).toBe('R$ 0,05');
    expect(plain(formatBRL(0))).toBe('R$ 0,00');
    expect(plain(formatBRL(123456789))).toBe('R$ 1.234.567,89');
  });
  it('keeps the no-break space Intl produces', () => {
    expect(formatBRL(100)).toBe('R$\u00a01,00');
  });
  it('rejects non-integer amounts', () => {
    expect(() => formatBRL(1.5)).toThrow(RangeError);
  });
  it('is exactly what Intl gives for pt-BR reais, up to R$ 100 bilhões either way', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const same = (c: number) => {
      expect(formatBRL(c)).toBe(intl.format(c / 100));
    };
    [0, -0, 1, -1, 99, 100, 999_99, 1000_00, 199700, -123456, 1e13, -1e13].forEach(same);
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), same));
  });
  it('writes the money fields\' amount as Intl does for pt-BR decimals (no currency)', () => {
    const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const same = (c: number) => {
      expect(centsToAmountText(c)).toBe(intl.format(c / 100));
    };
    [0, 1, 99, 100, 1500, 199700, 245000, -123456, 1e13].forEach(same);
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), same));
  });
  it('keeps the last centavo of the largest amounts (where Intl, given a double, rounds it)', () => {
    expect(plain(formatBRL(Number.MAX_SAFE_INTEGER))).toBe('R$ 90.071.992.547.409,91');
  });
  it('round-trips with parseBRL', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (c) => {
        expect(parseBRL(formatBRL(c))).toBe(c);
      }),
    );
  });
});

describe('parseBRL', () => {
  it.each([
    ['R$ 1.997,00', 199700],
    ['R$\u00a01.997,00', 199700],
    ['1.997,00', 199700],
    ['1997', 199700],
    ['1997,5', 199750],
    ['1.997', 199700],
    ['1.234.567,89', 123456789],
    ['1997.5', 199750],
    ['1997.50', 199750],
    ['1.50', 150],
    ['0,05', 5],
    ['  12,3 ', 1230],
  ])('%s -> %d', (input, cents) => {
    expect(parseBRL(input)).toBe(cents);
  });
  it.each([
    '',
    'R$',
    'abc',
    '-10,00',
    '1,234',
    '1.997.5',
    '10,',
    '1.99.00',
    '1997.123',
    '1e3',
    '+5',
    '12,34,56',
  ])('rejects %j', (input) => {
    expect(parseBRL(input)).toBeNull();
  });
});

describe('applyBp', () => {
  it('rounds half up to the centavo', () => {
    expect(applyBp(1001, 5000)).toBe(501); // 500.5
    expect(applyBp(1003, 5000)).toBe(502); // 501.5
    expect(applyBp(1004, 1000)).toBe(100); // 100.4
    expect(applyBp(1005, 1000)).toBe(101); // 100.5
    expect(applyBp(199700, 3500)).toBe(69895);
  });
  it('is exact beyond 2^53 intermediate products', () => {
    expect(applyBp(900719925474099, 9999)).toBe(900629853481552); // exact value 900629853481551.59
  });
  it('rejects out-of-range bp', () => {
    expect(() => applyBp(100, -1)).toThrow(RangeError);
    expect(() => applyBp(100, 10001)).toThrow(RangeError);
    expect(() => applyBp(100, 1.5)).toThrow(RangeError);
  });
  it('never exceeds the amount and matches the half-up definition', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 10000 }),
        (c, bp) => {
          const d = applyBp(c, bp);
          expect(d).toBeLessThanOrEqual(c);
          // d is the integer nearest c*bp/10000, ties upward: 2*c*bp in (20000d - 10000, 20000d + 10000]
          const twice = 2n * BigInt(c) * BigInt(bp);
          expect(twice >= 20000n * BigInt(d) - 10000n).toBe(true);
          expect(twice < 20000n * BigInt(d) + 10000n).toBe(true);
        },
      ),
    );
  });
});

describe('mulDivHalfUp / isCents', () => {
  it('divides with half-up rounding and guards its operands', () => {
    expect(mulDivHalfUp(50000, 10000, 199700)).toBe(2504);
    expect(mulDivHalfUp(1, 1, 2)).toBe(1);
    expect(mulDivHalfUp(1, 1, 3)).toBe(0);
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(RangeError);
    expect(isCents(0)).toBe(true);
    expect(isCents(-1)).toBe(false);
    expect(isCents(0.5)).toBe(false);
    expect(isCents('1')).toBe(false);
  });
});

describe('percentFromBp', () => {
  it.each([
    [500, '5%'],
    [1250, '12,5%'],
    [1225, '12,25%'],
    [10, '0,1%'],
    [0, '0%'],
    [10000, '100%'],
    [3500, '35%'],
  ])('%d bp -> %s', (bp, s) => {
    expect(percentFromBp(bp)).toBe(s);
  });
  it('rejects negative or fractional bp', () => {
    expect(() => percentFromBp(-5)).toThrow();
    expect(() => percentFromBp(1.5)).toThrow();
  });
});
