import { describe, expect, it } from 'vitest';
import { advertisersAt, barSpan, bookingPhase, campaignPeriods, freesUpAt, peakAdvertisers } from '../../../domain/campaigns';

const at = (s: string) => new Date(s);
const booking = (from: string, to: string) => ({ startsAt: at(from), endsAt: at(to) });

describe('campaigns: periods, occupancy and when a building frees up', () => {
  it('weeks start on the São Paulo Monday; months on the 1st, across the year end', () => {
    // Sunday 22 Nov, 23:30 in São Paulo is already Monday in UTC: still the week that began on the 16th.
    const weeks = campaignPeriods(at('2026-11-23T02:30:00Z'), 'week', 2);
    expect(weeks).toEqual([
      { start: '2026-11-16', end: '2026-11-23' },
      { start: '2026-11-23', end: '2026-11-30' },
    ]);
    expect(campaignPeriods(at('2026-11-24T02:30:00Z'), 'week', 1)[0]!.start).toBe('2026-11-23');
    const months = campaignPeriods(at('2026-11-26T12:00:00Z'), 'month', 3);
    expect(months).toEqual([
      { start: '2026-11-01', end: '2026-12-01' },
      { start: '2026-12-01', end: '2027-01-01' },
      { start: '2027-01-01', end: '2027-02-01' },
    ]);
  });

  it('peak, not sum: one leaving on the 10th and one arriving on the 20th share a place', () => {
    const month = { start: '2026-12-01', end: '2027-01-01' };
    const a = booking('2026-11-01T03:00:00Z', '2026-12-10T03:00:00Z');
    const b = booking('2026-12-20T03:00:00Z', '2027-01-20T03:00:00Z');
    expect(peakAdvertisers([a, b], month)).toBe(1);
    const c = booking('2026-12-05T03:00:00Z', '2026-12-25T03:00:00Z');
    expect(peakAdvertisers([a, b, c], month)).toBe(2);
    expect(peakAdvertisers([], month)).toBe(0);
  });

  it('a full building frees up at the first end that leaves fewer than capacity, counting later sales', () => {
    const now = at('2026-11-26T12:00:00Z');
    const three = [
      booking('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
      booking('2026-11-01T00:00:00Z', '2026-12-15T00:00:00Z'),
      booking('2026-11-01T00:00:00Z', '2027-01-15T00:00:00Z'),
    ];
    expect(advertisersAt(three, now)).toBe(3);
    expect(freesUpAt(three, now, 3)?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    // The place freed on Dec 1st is already sold (until Dec 20th): the first gap opens on Dec 15th.
    const sold = [...three, booking('2026-12-01T00:00:00Z', '2026-12-20T00:00:00Z')];
    expect(freesUpAt(sold, now, 3)?.toISOString()).toBe('2026-12-15T00:00:00.000Z');
    expect(freesUpAt(three, now, 4)).toBeNull();
  });

  it('bars cover the periods they touch; outside the window they are left out', () => {
    const periods = campaignPeriods(at('2026-11-26T12:00:00Z'), 'month', 3);
    expect(barSpan(booking('2026-11-20T03:00:00Z', '2026-12-20T03:00:00Z'), periods)).toEqual({ first: 0, last: 1 });
    expect(barSpan(booking('2027-03-01T03:00:00Z', '2027-04-01T03:00:00Z'), periods)).toBeNull();
  });

  it('booking phases for people', () => {
    const now = at('2026-11-26T12:00:00Z');
    expect(bookingPhase({ status: 'cancelled', startsAt: '2026-11-01', endsAt: '2026-12-01' }, now)).toBe('cancelled');
    expect(bookingPhase({ status: 'active', startsAt: '2026-12-01', endsAt: '2027-01-01' }, now)).toBe('scheduled');
    expect(bookingPhase({ status: 'active', startsAt: '2026-11-01', endsAt: '2026-12-01' }, now)).toBe('running');
    expect(bookingPhase({ status: 'active', startsAt: '2026-10-01', endsAt: '2026-11-01' }, now)).toBe('ended');
  });
});
