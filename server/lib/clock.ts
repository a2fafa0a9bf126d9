/**
 * The server's one source of "now" (ADR 0049). Every rule that depends on the time of day — a
 * booking running, a screen silent for ten minutes, a reminder seven days before an end — asks
 * here, never `new Date()` or `Date.now()` (lint refuses both in server/). In production the
 * offset is always zero: the clock is the machine's. A server started with TEST_CLOCK_TOKEN lets
 * journeys move it forward (server/plugins/http/test-clock.ts), so a month can pass in a second
 * and every job sees the same month. Elapsed time (how long a request took) is not "now": it uses
 * `performance.now()`, which the offset does not touch.
 */
let offsetMs = 0;

export const clock = {
  now(): Date {
    // eslint-disable-next-line no-restricted-syntax -- the one place that reads the machine's clock
    return new Date(Date.now() + offsetMs);
  },
  ms(): number {
    // eslint-disable-next-line no-restricted-syntax -- the one place that reads the machine's clock
    return Date.now() + offsetMs;
  },
  /** How far ahead of the machine's clock the server runs (0 unless a test moved it). */
  offsetMs(): number {
    return offsetMs;
  },
};

/** Only the test clock (enabled by TEST_CLOCK_TOKEN) calls this; the clock never goes back. */
export function advanceClock(byMs: number): void {
  if (!Number.isFinite(byMs) || byMs < 0) throw new RangeError('o relógio só anda para a frente');
  offsetMs += byMs;
}
