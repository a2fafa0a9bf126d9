import { hmac, safeEqual } from './crypto';

/**
 * Links a person follows from a mail without signing in (leave a waitlist, leave the newsletter):
 * the token is the thing it names and an HMAC of it with the server's secret, bound to one
 * purpose, so a token made for one link never opens another and nobody can make one for an
 * address or an entry that is not theirs. `payload` is URL-safe (a uuid, or base64url).
 */
const URL_SAFE = /^[A-Za-z0-9_-]{1,400}$/;

const signature = (secret: string, purpose: string, payload: string) => hmac(secret, `${purpose}|${payload}`).slice(0, 32);

export function signToken(secret: string, purpose: string, payload: string): string {
  if (!URL_SAFE.test(payload)) throw new Error(`signed token payload must be URL-safe: ${purpose}`);
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** The payload of a token this server signed for `purpose`; null when forged, altered or for another purpose. */
export function verifyToken(secret: string, purpose: string, token: string): string | null {
  const [payload, sig, ...rest] = token.trim().split('.');
  if (!payload || !sig || rest.length > 0 || !URL_SAFE.test(payload)) return null;
  return safeEqual(sig, signature(secret, purpose, payload)) ? payload : null;
}

/** An e-mail address as a token payload (base64url of the lower-cased address). */
export const emailPayload = (email: string): string => Buffer.from(email.trim().toLowerCase(), 'utf8').toString('base64url');
export const emailOfPayload = (payload: string): string => Buffer.from(payload, 'base64url').toString('utf8');
