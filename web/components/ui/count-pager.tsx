import { Button } from './button';
import { plural } from '../../../domain/text';

/**
 * 'N itens' and, with more than one page, Anterior / Página x de y / Próxima: the footer of the
 * staff lists that say how many rows there are (users, notifications).
 */
export function CountPager({
  total,
  pageSize,
  page,
  onPage,
  noun,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (p: number) => void;
  /** Singular and plural, e.g. ['usuário', 'usuários']. */
  noun: readonly [string, string];
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <span>
        {plural(total, noun[0], noun[1])}
      </span>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Anterior
          </Button>
          <span>
            Página {page} de {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Próxima
          </Button>
        </div>
      )}
    </div>
  );
}
