import { describe, expect, it } from 'vitest';
import { pageWindow, totalPagesOf } from '../../../web/features/store/pagination-window';

describe('pageWindow', () => {
  it('no numbers for no pages; every number up to 7 pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('first, last, the current with its neighbours, and gaps', () => {
    expect(pageWindow(1, 112)).toEqual([1, 2, 3, 4, 5, 'gap', 112]);
    expect(pageWindow(50, 112)).toEqual([1, 'gap', 49, 50, 51, 'gap', 112]);
    expect(pageWindow(112, 112)).toEqual([1, 'gap', 108, 109, 110, 111, 112]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('always shows the current page, once, in order', () => {
    for (let total = 1; total <= 30; total++) {
      for (let c = 1; c <= total; c++) {
        const nums = pageWindow(c, total).filter((x): x is number => x !== 'gap');
        expect(nums).toContain(c);
        expect(nums).toEqual([...new Set(nums)].sort((a, b) => a - b));
        expect(nums[0]).toBe(1);
        expect(nums.at(-1)).toBe(total);
        const items = pageWindow(c, total);
        items.forEach((x, i) => {
          if (x === 'gap') expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
        });
      }
    }
  });

  it('totalPagesOf: 30 panels at 9 a page are 4 pages', () => {
    expect(totalPagesOf(30, 9)).toBe(4);
    expect(totalPagesOf(9, 9)).toBe(1);
    expect(totalPagesOf(0, 9)).toBe(1);
  });
});
