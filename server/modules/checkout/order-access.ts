import { hmac, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { isUuid } from '../../lib/uuid';

/**
 * The buyer has no account while paying, so the order is reached with a bearer token held by
 * the browser (sessionStorage). Only its SHA-256 is stored. With an idempotency key the token is
 * derived from it, so a retried request can be answered with the same token.
 */
export function makeAccessToken(secret: string, orderId: string, idempotencyKey?: string | null): string {
  return idempotencyKey ? hmac(secret, `order-access:${orderId}:${idempotencyKey}`) : randomToken(32);
}

export function accessTokenMatches(storedHash: string, token: string | undefined | null): boolean {
  if (!token || token.length > 200) return false;
  return safeEqual(storedHash, sha256(token));
}

/**
 * Live updates go to `order:<id>:<key>`, where key = HMAC(secret, id). It is handed out only with
 * the order (to the holder of the access token); knowing it lets one hear "paid/expired" for that
 * order and nothing else, and it is not the access token, so a URL in a log reveals no order data.
 */
export function orderEventsKey(secret: string, orderId: string): string {
  return hmac(secret, `order-events:${orderId}`).slice(0, 32);
}

export function orderEventsChannel(secret: string, orderId: string): string {
  return `order:${orderId}:${orderEventsKey(secret, orderId)}`;
}

export function orderChannelAllowed(secret: string, channel: string): boolean {
  const m = /^order:([0-9a-f-]{36}):([A-Za-z0-9_-]{32})$/.exec(channel);
  if (!m || !isUuid(m[1]!)) return false;
  return safeEqual(orderEventsKey(secret, m[1]!), m[2]!);
}
