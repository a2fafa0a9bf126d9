/**
 * The certificate of display ('Relatório de veiculação', issue 32, ADR 0048): what a booking got,
 * issued with a code a third party types at /verificar/CODE to see the totals the agency recorded.
 */
import { PAIRING_CODE_ALPHABET } from './signage';

/** Twelve characters easy to read aloud and type (no 0/O, 1/I/L): about 59 bits, never guessed. */
export const CERTIFICATE_CODE_LENGTH = 12;
export const CERTIFICATE_CODE_ALPHABET = PAIRING_CODE_ALPHABET;
/** A download this soon after the booking's last certificate gets that one again, not a new code. */
export const CERTIFICATE_REUSE_MS = 10 * 60_000;
/** Hourly captures printed on a certificate (spread over the booking). */
export const CERTIFICATE_CAPTURES = 4;

/** 'ABCDEFGHJKMN' → 'ABCD-EFGH-JKMN', as printed. */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** What someone typed (lower case, dashes, spaces) → the stored code, or null when it cannot be one. */
export function normalizeCertificateCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const ch of code) if (!CERTIFICATE_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** `n` items spread evenly over a list (the first and the last included when n ≥ 2). */
export function spreadPick<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  if (n <= 1) return items.slice(0, n);
  return Array.from({ length: n }, (_, i) => items[Math.round((i * (items.length - 1)) / (n - 1))]!);
}
