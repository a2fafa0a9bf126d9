import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/**
 * Previous / next with 'Página X de Y'; nothing when everything fits on one page. `label` names the
 * navigation when a screen has more than one list to page through.
 */
export function Pagination({
  page,
  pages,
  onPage,
  label = 'Paginação',
  className,
}: {
  page: number;
  pages: number;
  onPage: (p: number) => void;
  label?: string;
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-center gap-3', className)}>
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
