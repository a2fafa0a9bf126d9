/**
 * Brazilian documents and phone numbers: validation and progressive input masks.
 * Validators accept formatted or bare input; anything other than the usual punctuation
 * (. - / spaces) makes the value invalid rather than being silently dropped.
 */

export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

function stripPunctuation(s: string): string {
  return s.replace(/[.\-/\s]/g, '');
}

/** Mod-11 check digit shared by CPF and CNPJ: remainder < 2 gives 0, else 11 − remainder. */
function mod11Digit(values: number[], weights: number[]): number {
  const sum = values.reduce((acc, v, i) => acc + v * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(input: string): boolean {
  const cpf = stripPunctuation(input);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = [...cpf].map(Number);
  const dv1 = mod11Digit(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const dv2 = mod11Digit(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[9] === dv1 && d[10] === dv2;
}

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Numeric and alphanumeric CNPJ (Receita Federal, from July 2026): the first 12 positions may
 * be A–Z or 0–9, each worth its ASCII code minus 48 (so digits keep their value and 'A' = 17);
 * the two check digits stay numeric and use the same mod-11 weights. Lower case is accepted.
 */
export function isValidCnpj(input: string): boolean {
  const cnpj = stripPunctuation(input).toUpperCase();
  if (!/^[A-Z0-9]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  const v = [...cnpj].map((c) => c.charCodeAt(0) - 48);
  const dv1 = mod11Digit(v.slice(0, 12), CNPJ_W1);
  const dv2 = mod11Digit(v.slice(0, 13), CNPJ_W2);
  return v[12] === dv1 && v[13] === dv2;
}

/** Inserts separators before the given positions of `raw`, only as far as it has been typed. */
function applyMask(raw: string, separators: Record<number, string>): string {
  let out = '';
  [...raw].forEach((ch, i) => {
    out += (separators[i] ?? '') + ch;
  });
  return out;
}

/** '000.000.000-00', built up as the user types. */
export function maskCpf(input: string): string {
  return applyMask(onlyDigits(input).slice(0, 11), { 3: '.', 6: '.', 9: '-' });
}

/** '00.000.000/0000-00' (letters allowed in the first 12 positions, upper-cased). */
export function maskCnpj(input: string): string {
  let raw = '';
  for (const ch of input.toUpperCase()) {
    if (raw.length >= 14) break;
    if (raw.length < 12 ? /[A-Z0-9]/.test(ch) : /\d/.test(ch)) raw += ch;
  }
  return applyMask(raw, { 2: '.', 5: '.', 8: '/', 12: '-' });
}

/** National digits of a phone: drops a pasted +55 country code. */
function nationalPhoneDigits(input: string): string {
  const d = onlyDigits(input);
  return d.length > 11 && d.startsWith('55') ? d.slice(2) : d;
}

/** '(45) 3333-3333' for landlines, '(45) 99999-9999' for mobiles, built up as the user types. */
export function maskPhone(input: string): string {
  const d = nationalPhoneDigits(input).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const split = d.length === 11 ? 7 : 6;
  const head = d.slice(2, split);
  const tail = d.slice(split);
  return `(${d.slice(0, 2)}) ${head}${tail ? `-${tail}` : ''}`;
}

/** 10 digits (landline) or 11 digits starting with 9 (mobile), DDD 11–99. */
export function isValidPhone(input: string): boolean {
  if (/[^\d\s()+.-]/.test(input)) return false;
  const d = nationalPhoneDigits(input);
  if (d.length !== 10 && d.length !== 11) return false;
  if (Number(d.slice(0, 2)) < 11) return false;
  return d.length === 10 || d[2] === '9';
}
