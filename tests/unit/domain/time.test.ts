import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayAndMinuteOf, dayEnd, dayOf, dayStart, isDay, isoInSaoPaulo, monthStart, nextMidnight, startOfDayAt, TIME_ZONE } from '../../../domain/time';

const iso = (d: Date) => d.toISOString();
const at = (s: string) => new Date(s);

describe('São Paulo days (hand-computed instants)', () => {
  it('today: UTC−3, a day of 24 hours', () => {
    expect(TIME_ZONE).toBe('America/Sao_Paulo');
    expect(iso(dayStart('2026-11-23'))).toBe('2026-11-23T03:00:00.000Z');
    expect(iso(dayEnd('2026-11-23'))).toBe('2026-11-24T02:59:59.999Z');
    expect(dayOf(at('2026-11-24T02:59:59.999Z'))).toBe('2026-11-23');
    expect(dayOf(at('2026-11-24T03:00:00.000Z'))).toBe('2026-11-24');
    expect(iso(startOfDayAt(at('2026-11-23T15:00:00Z')))).toBe('2026-11-23T03:00:00.000Z');
    expect(iso(nextMidnight(at('2026-11-23T15:00:00Z')))).toBe('2026-11-24T03:00:00.000Z');
    expect(dayAndMinuteOf(at('2026-11-23T15:07:59Z'))).toEqual({ day: '2026-11-23', minute: 12 * 60 + 7 });
  });

  it('2018-11-04: midnight did not exist (00:00 jumped to 01:00, UTC−2), the day had 23 hours', () => {
    expect(iso(dayStart('2018-11-04'))).toBe('2018-11-04T03:00:00.000Z'); // 01:00−02:00
    expect(iso(dayEnd('2018-11-03'))).toBe('2018-11-04T02:59:59.999Z');
    expect(iso(dayEnd('2018-11-04'))).toBe('2018-11-05T01:59:59.999Z'); // 23:59:59.999−02:00
    expect(iso(nextMidnight(at('2018-11-03T12:00:00Z')))).toBe('2018-11-04T03:00:00.000Z');
    expect(iso(startOfDayAt(at('2018-11-04T12:00:00Z')))).toBe('2018-11-04T03:00:00.000Z');
    expect(dayOf(at('2018-11-04T02:59:59.999Z'))).toBe('2018-11-03');
    expect(dayAndMinuteOf(at('2018-11-04T03:00:00Z'))).toEqual({ day: '2018-11-04', minute: 60 });
  });

  it('2019-02-16/17: daylight saving ended at midnight, 23:00–24:00 ran twice, the 16th had 25 hours', () => {
    expect(iso(dayStart('2019-02-16'))).toBe('2019-02-16T02:00:00.000Z'); // 00:00−02:00
    expect(iso(dayEnd('2019-02-16'))).toBe('2019-02-17T02:59:59.999Z'); // second 23:59:59.999−03:00
    expect(iso(dayStart('2019-02-17'))).toBe('2019-02-17T03:00:00.000Z');
    // 02:30Z is the second 23:30 of the 16th.
    expect(dayOf(at('2019-02-17T02:30:00Z'))).toBe('2019-02-16');
    expect(dayAndMinuteOf(at('2019-02-17T02:30:00Z'))).toEqual({ day: '2019-02-16', minute: 23 * 60 + 30 });
    expect(iso(startOfDayAt(at('2019-02-17T02:30:00Z')))).toBe('2019-02-16T02:00:00.000Z');
    expect(iso(nextMidnight(at('2019-02-17T01:30:00Z')))).toBe('2019-02-17T03:00:00.000Z');
    expect(iso(nextMidnight(at('2019-02-17T03:00:00Z')))).toBe('2019-02-18T03:00:00.000Z');
  });

  it('months start on the 1st at São Paulo midnight, with the offset of that date', () => {
    expect(iso(monthStart('2026-11'))).toBe('2026-11-01T03:00:00.000Z');
    expect(iso(monthStart('2018-12'))).toBe('2018-12-01T02:00:00.000Z');
    expect(() => monthStart('2026-13')).toThrow(RangeError);
    expect(() => monthStart('2026-1')).toThrow(RangeError);
  });

  it('an instant written with the offset of its moment (Mercado Pago wants one)', () => {
    expect(isoInSaoPaulo(at('2026-05-25T16:30:00.000Z'))).toBe('2026-05-25T13:30:00.000-03:00');
    expect(isoInSaoPaulo(at('2018-12-25T16:30:00.000Z'))).toBe('2018-12-25T14:30:00.000-02:00');
    expect(new Date(isoInSaoPaulo(at('2019-02-17T02:30:00Z'))).toISOString()).toBe('2019-02-17T02:30:00.000Z');
  });

  it('refuses what is not a calendar day', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('23/11/2026')).toBe(false);
    expect(() => dayStart('2026-02-30')).toThrow(RangeError);
    expect(() => dayEnd('23/11/2026')).toThrow(RangeError);
  });

  it('every instant lies inside its own day, and the day after starts where it ends', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(instant, (t) => {
        const day = dayOf(t);
        expect(dayStart(day).getTime()).toBeLessThanOrEqual(t);
        expect(dayEnd(day).getTime()).toBeGreaterThanOrEqual(t);
        expect(startOfDayAt(t).getTime()).toBe(dayStart(day).getTime());
        expect(nextMidnight(t).getTime()).toBe(dayEnd(day).getTime() + 1);
      }),
    );
  });
});
