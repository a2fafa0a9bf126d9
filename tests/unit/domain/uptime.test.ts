import { describe, expect, it } from 'vitest';
import { HEARTBEAT_MS } from '../../../domain/signage';
import { dayStart } from '../../../domain/time';
import { deliveryOf, formatPercent, onlineMsBetween, uptimeOfDay, uptimePercent, type OnlineSpan } from '../../../domain/uptime';

const MIN = 60_000;
const t0 = new Date('2026-11-20T12:00:00Z');
const at = (min: number) => new Date(t0.getTime() + min * MIN);
const span = (from: number, to: number): OnlineSpan => ({ startedAt: at(from), lastBeatAt: at(to) });

describe('uptime (ADR 0046)', () => {
  it('counts a span from its first beat to one beat period after its last, never past now', () => {
    expect(onlineMsBetween([span(0, 10)], at(0), at(60), at(60))).toBe(10 * MIN + HEARTBEAT_MS);
    // The screen is still on: the last beat covers only up to now.
    expect(onlineMsBetween([span(0, 10)], at(0), at(60), at(10.5))).toBe(10.5 * MIN);
  });

  it('merges spans that overlap (two beats racing opened two) instead of counting twice', () => {
    expect(onlineMsBetween([span(0, 30), span(0, 30), span(20, 40)], at(0), at(120), at(120))).toBe(40 * MIN + HEARTBEAT_MS);
    expect(uptimePercent([span(0, 30), span(0, 30)], { from: at(0), to: at(30), pairedAt: at(0) }, at(60))).toBe(100);
  });

  it('is a percentage of the window since pairing, up to now, with one decimal', () => {
    // On 0–60 (+1), off 61–90, on 90–120: 91 of 120 minutes.
    const spans = [span(0, 60), span(90, 119)];
    expect(uptimePercent(spans, { from: at(0), to: at(120), pairedAt: at(-600) }, at(120))).toBe(75.8);
    // Paired at minute 90: only its time since counts.
    expect(uptimePercent(spans, { from: at(0), to: at(120), pairedAt: at(90) }, at(120))).toBe(100);
    // Nothing of the window has passed.
    expect(uptimePercent(spans, { from: at(200), to: at(300), pairedAt: at(0) }, at(120))).toBeNull();
    expect(uptimePercent([], { from: at(0), to: at(60), pairedAt: at(0) }, at(60))).toBe(0);
  });

  it("a São Paulo day's uptime starts at that day's midnight", () => {
    const day = '2026-11-20';
    const midnight = dayStart(day);
    const spans = [{ startedAt: midnight, lastBeatAt: new Date(midnight.getTime() + 6 * 60 * MIN - HEARTBEAT_MS) }];
    // 6 of the 12 hours that have passed.
    expect(uptimeOfDay(spans, day, new Date(0), new Date(midnight.getTime() + 12 * 60 * MIN))).toBe(50);
  });

  it('delivery: expected plays by screen time, hours on and the loop; uptime and time lost averaged over screens', () => {
    const booking = { startsAt: at(0), endsAt: at(60 * 24 * 30) };
    const screens = [
      { pairedAt: at(-600), revokedAt: null, spans: [span(0, 119)] },
      { pairedAt: at(-600), revokedAt: null, spans: [span(0, 59)] },
    ];
    const d = deliveryOf(booking, screens, { loopMs: 60_000, hoursOn: 24, deliveredPlays: 180 }, at(120));
    // Two screens × 120 minutes, one play a minute.
    expect(d.expectedPlays).toBe(240);
    expect(d.deliveredPercent).toBe(75);
    expect(d.uptimePercent).toBe(75);
    // The second screen lost 60 minutes: 30 on average.
    expect(d.lostMs).toBe(30 * MIN);
    // Screens on half the day promise half the plays.
    expect(deliveryOf(booking, screens, { loopMs: 60_000, hoursOn: 12, deliveredPlays: 0 }, at(120)).expectedPlays).toBe(120);
  });

  it('delivery: a revoked screen counts until it was revoked; a building without screens or loop promises nothing', () => {
    const booking = { startsAt: at(0), endsAt: at(600) };
    const revoked = [{ pairedAt: at(-10), revokedAt: at(30), spans: [span(0, 29)] }];
    expect(deliveryOf(booking, revoked, { loopMs: 60_000, hoursOn: 24, deliveredPlays: 30 }, at(120))).toMatchObject({
      expectedPlays: 30,
      uptimePercent: 100,
      deliveredPercent: 100,
      lostMs: 0,
    });
    expect(deliveryOf(booking, [], { loopMs: 60_000, hoursOn: 24, deliveredPlays: 0 }, at(120))).toEqual({
      uptimePercent: null,
      expectedPlays: 0,
      deliveredPlays: 0,
      deliveredPercent: null,
      lostMs: 0,
    });
    expect(deliveryOf(booking, revoked, { loopMs: 0, hoursOn: 24, deliveredPlays: 0 }, at(120)).deliveredPercent).toBeNull();
  });

  it('writes percentages the Brazilian way', () => {
    expect(formatPercent(98.5)).toBe('98,5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(null)).toBe('—');
  });
});
