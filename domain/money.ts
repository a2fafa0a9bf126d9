/**
 * Money is always an integer number of centavos; percentages are integer basis points
 * (100 bp = 1 %). Rounding rule used everywhere: half up to the centavo (all amounts handled
 * here are non-negative, so "half up" and "half away from zero" coincide).
 */

export const BP_PER_UNIT = 10_000;

/** True for a non-negative safe integer, the only shape a centavo amount may take. */
export function isCents(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/**
 * round_half_up(a × b / divisor) for non-negative safe integers. BigInt keeps the product
 * exact even when it exceeds 2^53 (e.g. large totals × basis points).
 */
export function mulDivHalfUp(a: number, b: number, divisor: number): number {
  if (!isCents(a) || !isCents(b) || !isCents(divisor) || divisor === 0) {
    throw new RangeError(`mulDivHalfUp: invalid operands ${a}, ${b}, ${divisor}`);
  }
  const d = BigInt(divisor);
  const result = (BigInt(a) * BigInt(b) * 2n + d) / (2n * d);
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('mulDivHalfUp: overflow');
  return Number(result);
}

/** The discount amount `bp` basis points take from `cents`, rounded half up (0 ≤ bp ≤ 10000). */
export function applyBp(cents: number, bp: number): number {
  if (!Number.isInteger(bp) || bp < 0 || bp > BP_PER_UNIT) {
    throw new RangeError(`applyBp: bp must be an integer in 0..10000, got ${bp}`);
  }
  return mulDivHalfUp(cents, bp, BP_PER_UNIT);
}

/**
 * 'R$ 1.997,00', '-R$ 0,01'. The string is exactly what Intl.NumberFormat('pt-BR', BRL) gives
 * (a property test holds it to that), so there is a U+00A0 (no-break space) after 'R$'; that
 * keeps the symbol and the number on the same line in the UI. Written out rather than asked of
 * Intl: a page's first Intl formatter loads the locale's data, 25–100 ms of a slow phone's main
 * thread in the middle of drawing the store or the checkout (ADR 0029).
 */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`formatBRL: not integer centavos: ${cents}`);
  return `${signOf(cents)}R$\u00a0${centsToAmountText(Math.abs(cents))}`;
}

/** 199700 -> '1.997,00', -1230 -> '-12,30': the amount without 'R$', as the money fields show it. */
export function centsToAmountText(cents: number): string {
  const abs = Math.abs(cents);
  return `${signOf(cents)}${groupThousands(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')}`;
}

/** '1.234.567' for a non-negative whole number: pt-BR groups of three, as Intl writes them. */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** '-' for a negative number, -0 included (Intl writes '-0'), else ''. */
export function signOf(n: number): string {
  return n < 0 || Object.is(n, -0) ? '-' : '';
}

const PT_BR_AMOUNT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const DOT_DECIMAL_AMOUNT = /^(\d+)\.(\d{1,2})$/;

/**
 * Parses an amount typed by a person into centavos. Accepted: optional 'R$', spaces,
 * pt-BR thousands dots with a decimal comma ('1.997,00', '1997,5', '1.997'), and a plain
 * dot-decimal number with at most two decimals ('1997.5', '1.50'). A lone dot followed by
 * exactly three digits is read as pt-BR thousands ('1.997' = R$ 1.997,00), since that is
 * what a Brazilian user means. Returns null for garbage, signs, more than two decimals
 * (we never round silently) or values beyond the safe integer range.
 */
export function parseBRL(input: string): number | null {
  const s = input.replace(/R\$/gi, '').replace(/[\s\u00a0]/g, '');
  let intPart: string;
  let fracPart: string;
  const ptBr = PT_BR_AMOUNT.exec(s);
  const dotDecimal = ptBr ? null : DOT_DECIMAL_AMOUNT.exec(s);
  if (ptBr) {
    intPart = (ptBr[1] ?? '').replace(/\./g, '');
    fracPart = ptBr[2] ?? '';
  } else if (dotDecimal) {
    intPart = dotDecimal[1] ?? '';
    fracPart = dotDecimal[2] ?? '';
  } else {
    return null;
  }
  const cents = Number(intPart) * 100 + Number(fracPart.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Display helper: 500 → '5%', 1250 → '12,5%', 10 → '0,1%'. */
export function percentFromBp(bp: number): string {
  if (!Number.isSafeInteger(bp) || bp < 0) throw new RangeError(`percentFromBp: invalid bp ${bp}`);
  const whole = Math.floor(bp / 100);
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole},${frac}%` : `${whole}%`;
}
