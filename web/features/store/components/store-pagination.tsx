import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { pageWindow } from '../pagination-window';

/** Previous, numbers and next; shown only when there is more than one page. */
export function StorePagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  if (totalPages <= 1) return null;
  const btn = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold';
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={cn(btn, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Página anterior"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden /> <span className="hidden sm:inline">Anterior</span>
      </button>
      {pageWindow(page, totalPages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={`Página ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
            className={cn(
              btn,
              item === page
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(btn, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label="Próxima página"
      >
        <span className="hidden sm:inline">Próxima</span> <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </nav>
  );
}
