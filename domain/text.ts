import { groupThousands, signOf } from './money';

/**
 * Control characters (C0 except tab, line feed and carriage return; DEL; C1) never belong in a
 * text a person typed: a NUL byte in particular is refused by PostgreSQL. One rule for every
 * text field, on the server and in the forms.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlChars(s: string): boolean {
  return CONTROL_CHARS.test(s);
}

/** The largest number any field accepts (PostgreSQL integer); each schema may bound lower. */
export const MAX_SAFE_FIELD_NUMBER = 2_147_483_647;

/**
 * The first place in a parsed request (body, query, params) holding a control character or a
 * number beyond any field's bound, as a dotted path; null when there is none.
 */
export function findBadInput(value: unknown, path = '', depth = 0): { path: string; kind: 'text' | 'number' } | null {
  if (depth > 20) return null;
  if (typeof value === 'string') return hasControlChars(value) ? { path, kind: 'text' } : null;
  if (typeof value === 'number') return !Number.isFinite(value) || Math.abs(value) > MAX_SAFE_FIELD_NUMBER ? { path, kind: 'number' } : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findBadInput(value[i], `${path}[${i}]`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (hasControlChars(k)) return { path: path ? `${path}.${k}` : k, kind: 'text' };
      const hit = findBadInput(v, path ? `${path}.${k}` : k, depth + 1);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * A count and its noun in pt-BR agreement: '1 nova', '2 novas', '0 telas' (zero takes the plural),
 * the number grouped as pt-BR writes it ('1.234 exibições'). The one place a text says how many.
 * A non-integer count (or -1 < count < 1 other than ±1) is plural too: '1,5 meses' is not said.
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  const n = Number.isSafeInteger(count) ? `${signOf(count)}${groupThousands(Math.abs(count))}` : String(count);
  return `${n} ${Math.abs(count) === 1 ? singular : pluralForm}`;
}
