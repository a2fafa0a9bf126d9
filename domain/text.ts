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

const countFmt = new Intl.NumberFormat('pt-BR');

/** A count with its noun: '1 tela', '0 telas', '2 telas', '1.500 telas' (only 1 takes the singular). */
export function plural(count: number, singular: string, pluralForm: string): string {
  return `${countFmt.format(count)} ${count === 1 ? singular : pluralForm}`;
}
