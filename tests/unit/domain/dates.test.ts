import { describe, it, expect } from 'vitest';
import { isWithinWindow } from '../../../domain/dates';

describe('isWithinWindow', () => {
  const s = new Date('2025-01-01T00:00:00Z');
  const e = new Date('2025-01-31T00:00:00Z');
  it('is inclusive at both ends', () => {
    expect(isWithinWindow(s, s, e)).toBe(true);
    expect(isWithinWindow(e, s, e)).toBe(true);
    expect(isWithinWindow(new Date(s.getTime() - 1), s, e)).toBe(false);
    expect(isWithinWindow(new Date(e.getTime() + 1), s, e)).toBe(false);
  });
  it('treats missing bounds as open', () => {
    expect(isWithinWindow(new Date(0), null, e)).toBe(true);
    expect(isWithinWindow(new Date(8.64e15), s, undefined)).toBe(true);
    expect(isWithinWindow(new Date(0), s, null)).toBe(false);
  });
  it('never matches invalid dates', () => {
    expect(isWithinWindow(new Date('x'), null, null)).toBe(false);
    expect(isWithinWindow(s, new Date('x'), e)).toBe(false);
    expect(isWithinWindow(s, null, new Date('x'))).toBe(false);
  });
});
