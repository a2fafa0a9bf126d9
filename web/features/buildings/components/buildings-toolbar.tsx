import { LayoutGrid, List, Search, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

type View = 'grid' | 'list';

export function BuildingsToolbar(props: {
  search: string;
  onSearch: (s: string) => void;
  view: View;
  onView: (v: View) => void;
  showArchived: boolean;
  onShowArchived: (v: boolean) => void;
  selectedCount: number;
  onDeleteSelected: () => void;
}) {
  const views = [
    { id: 'grid' as const, label: 'Grade', Icon: LayoutGrid },
    { id: 'list' as const, label: 'Lista', Icon: List },
  ];
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm min-[769px]:flex-row min-[769px]:items-center">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          type="search"
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          placeholder="Buscar por nome, endereço ou bairro"
          aria-label="Buscar prédios"
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={props.showArchived}
            onChange={(e) => props.onShowArchived(e.target.checked)}
          />
          Mostrar arquivados
        </label>
        <div role="group" aria-label="Visualização" className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {views.map(({ id, label, Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={props.view === id}
              onClick={() => props.onView(id)}
              className={cn(
                'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium',
                props.view === id ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </button>
          ))}
        </div>
        {props.selectedCount > 0 && (
          <Button variant="danger" size="sm" onClick={props.onDeleteSelected}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Excluir selecionados ({props.selectedCount})
          </Button>
        )}
      </div>
    </div>
  );
}
