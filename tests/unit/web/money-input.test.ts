import { describe, expect, it } from 'vitest';
import { maskMoney, settleMoney } from '../../../web/components/ui/money-input';
import { isDrasticPriceChange } from '../../../domain/buildings';

describe('maskMoney (pt-BR money typed from the cents up)', () => {
  it('fills digits from the cents, as bank apps do', () => {
    const typed = ['2', '24', '245', '2450', '24500', '245000'];
    let value = '';
    const seen = typed.map((t) => (value = maskMoney(value + t.slice(-1), false)));
    expect(seen).toEqual(['0,02', '0,24', '2,45', '24,50', '245,00', '2.450,00']);
    expect(maskMoney('245000', false)).toBe('2.450,00');
  });

  it('takes the last digit away when deleting, and empties to nothing', () => {
    expect(maskMoney('2.450,0', true)).toBe('245,00');
    expect(maskMoney('0,0', true)).toBe('');
  });

  it('keeps an amount typed or pasted with its own comma until the field is left', () => {
    expect(maskMoney('2.490,5', false)).toBe('2.490,5');
    expect(maskMoney('1997,', false)).toBe('1997,');
    expect(maskMoney('100,00', false)).toBe('100,00');
    expect(maskMoney('R$ 1.997,00', false)).toBe('1.997,00');
  });
});

describe('one behaviour in every money field of the back office', () => {
  const type = (keys: string) => [...keys].reduce((value, k) => maskMoney(value + k, false), '');

  it('reads 1500 as R$ 15,00 and 150000 as R$ 1.500,00, never as reais', () => {
    expect(type('1500')).toBe('15,00');
    expect(type('150000')).toBe('1.500,00');
    expect(type('250000')).toBe('2.500,00');
  });

  it('takes no sign: a typed or pasted minus is dropped like any other non-digit', () => {
    expect(type('-1500')).toBe('15,00');
    expect(maskMoney('-1.500,00', false)).toBe('1.500,00');
  });

  it('writes the amount out in full when the field is left', () => {
    expect(settleMoney('1997,5')).toBe('1.997,50');
    expect(settleMoney('2.490,')).toBe('2.490,00');
    expect(settleMoney('15,00')).toBe('15,00');
    expect(settleMoney('')).toBe('');
    expect(settleMoney('abc')).toBe('abc');
  });
});

describe('isDrasticPriceChange', () => {
  it('is true beyond 5× either way, false within', () => {
    expect(isDrasticPriceChange(199_700, 24_500_000)).toBe(true);
    expect(isDrasticPriceChange(199_700, 39_939)).toBe(true);
    expect(isDrasticPriceChange(199_700, 998_500)).toBe(false);
    expect(isDrasticPriceChange(199_700, 39_940)).toBe(false);
    expect(isDrasticPriceChange(199_700, 249_000)).toBe(false);
    expect(isDrasticPriceChange(0, 100)).toBe(false);
  });
});
