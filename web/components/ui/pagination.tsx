import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Previous / next with 'Página X de Y'; nothing when everything fits on one page. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Página anterior">
        <ChevronLeft className="h-4 w-4" />
      </Button>
      <span className="text-sm text-slate-700">
        Página {page} de {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Próxima página">
        <ChevronRight className="h-4 w-4" />
      </Button>
    </nav>
  );
}
