import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  daysLeft,
  dueReminder,
  endsInText,
  inRenewalWindow,
  lastDayOf,
  placesText,
  renewalPath,
  renewalReminderText,
  renewalStartsAt,
} from '../../../domain/renewals';
import { chainedPlayUntil, playUntilOfBooking } from '../../../domain/signage';

const H = 3600_000;
const DAY = 24 * H;

describe('renewals: São Paulo days (ADR 0052)', () => {
  it('the last day of a booking is the São Paulo day of its end; an end at midnight is the day before', () => {
    // 14:32 in São Paulo (UTC−3).
    expect(lastDayOf(new Date('2026-06-10T17:32:00Z'))).toBe('2026-06-10');
    // 00:00 in São Paulo: the booking's last moment is 23:59:59.999 of the day before.
    expect(lastDayOf(new Date('2026-06-11T03:00:00Z'))).toBe('2026-06-10');
    // 23:30 in São Paulo is already the next day in UTC.
    expect(lastDayOf(new Date('2026-06-11T02:30:00Z'))).toBe('2026-06-10');
  });

  it('counts calendar days, not 24-hour spans, across months, years and the 2018 daylight-saving start', () => {
    expect(daysBetween('2026-06-03', '2026-06-10')).toBe(7);
    expect(daysBetween('2026-06-10', '2026-06-03')).toBe(-7);
    expect(daysBetween('2026-12-28', '2027-01-04')).toBe(7);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    // 2018-11-04 had 23 hours in São Paulo; still one day each.
    expect(daysBetween('2018-11-03', '2018-11-05')).toBe(2);
    const end = new Date('2026-06-10T17:32:00Z');
    // 23:59 on the 3rd and 00:01 on the 4th (São Paulo) are a minute apart and a day apart.
    expect(daysLeft(end, new Date('2026-06-04T02:59:00Z'))).toBe(7);
    expect(daysLeft(end, new Date('2026-06-04T03:01:00Z'))).toBe(6);
    expect(daysLeft(end, new Date('2026-06-10T20:00:00Z'))).toBe(0);
  });
});

describe('renewals: which reminder is due', () => {
  const end = new Date('2026-06-10T17:32:00Z'); // last day 2026-06-10
  const at = (isoSaoPaulo: string) => new Date(`${isoSaoPaulo}-03:00`);

  it('7 days before the last day, from its first minute; nothing the day before that', () => {
    expect(dueReminder(end, at('2026-06-02T23:59:00'), [])).toBeNull();
    expect(dueReminder(end, at('2026-06-03T00:00:00'), [])).toBe('7d');
    expect(dueReminder(end, at('2026-06-03T00:00:00'), ['7d'])).toBeNull();
  });

  it('the 7-day one is still sent later in the week (a job that was down), until the 1-day one is due', () => {
    expect(dueReminder(end, at('2026-06-07T10:00:00'), [])).toBe('7d');
    expect(dueReminder(end, at('2026-06-08T23:59:00'), [])).toBe('7d');
    // The day before the last day: the nearer reminder only, never both.
    expect(dueReminder(end, at('2026-06-09T00:00:00'), [])).toBe('1d');
    expect(dueReminder(end, at('2026-06-09T00:00:00'), ['7d'])).toBe('1d');
    expect(dueReminder(end, at('2026-06-09T00:00:00'), ['7d', '1d'])).toBeNull();
    // Once the 1-day one went, a late 7-day one is never sent.
    expect(dueReminder(end, at('2026-06-09T12:00:00'), ['1d'])).toBeNull();
  });

  it('on the last day before the end the 1-day one is still due; after the end, nothing', () => {
    expect(dueReminder(end, at('2026-06-10T09:00:00'), ['7d'])).toBe('1d');
    expect(dueReminder(end, at('2026-06-10T14:32:00'), [])).toBeNull();
    expect(dueReminder(end, at('2026-06-10T20:00:00'), [])).toBeNull();
  });

  it('offers Renovar from 7 days before the last day until the end', () => {
    expect(inRenewalWindow(end, at('2026-06-02T23:00:00'))).toBe(false);
    expect(inRenewalWindow(end, at('2026-06-03T00:00:00'))).toBe(true);
    expect(inRenewalWindow(end, at('2026-06-10T14:00:00'))).toBe(true);
    expect(inRenewalWindow(end, at('2026-06-10T15:00:00'))).toBe(false);
  });
});

