import { useEffect, useState } from 'react';
import { LayoutGrid, List, Search } from 'lucide-react';
import { Input, Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export type StoreView = 'grid' | 'list';
export const ALL_NEIGHBORHOODS = '';

interface Props {
  search: string;
  onSearch: (s: string) => void;
  neighborhood: string;
  onNeighborhood: (n: string) => void;
  neighborhoods: string[];
  view: StoreView;
  onView: (v: StoreView) => void;
}

/** 'Buscar' (name or address, debounced), 'Bairro' (default 'Centro', or every one) and 'Grade' / 'Lista'. */
export function StoreFilters({ search, onSearch, neighborhood, onNeighborhood, neighborhoods, view, onView }: Props) {
  const [text, setText] = useState(search);
  // A search set from outside (the store opened on one building from a mail) shows in the field.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (search !== text.trim()) setText(search);
  }
  useEffect(() => {
    const t = setTimeout(() => {
      if (text.trim() !== search) onSearch(text.trim());
    }, 300);
    return () => clearTimeout(t);
  }, [text, search, onSearch]);

  // The chosen neighbourhood stays selectable even when no building is in it right now.
  const options =
    neighborhood && !neighborhoods.includes(neighborhood) ? [neighborhood, ...neighborhoods] : neighborhoods;

  return (
    <div className="grid grid-cols-2 items-end gap-x-2 gap-y-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-3 sm:p-4 md:grid-cols-[1fr_16rem_auto]">
      <div className="min-w-0 space-y-1.5">
        <label htmlFor="store-search" className="block text-sm font-medium text-slate-700">
          Buscar
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            id="store-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Nome ou endereço do prédio"
            className="pl-9"
            maxLength={100}
          />
        </div>
      </div>
      <div className="min-w-0 space-y-1.5">
        <label htmlFor="store-neighborhood" className="block text-sm font-medium text-slate-700">
          Bairro
        </label>
        <Select id="store-neighborhood" value={neighborhood} onChange={(e) => onNeighborhood(e.target.value)}>
          <option value={ALL_NEIGHBORHOODS}>Todos os bairros</option>
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </div>
      <div
        role="group"
        aria-label="Visualização"
        className="col-span-2 inline-flex h-10 rounded-lg border border-slate-300 bg-slate-50 p-0.5 md:col-span-1"
      >
        {(
          [
            ['grid', 'Grade', LayoutGrid],
            ['list', 'Lista', List],
          ] as const
        ).map(([v, label, Icon]) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={cn(
              'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold',
              view === v ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden /> {label}
          </button>
        ))}
      </div>
    </div>
  );
}
