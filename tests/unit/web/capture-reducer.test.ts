import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import type { AdminCapture, CaptureRequest } from '../../../domain/schemas/player';
import {
  captureReducer,
  initialCaptureState,
  isCapturing,
  lastCapture,
  type CaptureState,
} from '../../../web/features/screens/hooks/capture-reducer';

const capture = (id: string): AdminCapture => ({
  id,
  screenId: 's1',
  kind: 'requested',
  takenAt: '2026-05-04T17:32:05.000Z',
  bytes: 30_000,
  width: 640,
  height: 360,
  url: `/api/admin/captures/${id}/file`,
});
const request = (id: string, status: CaptureRequest['status'], c: AdminCapture | null = null): CaptureRequest => ({
  id,
  screenId: 's1',
  status,
  requestedAt: '2026-05-04T17:32:00.000Z',
  capture: c,
});
const run = (...actions: Parameters<typeof captureReducer>[1][]) =>
  actions.reduce<CaptureState>(captureReducer, initialCaptureState);

describe("'Ver tela agora' on a screen's row", () => {
  it('asks, waits for the screen, then shows the capture', () => {
    const asking = run({ type: 'asked' });
    expect(asking).toEqual({ step: 'asking', last: null });
    expect(isCapturing(asking)).toBe(true);
    const waiting = captureReducer(asking, { type: 'accepted', request: request('r1', 'pending') });
    expect(waiting).toEqual({ step: 'waiting', requestId: 'r1', last: null });
    expect(captureReducer(waiting, { type: 'answered', request: request('r1', 'pending') })).toBe(waiting);
    const shown = captureReducer(waiting, { type: 'answered', request: request('r1', 'done', capture('c1')) });
    expect(shown).toEqual({ step: 'shown', capture: capture('c1') });
    expect(isCapturing(shown)).toBe(false);
  });

  it('says why when the server refuses (offline) or the screen does not answer in time', () => {
    const refused = run({ type: 'asked' }, { type: 'refused', message: messages.captureScreenOffline });
    expect(refused).toEqual({ step: 'failed', message: messages.captureScreenOffline, last: null });
    const expired = run(
      { type: 'asked' },
      { type: 'accepted', request: request('r1', 'pending') },
      { type: 'answered', request: request('r1', 'expired') },
    );
    expect(expired).toMatchObject({ step: 'failed', message: messages.captureNoAnswer });
  });

  it('keeps the last capture on the row while a new one is asked for, and after a failure', () => {
    const shown = run({ type: 'asked' }, { type: 'accepted', request: request('r1', 'done', capture('c1')) });
    expect(shown).toEqual({ step: 'shown', capture: capture('c1') });
    const again = captureReducer(shown, { type: 'asked' });
    expect(lastCapture(again)).toEqual(capture('c1'));
    const failed = captureReducer(captureReducer(again, { type: 'accepted', request: request('r2', 'pending') }), {
      type: 'answered',
      request: request('r2', 'expired'),
    });
    expect(failed).toMatchObject({ step: 'failed', last: capture('c1') });
  });

  it('ignores a second click while asking and a late answer about an older request', () => {
    const waiting = run({ type: 'asked' }, { type: 'accepted', request: request('r2', 'pending') });
    expect(captureReducer(waiting, { type: 'asked' })).toBe(waiting);
    expect(captureReducer(waiting, { type: 'answered', request: request('r1', 'done', capture('old')) })).toBe(waiting);
    // Nothing asked: stray answers and refusals change nothing.
    expect(captureReducer(initialCaptureState, { type: 'refused', message: 'x' })).toBe(initialCaptureState);
    expect(captureReducer(initialCaptureState, { type: 'accepted', request: request('r1', 'pending') })).toBe(
      initialCaptureState,
    );
  });
});
