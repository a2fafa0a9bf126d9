/** Pure helpers of `npm run bench` (unit-tested): figures, ratios, RSS parsing and the table. */

export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `a ÷ b` with two decimals, or '—' when there is nothing to divide by. */
export function ratio(a: number, b: number): string {
  return b > 0 && Number.isFinite(a) ? fmt(a / b, 2) : '—';
}

/** VmRSS of /proc/<pid>/status in MB, or null when the line is missing. */
export function parseVmRssMb(status: string): number | null {
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return m ? Math.round(Number(m[1]) / 1024) : null;
}

/**
 * CPU time (user + system) of /proc/<pid>/stat in ms, or null when unreadable. Clock ticks are
 * 1/100 s on Linux. The process name (2nd field) may hold spaces and parentheses: fields are
 * counted after its closing parenthesis.
 */
export function parseCpuMs(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) && fields.length > 12 ? (utime + stime) * 10 : null;
}

/** A Markdown table; numbers are right-aligned when the header says so with a trailing ':'. */
export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const align = headers.map((h) => (h.endsWith(':') ? '---:' : '---'));
  const head = headers.map((h) => h.replace(/:$/, ''));
  return [`| ${head.join(' | ')} |`, `| ${align.join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** Mean of the bare route's runs (measured before and after the app's scenarios). */
export function baselineOf(runs: { rps: number; p99: number }[]): { rps: number; p99: number } {
  if (!runs.length) return { rps: 0, p99: 0 };
  const sum = runs.reduce((a, r) => ({ rps: a.rps + r.rps, p99: a.p99 + r.p99 }), { rps: 0, p99: 0 });
  return { rps: sum.rps / runs.length, p99: sum.p99 / runs.length };
}
