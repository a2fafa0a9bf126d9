/**
 * The sandbox card "hosted field". It runs in the browser: the card number, expiry and CVV are
 * checked there and turned into a test token that only says which outcome the test card stands
 * for; the server receives the token, the brand and the last four digits, never the number.
 * There is no card network behind it: this is a stand-in for a provider's hosted fields
 * (docs/payments.md lists the test cards).
 */
import { buyerMessages as messages } from './buyer-messages';

export type SandboxOutcome = 'approved' | 'declined' | 'error';

export const SANDBOX_TEST_CARDS: { number: string; outcome: SandboxOutcome; label: string }[] = [
  { number: '4111111111111111', outcome: 'approved', label: 'Aprovado' },
  { number: '5555555555554444', outcome: 'approved', label: 'Aprovado (Mastercard)' },
  { number: '4000000000000002', outcome: 'declined', label: 'Recusado' },
  { number: '4000000000000119', outcome: 'error', label: 'Erro de processamento' },
];

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'master';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) return 'elo';
  if (/^(606282|3841)/.test(digits)) return 'hipercard';
  return 'card';
}

/** '4111 1111 1111 1111' while typing. */
export function maskCardNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/AA' while typing. */
export function maskExpiry(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export interface CardFields {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

export function validateCardFields(f: CardFields, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = f.number.replace(/\D/g, '');
  if (!luhnValid(digits)) errors.number = messages.cardNumberInvalid;
  if (!f.holder.trim()) errors.holder = messages.cardHolderRequired;
  const m = /^(\d{2})\/(\d{2})$/.exec(f.expiry.trim());
  const month = m ? Number(m[1]) : 0;
  const year = m ? 2000 + Number(m[2]) : 0;
  // Valid through the last day of the month printed on the card.
  const endOfMonth = new Date(year, month, 1).getTime();
  if (!m || month < 1 || month > 12 || endOfMonth <= now.getTime()) errors.expiry = messages.cardExpiryInvalid;
  if (!/^\d{3,4}$/.test(f.cvv)) errors.cvv = messages.cardCvvInvalid;
  return errors;
}

export interface SandboxCardToken {
  token: string;
  brand: string;
  last4: string;
}

const TOKEN_RE = /^sbx_(approved|declined|error)_[0-9a-f]{24}$/;

function randomHex(bytes: number): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * The browser side: returns the token for a test card, or the field errors. A valid number that
 * is not a test card is refused (there is nothing to charge in the sandbox).
 */
export function sandboxTokenize(
  f: CardFields,
  now: Date,
): { ok: true; card: SandboxCardToken } | { ok: false; errors: CardFieldErrors } {
  const errors = validateCardFields(f, now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const digits = f.number.replace(/\D/g, '');
  const test = SANDBOX_TEST_CARDS.find((c) => c.number === digits);
  if (!test) return { ok: false, errors: { number: messages.sandboxCardNotTest } };
  return {
    ok: true,
    card: { token: `sbx_${test.outcome}_${randomHex(12)}`, brand: cardBrand(digits), last4: digits.slice(-4) },
  };
}

/** The server side: the outcome a sandbox token stands for, or null for anything else. */
export function sandboxTokenOutcome(token: string): SandboxOutcome | null {
  const m = TOKEN_RE.exec(token);
  return m ? (m[1] as SandboxOutcome) : null;
}
