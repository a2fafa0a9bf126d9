import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAPTURE_HOUR_MS,
  CAPTURE_REQUEST_TTL_MS,
  captureHourOf,
  captureRequestStatus,
  classifyScreenPlays,
  isPairingCodeShape,
  isScreenOnline,
  lastDays,
  normalizePairingCode,
  OFFLINE_AFTER_MS,
  outageDurationText,
  playProblem,
  playsOverlap,
  playUntilOfBooking,
  playWithinSlot,
  PLAY_OVERLAP_TOLERANCE_MS,
} from '../../../domain/signage';
import { dayOf, isoInSaoPaulo, nextMidnight, startOfDayAt } from '../../../domain/time';
import { composeLoop } from '../../../server/modules/signage/manifest';
import { playableItems } from '../../../web/features/player/lib/engine';
import type { Manifest, NoticeItem, VideoItem } from '../../../domain/schemas/player';

describe('signage rules', () => {
  it("how long a screen was out, as the mail says it (issue 32)", () => {
    const min = 60_000;
    expect(outageDurationText(20_000)).toBe('menos de 1 min');
    expect(outageDurationText(12 * min + 20_000)).toBe('12 min');
    expect(outageDurationText(60 * min)).toBe('1 h');
    expect(outageDurationText(72 * min)).toBe('1 h 12 min');
    expect(outageDurationText(26 * 60 * min + 5 * min)).toBe('1 dia 2 h');
    expect(outageDurationText(48 * 60 * min)).toBe('2 dias');
  });

  it('São Paulo days: midnight is 03:00 UTC (no daylight saving since 2019)', () => {
    const d = new Date('2026-11-23T02:30:00Z'); // 22 Nov, 23:30 in São Paulo
    expect(dayOf(d)).toBe('2026-11-22');
    expect(startOfDayAt(d).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(nextMidnight(d).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(lastDays(new Date('2026-11-23T15:00:00Z'), 7)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(lastDays(new Date('2026-11-23T15:00:00Z'), 1)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('an ad stops at midnight of its booking last day', () => {
    // Booking ends 23 Dec 14:32 (São Paulo): the last day is the 23rd, the screen stops at 24 Dec 00:00.
    expect(playUntilOfBooking(new Date('2026-12-23T17:32:00Z')).toISOString()).toBe('2026-12-24T03:00:00.000Z');
    // A booking ending exactly at midnight does not gain a day.
    expect(playUntilOfBooking(new Date('2026-12-24T03:00:00Z')).toISOString()).toBe('2026-12-24T03:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }), (t) => {
        const until = playUntilOfBooking(new Date(t));
        return until.getTime() >= t && until.getTime() - t < 24 * 3600_000 && dayOf(new Date(until.getTime() - 1)) !== dayOf(until);
      }),
    );
  });

  it('pairing codes: normalised from what staff type, unambiguous alphabet', () => {
    expect(normalizePairingCode(' ab3-x9k ')).toBe('AB3X9K');
    expect(isPairingCodeShape('AB3X9K')).toBe(true);
    expect(isPairingCodeShape('AB0X9K')).toBe(false); // 0 is not in the alphabet
    expect(isPairingCodeShape('AB3X9')).toBe(false);
  });

  it('online within 150 s of the last heartbeat', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isScreenOnline(new Date(now.getTime() - OFFLINE_AFTER_MS), now)).toBe(true);
    expect(isScreenOnline(new Date(now.getTime() - OFFLINE_AFTER_MS - 1), now)).toBe(false);
    expect(isScreenOnline(null, now)).toBe(false);
  });

  it('a plausible play lasts about the video, ends not in the future, after pairing', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const ctx = { now, pairedAt: new Date('2026-11-01T12:00:00Z') };
    const at = (startMs: number, took: number) => ({ startedAt: new Date(now.getTime() + startMs), endedAt: new Date(now.getTime() + startMs + took) });
    expect(playProblem(at(-60_000, 8_000), 8_000, ctx)).toBeNull();
    expect(playProblem(at(-60_000, 6_000), 8_000, ctx)).toBe('too_short');
    expect(playProblem(at(-60_000, 30_000), 8_000, ctx)).toBe('too_long');
    expect(playProblem(at(5 * 60_000, 8_000), 8_000, ctx)).toBe('future');
    expect(playProblem(at(-40 * 24 * 3600_000, 8_000), 8_000, ctx)).toBe('too_old');
    expect(playProblem(at(-25 * 24 * 3600_000, 8_000), 8_000, ctx)).toBe('before_pairing');
    expect(playProblem(at(0, -1), 8_000, ctx)).toBe('bad_window');
  });
});

const video = (id: string, playUntil = '2099-01-01T03:00:00.000Z'): VideoItem => ({
  kind: 'video',
  id,
  title: id,
  durationMs: 8000,
  url: `/api/player/videos/${id}/file`,
  fileSize: 1,
  fileType: 'video/mp4',
  width: 1920,
  height: 1080,
  playUntil,
});
const notice = (id: string, media: Partial<NoticeItem> = {}): NoticeItem => ({
  kind: 'notice',
  id,
  title: id,
  body: '',
  imageUrl: null,
  videoId: null,
  videoUrl: null,
  durationMs: 10_000,
  playUntil: null,
  ...media,
});

describe('the loop', () => {
  it('notices come after every third video, the rest at the end', () => {
    const ids = (items: { id: string }[]) => items.map((i) => i.id);
    expect(ids(composeLoop([video('v1'), video('v2'), video('v3'), video('v4')], [notice('n1'), notice('n2')]))).toEqual(['v1', 'v2', 'v3', 'n1', 'v4', 'n2']);
    expect(ids(composeLoop([], [notice('n1')]))).toEqual(['n1']);
    expect(ids(composeLoop([video('v1')], []))).toEqual(['v1']);
  });

  it('plays only cached videos and drops items past their playUntil (offline too)', () => {
    const m = { items: [video('a'), video('b'), video('old', '2026-11-23T03:00:00.000Z'), notice('n')] } as Manifest;
    const cached = new Set(['/api/player/videos/a/file', '/api/player/videos/old/file']);
    expect(playableItems(m, cached, Date.parse('2026-11-23T02:59:59Z')).map((i) => i.id)).toEqual(['a', 'old', 'n']);
    expect(playableItems(m, cached, Date.parse('2026-11-23T03:00:00Z')).map((i) => i.id)).toEqual(['a', 'n']);
    expect(playableItems(null, cached, 0)).toEqual([]);
    // A notice with an image or a video waits for its file like an ad.
    const withMedia = { items: [notice('img', { imageUrl: '/files/notices/x.webp' }), notice('vid', { videoId: 'v', videoUrl: '/api/player/videos/v/file' })] } as Manifest;
    expect(playableItems(withMedia, new Set(), 0)).toEqual([]);
    expect(playableItems(withMedia, new Set(['/files/notices/x.webp', '/api/player/videos/v/file']), 0).map((i) => i.id)).toEqual(['img', 'vid']);
  });
});

describe('proof of play: one play at a time per screen (issue 27)', () => {
  const at = (startMs: number, tookMs: number, id = `p${startMs}-${tookMs}`, videoId = 'v') => ({
    id,
    videoId,
    startedAt: new Date(startMs),
    endedAt: new Date(startMs + tookMs),
  });

  it('whatever the order and the overlaps, the plays counted never overlap each other or what was recorded, and a sent-again batch counts nothing', () => {
    const play = fc.record({ start: fc.integer({ min: 0, max: 120_000 }), took: fc.integer({ min: 1_000, max: 25_000 }), video: fc.constantFrom('a', 'b') });
    fc.assert(
      fc.property(fc.array(play, { maxLength: 40 }), fc.array(play, { maxLength: 40 }), (recordedIn, incomingIn) => {
        const recorded = classifyScreenPlays([], new Set(), recordedIn.map((p, i) => at(p.start, p.took, `r${i}`, p.video))).count;
        const incoming = incomingIn.map((p, i) => at(p.start, p.took, `n${i}`, p.video));
        const out = classifyScreenPlays(recorded, new Set(recorded.map((r) => r.id)), incoming);
        expect(out.count.length + out.duplicates.length + out.overlapping.length).toBe(incoming.length);
        const all = [...recorded, ...out.count];
        for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(playsOverlap(all[i]!, all[j]!)).toBe(false);
        const again = classifyScreenPlays(all, new Set(all.map((r) => r.id)), out.count);
        expect(again.count).toEqual([]);
        expect(again.duplicates).toHaveLength(out.count.length);
      }),
    );
  });

  it('neighbours may touch within the clock tolerance; the same video and start under a new id is a duplicate', () => {
    expect(playsOverlap(at(0, 8_000), at(8_000 - PLAY_OVERLAP_TOLERANCE_MS, 8_000))).toBe(false);
    expect(playsOverlap(at(0, 8_000), at(8_000 - PLAY_OVERLAP_TOLERANCE_MS - 1, 8_000))).toBe(true);
    const first = at(0, 8_000, 'x');
    const out = classifyScreenPlays([first], new Set(['x']), [at(0, 8_000, 'y'), at(0, 8_000, 'z', 'other'), at(8_000, 8_000, 'w')]);
    expect(out.duplicates.map((p) => p.id)).toEqual(['y']);
    expect(out.overlapping.map((p) => p.id)).toEqual(['z']);
    expect(out.count.map((p) => p.id)).toEqual(['w']);
  });

  it('a play counts only inside the window the manifest held the video: from its slot (or activation) to midnight ending the last day', () => {
    const slot = { activatedAt: new Date('2026-03-10T15:00:00Z'), startsAt: new Date('2026-03-01T03:00:00Z'), endsAt: new Date('2026-04-01T03:00:00Z') };
    expect(playWithinSlot(new Date('2026-03-10T14:59:00Z'), slot)).toBe(true); // clock allowance
    expect(playWithinSlot(new Date('2026-03-10T14:50:00Z'), slot)).toBe(false); // before it was activated
    expect(playWithinSlot(new Date('2026-04-01T02:59:00Z'), slot)).toBe(true); // last day, before midnight
    expect(playWithinSlot(new Date('2026-04-01T03:05:00Z'), slot)).toBe(false);
  });
});

describe('captures: the hour and the request (issue 32)', () => {
  it('an hourly capture belongs to its São Paulo clock hour (whole-hour offset: the same instants as UTC)', () => {
    const t = new Date('2026-05-04T17:59:59.999Z');
    expect(captureHourOf(t).toISOString()).toBe('2026-05-04T17:00:00.000Z');
    expect(isoInSaoPaulo(captureHourOf(t))).toMatch(/T14:00:00/);
    expect(captureHourOf(new Date(t.getTime() + 1)).getTime() - captureHourOf(t).getTime()).toBe(CAPTURE_HOUR_MS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (ms) => {
        const h = captureHourOf(ms).getTime();
        return h <= ms && ms - h < CAPTURE_HOUR_MS && captureHourOf(h).getTime() === h;
      }),
    );
  });

  it('a request waits until answered, and is given up after the TTL', () => {
    const requestedAt = new Date('2026-05-04T17:00:00Z');
    const at = (ms: number) => new Date(requestedAt.getTime() + ms);
    expect(captureRequestStatus({ requestedAt, fulfilledAt: null }, at(CAPTURE_REQUEST_TTL_MS))).toBe('pending');
    expect(captureRequestStatus({ requestedAt, fulfilledAt: null }, at(CAPTURE_REQUEST_TTL_MS + 1))).toBe('expired');
    expect(captureRequestStatus({ requestedAt, fulfilledAt: at(5_000) }, at(10 * CAPTURE_REQUEST_TTL_MS))).toBe('done');
  });
});
