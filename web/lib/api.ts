import { firstPaintMessages as messages } from '../../domain/first-paint-messages';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: string,
    public readonly fields?: Record<string, string>,
    public readonly details?: unknown,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Listeners told when the server says the site gate is closed (cookie missing or stale). */
export const gateEvents = new EventTarget();

/** Listeners told when the server says the session is gone (expired, revoked, blocked): 'expired'. */
export const authEvents = new EventTarget();

/**
 * The one way the front end talks to the server: JSON in and out, and every failure turned into
 * an ApiError whose message is the server's pt-BR text.
 */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? 'GET',
      credentials: 'same-origin',
      signal: opts.signal,
      headers: {
        accept: 'application/json',
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, messages.connectionError, 'network');
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const e = (data as { error?: { message?: string; code?: string; fields?: Record<string, string>; details?: unknown } })?.error;
    if (res.status === 403 && e?.code === 'gate_locked') gateEvents.dispatchEvent(new Event('locked'));
    if (res.status === 401 && e?.code === 'unauthorized') authEvents.dispatchEvent(new Event('expired'));
    throw new ApiError(res.status, e?.message ?? messages.genericError, e?.code ?? 'error', e?.fields, e?.details);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const errorMessage = (err: unknown, fallback: string = messages.genericError): string =>
  err instanceof ApiError ? err.message : fallback;
