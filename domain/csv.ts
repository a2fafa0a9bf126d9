/**
 * CSV that opens right in a pt-BR spreadsheet: UTF-8 BOM, ';' separator, CRLF, quotes doubled.
 * A cell never starts a formula (CSV injection: '=', '+', '-', '@', tab, CR): it gets a leading
 * apostrophe, as OWASP recommends. Every CSV the server writes goes through `csvDocument`, which
 * does this to every cell but plain pt-BR numbers ("-12,34", "1.234,5"), so a caller that forgets
 * `csvText` on free text (a video's title, a screen's name) still writes a safe file.
 */
export const CSV_BOM = '\uFEFF';

export const csvCell = (v: string): string => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export const csvText = (v: string): string => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** A plain number as a pt-BR spreadsheet reads it (sign, digits, '.' thousands, ',' decimals): never a formula. */
const PLAIN_NUMBER = /^-?\d[\d.]*(,\d+)?$/;

/** A cell as written: a plain number as is, anything else neutralised (`csvText`) and quoted when needed. */
export const csvSafeCell = (v: string): string => csvCell(PLAIN_NUMBER.test(v) ? v : csvText(v));

/** Rows of cells; free text needs nothing first (every cell is neutralised here). Empty rows are blank lines. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return CSV_BOM + [header, ...rows].map((r) => r.map(csvSafeCell).join(';')).join('\r\n') + '\r\n';
}