describe('renewals: where the renewal starts', () => {
  const end = new Date('2026-06-10T17:32:00Z');
  const nextMidnight = new Date('2026-06-11T03:00:00Z');

  it('paid before the old one leaves the screens: the midnight after its last day, contiguous with it', () => {
    expect(playUntilOfBooking(end)).toEqual(nextMidnight);
    expect(renewalStartsAt(end, new Date('2026-05-20T12:00:00Z'))).toEqual(nextMidnight);
    // After the booking's end, while its ad is still on the screens until midnight.
    expect(renewalStartsAt(end, new Date('2026-06-11T01:00:00Z'))).toEqual(nextMidnight);
  });

  it('paid after that midnight: at once, like any booking', () => {
    const paid = new Date('2026-06-11T03:00:00.001Z');
    expect(renewalStartsAt(end, paid)).toEqual(paid);
  });

  it('a renewal of a renewal (which ends at a midnight) starts at that midnight', () => {
    const renewalEnd = new Date(nextMidnight.getTime() + 30 * DAY);
    expect(renewalStartsAt(renewalEnd, new Date('2026-06-20T12:00:00Z'))).toEqual(renewalEnd);
  });
});

describe('renewals: a video keeps its place on the screen through its renewals', () => {
  const old = { startsAt: new Date('2026-05-11T17:32:00Z'), endsAt: new Date('2026-06-10T17:32:00Z') };
  const renewal = { startsAt: new Date('2026-06-11T03:00:00Z'), endsAt: new Date('2026-07-11T03:00:00Z') };
  const second = { startsAt: renewal.endsAt, endsAt: new Date('2026-08-10T03:00:00Z') };

  it('reaches the end of every slot that starts by then', () => {
    const until = playUntilOfBooking(old.endsAt);
    expect(chainedPlayUntil(until, [old])).toEqual(until);
    expect(chainedPlayUntil(until, [old, renewal])).toEqual(renewal.endsAt);
    // In any order.
    expect(chainedPlayUntil(until, [second, renewal, old])).toEqual(second.endsAt);
  });

  it('stops at a gap: a slot starting later is not on the screen yet', () => {
    const later = { startsAt: new Date('2026-06-12T03:00:00Z'), endsAt: new Date('2026-07-12T03:00:00Z') };
    const until = playUntilOfBooking(old.endsAt);
    expect(chainedPlayUntil(until, [old, later])).toEqual(until);
  });
});

describe('renewals: texts and link', () => {
  it('says when the campaign ends', () => {
    expect(endsInText(7)).toBe('termina em 7 dias');
    expect(endsInText(2)).toBe('termina em 2 dias');
    expect(endsInText(1)).toBe('termina amanhã');
    expect(endsInText(0)).toBe('termina hoje');
  });

  it('names the buildings', () => {
    expect(placesText(['Edifício Aurora'])).toBe('no Edifício Aurora');
    expect(placesText(['Edifício Aurora', 'Edifício Brisa'])).toBe('no Edifício Aurora e no Edifício Brisa');
    expect(placesText(['A', 'B', 'C'])).toBe('no A, no B e no C');
    expect(renewalReminderText(['Edifício Aurora'], 7)).toBe('Sua campanha no Edifício Aurora termina em 7 dias');
    expect(renewalReminderText(['Edifício Aurora'], 1)).toBe('Sua campanha no Edifício Aurora termina amanhã');
  });

  it('links to the client area, with one booking or the whole order', () => {
    expect(renewalPath('o-1')).toBe('/clientes/renovar/o-1');
    expect(renewalPath('o-1', 'b-2')).toBe('/clientes/renovar/o-1?reserva=b-2');
  });
});
