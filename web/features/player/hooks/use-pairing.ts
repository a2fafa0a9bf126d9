import { useEffect, useReducer } from 'react';
import type { ScreenInfo } from '../../../../domain/schemas/player';
import { PAIRING_POLL_MS } from '../../../../domain/signage';
import { claimPairing, PlayerHttpError, startPairing } from '../api/player-api';

export type PairingState =
  | { status: 'requesting' }
  | { status: 'showing'; code: string; expiresAt: string }
  | { status: 'offline' };

type Action = { type: 'code'; code: string; expiresAt: string } | { type: 'offline' } | { type: 'requesting' };

function reducer(_: PairingState, a: Action): PairingState {
  if (a.type === 'code') return { status: 'showing', code: a.code, expiresAt: a.expiresAt };
  if (a.type === 'offline') return { status: 'offline' };
  return { status: 'requesting' };
}

/**
 * An unpaired device: asks for a code, shows it, and asks every few seconds whether staff typed
 * it. An expired code is replaced by a new one; without network it keeps trying.
 */
export function usePairing(onPaired: (token: string, screen: ScreenInfo) => void): PairingState {
  const [state, dispatch] = useReducer(reducer, { status: 'requesting' });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let secret: string | null = null;
    const later = (fn: () => void, ms: number) => {
      if (!stopped) timer = setTimeout(fn, ms);
    };
    const request = async () => {
      secret = null;
      try {
        const p = await startPairing();
        if (stopped) return;
        secret = p.secret;
        dispatch({ type: 'code', code: p.code, expiresAt: p.expiresAt });
        later(poll, PAIRING_POLL_MS);
      } catch {
        dispatch({ type: 'offline' });
        later(request, 10_000);
      }
    };
    const poll = async () => {
      if (!secret) return request();
      try {
        const c = await claimPairing(secret);
        if (stopped) return;
        if (c.status === 'paired') return onPaired(c.token, c.screen);
        later(poll, PAIRING_POLL_MS);
      } catch (err) {
        if (err instanceof PlayerHttpError && err.status === 410) {
          dispatch({ type: 'requesting' });
          return request();
        }
        later(poll, PAIRING_POLL_MS * 2);
      }
    };
    void request();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [onPaired]);
  return state;
}
