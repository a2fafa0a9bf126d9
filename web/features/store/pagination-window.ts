export type PageItem = number | 'gap';

/**
 * The page numbers to show: all of them up to 7 pages, otherwise the first, the last, the
 * current one with its neighbours, and gaps between ('1 … 4 5 6 … 112').
 */
export function pageWindow(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const c = Math.min(Math.max(current, 1), totalPages);
  let start = Math.max(2, Math.min(c - 1, totalPages - 4));
  let end = Math.min(totalPages - 1, Math.max(c + 1, 5));
  // A gap never hides a single page: '1 2 3 4 5' rather than '1 … 3 4 5'.
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  const out: PageItem[] = [1];
  if (start > 2) out.push('gap');
  for (let p = start; p <= end; p++) out.push(p);
  if (end < totalPages - 1) out.push('gap');
  out.push(totalPages);
  return out;
}

export const totalPagesOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
