/**
 * CSV that opens right in a pt-BR spreadsheet: UTF-8 BOM, ';' separator, CRLF, quotes doubled.
 * A cell a person typed never starts a formula (CSV injection: '=', '+', '-', '@', tab, CR):
 * it gets a leading apostrophe, as OWASP recommends.
 */
export const CSV_BOM = '\uFEFF';

export const csvCell = (v: string): string => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export const csvText = (v: string): string => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** Rows of already-safe cells (numbers, dates) or free text (escaped with `csvText` first). */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return CSV_BOM + [header, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
