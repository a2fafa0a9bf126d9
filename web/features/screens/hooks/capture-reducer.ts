import { messages } from '../../../../domain/messages';
import type { AdminCapture, CaptureRequest } from '../../../../domain/schemas/player';

/**
 * 'Ver tela agora' on one screen's row: asking the server, waiting for the screen, the capture
 * shown, or why there is none. The last capture stays on the row while a new one is asked for.
 */
export type CaptureState =
  | { step: 'idle' }
  | { step: 'asking'; last: AdminCapture | null }
  | { step: 'waiting'; requestId: string; last: AdminCapture | null }
  | { step: 'shown'; capture: AdminCapture }
  | { step: 'failed'; message: string; last: AdminCapture | null };

export type CaptureAction =
  | { type: 'asked' }
  /** The server took the request (or gave back the one still waiting). */
  | { type: 'accepted'; request: CaptureRequest }
  /** The server refused (screen offline, revoked) or could not be reached. */
  | { type: 'refused'; message: string }
  /** A look at the request while waiting. */
  | { type: 'answered'; request: CaptureRequest };

export const initialCaptureState: CaptureState = { step: 'idle' };

export const lastCapture = (s: CaptureState): AdminCapture | null =>
  s.step === 'shown' ? s.capture : s.step === 'idle' ? null : s.last;

export const isCapturing = (s: CaptureState): boolean => s.step === 'asking' || s.step === 'waiting';

function settle(request: CaptureRequest, last: AdminCapture | null): CaptureState | null {
  if (request.status === 'done' && request.capture) return { step: 'shown', capture: request.capture };
  if (request.status === 'expired') return { step: 'failed', message: messages.captureNoAnswer, last };
  return null;
}

export function captureReducer(state: CaptureState, action: CaptureAction): CaptureState {
  switch (action.type) {
    case 'asked':
      return isCapturing(state) ? state : { step: 'asking', last: lastCapture(state) };
    case 'accepted':
      if (state.step !== 'asking') return state;
      return settle(action.request, state.last) ?? { step: 'waiting', requestId: action.request.id, last: state.last };
    case 'refused':
      return isCapturing(state) ? { step: 'failed', message: action.message, last: lastCapture(state) } : state;
    case 'answered':
      // An answer about an older request (a poll still in flight) changes nothing.
      if (state.step !== 'waiting' || action.request.id !== state.requestId) return state;
      return settle(action.request, state.last) ?? state;
  }
}
