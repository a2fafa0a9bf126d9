import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago webhook signature. The `x-signature` header is `ts=<unix seconds>,v1=<hex>`; v1 is
 * HMAC-SHA256, keyed with the application's webhook secret, of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` where a part whose value is missing is left
 * out; data.id keeps its casing as the SDK does.
 * Checked before anything in the notification is believed.
 */
export type SignatureFailure =
  | 'missing_secret'
  | 'missing_header'
  | 'malformed_header'
  | 'missing_hash'
  | 'mismatch'
  | 'stale';

export interface SignatureInput {
  xSignature: string | string[] | undefined;
  xRequestId: string | string[] | undefined;
  dataId: string | undefined;
  secret: string | undefined;
  /** Maximum age of `ts` in seconds; omitted = not checked. */
  toleranceSeconds?: number;
  now?: () => number;
}

const first = (v: string | string[] | undefined): string | undefined => {
  const s = Array.isArray(v) ? v[0] : v;
  const t = s?.trim();
  return t ? t : undefined;
};

export function parseSignatureHeader(header: string): { ts?: string; hashes: Record<string, string> } {
  const hashes: Record<string, string> = {};
  let ts: string | undefined;
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    if (!key || !value) continue;
    if (key === 'ts') ts = value;
    else if (/^v\d+$/.test(key)) hashes[key] = value;
  }
  return { ts, hashes };
}

export function signatureManifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  const parts: string[] = [];
  // data.id exactly as received (the SDK's own check keeps its casing).
  if (dataId) parts.push(`id:${dataId}`);
  if (requestId) parts.push(`request-id:${requestId}`);
  parts.push(`ts:${ts}`);
  return `${parts.join(';')};`;
}

/**
 * `ts` in milliseconds (the documentation's example, and what Mercado Pago sends) or seconds
 * (older deliveries): a 13-digit value is milliseconds. The manifest always uses `ts` as received.
 */
export function tsMillis(ts: string): number {
  const n = Number(ts);
  return ts.length >= 13 ? n : n * 1000;
}

export function signManifest(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export function verifyMercadoPagoSignature(input: SignatureInput): { ok: true } | { ok: false; reason: SignatureFailure } {
  if (!input.secret) return { ok: false, reason: 'missing_secret' };
  const header = first(input.xSignature);
  if (!header) return { ok: false, reason: 'missing_header' };
  const { ts, hashes } = parseSignatureHeader(header);
  if (!ts || !/^\d+$/.test(ts)) return { ok: false, reason: 'malformed_header' };
  const received = hashes.v1;
  if (!received || !/^[0-9a-f]+$/i.test(received)) return { ok: false, reason: 'missing_hash' };
  const expected = signManifest(input.secret, signatureManifest(input.dataId?.trim() || undefined, first(input.xRequestId), ts));
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  if (a.length !== b.length || !timingSafeEqual(a, b)) return { ok: false, reason: 'mismatch' };
  if (input.toleranceSeconds !== undefined) {
    const now = (input.now ?? Date.now)();
    if (Math.abs(now - tsMillis(ts)) / 1000 > input.toleranceSeconds) return { ok: false, reason: 'stale' };
  }
  return { ok: true };
}
