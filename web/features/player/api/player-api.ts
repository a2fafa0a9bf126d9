import type {
  CaptureUploadResult,
  HeartbeatInput,
  Manifest,
  PairingClaim,
  PairingStart,
  PlayBatchResult,
  PlayerCommands,
  PlayRecordInput,
} from '../../../../domain/schemas/player';
import type { CaptureKind } from '../../../../domain/signage';

/**
 * The player's own calls. Not the app's `api()` helper: these carry the screen's bearer token,
 * never a session, and tell apart "the server said no" (revoked) from "no network" (keep playing).
 */
export class PlayerHttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
  ) {
    super(`player request failed: ${status} ${code}`);
  }
  /** The token is no longer valid: back to the pairing code. */
  get unpaired() {
    return this.status === 401;
  }
}

const TIMEOUT_MS = 8_000;

async function call(path: string, init: RequestInit & { token?: string; timeoutMs?: number } = {}): Promise<Response> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), init.timeoutMs ?? TIMEOUT_MS);
  try {
    const headers: Record<string, string> = { accept: 'application/json', ...(init.headers as Record<string, string>) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    // JSON bodies are strings; a FormData body sets its own multipart type and boundary.
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    const res = await fetch(path, { ...init, headers, signal: ctrl.signal, cache: 'no-store', credentials: 'omit' });
    if (!res.ok && res.status !== 304) {
      let code = 'error';
      try {
        code = ((await res.json()) as { error?: { code?: string } }).error?.code ?? code;
      } catch {
        /* not JSON */
      }
      throw new PlayerHttpError(res.status, code);
    }
    return res;
  } finally {
    clearTimeout(timer);
  }
}

export async function startPairing(): Promise<PairingStart> {
  return (await call('/api/player/pairing', { method: 'POST' })).json() as Promise<PairingStart>;
}

export async function claimPairing(secret: string): Promise<PairingClaim> {
  return (await call('/api/player/pairing/claim', { method: 'POST', body: JSON.stringify({ secret }) })).json() as Promise<PairingClaim>;
}

/** Conditional GET: null when nothing changed since `etag`. */
export async function fetchManifest(token: string, etag: string | null): Promise<{ manifest: Manifest; etag: string | null } | null> {
  const res = await call('/api/player/manifest', { token, headers: etag ? { 'if-none-match': etag } : {} });
  if (res.status === 304) return null;
  return { manifest: (await res.json()) as Manifest, etag: res.headers.get('etag') };
}

export async function fetchVideoFile(token: string, url: string): Promise<Response> {
  return call(url, { token, headers: { accept: 'video/*' }, timeoutMs: 120_000 });
}

export async function sendHeartbeat(token: string, body: HeartbeatInput): Promise<{ serverTime: string }> {
  return (await call('/api/player/heartbeat', { method: 'POST', token, body: JSON.stringify(body) })).json() as Promise<{ serverTime: string }>;
}

export async function sendPlays(token: string, plays: PlayRecordInput[]): Promise<PlayBatchResult> {
  return (await call('/api/player/plays', { method: 'POST', token, body: JSON.stringify({ plays }) })).json() as Promise<PlayBatchResult>;
}

/** What staff asked of the screen; null when nothing (204). */
export async function fetchCommands(token: string): Promise<PlayerCommands | null> {
  const res = await call('/api/player/commands', { token });
  if (res.status === 204) return null;
  return (await res.json()) as PlayerCommands;
}

/** Sends a capture: the JPEG, its kind and, when staff asked for it, their request. */
export async function sendCapture(token: string, jpeg: Blob, fields: { kind: CaptureKind; requestId?: string }): Promise<CaptureUploadResult> {
  const form = new FormData();
  form.append('kind', fields.kind);
  if (fields.requestId) form.append('requestId', fields.requestId);
  form.append('file', jpeg, 'tela.jpg');
  return (await call('/api/player/captures', { method: 'POST', token, body: form, timeoutMs: 20_000 })).json() as Promise<CaptureUploadResult>;
}
